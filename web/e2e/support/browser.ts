import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';

export type Language = 'en' | 'th';
export const LANGUAGES: readonly Language[] = ['en', 'th'];

/** The desktop and phone widths every screen is checked and photographed at. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

let browser: Promise<Browser> | undefined;

/** The shared Chromium of global-setup.ts (one connection per test file). */
function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.connect(inject('chromiumEndpoint'));
  return browser;
}

export type TestPage = {
  page: Page;
  context: BrowserContext;
  language: Language;
  /** The app's address for a path, e.g. url('/jobs'). */
  url: (path: string) => string;
  /** Declares a failing request the test provokes on purpose (e.g. a 401 after a revoked token). */
  allowFailure: (pattern: RegExp) => void;
  /**
   * Fails the test on any console error, page error or failed request so far, and fails it when
   * nothing was observed at all (the collectors were not attached, or the app never loaded).
   */
  expectNoProblems: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A fresh browser context (its own storage: signed out, no language chosen) in the language of
 * a Thai or an English browser, with collectors for console errors, page errors and failed
 * requests (network errors and HTTP answers of 400 and above). `baseUrl` is the shared server's
 * unless a test runs its own (see demo.e2e.ts).
 */
export async function openPage(language: Language, viewport = DESKTOP, baseUrl = inject('baseUrl')): Promise<TestPage> {
  const context = await (await sharedBrowser()).newContext({
    locale: language === 'th' ? 'th-TH' : 'en-US',
    viewport,
    // axe-core is injected as a script; the app's Content-Security-Policy would refuse it.
    bypassCSP: true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  const isAllowed = (url: string) => allowed.some((pattern) => pattern.test(url));
  let appResponses = 0;

  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every failed request as a console error too; those are judged below.
    if (message.text().startsWith('Failed to load resource') && isAllowed(message.location().url)) return;
    problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A request the app itself gave up (a screen left before its data came) is not a failure.
    if (reason === 'net::ERR_ABORTED' || isAllowed(request.url())) return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(baseUrl)) appResponses += 1;
    if (response.status() >= 400 && !isAllowed(response.url())) {
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });

  return {
    page,
    context,
    language,
    url: (path) => `${baseUrl}${path}`,
    allowFailure: (pattern) => allowed.push(pattern),
    expectNoProblems: async () => {
      expect(appResponses, 'the page loaded nothing from the app: the collectors saw no traffic').toBeGreaterThan(0);
      expect(await page.evaluate(() => document.getElementById('root')?.childElementCount ?? 0)).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    },
    close: () => context.close(),
  };
}

/**
 * `it` for the steps of one journey: they run in order on one page, so once a step has failed
 * the later ones are skipped instead of each timing out on a page in the wrong state.
 */
export function journeySteps(): (name: string, run: () => Promise<void>) => void {
  let failed = false;
  return (name, run) =>
    it(name, async (context) => {
      if (failed) context.skip('an earlier step of this journey failed');
      try {
        await run();
      } catch (error) {
        failed = true;
        throw error;
      }
    });
}
