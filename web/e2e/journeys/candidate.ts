import { randomInt } from 'node:crypto';
import { message } from '@jobmatch/contract';
import type { TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithPostings, type Posting, uniqueEmail } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { journeySteps, type Language, openPage, type TestPage } from '../support/browser.ts';
import { screenshot } from '../support/screenshots.ts';
import { textsIn } from '../support/texts.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A new candidate, in English or in Thai: sign up → search with a Thai keyword → open a job →
 * save it → apply → find it among the saved jobs. Each step checks what the page shows.
 */
export function candidateJourney(language: Language): void {
  describe(`a candidate’s first visit (${language})`, () => {
    const step = journeySteps();
    let t: TFunction;
    let tab: TestPage;
    let company: string;
    let thaiJob: Posting;
    let englishJob: Posting;
    const email = uniqueEmail(`journey-${language}`);
    const tag = String(randomInt(1000, 10000));

    beforeAll(async () => {
      t = await textsIn(language);
      const made = await companyWithPostings([
        {
          title: `วิศวกรซอฟต์แวร์อาวุโส ${tag}`,
          summary: 'พัฒนาระบบหางานสองภาษาให้ผู้ใช้ทั่วประเทศไทย',
          description: 'ออกแบบ พัฒนา และดูแลบริการเว็บด้วย TypeScript และ PostgreSQL\nทำงานร่วมกับทีมผลิตภัณฑ์',
          qualification: 'ประสบการณ์ 3 ปีขึ้นไป',
          employeeBenefits: 'ประกันสุขภาพ โบนัสประจำปี',
          workHours: 'จันทร์–ศุกร์ 09:00–18:00',
          estimatedSalaryMin: 600_000,
          estimatedSalaryMax: 900_000,
          expiredAt: new Date(Date.now() + 5 * DAY).toISOString(),
          applicationSteps: [
            { title: 'ส่งใบสมัคร', description: '' },
            { title: 'สัมภาษณ์', description: 'สองรอบ' },
          ],
        },
        { title: `Software Engineer ${tag}`, description: 'Build our web services in TypeScript.' },
      ]);
      company = made.companyName;
      [thaiJob, englishJob] = made.postings as [Posting, Posting];
      tab = await openPage(language);
    });

    afterAll(() => tab?.close());

    step('opens the home page in the browser’s language', async () => {
      const { page } = tab;
      await page.goto(tab.url('/'));
      await page.getByRole('heading', { level: 1, name: t('home.title') }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await expectAccessible(page, 'home');
      await screenshot(page, 'home', language);
    });

    step('signs up, with the contract’s validation messages in the form', async () => {
      const { page } = tab;
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('nav.signUp') })
        .click();
      await page.getByRole('heading', { level: 1, name: t('auth.signUp.title') }).waitFor();

      await page.getByLabel(t('auth.email')).fill('not-an-email');
      await page.getByLabel(t('auth.password'), { exact: false }).first().fill('123');
      await page.getByRole('button', { name: t('auth.signUp.submit') }).click();
      await page.getByText(message('invalidEmail', {}, language)).waitFor();
      await page.getByText(message('passwordMinLength', { min: 6 }, language)).waitFor();
      await page.getByText(message('firstNameRequired', {}, language)).waitFor();
      await expectAccessible(page, 'sign-up with errors');
      await screenshot(page, 'sign-up', language);

      await page.getByLabel(t('auth.firstName')).fill('Somsri');
      await page.getByLabel(t('auth.lastName')).fill('Rakdee');
      await page.getByLabel(t('auth.email')).fill(email);
      await page.getByLabel(t('auth.password'), { exact: false }).first().fill('Kh0-Sam-Ruay!');
      await page.getByRole('button', { name: t('auth.signUp.submit') }).click();

      await page.waitForURL((url) => url.pathname === '/jobs');
      await page.getByRole('button', { name: t('nav.accountMenu', { email }) }).waitFor();
    });

    step('fills in the profile: personal details and a job preference', async () => {
      const { page } = tab;
      const labelled = (label: string) =>
        page
          .getByLabel(new RegExp(`^${label}( \\*)?$`))
          .and(page.locator('input'))
          .filter({ visible: true });
      await page.getByRole('button', { name: t('nav.accountMenu', { email }) }).click();
      await page.getByRole('menuitem', { name: t('nav.profile'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: t('profile.title') }).waitFor();
      const section = (name: 'personal' | 'preferences') =>
        page.getByRole('link', {
          name: t('profile.editSection', { section: t(`profile.sections.${name}.title`) }),
        });

      await section('personal').click();
      await labelled(t('profile.personal.phoneNumber')).fill('089 765 4321');
      await labelled(t('profile.personal.dateOfBirth')).fill('1998-11-02');
      await page.getByRole('button', { name: t('profile.save') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('profile.saved') })
        .waitFor();

      await page.getByRole('link', { name: t('profile.back') }).click();
      await section('preferences').click();
      const status = labelled(t('profile.preferences.jobSearchStatus'));
      await status.click();
      await page.getByRole('option', { name: t('profile.jobSearchStatus.APPLYING_TO_COMPANY'), exact: true }).click();
      await page.getByRole('button', { name: t('profile.save') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('profile.saved') })
        .waitFor();

      await page.getByRole('link', { name: t('profile.back') }).click();
      const personal = page.getByRole('region', { name: t('profile.sections.personal.title') });
      await personal.getByText('Somsri Rakdee').waitFor();
      await personal.getByText('089 765 4321', { exact: false }).waitFor();
      await page
        .getByRole('region', { name: t('profile.sections.preferences.title') })
        .getByText(t('profile.jobSearchStatus.APPLYING_TO_COMPANY'))
        .waitFor();
      await expectAccessible(page, 'profile');
      await page
        .getByRole('link', { name: t('nav.findJobs') })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/jobs');
    });

    step('searches with a Thai keyword, and the search lives in the URL', async () => {
      const { page } = tab;
      await page.getByRole('searchbox', { name: t('jobs.search.keyword') }).fill('วิศวกร');
      await page.getByRole('searchbox', { name: t('jobs.search.keyword') }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('keyword') === 'วิศวกร');
      const results = page.getByRole('link', { name: thaiJob.title });
      await results.waitFor();
      // The English posting was listed before the search; it goes once the results have come.
      await page.getByRole('link', { name: englishJob.title }).waitFor({ state: 'detached' });
      // Other test files post engineers too: the count is 1 or more, in the language's words.
      const count = new RegExp(
        [1, 987].map((n) => t('jobs.search.resultCount', { count: n }).replace(String(n), '\\d+')).join('|'),
      );
      expect(await page.getByRole('status').filter({ hasText: count }).count()).toBe(1);

      await page.reload();
      await results.waitFor();
      expect(await page.getByRole('searchbox', { name: t('jobs.search.keyword') }).inputValue()).toBe('วิศวกร');
      await expectAccessible(page, 'job search');
      await screenshot(page, 'job-search', language);
    });

    step('opens the job: its company, salary in baht and dates in the language’s calendar', async () => {
      const { page } = tab;
      await page.getByRole('link', { name: thaiJob.title }).click();
      await page.getByRole('heading', { level: 1, name: thaiJob.title }).waitFor();
      await page.getByRole('heading', { name: t('jobs.detail.aboutCompany', { company }) }).waitFor();
      await page
        .getByText(t('jobs.salary.range', { min: '฿600,000', max: '฿900,000' }))
        .first()
        .waitFor();
      await page.getByRole('heading', { name: t('jobs.detail.sections.qualification') }).waitFor();
      const year = new Date(Date.now() + 5 * DAY).getFullYear() + (language === 'th' ? 543 : 0);
      const applyBy = await page
        .getByText(t('jobs.card.applyBy', { date: '' }).trim(), { exact: false })
        .first()
        .innerText();
      expect(applyBy).toContain(String(year));
      await expectAccessible(page, 'job detail');
      await screenshot(page, 'job-detail', language);
    });

    step('saves the job', async () => {
      const { page } = tab;
      const save = page.getByRole('button', { name: t('jobs.detail.save'), exact: true });
      expect(await save.getAttribute('aria-pressed')).toBe('false');
      await save.click();
      const saved = page.getByRole('button', { name: t('jobs.detail.unsave'), exact: true });
      await saved.waitFor();
      expect(await saved.getAttribute('aria-pressed')).toBe('true');
      await expectAccessible(page, 'job detail, saved');
    });

    step('applies once, after confirming, and is shown as applied from then on', async () => {
      const { page } = tab;
      await page.getByRole('button', { name: t('jobs.detail.apply') }).click();
      const dialog = page.getByRole('dialog', { name: t('jobs.detail.confirmTitle') });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: t('jobs.detail.confirm') }).click();
      await page.getByText(t('jobs.detail.appliedNotice', { company })).waitFor();
      expect(await page.getByRole('button', { name: t('jobs.detail.apply') }).count()).toBe(0);

      await page.reload();
      await page.getByText(t('jobs.detail.applied'), { exact: true }).waitFor();
      await page.getByRole('button', { name: t('jobs.detail.unsave'), exact: true }).waitFor();
      expect(await page.getByRole('button', { name: t('jobs.detail.apply') }).count()).toBe(0);
    });

    step('finds it among the saved jobs, closing soon and applied', async () => {
      const { page } = tab;
      await page.getByRole('button', { name: t('nav.accountMenu', { email }) }).click();
      await page.getByRole('menuitem', { name: t('nav.savedJobs') }).click();
      await page.getByRole('heading', { level: 1, name: t('jobs.saved.title') }).waitFor();
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: thaiJob.title }) });
      await card.waitFor();
      await card.getByText(t('jobs.saved.status.CLOSING_SOON'), { exact: true }).waitFor();
      await card.getByText(t('jobs.card.applied'), { exact: true }).waitFor();
      await expectAccessible(page, 'saved jobs');
      await screenshot(page, 'saved-jobs', language);
    });

    it('had no console error and no failed request', async () => {
      await tab.expectNoProblems();
    });
  });
}
