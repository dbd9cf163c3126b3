import { randomInt } from 'node:crypto';
import type { TFunction } from 'i18next';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { isoToBangkokWallClock } from '../../src/employer/offers/bangkok-time.ts';
import { apiClient, PASSWORD, uniqueEmail } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { journeySteps, type Language, openPage, type TestPage } from '../support/browser.ts';
import { registeredCompany, type SignedInEmployer, signInAsEmployer } from '../support/employer.ts';
import { screenshot } from '../support/screenshots.ts';
import { textsIn } from '../support/texts.ts';

type Api = ReturnType<typeof apiClient>;

function ok<T extends { status: number; body: unknown }, S extends T['status']>(
  response: T,
  status: S,
  what: string,
): Extract<T, { status: S }> {
  if (response.status !== status) throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(response.body)}`);
  return response as Extract<T, { status: S }>;
}

/** Bangkok, Bang Rak and Chiang Mai's first district, English, ISIC 62 and ISCO 251, by official code. */
async function reference(api: Api) {
  const industries = ok(await api.shared.industries.list(), 200, 'industries').body.result.industries;
  const occupations = ok(await api.shared.occupations.list(), 200, 'occupations').body.result.occupations;
  const provinces = ok(await api.shared.locations.provinces({ query: {} }), 200, 'provinces').body.result.provinces;
  const languages = ok(await api.shared.languages.list(), 200, 'languages').body.result.languages;
  const province = (code: string) => provinces.find((item) => item.code === code);
  const district = async (provinceCode: string, code: string) => {
    const provinceId = province(provinceCode)?.id ?? '';
    const districts = ok(await api.shared.locations.districts({ query: { provinceId } }), 200, 'districts');
    return districts.body.result.districts.find((item) => item.code === code)?.id;
  };
  const found = {
    industryId: industries.flatMap((section) => section.children).find((item) => item.code === '62')?.id,
    occupationId: occupations
      .flatMap((major) => major.children.flatMap((subMajor) => subMajor.children))
      .find((item) => item.code === '251')?.id,
    bangRak: await district('10', '1004'),
    muangChiangMai: await district('50', '5001'),
    english: languages.find((item) => item.code === 'en')?.id,
  };
  for (const [name, id] of Object.entries(found)) if (!id) throw new Error(`reference data: no ${name}`);
  return found as { [K in keyof typeof found]: string };
}

type Ref = Awaited<ReturnType<typeof reference>>;

/** A candidate with a filled profile, made through the candidate API (open to offers by default). */
async function profiledCandidate(
  language: Language,
  ref: Ref,
  input: {
    firstName: string;
    lastName: string;
    tag: string;
    districtId: string;
    english: 'BASIC' | 'ADVANCED' | 'NATIVE';
  },
) {
  const email = uniqueEmail('scouted');
  const registered = ok(
    await apiClient(language).candidate.auth.register({
      body: { email, firstName: input.firstName, lastName: input.lastName, password: PASSWORD },
    }),
    201,
    'candidate register',
  ).body.result;
  const api = apiClient(language, registered.accessToken);
  const profile = api.candidate.profile;
  ok(
    await profile.updatePersonalDetails({
      body: { dateOfBirth: '1994-05-20', gender: 'FEMALE', phoneNumber: '0898765432', districtId: input.districtId },
    }),
    200,
    'personal details',
  );
  ok(
    await profile.updateSelfIntroduction({
      body: { selfIntroduction: `${input.tag} Backend developer: TypeScript, PostgreSQL and payments.` },
    }),
    200,
    'self-introduction',
  );
  ok(
    await profile.updateWorkHistory({
      body: {
        workHistories: [
          {
            industryId: ref.industryId,
            occupationId: ref.occupationId,
            companyName: 'Krungthep Fintech Co., Ltd.',
            startDate: '2018-06-01',
            isCurrent: true,
            employmentType: 'FULL_TIME',
          },
        ],
      },
    }),
    200,
    'work history',
  );
  ok(
    await profile.update({
      body: {
        employmentStatus: 'EMPLOYED',
        languageSkills: [
          { languageId: ref.english, communication: input.english, reading: input.english, writing: input.english },
        ],
      },
    }),
    200,
    'languages',
  );
  ok(await profile.updateJobPreferences({ body: { desiredAnnualSalary: 840_000 } }), 200, 'job preferences');
  return { api, email, candidateId: registered.user.candidateId, name: `${input.firstName} ${input.lastName}` };
}

/** A screenshot from the top of the page (a full-page picture of a scrolled page repeats the sticky header). */
async function shoot(page: Page, name: string, language: Language) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name, language);
}

/** Picks an option of a Mantine Select / MultiSelect: opens it, types to narrow it, clicks the option. */
async function choose(page: Page, label: string, typed: string, option: string | RegExp) {
  const input = page.locator('input').and(page.getByLabel(label));
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/**
 * An employer's day of scouting, in English or Thai: search candidates with three filters (kept
 * in the URL) → an anonymous profile → a new talent pool → an offer scheduled ~20 s ahead in
 * Bangkok time → it leaves the schedule and counts as sent → a reminder → the candidate accepts
 * (API) → the application with the unlocked contact details → accepted.
 */
export function employerScoutingJourney(language: Language): void {
  describe(`an employer scouts a candidate (${language})`, () => {
    const step = journeySteps();
    let t: TFunction;
    let tab: TestPage;
    let employer: SignedInEmployer;
    let recruitmentTitle: string;
    let wanted: Awaited<ReturnType<typeof profiledCandidate>>;
    let wantedNo: number;
    let excludedNos: number[];
    const tag = `scout${randomInt(100000, 1000000)}`;
    const subject = language === 'th' ? `ขอเชิญร่วมงานกับเรา ${tag}` : `Join our payments team ${tag}`;
    const reminder =
      language === 'th' ? 'ขอติดตามข้อเสนอของเราอีกครั้งนะคะ' : 'A friendly reminder: we would love to hear from you.';
    const letter =
      language === 'th'
        ? { introduction: 'เราอ่านโปรไฟล์ของคุณแล้วและสนใจมาก', message: 'สนใจคุยกับทีมระบบชำระเงินของเราไหมคะ' }
        : {
            introduction: 'We read your profile with great interest.',
            message: 'Would you like to talk about our payments team?',
          };
    const poolName = language === 'th' ? 'นักพัฒนาแบ็กเอนด์' : 'Backend shortlist';

    beforeAll(async () => {
      t = await textsIn(language);
      employer = await registeredCompany(language);
      const ref = await reference(employer.api);
      recruitmentTitle = language === 'th' ? `นักพัฒนาระบบชำระเงิน ${tag}` : `Payments Engineer ${tag}`;
      ok(
        await employer.api.company.recruitments.create({
          body: {
            title: recruitmentTitle,
            description: 'Build the payment services of a Thai bank.',
            employmentStatus: 'FULL_TIME',
            industryId: ref.industryId,
            occupationId: ref.occupationId,
            districtId: ref.bangRak,
            status: 'ACTIVE',
          },
        }),
        201,
        'recruitment',
      );
      // All three share the keyword; only the first lives in Bangkok AND speaks English well.
      wanted = await profiledCandidate(language, ref, {
        firstName: 'Anong',
        lastName: 'Sukjai',
        tag,
        districtId: ref.bangRak,
        english: 'ADVANCED',
      });
      const basicEnglish = await profiledCandidate(language, ref, {
        firstName: 'Boonmee',
        lastName: 'Rakdee',
        tag,
        districtId: ref.bangRak,
        english: 'BASIC',
      });
      const chiangMai = await profiledCandidate(language, ref, {
        firstName: 'Chalida',
        lastName: 'Meesuk',
        tag,
        districtId: ref.muangChiangMai,
        english: 'NATIVE',
      });
      const found = ok(await employer.api.company.candidates.search({ query: { keyword: tag } }), 200, 'search').body
        .result.candidates;
      const userNo = (id: string) => found.find((item) => item.id === id)?.userNo ?? -1;
      wantedNo = userNo(wanted.candidateId);
      excludedNos = [userNo(basicEnglish.candidateId), userNo(chiangMai.candidateId)];
      tab = await openPage(language);
      await signInAsEmployer(tab, employer);
    });

    afterAll(() => tab?.close());

    const card = (userNo: number) => tab.page.getByRole('link', { name: t('candidateSearch.card.title', { userNo }) });

    step('searches candidates by keyword, then with province and language level too', async () => {
      const { page } = tab;
      await page.goto(tab.url('/employer/candidates'));
      await page.getByRole('heading', { level: 1, name: t('candidateSearch.title') }).waitFor();
      await page.getByLabel(t('candidateSearch.filters.keyword')).fill(tag);
      await page.getByRole('button', { name: t('candidateSearch.filters.submit'), exact: true }).click();
      await page.getByText(t('candidateSearch.count', { count: 3 })).waitFor();

      await choose(
        page,
        t('candidateSearch.filters.locations'),
        language === 'th' ? 'กรุงเทพ' : 'Bangkok',
        /Bangkok|กรุงเทพ/,
      );
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t('candidateSearch.filters.addLanguage') }).click();
      await choose(
        page,
        t('candidateSearch.filters.language', { number: 1 }),
        language === 'th' ? 'อังกฤษ' : 'English',
        language === 'th' ? 'อังกฤษ' : 'English',
      );
      await choose(page, t('candidateSearch.filters.minimumLevel'), '', t('candidateSearch.proficiency.ADVANCED'));
      await page.getByRole('button', { name: t('candidateSearch.filters.submit'), exact: true }).click();
      await page.getByText(t('candidateSearch.count', { count: 1 })).waitFor();
      await card(wantedNo).waitFor();
      for (const userNo of excludedNos) expect(await card(userNo).count()).toBe(0);
      const url = new URL(page.url());
      expect(url.searchParams.get('keyword')).toBe(tag);
      expect(url.searchParams.get('locationIds')).toBeTruthy();
      expect(url.searchParams.get('languageSkills')).toContain(':ADVANCED');
      // The page shows what the API gives of a candidate, never a name.
      expect(await page.getByText(wanted.name).count()).toBe(0);
      await expectAccessible(page, 'candidate search');
      await shoot(page, 'employer-candidate-search', language);

      await page.reload();
      await page.getByText(t('candidateSearch.count', { count: 1 })).waitFor();
      await card(wantedNo).waitFor();
      await page
        .getByLabel(t('candidateSearch.filters.keyword'))
        .and(page.locator(`[value="${tag}"]`))
        .waitFor();
    });

    step('opens the anonymous profile: a number, no name, contact details locked', async () => {
      const { page } = tab;
      await card(wantedNo).click();
      await page
        .getByRole('heading', { level: 1, name: t('candidateSearch.card.title', { userNo: wantedNo }) })
        .waitFor();
      await page.getByText(t('candidateSearch.detail.contactLocked')).waitFor();
      await page.getByText(`${tag} Backend developer`).waitFor();
      expect(await page.getByText(wanted.name).count()).toBe(0);
      expect(await page.getByText(wanted.email).count()).toBe(0);
      await expectAccessible(page, 'candidate profile');
      await shoot(page, 'employer-candidate', language);
    });

    step('adds the candidate to a new talent pool', async () => {
      const { page } = tab;
      await page.getByRole('button', { name: t('candidateSearch.pool.add') }).click();
      const dialog = page.getByRole('dialog', { name: t('candidateSearch.pool.dialogTitle', { userNo: wantedNo }) });
      await dialog.getByLabel(t('candidateSearch.pool.name')).fill(poolName);
      await expectAccessible(page, 'add to talent pool');
      await shoot(page, 'employer-add-to-pool', language);
      await dialog.getByRole('button', { name: t('candidateSearch.pool.createAndAdd') }).click();
      await page.getByText(t('candidateSearch.pool.added', { userNo: wantedNo, pool: poolName })).waitFor();
      const pools = ok(await employer.api.company.talentPools.list({ query: {} }), 200, 'pools').body.result;
      expect(pools.talentPools.map((pool) => [pool.name, pool.candidateCount])).toEqual([[poolName, 1]]);
    });

    step('schedules an offer about 20 seconds ahead, in Bangkok time', async () => {
      const { page } = tab;
      await page.getByRole('link', { name: t('candidateSearch.detail.sendOffer') }).click();
      await page.getByRole('heading', { level: 1, name: t('companyOffers.send.title') }).waitFor();
      await choose(page, t('companyOffers.send.recruitment'), '', recruitmentTitle);
      await page.getByLabel(t('companyOffers.send.subject')).fill(subject);
      await page.getByLabel(t('companyOffers.send.introduction')).fill(letter.introduction);
      await page.getByLabel(t('companyOffers.send.message')).fill(letter.message);
      await page.getByLabel(t('offers.flags.isPremiumOffer')).check();
      await page.getByLabel(t('offers.flags.isResumeScreeningExempt')).check();
      await page.getByLabel(t('companyOffers.schedule.later')).check();
      const timeLabel = t('companyOffers.schedule.timeLabel', { label: t('companyOffers.schedule.sendAt') });
      await page.getByLabel(timeLabel).fill(isoToBangkokWallClock(new Date(Date.now() + 20_000)));
      await page
        .getByText(/Bangkok time|เวลากรุงเทพฯ/)
        .first()
        .waitFor();
      await expectAccessible(page, 'send offer');
      await shoot(page, 'employer-send-offer', language);
      await page.getByRole('button', { name: t('companyOffers.send.schedule') }).click();
      await page.getByRole('heading', { level: 1, name: subject }).waitFor();
      await page.getByText(t('companyOffers.status.SCHEDULED')).first().waitFor();
      await expectAccessible(page, 'scheduled offer');
      await shoot(page, 'employer-offer-scheduled', language);
    });

    step('sees it among the scheduled messages, then leave them and count as sent', async () => {
      const { page } = tab;
      await page.getByRole('link', { name: t('employerNav.scheduledMessages') }).click();
      await page.getByRole('heading', { level: 1, name: t('companyOffers.scheduled.title') }).waitFor();
      const row = page.getByRole('article').filter({ hasText: subject });
      await row.waitFor();
      await row.getByText(t('companyOffers.card.candidate', { userNo: wantedNo })).waitFor();
      await expectAccessible(page, 'scheduled messages');
      await shoot(page, 'employer-scheduled-messages', language);

      // The server's dispatcher sends it within seconds of its time.
      await expect
        .poll(
          async () => {
            await page.reload();
            await page
              .getByText(t('companyOffers.scheduled.count', { count: 0 }))
              .or(row)
              .first()
              .waitFor();
            return row.count();
          },
          { timeout: 45_000, interval: 2_000 },
        )
        .toBe(0);
      await page.getByText(t('companyOffers.scheduled.emptyTitle')).waitFor();

      await page.goto(tab.url('/employer/offers?status=SENT'));
      await page.getByRole('heading', { level: 1, name: t('companyOffers.title') }).waitFor();
      await page.getByText(t('companyOffers.count', { count: 1 })).waitFor();
      const offer = page.getByRole('article').filter({ hasText: subject });
      await offer.getByText(t('companyOffers.status.SENT')).waitFor();
      await offer.getByText(t('companyOffers.card.reminders', { count: 0, max: 2 }), { exact: false }).waitFor();
      await expectAccessible(page, 'offers');
      await shoot(page, 'employer-offers', language);
    });

    step('sends reminders from the offer: 1 of 2, then 2 of 2 and no more', async () => {
      const { page } = tab;
      await page.getByRole('link', { name: subject }).click();
      await page.getByRole('heading', { level: 1, name: subject }).waitFor();
      await page.getByText(t('companyOffers.reminder.used', { count: 0, max: 2 })).waitFor();
      await page.getByRole('textbox', { name: t('companyOffers.reminder.message'), exact: true }).fill(reminder);
      await page.getByRole('button', { name: t('companyOffers.reminder.submitNow') }).click();
      await page.getByText(t('companyOffers.reminder.sent'), { exact: true }).waitFor();
      await page.getByText(t('companyOffers.reminder.used', { count: 1, max: 2 })).waitFor();
      await page
        .getByRole('listitem')
        .filter({ hasText: reminder })
        .getByText(t('companyOffers.messageStatus.SENT'))
        .waitFor();
      await expectAccessible(page, 'offer with a reminder');
      await shoot(page, 'employer-offer', language);

      // The second and last one: the limit is said, and the button no longer sends.
      await page.getByRole('textbox', { name: t('companyOffers.reminder.message'), exact: true }).fill(`${reminder} 2`);
      await page.getByRole('button', { name: t('companyOffers.reminder.submitNow') }).click();
      await page.getByText(t('companyOffers.reminder.used', { count: 2, max: 2 })).waitFor();
      await page.getByText(t('companyOffers.reminder.limitReached', { max: 2 })).waitFor();
      expect(await page.getByRole('button', { name: t('companyOffers.reminder.submitNow') }).isDisabled()).toBe(true);
      await expectAccessible(page, 'offer at its reminder limit');
      await shoot(page, 'employer-offer-reminder-limit', language);
    });

    step('the candidate accepts (API): the application shows the unlocked contact details', async () => {
      const { page } = tab;
      const offers = ok(await wanted.api.candidate.offers.list({ query: {} }), 200, 'candidate offers').body.result;
      const offerId = offers.offers.find((offer) => offer.subject === subject)?.id ?? '';
      ok(
        await wanted.api.candidate.offers.answer({ params: { offerId }, body: { status: 'ACCEPTED' } }),
        200,
        'accept',
      );
      await page.getByRole('link', { name: t('employerNav.applications') }).click();
      await page.getByRole('heading', { level: 1, name: t('companyApplications.title') }).waitFor();
      const application = page.getByRole('article', { name: wanted.name });
      await application.getByText(t('companyApplications.statuses.PENDING'), { exact: true }).waitFor();
      await application.getByRole('button', { name: t('companyApplications.showContact') }).click();
      await application.getByRole('link', { name: wanted.email }).waitFor();
      await application.getByText('0898765432').waitFor();
      await expectAccessible(page, 'applications with contact details');
      await shoot(page, 'employer-applications', language);
    });

    step('accepts the application after confirming', async () => {
      const { page } = tab;
      const application = page.getByRole('article', { name: wanted.name });
      const what = { name: wanted.name, title: recruitmentTitle };
      await application.getByRole('button', { name: t('companyApplications.acceptLabel', what), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('companyApplications.confirmAcceptTitle') });
      await dialog.getByText(t('companyApplications.confirmAcceptBody', what)).waitFor();
      await expectAccessible(page, 'accept confirmation');
      await shoot(page, 'employer-accept-application', language);
      await dialog.getByRole('button', { name: t('companyApplications.confirmAccept'), exact: true }).click();
      await application.getByText(t('companyApplications.statuses.ACCEPTED'), { exact: true }).waitFor();
      await page
        .getByText(
          t('companyApplications.decided', { name: wanted.name, status: t('companyApplications.statuses.ACCEPTED') }),
        )
        .waitFor();
      await expect
        .poll(() =>
          application.getByRole('button', { name: t('companyApplications.acceptLabel', what), exact: true }).count(),
        )
        .toBe(0);
      await expectAccessible(page, 'accepted application');
      await shoot(page, 'employer-application-accepted', language);
    });

    step('sees the contact details on the candidate’s profile too', async () => {
      const { page } = tab;
      await page.getByRole('link', { name: t('candidateSearch.card.title', { userNo: wantedNo }) }).click();
      const contact = page.getByRole('alert', { name: t('candidateSearch.detail.contactTitle') });
      // The name stands in the heading and in the contact box (and in the notice of the decision
      // just taken, while it shows): the contact box is the one that proves the unlock.
      await contact.getByText(wanted.name, { exact: true }).waitFor();
      await contact.getByRole('link', { name: wanted.email }).waitFor();
      await expectAccessible(page, 'unlocked profile');
      await shoot(page, 'employer-candidate-unlocked', language);
      await tab.expectNoProblems();
    });
  });
}
