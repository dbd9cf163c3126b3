import { randomInt } from 'node:crypto';
import { message } from '@jobmatch/contract';
import type { TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { companyWithPostings, type Posting, uniqueEmail } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { journeySteps, type Language, openPage, type TestPage } from '../support/browser.ts';
import { OFFER_LETTERS } from '../support/offer-letters.ts';
import {
  type Company,
  candidateIdOf,
  openCandidate,
  publishJob,
  referenceIds,
  registerCompany,
  sendOffer,
} from '../support/offers-fixtures.ts';
import { screenshot } from '../support/screenshots.ts';
import { textsIn } from '../support/texts.ts';

const DAY = 24 * 60 * 60 * 1000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A new candidate, in English or in Thai: sign up → search with a Thai keyword → open a job →
 * save it → apply → find it among the saved jobs → an employer sends offers → the inbox shows
 * them unread, filtered by industry → open one and accept it → My applications lists both
 * applications → withdraw the pending one → see the companies that opened the profile. Each step
 * checks what the page shows.
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
      // อาวุโส (senior) is in the Thai posting's own words only; วิศวกร would find both, since
      // the occupation both are filed under (ISCO 251) has วิศวกรซอฟต์แวร์ among its aliases.
      await page.getByRole('searchbox', { name: t('jobs.search.keyword') }).fill('อาวุโส');
      await page.getByRole('searchbox', { name: t('jobs.search.keyword') }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('keyword') === 'อาวุโส');
      const results = page.getByRole('link', { name: thaiJob.title });
      await results.waitFor();
      // The English posting was listed before the search; it goes once the results have come.
      await page.getByRole('link', { name: englishJob.title }).waitFor({ state: 'detached' });
      // Other test files post senior roles too: the count is 1 or more, in the language's words.
      const count = new RegExp(
        [1, 987]
          .map((n) => t('jobs.search.resultCount', { count: n, total: String(n) }).replace(String(n), '\\d+'))
          .join('|'),
      );
      expect(await page.getByRole('status').filter({ hasText: count }).count()).toBe(1);

      await page.reload();
      await results.waitFor();
      expect(await page.getByRole('searchbox', { name: t('jobs.search.keyword') }).inputValue()).toBe('อาวุโส');
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

    // The employer's side, through the API (support/offers-fixtures.ts): a company whose named
    // recruiter sends two offers in two industries, and a second company that only looks.
    let scout: Company;
    let offer: Awaited<ReturnType<typeof sendOffer>>;
    let otherOffer: Awaited<ReturnType<typeof sendOffer>>;
    const letter = OFFER_LETTERS[language];
    const thisYear = String(new Date().getFullYear() + (language === 'th' ? 543 : 0));
    /** The text of `key` with a date of this year (in the language's calendar) as its {{date}}. */
    const dated = (
      key: 'offers.sentOn' | 'applications.appliedOn' | 'applications.withdrawnOn' | 'applications.onJob.CANCELLED',
    ) => {
      const [before = '', after = ''] = t(key, { date: '\u0000', company }).split('\u0000');
      return new RegExp(`${escapeRegExp(before)}[^·]*${thisYear}${escapeRegExp(after)}`);
    };
    const nav = () => tab.page.getByRole('navigation', { name: t('nav.label') });

    step('an employer sends offers: the inbox marks them unread, newest first', async () => {
      const { page } = tab;
      const baseUrl = inject('baseUrl');
      const candidateId = await candidateIdOf(baseUrl, email);
      const { industry, occupation } = await referenceIds(baseUrl);
      scout = await registerCompany(baseUrl, {
        ...letter.company,
        companyName: `${letter.company.companyName} ${tag}`,
      });
      const [healthJob, softwareJob] = [
        await publishJob(scout, {
          ...letter.otherJob,
          title: `${letter.otherJob.title} ${tag}`,
          industryId: industry('86').id,
          occupationId: occupation('222').id,
        }),
        await publishJob(scout, {
          ...letter.job,
          title: `${letter.job.title} ${tag}`,
          industryId: industry('62').id,
          occupationId: occupation('251').id,
        }),
      ];
      otherOffer = await sendOffer(scout, { ...letter.otherOffer, candidateId, recruitmentId: healthJob.id });
      offer = await sendOffer(scout, {
        ...letter.offer,
        candidateId,
        recruitmentId: softwareJob.id,
        isPremiumOffer: true,
        isResumeScreeningExempt: true,
      });

      await nav()
        .getByRole('link', { name: t('offers.title') })
        .click();
      await page.getByRole('heading', { level: 1, name: t('offers.title') }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: t('offers.count', { count: 2 }) })
        .waitFor();
      const items = page.getByRole('listitem');
      expect(await items.count()).toBe(2);
      // Newest first: the premium offer was sent last.
      const newest = items.first();
      await newest.getByRole('link', { name: `${t('offers.unread')}: ${offer.subject}` }).waitFor();
      await newest.getByText(t('offers.unread'), { exact: true }).waitFor();
      await newest.getByText(t('offers.flags.isPremiumOffer'), { exact: true }).waitFor();
      await newest.getByText(t('offers.flags.isResumeScreeningExempt'), { exact: true }).waitFor();
      await newest.getByText(scout.name, { exact: true }).waitFor();
      const sender = t('offers.senderWithPosition', {
        name: letter.company.recruiterName,
        position: letter.company.position,
      });
      await newest.getByText(t('offers.from', { name: sender }), { exact: true }).waitFor();
      await newest.getByText(dated('offers.sentOn')).waitFor();
      await items
        .nth(1)
        .getByRole('link', { name: `${t('offers.unread')}: ${otherOffer.subject}` })
        .waitFor();
      expect(await items.nth(1).getByText(t('offers.flags.isPremiumOffer')).count()).toBe(0);
      await expectAccessible(page, 'offers inbox');
      await screenshot(page, 'offers', language);
    });

    step('filters the inbox by industry, kept in the URL', async () => {
      const { page } = tab;
      const { industry } = await referenceIds(inject('baseUrl'));
      const software = industry('62');
      await page.getByRole('combobox', { name: t('offers.filterLabel') }).fill(software.localized[language]);
      await page.getByRole('option', { name: software.localized[language], exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('industryId') === software.id);
      await page
        .getByRole('status')
        .filter({ hasText: t('offers.count', { count: 1 }) })
        .waitFor();
      await page.getByRole('link', { name: otherOffer.subject, exact: false }).waitFor({ state: 'detached' });
      expect(await page.getByRole('listitem').count()).toBe(1);
      await page.getByRole('link', { name: offer.subject, exact: false }).waitFor();
      await expectAccessible(page, 'offers inbox, filtered');
      await screenshot(page, 'offers-filtered', language);
    });

    step('opens the offer: the letter, who sent it and when, what it promises', async () => {
      const { page } = tab;
      await page.getByRole('link', { name: offer.subject, exact: false }).click();
      await page.getByRole('heading', { level: 1, name: offer.subject }).waitFor();
      const letterCard = page.getByRole('article', { name: offer.subject });
      await letterCard.getByText(letter.offer.introduction, { exact: true }).waitFor();
      await letterCard.getByText(letter.offer.message, { exact: true }).waitFor();
      await letterCard.getByText(letter.offer.policies[0] ?? '', { exact: true }).waitFor();
      await letterCard
        .getByText(
          t('offers.senderWithPosition', { name: letter.company.recruiterName, position: letter.company.position }),
        )
        .waitFor();
      await letterCard.getByText(scout.name, { exact: true }).waitFor();
      await letterCard.getByText(t('offers.status.SENT'), { exact: true }).waitFor();
      const promises = page.getByRole('region', { name: t('offers.detail.conditions') });
      for (const flag of ['isPremiumOffer', 'isResumeScreeningExempt'] as const) {
        await promises.getByText(t(`offers.flags.${flag}`), { exact: true }).waitFor();
        await promises.getByText(t(`offers.flagHints.${flag}`), { exact: true }).waitFor();
      }
      const times = page.getByRole('region', { name: t('offers.detail.times') });
      for (const label of ['sentAt', 'openedAt', 'expiresAt'] as const) {
        expect(await times.getByText(t(`offers.detail.${label}`), { exact: true }).count()).toBe(1);
      }
      expect(await times.innerText()).toContain(thisYear);
      expect(await times.getByText(t('offers.detail.answeredAt'), { exact: true }).count()).toBe(0);
      await page
        .getByRole('region', { name: t('offers.detail.job') })
        .getByRole('link', { name: offer.recruitmentTitle })
        .waitFor();
      await expectAccessible(page, 'offer');
      await screenshot(page, 'offer', language);
    });

    step('accepts the offer after confirming, and the answer is shown', async () => {
      const { page } = tab;
      await page.getByRole('button', { name: t('offers.detail.accept'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('offers.detail.confirmAcceptTitle') });
      await dialog
        .getByText(t('offers.detail.confirmAcceptBody', { title: offer.recruitmentTitle, company: scout.name }))
        .waitFor();
      await expectAccessible(page, 'offer, confirming');
      await dialog.getByRole('button', { name: t('offers.detail.confirmAccept'), exact: true }).click();
      await page.getByText(t('offers.detail.acceptedTitle'), { exact: true }).waitFor();
      await page.getByRole('article').getByText(t('offers.status.ACCEPTED'), { exact: true }).waitFor();
      await page
        .getByRole('region', { name: t('offers.detail.times') })
        .getByText(t('offers.detail.answeredAt'))
        .waitFor();
      expect(await page.getByRole('button', { name: t('offers.detail.accept'), exact: true }).count()).toBe(0);
      await expectAccessible(page, 'offer, accepted');
      await screenshot(page, 'offer-accepted', language);

      // Back in the inbox it is read and answered; the other one is still unread.
      await page.getByRole('link', { name: t('offers.detail.back') }).click();
      await page.getByRole('link', { name: offer.subject, exact: true }).waitFor();
      const answered = page.getByRole('listitem').filter({ hasText: offer.subject });
      await answered.getByText(t('offers.status.ACCEPTED'), { exact: true }).waitFor();
      expect(await answered.getByText(t('offers.unread'), { exact: true }).count()).toBe(0);
      await page.getByRole('link', { name: `${t('offers.unread')}: ${otherOffer.subject}` }).waitFor();
    });

    step('finds both applications in My applications, with their job, status and dates', async () => {
      const { page } = tab;
      await nav()
        .getByRole('link', { name: t('applications.title') })
        .click();
      await page.getByRole('heading', { level: 1, name: t('applications.title') }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: t('applications.count', { count: 2 }) })
        .waitFor();
      const fromOffer = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: offer.recruitmentTitle }) });
      await fromOffer.getByText(t('applications.status.PENDING'), { exact: true }).waitFor();
      await fromOffer.getByRole('link', { name: t('applications.fromOffer') }).waitFor();
      await fromOffer.getByText(scout.name, { exact: true }).waitFor();
      const direct = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: thaiJob.title }) });
      await direct.getByText(t('applications.status.PENDING'), { exact: true }).waitFor();
      await direct.getByText(company, { exact: true }).waitFor();
      await direct
        .getByText(t('applications.jobStatus', { status: t('jobs.saved.status.CLOSING_SOON') }), { exact: true })
        .waitFor();
      await direct.getByText(dated('applications.appliedOn')).waitFor();
      await expectAccessible(page, 'my applications');
      await screenshot(page, 'applications', language);
    });

    step('withdraws the pending application after confirming; the job page shows it withdrawn', async () => {
      const { page } = tab;
      const direct = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: thaiJob.title }) });
      await direct.getByRole('button', { name: t('applications.withdrawLabel', { title: thaiJob.title }) }).click();
      const dialog = page.getByRole('dialog', { name: t('applications.confirmTitle') });
      await dialog.getByText(t('applications.confirmBody', { company, title: thaiJob.title })).waitFor();
      await dialog.getByRole('button', { name: t('applications.confirm'), exact: true }).click();
      await direct.getByText(t('applications.status.CANCELLED'), { exact: true }).waitFor();
      await direct.getByText(dated('applications.withdrawnOn')).waitFor();
      expect(
        await direct.getByRole('button', { name: t('applications.withdrawLabel', { title: thaiJob.title }) }).count(),
      ).toBe(0);
      await direct.getByRole('link', { name: t('applications.applyAgain') }).waitFor();
      await expectAccessible(page, 'my applications, withdrawn');
      await screenshot(page, 'applications-withdrawn', language);

      await direct.getByRole('link', { name: thaiJob.title }).click();
      await page.getByRole('heading', { level: 1, name: thaiJob.title }).waitFor();
      const status = page.getByRole('region', { name: t('applications.onJob.label') });
      await status.getByText(t('applications.status.CANCELLED'), { exact: true }).waitFor();
      await status.getByText(dated('applications.onJob.CANCELLED')).waitFor();
      await page.getByRole('button', { name: t('applications.applyAgain') }).waitFor();
      // The test's company never described itself: its card says so instead of standing empty.
      await page.getByText(t('jobs.detail.noCompanyDetails'), { exact: true }).waitFor();
      await expectAccessible(page, 'job detail, withdrawn');
      await screenshot(page, 'job-withdrawn', language);
    });

    step('sees in “Who viewed my profile” the companies that opened it', async () => {
      const { page } = tab;
      const baseUrl = inject('baseUrl');
      const candidateId = await candidateIdOf(baseUrl, email);
      const onlooker = await registerCompany(baseUrl, {
        ...letter.onlooker,
        companyName: `${letter.onlooker.companyName} ${tag}`,
      });
      await openCandidate(scout, candidateId);
      await openCandidate(onlooker, candidateId);

      await page.getByRole('button', { name: t('nav.accountMenu', { email }) }).click();
      await page.getByRole('menuitem', { name: t('profileViews.title') }).click();
      await page.getByRole('heading', { level: 1, name: t('profileViews.title') }).waitFor();
      // The menu's closing transition would otherwise be checked as an empty menu.
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await page.getByText(t('profileViews.count', { count: 2 }), { exact: true }).waitFor();
      const views = page.getByRole('listitem');
      // Newest first; the company whose offer was accepted saw the contact details.
      await views.first().getByText(onlooker.name, { exact: true }).waitFor();
      await views.first().getByText(t('profileViews.anonymous'), { exact: true }).waitFor();
      await views.nth(1).getByText(scout.name, { exact: true }).waitFor();
      await views.nth(1).getByText(t('profileViews.contactUnlocked'), { exact: true }).waitFor();
      expect(await views.first().locator('time').innerText()).toContain(thisYear);
      await expectAccessible(page, 'who viewed my profile');
      await screenshot(page, 'profile-views', language);
    });

    it('had no console error and no failed request', async () => {
      await tab.expectNoProblems();
    });
  });
}
