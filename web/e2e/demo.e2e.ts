import type { TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmployerJourney } from './journeys/demo-employer.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, journeySteps, openPage, type TestPage } from './support/browser.ts';
import { demoSignInsInReadme } from './support/demo.ts';
import { screenshot } from './support/screenshots.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { textsIn } from './support/texts.ts';

/**
 * "A new user who runs the README's start command can sign in as a demo candidate or the demo
 * employer and use every screen": one server of this file's own, started as `npm start` starts
 * it on an empty database (demo data on, which the shared server of the other browser tests has
 * off; starting it takes most of a minute, so the candidate and the employers share it), and the
 * README's demo accounts on every screen, each with something on it.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ demoData: true });
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

describe('a newcomer signs in as the demo candidate', () => {
  const step = journeySteps();
  const { candidate: email, password } = demoSignInsInReadme();
  const demo = { email, password };
  let tab: TestPage;
  let t: TFunction;

  beforeAll(async () => {
    t = await textsIn('en');
    tab = await openPage('en', DESKTOP, server.baseUrl);
  });

  afterAll(async () => {
    await tab?.close();
  });

  const jobCards = () => tab.page.getByRole('article');
  const listItems = () => tab.page.getByRole('main').getByRole('listitem');
  const nav = () => tab.page.getByRole('navigation', { name: t('nav.label') });
  const fromAccountMenu = async (item: string) => {
    await tab.page.getByRole('button', { name: t('nav.accountMenu', { email: demo.email }) }).click();
    await tab.page.getByRole('menuitem', { name: item }).click();
    await tab.page.getByRole('menu').waitFor({ state: 'detached' });
  };

  step('the home page shows the newest jobs', async () => {
    const { page } = tab;
    await page.goto(tab.url('/'));
    await page.getByRole('heading', { level: 1, name: t('home.title') }).waitFor();
    await jobCards().first().waitFor();
    expect(await jobCards().count()).toBeGreaterThanOrEqual(3);
    await expectAccessible(page, 'demo home');
  });

  step('signs in with the e-mail and password the README gives', async () => {
    const { page } = tab;
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('nav.signIn') })
      .click();
    await page.getByLabel(t('auth.email')).fill(demo.email);
    await page.getByLabel(t('auth.password'), { exact: false }).first().fill(demo.password);
    await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
    await page.getByRole('button', { name: t('nav.accountMenu', { email: demo.email }) }).waitFor();
  });

  step('searches jobs: several pages of them, the next one a click away', async () => {
    const { page } = tab;
    await nav()
      .getByRole('link', { name: t('nav.findJobs') })
      .click();
    await page.getByRole('heading', { level: 1, name: t('jobs.search.title') }).waitFor();
    await jobCards().first().waitFor();
    expect(await jobCards().count()).toBe(10);
    const pages = page.getByRole('navigation', { name: t('jobs.search.pagination') });
    await pages.getByRole('button', { name: t('state.pagination.next') }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await jobCards().first().waitFor();
    expect(await jobCards().count()).toBe(10);
    await expectAccessible(page, 'demo job search, page 2');
    await screenshot(page, 'demo-job-search', 'en');
  });

  step('opens a job', async () => {
    const { page } = tab;
    const title = await jobCards().first().getByRole('link').first().innerText();
    await jobCards().first().getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: t('jobs.detail.sections.qualification') }).waitFor();
    await expectAccessible(page, 'demo job');
  });

  step('has saved jobs, one of them closed', async () => {
    const { page } = tab;
    await fromAccountMenu(t('nav.savedJobs'));
    await page.getByRole('heading', { level: 1, name: t('jobs.saved.title') }).waitFor();
    await jobCards().first().waitFor();
    expect(await jobCards().count()).toBeGreaterThanOrEqual(3);
    await page.getByText(t('jobs.saved.status.CLOSED'), { exact: true }).first().waitFor();
    await expectAccessible(page, 'demo saved jobs');
    await screenshot(page, 'demo-saved-jobs', 'en');
  });

  step('has offers, one of them unread', async () => {
    const { page } = tab;
    await nav()
      .getByRole('link', { name: t('offers.title') })
      .click();
    await page.getByRole('heading', { level: 1, name: t('offers.title') }).waitFor();
    await listItems().first().waitFor();
    expect(await listItems().count()).toBeGreaterThanOrEqual(4);
    await page.getByText(t('offers.unread'), { exact: true }).first().waitFor();
    await page.getByText(t('offers.flags.isPremiumOffer'), { exact: true }).first().waitFor();
    await expectAccessible(page, 'demo offers');
    await screenshot(page, 'demo-offers', 'en');
  });

  step('reads the unread offer and can answer it', async () => {
    const { page } = tab;
    const unread = page.getByRole('link', { name: new RegExp(`^${t('offers.unread')}: `) }).first();
    // The link starts with "Unread: " for screen readers; the heading is the subject alone.
    const subject = (await unread.innerText()).replace(new RegExp(`^${t('offers.unread')}:\\s*`), '');
    await unread.click();
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    await page.getByText(t('offers.detail.sender'), { exact: true }).waitFor();
    await page.getByRole('button', { name: t('offers.detail.accept'), exact: true }).waitFor();
    await expectAccessible(page, 'demo offer');
    await screenshot(page, 'demo-offer', 'en');
  });

  step('has applications: pending, accepted and not selected', async () => {
    const { page } = tab;
    await nav()
      .getByRole('link', { name: t('applications.title') })
      .click();
    await page.getByRole('heading', { level: 1, name: t('applications.title') }).waitFor();
    await listItems().first().waitFor();
    expect(await listItems().count()).toBeGreaterThanOrEqual(5);
    for (const status of ['PENDING', 'ACCEPTED', 'REJECTED'] as const) {
      await page
        .getByText(t(`applications.status.${status}`), { exact: true })
        .first()
        .waitFor();
    }
    await expectAccessible(page, 'demo applications');
    await screenshot(page, 'demo-applications', 'en');
  });

  step('sees the companies that viewed the profile', async () => {
    const { page } = tab;
    await fromAccountMenu(t('profileViews.title'));
    await page.getByRole('heading', { level: 1, name: t('profileViews.title') }).waitFor();
    await listItems().first().waitFor();
    expect(await listItems().count()).toBeGreaterThanOrEqual(2);
    await page.getByText(t('profileViews.contactUnlocked'), { exact: true }).waitFor();
    await expectAccessible(page, 'demo profile views');
    await screenshot(page, 'demo-profile-views', 'en');
  });

  it('had no console error and no failed request', async () => {
    await tab.expectNoProblems();
  });
});

demoEmployerJourney('en', () => server.baseUrl);
demoEmployerJourney('th', () => server.baseUrl);
