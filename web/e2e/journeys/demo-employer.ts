import type { TFunction } from 'i18next';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, journeySteps, type Language, openPage, type TestPage } from '../support/browser.ts';
import { demoSignInsInReadme } from '../support/demo.ts';
import { screenshot as photograph } from '../support/screenshots.ts';
import { textsIn } from '../support/texts.ts';

/** From the top: a full-page picture of a scrolled page would show the sticky header mid-way. */
async function screenshot(page: Page, name: string, language: Language): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, `demo-employer-${name}`, language);
}

/**
 * "A new user can sign in as the demo employer printed at start-up and run the whole scouting
 * workflow in the browser": the README's demo ADMIN signs in through the employers' sign-in and
 * finds every employer screen filled; then the README's demo RECRUITER signs in and is offered
 * nothing only an ADMIN may do. `baseUrl` is the demo server of demo.e2e.ts, started with the
 * demo data on.
 */
export function demoEmployerJourney(language: Language, baseUrl: () => string): void {
  describe(`a newcomer signs in as the demo employer (${language})`, () => {
    const step = journeySteps();
    const demo = demoSignInsInReadme();
    let t: TFunction;
    let tab: TestPage;
    let recruiterTab: TestPage;

    beforeAll(async () => {
      t = await textsIn(language);
      tab = await openPage(language, DESKTOP, baseUrl());
    });

    afterAll(async () => {
      await tab?.close();
      await recruiterTab?.close();
    });

    const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
    const goTo = async (page: Page, place: string) => {
      await page
        .getByRole('navigation', { name: t('employerNav.label') })
        .getByRole('link', { name: place, exact: true })
        .click();
    };
    const articles = (page: Page) => page.getByRole('main').getByRole('article');
    const signIn = async (testPage: TestPage, email: string) => {
      const { page } = testPage;
      await page.goto(testPage.url('/employers/sign-in'));
      await heading(page, t('employerAuth.signIn.title'));
      await page.getByLabel(t('employerAuth.workEmail')).fill(email);
      await page.getByLabel(t('auth.password'), { exact: false }).first().fill(demo.password);
      await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/employer');
      await page.getByRole('button', { name: t('nav.accountMenu', { email }) }).waitFor();
    };

    step('the ADMIN signs in with the README’s e-mail and password and sees every recruitment’s funnel', async () => {
      const { page } = tab;
      await signIn(tab, demo.admin);
      await heading(page, t('dashboard.title'));
      await page.getByRole('main').getByRole('listitem').first().waitFor();
      await page.getByRole('table').first().waitFor();
      expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(3);
      const sentRows = page.getByRole('row', { name: t('dashboard.funnel.sent') }).getByRole('cell');
      const sent = (await sentRows.allInnerTexts()).map(Number);
      expect(Math.max(...sent)).toBeGreaterThan(0);
      await expectAccessible(page, 'demo dashboard');
      await screenshot(page, 'dashboard', language);
    });

    step('lists the recruitments, a draft and a closed one among them, and opens one', async () => {
      const { page } = tab;
      await goTo(page, t('employerNav.recruitments'));
      await heading(page, t('recruitments.title'));
      const items = page.getByRole('main').getByRole('listitem');
      await items.first().waitFor();
      expect(await items.count()).toBeGreaterThanOrEqual(5);
      for (const status of ['ACTIVE', 'DRAFT', 'CLOSED'] as const) {
        await page
          .getByRole('main')
          .getByText(t(`recruitments.status.${status}`), { exact: true })
          .first()
          .waitFor();
      }
      await expectAccessible(page, 'demo recruitments');
      await screenshot(page, 'recruitments', language);

      const first = items.first().getByRole('link').first();
      const title = await first.innerText();
      await first.click();
      await heading(page, title);
      expect(await page.getByLabel(t('recruitments.fields.title'), { exact: false }).first().inputValue()).toBe(title);
      await expectAccessible(page, 'demo recruitment editor');
      await screenshot(page, 'recruitment', language);
    });

    step('searches candidates: anonymous cards and their count', async () => {
      const { page } = tab;
      await goTo(page, t('employerNav.candidates'));
      await heading(page, t('candidateSearch.title'));
      await articles(page).first().waitFor();
      const found = await articles(page).count();
      expect(found).toBeGreaterThanOrEqual(5);
      await page.getByText(new RegExp(t('candidateSearch.count', { count: 99 }).replace('99', '\\d+'))).waitFor();
      await expectAccessible(page, 'demo candidate search');
      await screenshot(page, 'candidate-search', language);
    });

    step('opens a candidate’s anonymous profile', async () => {
      const { page } = tab;
      const card = articles(page).first().getByRole('link').first();
      const title = await card.innerText();
      await card.click();
      await heading(page, title);
      await page.getByText(t('candidateSearch.detail.skills')).first().waitFor();
      await expectAccessible(page, 'demo candidate');
      await screenshot(page, 'candidate', language);
    });

    step('lists the offers sent, and opens one with its messages', async () => {
      const { page } = tab;
      await goTo(page, t('employerNav.offers'));
      await heading(page, t('companyOffers.title'));
      await articles(page).first().waitFor();
      expect(await articles(page).count()).toBeGreaterThanOrEqual(3);
      await page.getByText(t('companyOffers.status.SCHEDULED')).first().waitFor();
      await expectAccessible(page, 'demo offers');
      await screenshot(page, 'offers', language);

      // The premium offer has its letter and a reminder sent, and one more scheduled.
      const remindersSent = t('companyOffers.card.reminders', { count: 9, max: 2 }).replace('9', '[12]');
      const withReminders = articles(page).filter({ hasText: new RegExp(remindersSent) });
      const subject = withReminders.first().getByRole('link').first();
      const title = await subject.innerText();
      await subject.click();
      await heading(page, title);
      await page.getByRole('heading', { name: t('companyOffers.detail.messages'), exact: true }).waitFor();
      await page.getByText(t('companyOffers.messageStatus.SENT')).first().waitFor();
      await page.getByText(t('companyOffers.messageStatus.SCHEDULED')).first().waitFor();
      await expectAccessible(page, 'demo offer');
      await screenshot(page, 'offer', language);
    });

    step('has scheduled messages: the letter and the reminder that wait for their time', async () => {
      const { page } = tab;
      await goTo(page, t('employerNav.scheduledMessages'));
      await heading(page, t('companyOffers.scheduled.title'));
      await articles(page).first().waitFor();
      expect(await articles(page).count()).toBeGreaterThanOrEqual(2);
      await page.getByText(t('companyOffers.scheduled.count', { count: await articles(page).count() })).waitFor();
      await expectAccessible(page, 'demo scheduled messages');
      await screenshot(page, 'scheduled-messages', language);
    });

    step('has applications: pending and accepted', async () => {
      const { page } = tab;
      await goTo(page, t('employerNav.applications'));
      await heading(page, t('companyApplications.title'));
      await articles(page).first().waitFor();
      expect(await articles(page).count()).toBeGreaterThanOrEqual(3);
      for (const status of ['PENDING', 'ACCEPTED'] as const) {
        await page
          .getByRole('main')
          .getByText(t(`companyApplications.statuses.${status}`), { exact: true })
          .first()
          .waitFor();
      }
      await expectAccessible(page, 'demo applications');
      await screenshot(page, 'applications', language);
    });

    step('has talent pools, and one with its members', async () => {
      const { page } = tab;
      await goTo(page, t('employerNav.talentPools'));
      await heading(page, t('talentPools.title'));
      const pools = page.getByRole('main').getByRole('listitem');
      await pools.first().waitFor();
      await expectAccessible(page, 'demo talent pools');
      await screenshot(page, 'talent-pools', language);

      const pool = pools.filter({ hasText: t('talentPools.memberCount', { count: 2 }) }).getByRole('link');
      const name = await pool.first().innerText();
      await pool.first().click();
      await heading(page, name);
      const members = page.getByRole('list', { name: t('talentPools.membersLabel') }).getByRole('listitem');
      await members.first().waitFor();
      expect(await members.count()).toBe(2);
      await expectAccessible(page, 'demo talent pool');
      await screenshot(page, 'talent-pool', language);
    });

    step('has a template of every kind', async () => {
      const { page } = tab;
      await goTo(page, t('employerNav.templates'));
      await heading(page, t('templates.title'));
      for (const kind of ['messages', 'offerLetters', 'offerReminders'] as const) {
        await page.getByRole('tab', { name: t(`templates.${kind}.tab`), exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('kind') === kind || kind === 'messages');
        const items = page.getByRole('tabpanel').getByRole('listitem');
        await items.first().waitFor();
        expect(await items.count()).toBeGreaterThanOrEqual(1);
        await expectAccessible(page, `demo ${kind} templates`);
        await screenshot(page, `templates-${kind}`, language);
      }
    });

    step('the company profile and its settings, which the ADMIN may change', async () => {
      const { page } = tab;
      await goTo(page, t('employerNav.company'));
      await heading(page, t('organization.title'));
      await page.getByText(t('organization.settings.autoReplyOn'), { exact: true }).waitFor();
      await page.getByRole('button', { name: t('organization.profile.edit') }).waitFor();
      await page.getByRole('button', { name: t('organization.settings.edit') }).waitFor();
      await expectAccessible(page, 'demo company');
      await screenshot(page, 'company', language);
    });

    step('the team: the recruiters, and inviting another', async () => {
      const { page } = tab;
      await goTo(page, t('employerNav.recruiters'));
      await heading(page, t('recruiters.title'));
      await page.getByText(t('recruiters.count', { count: 3 })).waitFor();
      await page.getByRole('link', { name: t('recruiters.invite.button') }).waitFor();
      await expectAccessible(page, 'demo recruiters');
      await screenshot(page, 'recruiters', language);
    });

    step('the ADMIN’s own profile, filled in', async () => {
      const { page } = tab;
      await goTo(page, t('employerNav.myProfile'));
      await heading(page, t('myProfile.title'));
      await page.getByLabel(t('myProfile.position')).waitFor();
      expect(await page.getByLabel(t('myProfile.position')).inputValue()).not.toBe('');
      expect(await page.getByLabel(t('myProfile.email')).inputValue()).toBe(demo.admin);
      await expectAccessible(page, 'demo my profile');
      await screenshot(page, 'my-profile', language);
    });

    step('the RECRUITER signs in and is offered nothing only an ADMIN may do', async () => {
      recruiterTab = await openPage(language, DESKTOP, baseUrl());
      const { page } = recruiterTab;
      await signIn(recruiterTab, demo.recruiter);
      await heading(page, t('dashboard.title'));
      await page.getByRole('table').first().waitFor();

      await goTo(page, t('employerNav.recruiters'));
      await heading(page, t('recruiters.title'));
      await page.getByText(t('recruiters.count', { count: 3 })).waitFor();
      expect(await page.getByRole('link', { name: t('recruiters.invite.button') }).count()).toBe(0);
      await expectAccessible(page, 'demo recruiters (RECRUITER)');
      await screenshot(page, 'recruiters-recruiter', language);

      await goTo(page, t('employerNav.company'));
      await heading(page, t('organization.title'));
      await page.getByText(t('organization.introReadOnly')).waitFor();
      expect(await page.getByRole('button', { name: t('organization.profile.edit') }).count()).toBe(0);
      expect(await page.getByRole('button', { name: t('organization.settings.edit') }).count()).toBe(0);
      await expectAccessible(page, 'demo company (RECRUITER)');
      await screenshot(page, 'company-recruiter', language);
    });

    it('had no console error and no failed request', async () => {
      await tab.expectNoProblems();
      await recruiterTab?.expectNoProblems();
    });
  });
}
