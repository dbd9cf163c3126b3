import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { DESKTOP, type Language, PHONE } from './browser.ts';

/** Where the browser tests leave a picture of every screen (git-ignored; see web/README.md). */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * Photographs the page as it is at 1366 px and at 390 px wide (full height), as
 * `<name>.<language>.1366.png` and `….390.png`, and puts the width it had back. `viewports`
 * narrows it to one width for what only exists there (the phone menu).
 */
export async function screenshot(
  page: Page,
  name: string,
  language: Language,
  viewports: { width: number; height: number }[] = [DESKTOP, PHONE],
): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? DESKTOP;
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready);
    // Let layout settle after the resize (Mantine's breakpoints switch in CSS and in effects).
    await page.waitForTimeout(150);
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}.${language}.${viewport.width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.setViewportSize(original);
}
