import { type Locale, message, SELF_INTRODUCTION_MAX_LENGTH } from '@jobmatch/contract';
import type { TFunction } from 'i18next';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBaht, formatDate } from '../../src/format.ts';
import type { ProfileSection } from '../../src/profile/sections.ts';
import { apiClient, candidate, uniqueEmail } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { journeySteps, type Language, openPage, type TestPage } from '../support/browser.ts';
import { screenshot as photograph } from '../support/screenshots.ts';
import { textsIn } from '../support/texts.ts';

type Named = { localized: { en: string; th: string } };

/** The reference rows the journey picks, with their names in the journey's language. */
async function referenceNames(language: Locale) {
  const api = apiClient(language);
  const [industries, occupations, provinces, languages] = await Promise.all([
    api.shared.industries.list(),
    api.shared.occupations.list(),
    api.shared.locations.provinces({ query: {} }),
    api.shared.languages.list(),
  ]);
  if (industries.status !== 200 || occupations.status !== 200 || provinces.status !== 200 || languages.status !== 200) {
    throw new Error('reference data is not available');
  }
  const name = (item: Named | undefined, what: string) => {
    if (!item) throw new Error(`${what} is missing`);
    return item.localized[language];
  };
  const province = (code: string) =>
    name(
      provinces.body.result.provinces.find((item) => item.code === code),
      `province ${code}`,
    );
  const bangkok = provinces.body.result.provinces.find((item) => item.code === '10');
  const districts = await api.shared.locations.districts({ query: { provinceId: bangkok?.id } });
  if (districts.status !== 200) throw new Error('districts are not available');
  const english = languages.body.result.languages.find((item) => item.code === 'en');
  return {
    industry: name(
      industries.body.result.industries.flatMap((section) => section.children).find((item) => item.code === '62'),
      'ISIC 62',
    ),
    occupation: name(
      occupations.body.result.occupations
        .flatMap((major) => major.children.flatMap((subMajor) => subMajor.children))
        .find((item) => item.code === '251'),
      'ISCO 251',
    ),
    bangkok: province('10'),
    chiangMai: province('50'),
    phuket: province('83'),
    chonBuri: province('20'),
    bangRak: name(
      districts.body.result.districts.find((item) => item.code === '1004'),
      'Bang Rak',
    ),
    english: name(english, 'English'),
    toeic: english?.certifications.find((item) => item.name === 'TOEIC')?.name ?? 'TOEIC',
  };
}

/** A control by its label exactly, whether or not Mantine marks it required (" *"). */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/**
 * The visible input or text area with that label; the last one is the entry just added. (Mantine's
 * option lists carry their control's label too.)
 */
const control = (page: Page, label: string) =>
  page.getByLabel(labelled(label)).and(page.locator('input, textarea')).filter({ visible: true }).last();

/** The page from its top: the sticky top bar would otherwise be photographed over the middle. */
async function screenshot(page: Page, name: string, language: Language) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, name, language);
}

/** Picks an option of a Mantine Select or MultiSelect, typing `search` first when it is searchable. */
async function choose(page: Page, label: string, option: string, search?: string) {
  const input = control(page, label);
  await input.click();
  if (search !== undefined) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The same for a MultiSelect, which stays open for more: closed after, so as not to cover the next control. */
async function chooseAmong(page: Page, label: string, option: string) {
  await choose(page, label, option, option);
  await control(page, label).press('Escape');
  await page.getByRole('option', { name: option, exact: true }).waitFor({ state: 'hidden' });
}

/**
 * A candidate fills every section of their profile in the browser, in English or in Thai:
 * personal details, education, languages, skills, experience, work history, preferences and the
 * self-introduction; toggles a setting, exports their data, changes the sign-in e-mail (a wrong
 * password first) and deletes the account with the withdrawal survey.
 */
export function candidateProfileJourney(language: Language): void {
  describe(`a candidate’s profile and account (${language})`, () => {
    const step = journeySteps();
    let t: TFunction;
    let tab: TestPage;
    let account: Awaited<ReturnType<typeof candidate>>;
    let names: Awaited<ReturnType<typeof referenceNames>>;
    const newEmail = uniqueEmail(`profile-${language}`);
    const introduction =
      language === 'th'
        ? 'นักพัฒนาซอฟต์แวร์ที่ชอบสร้างระบบที่ใช้งานง่าย มีประสบการณ์หกปีกับ TypeScript'
        : 'A software developer who likes building systems people find easy to use; six years of TypeScript.';

    const sectionTitle = (section: ProfileSection): string => t(`profile.sections.${section}.title`);
    const field = (label: string) => control(tab.page, label);
    const save = async () => {
      await tab.page.getByRole('button', { name: t('profile.save') }).click();
    };
    const saved = async () => {
      const notice = tab.page.getByRole('status').filter({ hasText: t('profile.saved') });
      await notice.waitFor();
    };
    const openSection = async (section: ProfileSection) => {
      const { page } = tab;
      if (new URL(page.url()).pathname !== '/profile' || new URL(page.url()).searchParams.has('section')) {
        await page.goto(tab.url('/profile'));
      }
      await page.getByRole('heading', { level: 1, name: t('profile.title') }).waitFor();
      await page.getByRole('link', { name: t('profile.editSection', { section: sectionTitle(section) }) }).click();
      await page.getByRole('heading', { level: 1, name: sectionTitle(section) }).waitFor();
    };
    const overviewCard = (section: ProfileSection) => tab.page.getByRole('region', { name: sectionTitle(section) });

    beforeAll(async () => {
      t = await textsIn(language);
      names = await referenceNames(language);
      account = await candidate(language);
      tab = await openPage(language);
    });

    afterAll(() => tab?.close());

    step('signs in and opens the profile from the user menu', async () => {
      const { page } = tab;
      await page.goto(tab.url('/sign-in'));
      await page.getByLabel(t('auth.email')).fill(account.email);
      await page.getByLabel(t('auth.password'), { exact: false }).first().fill(account.password);
      await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: t('nav.accountMenu', { email: account.email }) }).click();
      await page.getByRole('menuitem', { name: t('nav.profile'), exact: true }).click();
      await page.getByRole('heading', { level: 1, name: t('profile.title') }).waitFor();
      await overviewCard('education').getByText(t('profile.overview.empty')).waitFor();
      await overviewCard('email').getByText(account.email).waitFor();
      await expectAccessible(page, 'profile overview');
      await screenshot(page, 'profile', language);
    });

    step('personal details: the contract’s message for a wrong phone number, then saved', async () => {
      const { page } = tab;
      await openSection('personal');
      await field(t('profile.personal.phoneNumber')).fill('call me');
      await save();
      await page.getByText(message('phoneNumberInvalid', {}, language)).waitFor();

      await field(t('profile.personal.firstName')).fill('Malee');
      await field(t('profile.personal.lastName')).fill('Sukjai');
      await field(t('profile.personal.dateOfBirth')).fill('1994-03-15');
      // The browser draws the field its own way; under it the date reads as the language writes
      // it (15 มี.ค. 2537 in Thai).
      await page.getByText(formatDate('1994-03-15', language), { exact: true }).waitFor();
      await choose(page, t('profile.personal.gender'), t('profile.gender.FEMALE'));
      await field(t('profile.personal.phoneNumber')).fill('081 234 5678');
      await field(t('profile.personal.address')).fill('99/1 Silom Road');
      await choose(page, t('profile.personal.province'), names.bangkok, names.bangkok);
      await choose(page, t('profile.personal.district'), names.bangRak, names.bangRak);
      expect(await field(t('profile.personal.postalCode')).inputValue()).toBe('10500');
      await save();
      await saved();
      expect(await page.getByText(message('phoneNumberInvalid', {}, language)).count()).toBe(0);
      await expectAccessible(page, 'personal details');
      await screenshot(page, 'profile-personal', language);
    });

    step('education: adds two, the contract’s message for dates out of order, removes one', async () => {
      const { page } = tab;
      await openSection('education');
      await page.getByText(t('profile.education.empty')).waitFor();
      await page.getByRole('button', { name: t('profile.education.add') }).click();
      await field(t('profile.education.institution')).fill('Chulalongkorn University');
      await field(t('profile.education.fieldOfStudy')).fill('Computer Engineering');
      await field(t('profile.startDate')).fill('2012-06-01');
      await field(t('profile.endDate')).fill('2011-03-31');
      await save();
      await page.getByText(message('endDateBeforeStartDate', {}, language)).waitFor();
      await field(t('profile.endDate')).fill('2016-03-31');

      await page.getByRole('button', { name: t('profile.education.add') }).click();
      await field(t('profile.education.institution')).fill('Bangkok Evening School');
      await field(t('profile.education.fieldOfStudy')).fill('Accounting');
      await choose(page, t('profile.education.level'), t('profile.educationLevel.MASTER'));
      await choose(page, t('profile.education.status'), t('profile.graduationStatus.PENDING'));
      await field(t('profile.startDate')).fill('2018-06-01');
      await save();
      await saved();
      await expectAccessible(page, 'education');
      await screenshot(page, 'profile-education', language);

      await page.getByRole('button', { name: t('profile.removeEntry', { entry: 'Bangkok Evening School' }) }).click();
      await save();
      await saved();
      expect(await page.getByLabel(labelled(t('profile.education.institution'))).count()).toBe(1);
    });

    step('languages: English with a TOEIC score', async () => {
      const { page } = tab;
      await openSection('languages');
      await page.getByRole('button', { name: t('profile.languages.add') }).click();
      await choose(page, t('profile.languages.language'), names.english, names.english);
      await choose(page, t('profile.languages.communication'), t('profile.proficiency.ADVANCED'));
      await page.getByRole('button', { name: t('profile.languages.addCertificate') }).click();
      await choose(page, t('profile.languages.certificate'), names.toeic);
      await field(t('profile.languages.score')).fill('850');
      await save();
      await saved();
      await expectAccessible(page, 'languages');
      await screenshot(page, 'profile-languages', language);
    });

    step('skills and qualifications', async () => {
      const { page } = tab;
      await openSection('skills');
      await page.getByRole('button', { name: t('profile.skills.addSkill') }).click();
      await field(t('profile.skills.name')).fill('TypeScript');
      await choose(page, t('profile.skills.type'), t('profile.skillType.IT'));
      await field(t('profile.years')).fill('6');
      await page.getByRole('button', { name: t('profile.skills.addQualification') }).click();
      await field(t('profile.skills.qualification')).fill('AWS Certified Developer');
      await field(t('profile.skills.acquiredOn')).fill('2022-08-20');
      await save();
      await saved();
      await expectAccessible(page, 'skills');
      await screenshot(page, 'profile-skills', language);
    });

    step('experience per industry and per occupation, picked from the reference trees', async () => {
      const { page } = tab;
      await openSection('experience');
      await page.getByRole('button', { name: t('profile.experience.add') }).click();
      await choose(page, t('profile.experience.industry'), names.industry, names.industry.slice(0, 12));
      await field(t('profile.years')).fill('6');
      await page.getByRole('button', { name: t('profile.experience.add') }).click();
      await choose(page, t('profile.experience.type'), t('profile.experienceType.OCCUPATION'));
      await choose(page, t('profile.experience.occupation'), names.occupation, names.occupation);
      await field(t('profile.years')).fill('4');
      await save();
      await saved();
      await expectAccessible(page, 'experience');
      await screenshot(page, 'profile-experience', language);
    });

    step('work history: the current job', async () => {
      const { page } = tab;
      await openSection('workHistory');
      await page.getByRole('button', { name: t('profile.workHistory.add') }).click();
      await field(t('profile.workHistory.companyName')).fill('Siam Data Co., Ltd.');
      await choose(page, t('profile.workHistory.industry'), names.industry, names.industry.slice(0, 12));
      await choose(page, t('profile.workHistory.occupation'), names.occupation, names.occupation);
      await field(t('profile.startDate')).fill('2019-05-01');
      await page.getByLabel(t('profile.workHistory.isCurrent')).check();
      await field(t('profile.workHistory.annualSalary')).fill('720000');
      await field(t('profile.workHistory.jobDetail')).fill('Built the billing service in TypeScript.');
      await save();
      await saved();
      await expectAccessible(page, 'work history');
      await screenshot(page, 'profile-work-history', language);
    });

    step('career: employed, two job changes, management experience', async () => {
      const { page } = tab;
      await openSection('career');
      await choose(page, t('profile.career.employmentStatus'), t('profile.employmentStatus.EMPLOYED'));
      await choose(page, t('profile.career.jobChangeCount'), t('profile.jobChangeCount.TWO'));
      await page.getByLabel(t('profile.career.hasManagementExperience')).check();
      await save();
      await saved();
      await expectAccessible(page, 'career');
      await screenshot(page, 'profile-career', language);
    });

    step('job preferences: at most three provinces, enforced by the form', async () => {
      const { page } = tab;
      await openSection('preferences');
      await choose(page, t('profile.preferences.jobSearchStatus'), t('profile.jobSearchStatus.OPEN_TO_OFFERS'));
      await field(t('profile.preferences.desiredAnnualSalary')).fill('900000');
      await chooseAmong(page, t('profile.preferences.industries'), names.industry);
      await chooseAmong(page, t('profile.preferences.occupations'), names.occupation);
      for (const province of [names.bangkok, names.chiangMai, names.phuket]) {
        await chooseAmong(page, t('profile.preferences.locations'), province);
      }
      // A fourth province cannot be added: the form says so, and the overview lists the three.
      await page.getByText(t('profile.preferences.full', { max: 3 })).waitFor();
      await chooseAmong(page, t('profile.preferences.locations'), names.chonBuri);
      await save();
      await saved();
      await expectAccessible(page, 'job preferences');
      await screenshot(page, 'profile-preferences', language);
    });

    step('self-introduction: a live count, the contract’s limit, then saved', async () => {
      const { page } = tab;
      await openSection('introduction');
      const box = field(t('profile.introduction.label'));
      await box.fill('x'.repeat(SELF_INTRODUCTION_MAX_LENGTH + 1));
      await page.getByText(t('profile.introduction.count', { count: '2,001', max: '2,000' })).waitFor();
      await save();
      await page
        .getByText(message('selfIntroductionMaxLength', { max: SELF_INTRODUCTION_MAX_LENGTH }, language))
        .waitFor();
      await box.fill(introduction);
      await page
        .getByText(t('profile.introduction.count', { count: String(introduction.length), max: '2,000' }))
        .waitFor();
      await save();
      await saved();
      await expectAccessible(page, 'self-introduction');
      await screenshot(page, 'profile-introduction', language);
    });

    step('the overview shows every saved section after a reload', async () => {
      const { page } = tab;
      await page.goto(tab.url('/profile'));
      await page.reload();
      await page.getByRole('heading', { level: 1, name: t('profile.title') }).waitFor();
      const personal = overviewCard('personal');
      await personal.getByText('Malee Sukjai').waitFor();
      await personal
        .getByText(t('profile.overview.born', { date: formatDate('1994-03-15', language) }), { exact: false })
        .waitFor();
      await personal.getByText(`99/1 Silom Road · ${names.bangRak} · ${names.bangkok} · 10500`).waitFor();
      await overviewCard('education').getByText('Chulalongkorn University', { exact: false }).waitFor();
      expect(await overviewCard('education').getByText('Bangkok Evening School', { exact: false }).count()).toBe(0);
      await overviewCard('languages')
        .getByText(`${names.english} · ${t('profile.proficiency.ADVANCED')} · ${names.toeic} · 850`)
        .waitFor();
      const listed = (label: string, items: string) => `${label}: ${items}`;
      await overviewCard('skills')
        .getByText(listed(t('profile.skills.skillsTitle'), 'TypeScript'))
        .waitFor();
      await overviewCard('skills')
        .getByText(listed(t('profile.skills.qualificationsTitle'), 'AWS Certified Developer'))
        .waitFor();
      await overviewCard('experience')
        .getByText(`${names.industry} · ${t('profile.yearsCount', { count: 6 })}`)
        .waitFor();
      await overviewCard('experience')
        .getByText(`${names.occupation} · ${t('profile.yearsCount', { count: 4 })}`)
        .waitFor();
      await overviewCard('workHistory')
        .getByText(`Siam Data Co., Ltd. · ${names.occupation} · ${t('profile.overview.current')}`)
        .waitFor();
      await overviewCard('career')
        .getByText(
          [
            t('profile.employmentStatus.EMPLOYED'),
            t('profile.overview.jobChanges', { times: t('profile.jobChangeCount.TWO') }),
            t('profile.overview.manager'),
          ].join(' · '),
        )
        .waitFor();
      const preferences = overviewCard('preferences');
      const provinces = `${names.bangkok}, ${names.chiangMai}, ${names.phuket}`;
      await preferences.getByText(listed(t('profile.preferences.locations'), provinces), { exact: true }).waitFor();
      await preferences.getByText(t('profile.overview.desiredSalary', { amount: formatBaht(900_000) })).waitFor();
      await overviewCard('introduction').getByText(introduction).waitFor();
      await expectAccessible(page, 'profile overview, filled in');
      await screenshot(page, 'profile-filled', language);
    });

    step('turns a setting off at once, and it stays off after a reload', async () => {
      const { page } = tab;
      await page.getByRole('button', { name: t('nav.accountMenu', { email: account.email }) }).click();
      await page.getByRole('menuitem', { name: t('nav.settings') }).click();
      await page.getByRole('heading', { level: 1, name: t('settings.title') }).waitFor();
      const label = t('settings.flags.subscribedToNewsletter.label');
      const toggle = page.getByRole('switch', { name: label });
      const before = await toggle.isChecked();
      await toggle.click({ force: true });
      await page
        .getByRole('status')
        .filter({ hasText: t(before ? 'settings.turnedOff' : 'settings.turnedOn', { setting: label }) })
        .waitFor();
      expect(await toggle.isChecked()).toBe(!before);
      await expectAccessible(page, 'settings');
      await screenshot(page, 'settings', language);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: t('settings.title') }).waitFor();
      await page.getByRole('switch', { name: label }).waitFor();
      await expect.poll(() => page.getByRole('switch', { name: label }).isChecked()).toBe(!before);

      // The e-mails' language: the other one, saved at once too.
      const other = t(language === 'th' ? 'language.english' : 'language.thai');
      await choose(page, t('settings.locale.label'), other);
      await page
        .getByRole('status')
        .filter({ hasText: t('settings.locale.saved', { language: other }) })
        .waitFor();
      await page.reload();
      // After the reload the page first shows its skeleton; the saved language once settings came.
      await page.getByRole('heading', { level: 1, name: t('settings.title') }).waitFor();
      await control(page, t('settings.locale.label')).waitFor();
      await expect.poll(() => control(page, t('settings.locale.label')).inputValue(), { timeout: 15_000 }).toBe(other);
    });

    step('downloads the data export, which holds the profile', async () => {
      const { page } = tab;
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: t('account.export.button') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^jobmatch-export-\d{4}-\d{2}-\d{2}\.json$/);
      const chunks: Buffer[] = [];
      for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
      const exported = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      expect(exported.account.email).toBe(account.email);
      expect(exported.profile.personal).toMatchObject({
        firstName: 'Malee',
        lastName: 'Sukjai',
        phoneNumber: '081 234 5678',
      });
      expect(exported.profile.personal.selfIntroduction).toBe(introduction);
      expect(exported.profile.educations.map((item: { institution: string }) => item.institution)).toEqual([
        'Chulalongkorn University',
      ]);
      expect(exported.profile.workHistories[0].companyName).toBe('Siam Data Co., Ltd.');
      expect(exported.profile.jobPreferences.locations).toHaveLength(3);
    });

    step('changes the sign-in e-mail: a wrong password is refused on its field, the right one works', async () => {
      const { page } = tab;
      tab.allowFailure(/\/api\/candidate\/profile\/registration$/);
      await openSection('email');
      await page.getByText(t('profile.email.current', { email: account.email })).waitFor();
      await field(t('profile.email.newEmail')).fill(newEmail);
      const password = field(t('profile.email.currentPassword'));
      await password.fill('not-my-password');
      await save();
      await page.getByText(message('errorInvalidCurrentPassword', {}, language)).waitFor();
      // On the field, not above the button.
      expect(await password.getAttribute('data-invalid')).toBe('true');
      expect(
        await page
          .getByRole('alert')
          .filter({ hasText: t('errors.formTitle') })
          .count(),
      ).toBe(0);
      await expectAccessible(page, 'sign-in e-mail, wrong password');
      await screenshot(page, 'profile-email', language);

      await password.fill(account.password);
      await save();
      await saved();
      await page.getByText(t('profile.email.current', { email: newEmail })).waitFor();
      await page.getByRole('button', { name: t('nav.accountMenu', { email: newEmail }) }).waitFor();
    });

    step('deletes the account with the survey: signed out, told what was erased', async () => {
      const { page } = tab;
      await page.goto(tab.url('/settings'));
      await page.getByRole('button', { name: t('account.delete.open') }).click();
      const dialog = page.getByRole('dialog', { name: t('account.delete.dialogTitle') });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: t('account.delete.submit') }).click();
      await dialog.getByText(message('withdrawalReasonInvalid', {}, language)).waitFor();
      await dialog.getByText(message('scoreRange', {}, language)).waitFor();
      await expectAccessible(page, 'account deletion');
      await screenshot(page, 'account-delete', language);

      await dialog.getByRole('radio', { name: t('account.delete.reasons.FOUND_JOB_OTHER') }).check();
      await dialog.getByLabel(t('account.delete.message')).fill('Thank you, the offers helped.');
      await dialog.getByLabel(t('account.delete.score'), { exact: false }).fill('8');
      await dialog.getByLabel(t('account.delete.confirmEmail', { email: newEmail }), { exact: false }).fill(newEmail);
      await dialog.getByRole('button', { name: t('account.delete.submit') }).click();

      await page.waitForURL((url) => url.pathname === '/account-deleted');
      await page.getByRole('heading', { level: 1, name: t('account.deleted.title') }).waitFor();
      await page.getByText(t('account.deleted.erased.profile')).waitFor();
      await page
        .getByRole('banner')
        .getByRole('link', { name: t('nav.signIn') })
        .waitFor();
      await expectAccessible(page, 'account deleted');
      await screenshot(page, 'account-deleted', language);
    });

    step('signing in again fails', async () => {
      const { page } = tab;
      tab.allowFailure(/\/api\/candidate\/auth\/login$/);
      await page.goto(tab.url('/sign-in'));
      await page.getByLabel(t('auth.email')).fill(newEmail);
      await page.getByLabel(t('auth.password'), { exact: false }).first().fill(account.password);
      await page.getByRole('button', { name: t('auth.signIn.submit') }).click();
      await page.getByText(message('errorInvalidCredentials', {}, language)).waitFor();
      expect(new URL(page.url()).pathname).toBe('/sign-in');
    });

    it('had no console error and no failed request', async () => {
      await tab.expectNoProblems();
    });
  });
}
