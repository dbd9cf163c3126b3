import { randomInt } from 'node:crypto';
import { message } from '@jobmatch/contract';
import type { TFunction } from 'i18next';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, referenceRows, uniqueEmail, uniqueTaxId } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { journeySteps, type Language, openPage, type TestPage } from '../support/browser.ts';
import { linkIn, waitForMail } from '../support/mail.ts';
import { apiAs, registerCandidate } from '../support/offers-fixtures.ts';
import { screenshot } from '../support/screenshots.ts';
import { textsIn } from '../support/texts.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The names the editor's pickers show for the reference rows the journey picks, in the language. */
async function referenceNames(language: Language) {
  const { industry, occupationGroup, province, district } = await referenceRows(language);
  return {
    industry: industry.localized[language],
    occupation: occupationGroup.localized[language],
    province: province.localized[language],
    district: district.localized[language],
  };
}

/** A control's exact label, with or without the asterisk of a required field. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** Chooses an option of a Mantine select (typing it first where the select is searchable). */
async function choose(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: labelled(label) });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The newest e-mail to `to` with a link to `path`, waiting for it (an older one may be there). */
async function mailedLink(to: string, path: string): Promise<URL> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return linkIn(await waitForMail(to), path);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * A company's first day, in English or in Thai: from the employers' page it registers (a wrong
 * tax id is refused first, in the contract's words), finds an empty dashboard, writes a
 * recruitment in every section, saves it as a draft and publishes it, finds it in the list by
 * its status, pauses and resumes it, closes and reopens it, sees its funnel once an offer went out, signs out and in
 * again, and sets a new password through the e-mailed link.
 */
export function employerJourney(language: Language): void {
  describe(`an employer’s first day (${language})`, () => {
    const step = journeySteps();
    let t: TFunction;
    let tab: TestPage;
    let names: Awaited<ReturnType<typeof referenceNames>>;
    let recruitmentId: string;
    const tag = String(randomInt(1000, 10000));
    const email = uniqueEmail(`employer-${language}`);
    const companyName = language === 'th' ? `บริษัท สยามดิจิทัล ${tag} จำกัด` : `Siam Digital ${tag} Co., Ltd.`;
    const title = language === 'th' ? `นักพัฒนาเว็บ ${tag}` : `Web Developer ${tag}`;
    const newPassword = 'Lanna-Krathong-2569!';

    beforeAll(async () => {
      t = await textsIn(language);
      names = await referenceNames(language);
      tab = await openPage(language);
    });

    afterAll(() => tab?.close());

    const field = (label: string) => tab.page.getByLabel(labelled(label));
    const heading = (name: string) => tab.page.getByRole('heading', { level: 1, name }).waitFor();

    step('opens the employers’ page, which offers registration and sign-in', async () => {
      const { page } = tab;
      await page.goto(tab.url('/employers'));
      await heading(t('employers.title'));
      await page.getByRole('link', { name: t('employerNav.signIn') }).waitFor();
      await page.getByRole('link', { name: t('employers.docs') }).waitFor();
      await expectAccessible(page, 'employers');
      await screenshot(page, 'employers', language);
      await page
        .getByRole('main')
        .getByRole('link', { name: t('employerNav.signUp') })
        .click();
      await heading(t('employerAuth.signUp.title'));
    });

    step('registers the company: a wrong tax id is refused first, in the contract’s words', async () => {
      const { page } = tab;
      const taxId = uniqueTaxId();
      const wrongTaxId = taxId.slice(0, 12) + String((Number(taxId[12]) + 1) % 10);
      await field(t('employerAuth.signUp.companyName')).fill(companyName);
      await field(t('employerAuth.signUp.taxId')).fill(wrongTaxId);
      await field(t('employerAuth.signUp.name')).fill(language === 'th' ? 'มาลี ศรีสุข' : 'Malee Srisuk');
      await field(t('employerAuth.workEmail')).fill(email);
      await field(t('employerAuth.signUp.phone')).fill('081 234 5678');
      await page.getByLabel(t('auth.password'), { exact: false }).first().fill(PASSWORD);
      await page.getByRole('button', { name: t('employerAuth.signUp.submit') }).click();
      await page.getByText(message('taxIdInvalid', {}, language)).waitFor();
      expect(page.url()).toContain('/employers/sign-up');
      await expectAccessible(page, 'employer sign-up with an error');
      await screenshot(page, 'employer-sign-up', language);

      await field(t('employerAuth.signUp.taxId')).fill(taxId);
      await page.getByRole('button', { name: t('employerAuth.signUp.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/employer');
    });

    step('lands on the empty dashboard, which leads to the first recruitment', async () => {
      const { page } = tab;
      await heading(t('dashboard.title'));
      await page.getByText(t('dashboard.emptyTitle')).waitFor();
      await page.getByRole('button', { name: t('nav.accountMenu', { email }) }).waitFor();
      await expectAccessible(page, 'empty dashboard');
      await screenshot(page, 'employer-dashboard-empty', language);
      await page.getByRole('link', { name: t('dashboard.createFirst') }).click();
      await heading(t('recruitments.editor.newTitle'));
    });

    step('is told in the contract’s words what a recruitment must have', async () => {
      const { page } = tab;
      await page.getByRole('button', { name: t('recruitments.editor.saveDraft') }).click();
      await page
        .getByText(message('fieldRequired', {}, language))
        .first()
        .waitFor();
      expect(await page.getByText(message('fieldRequired', {}, language)).count()).toBeGreaterThan(1);
      await expectAccessible(page, 'recruitment editor with errors');
    });

    const th = language === 'th';

    step('writes the job, where it is and what it pays', async () => {
      const { page } = tab;
      await field(t('recruitments.fields.title')).fill(title);
      await field(t('recruitments.fields.summary')).fill(th ? 'พัฒนาเว็บแอปสองภาษา' : 'Build our bilingual web app');
      await field(t('recruitments.fields.highlight')).fill(th ? 'ทำงานแบบไฮบริด' : 'Hybrid work');
      await field(t('recruitments.fields.description')).fill(
        th
          ? 'ออกแบบและพัฒนาบริการเว็บด้วย TypeScript\nทำงานร่วมกับทีมผลิตภัณฑ์'
          : 'Design and build web services in TypeScript.\nWork with the product team.',
      );
      await choose(page, t('recruitments.fields.educationLevel'), t('jobs.educationLevel.BACHELOR'));
      await choose(page, t('recruitments.fields.industry'), names.industry);
      await choose(page, t('recruitments.fields.occupation'), names.occupation);
      await choose(page, t('recruitments.fields.province'), names.province);
      await choose(page, t('recruitments.fields.district'), names.district);
      await field(t('recruitments.fields.locationDetail')).fill(th ? 'ถนนสีลม' : 'Silom Road');
      await field(t('recruitments.fields.salaryMin')).fill('900000');
      await field(t('recruitments.fields.salaryMax')).fill('600000');
      await page.getByRole('button', { name: t('recruitments.editor.addSalaryExample') }).click();
      await field(t('recruitments.fields.salaryExampleTitle', { number: 1 })).fill(
        th ? 'ประสบการณ์ 3 ปี' : '3 years of experience',
      );
      await field(t('recruitments.fields.salaryExampleAmount')).fill('720000');
      await field(t('recruitments.fields.employeeBenefits')).fill(
        th ? 'ประกันสุขภาพ โบนัสประจำปี' : 'Health insurance, yearly bonus',
      );
      await field(t('recruitments.fields.workHours')).fill(th ? 'จันทร์–ศุกร์ 09:00–18:00' : 'Mon–Fri 09:00–18:00');
    });

    step('writes its requirements, showcase and publishing, and a reversed salary range is refused', async () => {
      const { page } = tab;
      await field(t('recruitments.fields.qualification')).fill(th ? 'ประสบการณ์ 2 ปีขึ้นไป' : 'Two years of experience');
      await page.getByRole('button', { name: t('recruitments.editor.addStep') }).click();
      await field(t('recruitments.fields.stepTitle', { number: 1 })).fill(th ? 'สัมภาษณ์' : 'Interview');
      await field(t('recruitments.fields.contactInfo')).fill(email);
      await field(t('recruitments.fields.specialTopic')).fill(th ? 'ทีมของเรา' : 'Our team');
      await page.getByRole('button', { name: t('recruitments.editor.addTestimonial') }).click();
      await field(t('recruitments.fields.testimonialQuote', { number: 1 })).fill(th ? 'ทีมที่ดีที่สุด' : 'The best team');
      const keywords = page.getByRole('combobox', { name: labelled(t('recruitments.fields.keywords')) });
      await keywords.fill('TypeScript');
      await keywords.press('Enter');
      const expiry = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
      await field(t('recruitments.fields.expiredAt')).fill(expiry);
      await field(t('recruitments.fields.memo')).fill(th ? 'ตำแหน่งใหม่ปีนี้' : 'New position this year');
      // A reversed salary range is refused where it was typed.
      await page.getByRole('button', { name: t('recruitments.editor.saveDraft') }).click();
      await page.getByText(message('rangeOrder', {}, language)).waitFor();
      expect(await page.getByText(message('fieldRequired', {}, language)).count()).toBe(0);
      await expectAccessible(page, 'recruitment editor');
      await screenshot(page, 'recruitment-editor-new', language);
      await field(t('recruitments.fields.salaryMin')).fill('600000');
      await field(t('recruitments.fields.salaryMax')).fill('900000');
    });

    step('saves it as a draft, then publishes it', async () => {
      const { page } = tab;
      await page.getByRole('button', { name: t('recruitments.editor.saveDraft') }).click();
      await page.waitForURL((url) => /^\/employer\/recruitments\/[0-9a-f-]{36}$/.test(url.pathname));
      recruitmentId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      await heading(title);
      await page.getByText(t('recruitments.status.DRAFT'), { exact: true }).waitFor();
      // Everything written came back from the server.
      expect(await field(t('recruitments.fields.summary')).inputValue()).not.toBe('');
      expect(await page.getByRole('combobox', { name: labelled(t('recruitments.fields.district')) }).inputValue()).toBe(
        names.district,
      );
      expect(await field(t('recruitments.fields.salaryMin')).inputValue()).toBe('600,000');
      await expectAccessible(page, 'draft recruitment');
      await screenshot(page, 'recruitment-draft', language);

      await page.getByRole('button', { name: t('recruitments.actions.publish') }).click();
      await page.getByText(t('recruitments.changed.publish')).waitFor();
      await page.getByText(t('recruitments.status.ACTIVE'), { exact: true }).waitFor();
    });

    step('finds it in the list by its status and a keyword', async () => {
      const { page } = tab;
      await page
        .getByRole('navigation', { name: t('employerNav.label') })
        .getByRole('link', { name: t('employerNav.recruitments') })
        .click();
      await heading(t('recruitments.title'));
      const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
      await item.getByText(t('recruitments.status.ACTIVE'), { exact: true }).waitFor();

      await choose(page, t('recruitments.statusFilter'), t('recruitments.status.PAUSED'));
      await page.waitForURL((url) => url.searchParams.get('status') === 'PAUSED');
      await page.getByText(t('recruitments.emptyFilteredTitle')).waitFor();
      await choose(page, t('recruitments.statusFilter'), t('recruitments.status.ACTIVE'));
      await page.waitForURL((url) => url.searchParams.get('status') === 'ACTIVE');
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      await item.waitFor();
      // Both languages' descriptions name TypeScript.
      await page.getByRole('searchbox', { name: t('recruitments.keyword') }).fill('TypeScript');
      await page.getByRole('searchbox', { name: t('recruitments.keyword') }).press('Enter');
      await page.waitForURL((url) => url.searchParams.get('search') === 'TypeScript');
      // The previous results stay, faded, until the new ones have come.
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      await item.waitFor();
      await page.getByText(t('recruitments.count', { count: 1 })).waitFor();
      await expectAccessible(page, 'recruitments list');
      await screenshot(page, 'recruitments', language);
    });

    step('pauses it, after a confirmation, and resumes it', async () => {
      const { page } = tab;
      await page.getByRole('link', { name: title }).click();
      await heading(title);
      await page.getByRole('button', { name: t('recruitments.actions.pause') }).click();
      const dialog = page.getByRole('dialog', { name: t('recruitments.confirm.pause.title') });
      await dialog.getByText(t('recruitments.confirm.pause.body', { title })).waitFor();
      await expectAccessible(page, 'pause confirmation');
      await screenshot(page, 'recruitment-pause', language);
      await dialog.getByRole('button', { name: t('recruitments.actions.pause') }).click();
      await page.getByText(t('recruitments.changed.pause')).waitFor();
      await page.getByText(t('recruitments.status.PAUSED'), { exact: true }).waitFor();

      await page.getByRole('button', { name: t('recruitments.actions.resume') }).click();
      await page.getByText(t('recruitments.changed.resume')).waitFor();
      await page.getByText(t('recruitments.status.ACTIVE'), { exact: true }).waitFor();
      await expectAccessible(page, 'published recruitment');
      await screenshot(page, 'recruitment-published', language);
    });

    step('closes it, after a confirmation, and reopens it until a new closing date', async () => {
      const { page } = tab;
      await page.getByRole('button', { name: t('recruitments.actions.close') }).click();
      const closing = page.getByRole('dialog', { name: t('recruitments.confirm.close.title') });
      await closing.getByRole('button', { name: t('recruitments.actions.close') }).click();
      await page.getByText(t('recruitments.changed.close')).waitFor();
      await page.getByText(t('recruitments.status.CLOSED'), { exact: true }).waitFor();

      await page.getByRole('button', { name: t('recruitments.actions.reopen') }).click();
      const reopening = page.getByRole('dialog', { name: t('recruitments.confirm.reopen.title') });
      await reopening.getByRole('button', { name: t('recruitments.actions.reopen') }).click();
      await reopening.getByText(t('recruitments.reopen.expiryRequired')).waitFor();
      await expectAccessible(page, 'reopen dialog');
      await screenshot(page, 'recruitment-reopen', language);
      const until = new Date(Date.now() + 60 * DAY).toISOString().slice(0, 10);
      await reopening.getByLabel(labelled(t('recruitments.reopen.expiry'))).fill(until);
      await reopening.getByRole('button', { name: t('recruitments.actions.reopen') }).click();
      await page.getByText(t('recruitments.changed.reopen')).waitFor();
      await page.getByText(t('recruitments.status.ACTIVE'), { exact: true }).waitFor();
      expect(await page.getByLabel(labelled(t('recruitments.fields.expiredAt'))).inputValue()).toBe(until);
    });

    step('sees the recruitment’s funnel on the dashboard once an offer went out', async () => {
      const { page } = tab;
      const baseUrl = inject('baseUrl');
      const signedIn = await apiAs(baseUrl, undefined, language).company.auth.login({
        body: { email, password: PASSWORD },
      });
      if (signedIn.status !== 200) throw new Error(`employer login: HTTP ${signedIn.status}`);
      const company = apiAs(baseUrl, signedIn.body.result.accessToken, language);
      const candidate = await registerCandidate(baseUrl, { firstName: 'Somchai', lastName: 'Jaidee' });
      const offer = await company.company.offers.create({
        body: {
          candidateId: candidate.candidateId,
          recruitmentId,
          subject: title,
          introduction: 'We would like to meet you.',
          message: 'Your profile fits our team well.',
        },
      });
      if (offer.status !== 201) throw new Error(`offer: HTTP ${offer.status} ${JSON.stringify(offer.body)}`);
      const opened = await apiAs(baseUrl, candidate.token).candidate.offers.get({
        params: { offerId: offer.body.result.offer.id },
      });
      expect(opened.status).toBe(200);

      await page
        .getByRole('navigation', { name: t('employerNav.label') })
        .getByRole('link', { name: t('employerNav.dashboard') })
        .click();
      await heading(t('dashboard.title'));
      const funnel = page.getByRole('table', { name: t('dashboard.funnel.caption', { title }) });
      await funnel.waitFor();
      const sent = funnel.getByRole('row', { name: t('dashboard.funnel.sent') });
      expect(await sent.getByRole('cell').last().innerText()).toBe('1');
      const openedRow = funnel.getByRole('row', { name: t('dashboard.funnel.opened') });
      expect(await openedRow.getByRole('cell').last().innerText()).toContain(
        t('dashboard.funnel.share', { percent: 100 }),
      );
      await expectAccessible(page, 'dashboard');
      await screenshot(page, 'employer-dashboard', language);
    });

    step('signs out, and signs in again through the employers’ sign-in', async () => {
      const { page } = tab;
      await page.getByRole('button', { name: t('nav.accountMenu', { email }) }).click();
      await page.getByRole('menuitem', { name: t('nav.signOut') }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(tab.url('/employers'));
      await page
        .getByRole('main')
        .getByRole('link', { name: t('employerNav.signIn') })
        .click();
      await heading(t('employerAuth.signIn.title'));
      await expectAccessible(page, 'employer sign-in');
      await screenshot(page, 'employer-sign-in', language);
      await field(t('employerAuth.workEmail')).fill(email);
      await page.getByLabel(t('auth.password'), { exact: false }).first().fill(PASSWORD);
      await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/employer');
      await heading(t('dashboard.title'));
    });

    step('forgets the password and sets a new one through the e-mailed link', async () => {
      const { page } = tab;
      await page.getByRole('button', { name: t('nav.accountMenu', { email }) }).click();
      await page.getByRole('menuitem', { name: t('nav.signOut') }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(tab.url('/employers/sign-in'));
      await page.getByRole('link', { name: t('auth.signIn.forgot') }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
      expect(new URL(page.url()).searchParams.get('audience')).toBe('employer');
      await page.getByText(t('employerAuth.forgotIntro')).waitFor();
      await field(t('auth.email')).fill(email);
      await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
      await page.getByText(t('auth.forgot.sent', { email })).waitFor();
      await expectAccessible(page, 'employer forgot password');
      await screenshot(page, 'employer-forgot-password', language);

      const link = await mailedLink(email, '/reset-password');
      expect(link.searchParams.get('audience')).toBe('employer');
      await page.goto(link.href);
      await heading(t('auth.reset.title'));
      await page.getByLabel(t('auth.newPassword'), { exact: false }).first().fill(newPassword);
      await page.getByRole('button', { name: t('auth.reset.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/employers/sign-in');
      await page.getByText(t('auth.signIn.passwordReset')).waitFor();
      await expectAccessible(page, 'employer sign-in after a reset');
      await screenshot(page, 'employer-sign-in-reset', language);
    });

    step('signs in with the new password', async () => {
      const { page } = tab;
      await field(t('employerAuth.workEmail')).fill(email);
      await page.getByLabel(t('auth.password'), { exact: false }).first().fill(newPassword);
      await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/employer');
      await page.getByRole('table', { name: t('dashboard.funnel.caption', { title }) }).waitFor();
    });

    it('had no console error and no failed request', async () => {
      await tab.expectNoProblems();
    });
  });
}
