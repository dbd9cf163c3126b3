import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeResult = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
  passes: unknown[];
};

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, naming
 * the rule and the elements. Checks that axe really ran (it passes some rules on any page).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // The control just clicked would be judged in its hover colours: judge the page at rest.
  await page.mouse.move(0, 0);
  // A button fading back in after its progress indicator would be judged half transparent.
  await page.waitForFunction(() => !document.querySelector('[data-loading]'));
  // A list kept on screen, faded, while its next page or search loads is marked busy (`staleWhile`):
  // judge the list that comes, not the faded one, nor a placeholder's skeleton.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  // A dialog's entrance starts its transitions a frame after it is rendered: let them start, so
  // that they are waited for below rather than judged half transparent.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        // A transition cancelled meanwhile (its element re-rendered) rejects: it is not running either.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } }).axe.run(document),
  );
  expect(result.passes.length, `axe did not run on ${screen}`).toBeGreaterThan(0);
  const serious = result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `accessibility of ${screen}`).toEqual([]);
}
