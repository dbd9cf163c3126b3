import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, type TestPage } from './support/browser.ts';

/**
 * The built web app, served by the real server (as `npm start` runs it) to a real Chromium:
 * reference data in English, the switch to Thai and that it is remembered, Bangkok's districts
 * with their postal codes, and the API docs beside it.
 */
describe('reference data in the browser', () => {
  let tab: TestPage;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    tab = await openPage('en', { width: 1280, height: 900 });
    ({ page, context } = tab);
  });

  afterAll(() => tab?.close());

  const url = (path: string) => tab.url(path);
  const visibleText = (text: string) => page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
  const htmlLang = () => page.evaluate(() => document.documentElement.lang);

  it('shows the industry tree in English to an English-speaking browser', async () => {
    await page.goto(url('/reference'));
    await visibleText('Reference data');
    await visibleText('Manufacturing');
    expect(await htmlLang()).toBe('en');
    expect(await page.title()).toContain('jobmatch');
    // A section opens to its divisions.
    await page.getByRole('button', { name: /Manufacturing/ }).click();
    await visibleText('Manufacture of food products');
  });

  it('switches to Thai: names, labels and <html lang>', async () => {
    await page.getByText('ไทย', { exact: true }).click();
    await visibleText('การผลิต');
    await visibleText('ข้อมูลอ้างอิง');
    expect(await htmlLang()).toBe('th');
    expect(await page.title()).toBe('ข้อมูลอ้างอิง · jobmatch');
    expect(await page.getByText('Manufacturing', { exact: true }).count()).toBe(0);
  });

  it('remembers Thai after a reload', async () => {
    await page.reload();
    await visibleText('การผลิต');
    expect(await htmlLang()).toBe('th');
    expect(await page.getByRole('radio', { name: 'ไทย' }).isChecked()).toBe(true);
  });

  it('renders Thai in Noto Sans Thai', async () => {
    await page.evaluate(() => document.fonts.ready);
    const fontFamily = await page
      .getByText('การผลิต', { exact: true })
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(fontFamily).toMatch(/^"?Noto Sans Thai"?/);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Thai"', 'การผลิต'))).toBe(true);
  });

  it('lists Bangkok’s districts with their postal codes', async () => {
    await page.getByRole('tab', { name: 'สถานที่ตั้ง' }).click();
    const bangkok = page.getByRole('button', { name: /กรุงเทพมหานคร/ });
    await bangkok.waitFor({ state: 'visible' });

    // Provinces are in Thai alphabetical order.
    const names = await page.locator('nav').getByRole('button').locator('.mantine-NavLink-label').allInnerTexts();
    expect(names).toHaveLength(77);
    expect(names).toEqual([...names].sort(new Intl.Collator('th', { sensitivity: 'base', numeric: true }).compare));

    await bangkok.click();
    const phraNakhon = page.getByRole('row').filter({ has: page.getByText('พระนคร', { exact: true }) });
    await phraNakhon.waitFor({ state: 'visible' });
    const row = (await phraNakhon.textContent()) ?? '';
    expect(row).toContain('10200');
    expect(row).toContain('เขต');
    await visibleText('เขตในกรุงเทพมหานคร');
  });

  it('filters by a search in Thai', async () => {
    await page.getByRole('searchbox', { name: 'ค้นหา' }).fill('บางรัก');
    await page.getByRole('row').filter({ hasText: '10500' }).waitFor({ state: 'visible' });
    expect(await page.getByRole('row').count()).toBe(2); // the header and บางรัก
    await page.getByRole('searchbox', { name: 'ค้นหา' }).fill('');
  });

  it('had no page or console errors and no failed request', async () => {
    await tab.expectNoProblems();
  });

  it('shows a failed request with a retry button that recovers', async () => {
    // After the console check: the browser logs failed requests as errors.
    await page.route('**/api/shared/industries', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.getByRole('tab', { name: 'อุตสาหกรรม' }).click();
    await page.reload();
    const retry = page.getByRole('button', { name: 'ลองอีกครั้ง' });
    await retry.waitFor({ state: 'visible' });
    await visibleText('โหลดข้อมูลไม่สำเร็จ');
    await page.unroute('**/api/shared/industries');
    await retry.click();
    await visibleText('การผลิต');
  });

  it('serves Swagger UI at /docs/', async () => {
    const docs = await context.newPage();
    await docs.goto(url('/docs/'));
    await docs.locator('.swagger-ui').first().waitFor({ state: 'attached' });
    expect(await docs.title()).toContain('jobmatch API');
    await docs.close();
  });

  it('answers the 77 provinces at /api/shared/locations/provinces', async () => {
    const response = await fetch(url('/api/shared/locations/provinces'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { provinces: unknown[] } };
    expect(body.result.provinces).toHaveLength(77);
  });
});
