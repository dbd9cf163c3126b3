import { randomUUID } from 'node:crypto';
import { message } from '@jobmatch/contract';
import type { TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, candidate, companyWithPostings } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, LANGUAGES, openPage, PHONE, type TestPage } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { textsIn } from './support/texts.ts';

/**
 * The shell around every screen: unknown addresses, closed postings, the employer page, pages
 * that need a signed-in candidate, a session the server no longer accepts, deep links, and the
 * phone menu.
 */
describe('the app shell', () => {
  for (const language of LANGUAGES) {
    describe(`pages anyone can open (${language})`, () => {
      let t: TFunction;
      let tab: TestPage;

      beforeAll(async () => {
        t = await textsIn(language);
        tab = await openPage(language);
      });
      afterAll(() => tab?.close());

      it('shows a not-found page for an unknown address', async () => {
        const { page } = tab;
        await page.goto(tab.url('/no/such/page'));
        await page.getByRole('heading', { level: 1, name: t('notFound.title') }).waitFor();
        expect(await page.title()).toBe(`${t('notFound.title')} · jobmatch`);
        await expectAccessible(page, 'not found');
        await screenshot(page, 'not-found', language);
      });

      it('explains jobmatch to employers and links to the API documentation', async () => {
        const { page } = tab;
        await page
          .getByRole('banner')
          .getByRole('link', { name: t('nav.forEmployers') })
          .click();
        await page.getByRole('heading', { level: 1, name: t('employers.title') }).waitFor();
        expect(await page.getByRole('link', { name: t('employers.docs') }).getAttribute('href')).toBe('/docs/');
        await expectAccessible(page, 'employers');
        await screenshot(page, 'employers', language);
      });

      it('keeps the reference data reachable from the footer', async () => {
        const { page } = tab;
        await page
          .getByRole('contentinfo')
          .getByRole('link', { name: t('nav.referenceData') })
          .click();
        await page.getByRole('heading', { level: 1, name: t('reference.title') }).waitFor();
        await expectAccessible(page, 'reference data');
        await screenshot(page, 'reference-data', language);
      });

      it('shows the server’s answer on the field it is about, in the language', async () => {
        const { page } = tab;
        const taken = await candidate(language);
        tab.allowFailure(/\/api\/candidate\/auth\/register$/);
        await page.goto(tab.url('/sign-up'));
        await page.getByLabel(t('auth.firstName')).fill('Somsak');
        await page.getByLabel(t('auth.lastName')).fill('Deemak');
        await page.getByLabel(t('auth.email')).fill(taken.email);
        await page.getByLabel(t('auth.password'), { exact: false }).first().fill('Another-Pass-99');
        await page.getByRole('button', { name: t('auth.signUp.submit') }).click();
        const email = page.getByLabel(t('auth.email'));
        await page.getByText(message('errorEmailAlreadyRegistered', {}, language)).waitFor();
        expect(await email.getAttribute('aria-invalid')).toBe('true');
        const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
        const descriptions = await Promise.all(
          describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()),
        );
        expect(descriptions).toContain(message('errorEmailAlreadyRegistered', {}, language));
      });

      it('had no console error and no unexpected failed request', async () => {
        await tab.expectNoProblems();
      });
    });
  }

  describe('postings, sessions and deep links (en)', () => {
    let t: TFunction;
    let tab: TestPage;
    let open: { id: string; title: string };
    let closed: { id: string; title: string };

    beforeAll(async () => {
      t = await textsIn('en');
      const company = await companyWithPostings([{ title: 'Data Analyst' }, { title: 'Night Auditor' }]);
      [open, closed] = company.postings as [typeof open, typeof closed];
      const closing = await company.employer.company.recruitments.update({
        params: { recruitmentId: closed.id },
        body: { status: 'CLOSED' },
      });
      expect(closing.status).toBe(200);
      tab = await openPage('en');
    });
    afterAll(() => tab?.close());

    it('opens a posting from a deep link, and again after a reload', async () => {
      const { page } = tab;
      await page.goto(tab.url(`/jobs/${open.id}`));
      await page.getByRole('heading', { level: 1, name: open.title }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: open.title }).waitFor();
      expect(await page.title()).toBe(`${open.title} · jobmatch`);
    });

    it('says so when a posting has closed or does not exist', async () => {
      const { page } = tab;
      // Candidates only see open postings: the API answers 404, which the page explains.
      tab.allowFailure(/\/api\/candidate\/jobs\/[0-9a-f-]{36}$/);
      for (const id of [closed.id, randomUUID()]) {
        await page.goto(tab.url(`/jobs/${id}`));
        await page.getByRole('heading', { level: 1, name: t('jobs.detail.closedTitle') }).waitFor();
      }
      await expectAccessible(page, 'closed posting');
      await screenshot(page, 'job-closed', 'en');
    });

    it('sends a signed-out visitor of a candidate page to sign-in, and back afterwards', async () => {
      const { page } = tab;
      const account = await candidate('en');
      await page.goto(tab.url('/saved-jobs'));
      await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === '/saved-jobs');
      await page.getByLabel(t('auth.email')).fill(account.email);
      await page.getByLabel(t('auth.password'), { exact: false }).first().fill(account.password);
      await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/saved-jobs');
      await page.getByText(t('jobs.saved.emptyTitle')).waitFor();
      await expectAccessible(page, 'saved jobs, empty');
      await screenshot(page, 'saved-jobs-empty', 'en');
    });

    it('keeps the session over a reload, and ends it when the server refuses the token', async () => {
      const { page } = tab;
      await page.reload();
      await page.getByText(t('jobs.saved.emptyTitle')).waitFor();

      // Signed out elsewhere: the server revokes the token this page still holds.
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('jobmatch.session') ?? '{}').accessToken);
      expect((await apiClient('en', token).candidate.auth.logout()).status).toBe(200);
      tab.allowFailure(/\/api\/candidate\/jobs\/saved-jobs/);

      await page.reload();
      await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('reason') === 'expired');
      await page.getByText(t('auth.signIn.expired')).waitFor();
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/saved-jobs');
      expect(await page.evaluate(() => localStorage.getItem('jobmatch.session'))).toBeNull();
    });

    it('offers the places and sign-in in a menu on a phone', async () => {
      const { page } = tab;
      await page.setViewportSize(PHONE);
      await page.goto(tab.url('/'));
      await page.getByRole('button', { name: t('nav.openMenu') }).click();
      const menu = page.locator('#mobile-nav');
      await menu.getByRole('link', { name: t('nav.signUp') }).waitFor();
      await screenshot(page, 'phone-menu', 'en', [PHONE]);
      await menu.getByRole('link', { name: t('nav.findJobs') }).click();
      await page.getByRole('heading', { level: 1, name: t('jobs.search.title') }).waitFor();
      // Closed again: out of sight and out of the tab order.
      await menu.waitFor({ state: 'hidden' });
      expect(await page.getByRole('button', { name: t('nav.openMenu') }).getAttribute('aria-expanded')).toBe('false');
    });

    it('can be used with the keyboard: the first Tab offers to skip to the content', async () => {
      const { page } = tab;
      await page.setViewportSize(DESKTOP);
      await page.goto(tab.url('/'));
      await page.getByRole('heading', { level: 1, name: t('home.title') }).waitFor();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      expect(focused).toBe(t('app.skipToContent'));
    });

    it('had no console error and no unexpected failed request', async () => {
      await tab.expectNoProblems();
    });
  });
});
