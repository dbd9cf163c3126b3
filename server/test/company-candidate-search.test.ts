import { randomUUID } from 'node:crypto';
import { contract } from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import { validationMessages } from './support/errors.ts';
import { publishRecruitment, registerCandidate, registerEmployer } from './support/factories.ts';
import { DISTRICT, INDUSTRY, LANGUAGE, OCCUPATION, PROVINCE } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const searchResponse = contract.company.candidates.search.responses[200];

/** A candidate with a full profile, through the candidate API. */
async function profiledCandidate(options: { selfIntroduction: string; hideCompanyName?: boolean }) {
  const candidate = await registerCandidate(app);
  const api = app.as(candidate.token).candidate.profile;
  const steps = await Promise.all([
    api.updatePersonalDetails({
      body: {
        dateOfBirth: '1990-04-12',
        gender: 'FEMALE',
        phoneNumber: '0812345678',
        address: '99/1 Soi Secret',
        postalCode: '10110',
        districtId: DISTRICT.phraNakhon,
      },
    }),
    api.updateSelfIntroduction({ body: { selfIntroduction: options.selfIntroduction } }),
  ]);
  const more = [
    await api.updateWorkHistory({
      body: {
        workHistories: [
          {
            industryId: INDUSTRY.computerProgramming,
            occupationId: OCCUPATION.softwareDevelopers,
            companyName: 'Acme Thailand Co., Ltd.',
            startDate: '2015-01-01',
            isCurrent: true,
            employmentType: 'FULL_TIME',
          },
        ],
      },
    }),
    await api.update({
      body: {
        hideCompanyName: options.hideCompanyName ?? false,
        languageSkills: [{ languageId: LANGUAGE.en, communication: 'ADVANCED', reading: 'NATIVE', writing: 'BASIC' }],
      },
    }),
    await api.updateJobPreferences({ body: { desiredAnnualSalary: 720_000 } }),
  ];
  for (const step of [...steps, ...more]) expect(step.status, JSON.stringify(step.body)).toBe(200);
  return candidate;
}

/** Every id the search finds, page after page (other tests' candidates share the database). */
async function searchIds(token: string, queryString: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await app.fetch(`/api/company/candidates?${queryString}&page=${page}&pageSize=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const result = searchResponse.parse(body).result;
    ids.push(...result.candidates.map((item) => item.id));
    if (page >= result.pagination.totalPages) return ids;
  }
}

describe('GET /candidates', () => {
  it('answers anonymous items: no name, e-mail, phone or address; company name hidden on request', async () => {
    const employer = await registerEmployer(app);
    const tag = `anon${randomUUID().slice(0, 8)}`;
    const open = await profiledCandidate({ selfIntroduction: `${tag} Backend developer` });
    const hiding = await profiledCandidate({ selfIntroduction: `${tag} Frontend developer`, hideCompanyName: true });

    const response = await app.fetch(`/api/company/candidates?keyword=${tag}`, {
      headers: { authorization: `Bearer ${employer.token}` },
    });
    const raw = await response.text();
    expect(response.status).toBe(200);
    for (const secret of ['Somchai', 'Jaidee', open.email, hiding.email, '0812345678', 'Soi Secret', '10110']) {
      expect(raw).not.toContain(secret);
    }
    const items = searchResponse.parse(JSON.parse(raw)).result.candidates;
    expect(new Set(items.map((item) => item.id))).toEqual(new Set([open.user.candidateId, hiding.user.candidateId]));
    const byId = Object.fromEntries(items.map((item) => [item.id, item]));
    expect(byId[open.user.candidateId]).toMatchObject({
      dateOfBirth: '1990-04-12',
      hideCompanyName: false,
      location: { districtId: DISTRICT.phraNakhon, provinceId: PROVINCE.bangkok },
      recentHistory: {
        industry: { id: INDUSTRY.computerProgramming },
        occupation: { id: OCCUPATION.softwareDevelopers },
        isCurrent: true,
        companyName: 'Acme Thailand Co., Ltd.',
      },
    });
    expect(byId[hiding.user.candidateId]).toMatchObject({
      hideCompanyName: true,
      recentHistory: { companyName: null },
    });
    expect(raw.split('Acme Thailand').length).toBe(2);
  });

  it('shows only candidates open to company offers', async () => {
    const employer = await registerEmployer(app);
    const tag = `closed${randomUUID().slice(0, 8)}`;
    const candidate = await profiledCandidate({ selfIntroduction: `${tag} Data engineer` });
    expect(await searchIds(employer.token, `keyword=${tag}`)).toEqual([candidate.user.candidateId]);
    const closed = await app.as(candidate.token).candidate.settings.update({ body: { openToCompanyOffer: false } });
    expect(closed.status).toBe(200);
    expect(await searchIds(employer.token, `keyword=${tag}`)).toEqual([]);
    const detail = await app
      .as(employer.token)
      .company.candidates.get({ params: { candidateId: candidate.user.candidateId } });
    expect(detail.status).toBe(404);
  });

  it('lists the latest sign-in first: signing in again moves a candidate to the top', async () => {
    const employer = await registerEmployer(app);
    const tag = `login${randomUUID().slice(0, 8)}`;
    const first = await profiledCandidate({ selfIntroduction: `${tag} first` });
    const second = await profiledCandidate({ selfIntroduction: `${tag} second` });
    expect(await searchIds(employer.token, `keyword=${tag}`)).toEqual([
      second.user.candidateId,
      first.user.candidateId,
    ]);
    const signIn = await app.api.candidate.auth.login({ body: { email: first.email, password: first.password } });
    expect(signIn.status).toBe(200);
    expect(await searchIds(employer.token, `keyword=${tag}`)).toEqual([
      first.user.candidateId,
      second.user.candidateId,
    ]);
  });

  it('filters on what the profile API wrote, and follows a change at once', async () => {
    const employer = await registerEmployer(app);
    const tag = `filters${randomUUID().slice(0, 8)}`;
    const candidate = await profiledCandidate({ selfIntroduction: `${tag} Data engineer` });
    const id = candidate.user.candidateId;
    const filters = [
      `languageSkills=${LANGUAGE.en}:NATIVE`,
      `locationIds=${PROVINCE.bangkok}`,
      `industryIds=${INDUSTRY.computerProgramming}`,
      `occupationIds=${OCCUPATION.softwareDevelopers}`,
      'salaryMin=700000&salaryMax=750000',
      // Ids in capitals, which PostgreSQL would match too.
      `languageSkills=${LANGUAGE.en.toUpperCase()}:NATIVE`,
      `locationIds=${PROVINCE.bangkok.toUpperCase()}`,
      `industryIds=${INDUSTRY.informationSection.toUpperCase()}`,
      `occupationIds=${OCCUPATION.professionals.toUpperCase()}`,
    ];
    for (const filter of filters)
      expect(await searchIds(employer.token, `keyword=${tag}&${filter}`), filter).toEqual([id]);
    const moved = await app
      .as(candidate.token)
      .candidate.profile.updateJobPreferences({ body: { desiredAnnualSalary: 900_000 } });
    expect(moved.status).toBe(200);
    expect(await searchIds(employer.token, `keyword=${tag}&salaryMin=700000&salaryMax=750000`)).toEqual([]);
    expect(await searchIds(employer.token, `keyword=${tag}&salaryMin=850000`)).toEqual([id]);
  });

  it('finds Thai profiles by a Thai keyword, and a word by its beginning', async () => {
    const employer = await registerEmployer(app);
    const thai = await profiledCandidate({ selfIntroduction: 'วิศวกรซอฟต์แวร์ที่มีประสบการณ์ด้านระบบธนาคาร' });
    const english = await profiledCandidate({ selfIntroduction: 'Software engineer with banking experience' });
    const bankTh = await searchIds(employer.token, `keyword=${encodeURIComponent('ธนาคาร')}`);
    expect(bankTh).toContain(thai.user.candidateId);
    expect(bankTh).not.toContain(english.user.candidateId);
    const bankEn = await searchIds(employer.token, 'keyword=bank');
    expect(bankEn).toContain(english.user.candidateId);
    expect(bankEn).not.toContain(thai.user.candidateId);
    // Both work in ISCO 251, whose aliases include วิศวกรซอฟต์แวร์: the English profile is found too.
    const engineerTh = await searchIds(employer.token, `keyword=${encodeURIComponent('วิศวกร')}`);
    expect(engineerTh).toEqual(expect.arrayContaining([thai.user.candidateId, english.user.candidateId]));
  });

  it('matches nothing by a keyword of punctuation alone, and ignores punctuation beside words', async () => {
    const employer = await registerEmployer(app);
    const tag = `jm${randomUUID().slice(0, 8)}`;
    const candidate = await profiledCandidate({ selfIntroduction: `${tag} closes 100%%% of tickets` });
    // No index holds punctuation: matched as typed, it read every candidate (docs/decisions.md #31).
    for (const keyword of ['%%%', '%', '!?']) {
      expect(await searchIds(employer.token, `keyword=${encodeURIComponent(keyword)}`), keyword).toEqual([]);
    }
    expect(await searchIds(employer.token, `keyword=${encodeURIComponent(`${tag} %%%`)}`)).toEqual([
      candidate.user.candidateId,
    ]);
  });

  it('finds a profile by the names of its occupation, industry and place in either language', async () => {
    const employer = await registerEmployer(app);
    const tag = `names${randomUUID().slice(0, 8)}`;
    // Phra Nakhon, Bangkok; software developers (ISCO 251) in computer programming (ISIC 62).
    const candidate = await profiledCandidate({ selfIntroduction: `${tag} ready for a new team` });
    for (const words of [
      'software developers',
      'นักพัฒนา ซอฟต์แวร์',
      'computer programming',
      'กรุงเทพมหานคร',
      'Phra Nakhon',
      'พระนคร',
    ]) {
      const found = await searchIds(employer.token, `keyword=${encodeURIComponent(`${tag} ${words}`)}`);
      expect(found, words).toEqual([candidate.user.candidateId]);
    }
    expect(await searchIds(employer.token, `keyword=${encodeURIComponent(`${tag} เชียงใหม่`)}`)).toEqual([]);
  });

  it('accepts array parameters as a=1&a=2, a[]=1 and a single a=1, and from the typed client', async () => {
    const employer = await registerEmployer(app);
    const tag = `arrays${randomUUID().slice(0, 8)}`;
    const candidate = await profiledCandidate({ selfIntroduction: `${tag} QA engineer` });
    const otherIndustry = randomUUID();
    const me = [candidate.user.candidateId];
    const spellings = [
      `industryIds=${INDUSTRY.informationSection}`,
      `industryIds=${otherIndustry}&industryIds=${INDUSTRY.computerProgramming}`,
      `industryIds[]=${otherIndustry}&industryIds[]=${INDUSTRY.computerProgramming}`,
      `industryIds[]=${INDUSTRY.computerProgramming}`,
      `locationIds=${PROVINCE.bangkok}&occupationIds[]=${OCCUPATION.softwareDevelopers}`,
      `languageSkills=${LANGUAGE.en}:NATIVE&languageSkills=${LANGUAGE.en}`,
      `languageSkills[]=${LANGUAGE.en}%3AADVANCED`,
      'salaryMin=720000&salaryMax=720000&ageMin=18&experienceYearsMin=1',
    ];
    for (const query of spellings)
      expect(await searchIds(employer.token, `keyword=${tag}&${query}`), query).toEqual(me);
    for (const query of [
      `industryIds=${otherIndustry}`,
      `locationIds[]=${randomUUID()}`,
      `languageSkills=${randomUUID()}`,
      'salaryMin=720001',
      // In a job since 2015, as the profile's own writes copied it onto the row.
      'experienceYearsMax=0',
    ]) {
      expect(await searchIds(employer.token, `keyword=${tag}&${query}`), query).toEqual([]);
    }

    const typed = await app.as(employer.token).company.candidates.search({
      query: {
        keyword: tag,
        industryIds: [otherIndustry, INDUSTRY.computerProgramming],
        languageSkills: [`${LANGUAGE.en}:ADVANCED`],
      },
    });
    expect(typed.status).toBe(200);
    if (typed.status === 200) expect(typed.body.result.candidates.map((item) => item.id)).toEqual(me);
  });

  it('explains bad filters in English and Thai', async () => {
    const employer = await registerEmployer(app);
    const detailsOf = async (locale: 'en' | 'th', query: string) => {
      const response = await app.fetch(`/api/company/candidates?${query}`, {
        headers: { authorization: `Bearer ${employer.token}`, 'accept-language': locale },
      });
      return validationMessages({ status: response.status, body: await response.json() });
    };
    expect(await detailsOf('en', 'ageMin=40&ageMax=30&salaryMin=2&salaryMax=1')).toEqual({
      'query.ageMax': 'The minimum must not be greater than the maximum',
      'query.salaryMax': 'The minimum must not be greater than the maximum',
    });
    expect(await detailsOf('th', 'experienceYearsMin=9&experienceYearsMax=1')).toEqual({
      'query.experienceYearsMax': 'ค่าต่ำสุดต้องไม่มากกว่าค่าสูงสุด',
    });
    expect(await detailsOf('en', `languageSkills=${LANGUAGE.en}:FLUENT`)).toEqual({
      'query.languageSkills.0': 'Use a language id, optionally followed by :BASIC, :INTERMEDIATE, :ADVANCED or :NATIVE',
    });
    expect(await detailsOf('th', 'languageSkills[]=english')).toEqual({
      'query.languageSkills.0': 'กรุณาระบุรหัสภาษา และระดับขั้นต่ำ :BASIC, :INTERMEDIATE, :ADVANCED หรือ :NATIVE ได้ตามต้องการ',
    });
    expect(await detailsOf('en', 'ageMin=-1&salaryMax=abc&industryIds=nope')).toEqual({
      'query.ageMin': 'Must be 0 or more',
      'query.salaryMax': 'Must be a whole number',
      'query.industryIds.0': 'Must be a valid id (uuid)',
    });
    // What the database cannot take is a 400 too, never a 500.
    expect(await detailsOf('en', 'keyword=a%00b')).toEqual({
      'query.keyword': 'Contains a character that is not allowed',
    });
    expect(await detailsOf('en', 'ageMax=100000&experienceYearsMin=101&salaryMin=3000000000')).toEqual({
      'query.ageMax': 'Must be 150 or less',
      'query.experienceYearsMin': 'Must be 100 or less',
      'query.salaryMin': 'Must be 1000000000 or less',
    });
    expect(await detailsOf('th', 'educationLevel=PHD&pageSize=0')).toMatchObject({
      'query.pageSize': 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100',
    });
  });
});

describe('GET /candidates/{candidateId}', () => {
  it('shows the profile without contact details, and hides company names on request', async () => {
    const employer = await registerEmployer(app);
    const candidate = await profiledCandidate({ selfIntroduction: 'Experienced accountant', hideCompanyName: true });
    const response = await app.as(employer.token).company.candidates.get({
      params: { candidateId: candidate.user.candidateId },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const profile = response.body.result.candidate;
    expect(profile).toMatchObject({
      id: candidate.user.candidateId,
      dateOfBirth: '1990-04-12',
      gender: 'FEMALE',
      hideCompanyName: true,
      selfIntroduction: 'Experienced accountant',
      location: { districtId: DISTRICT.phraNakhon },
      workHistories: [{ industryId: INDUSTRY.computerProgramming, companyName: null, isCurrent: true }],
      languageSkills: [{ languageId: LANGUAGE.en, communication: 'ADVANCED', reading: 'NATIVE', writing: 'BASIC' }],
      jobPreferences: { desiredAnnualSalary: 720_000 },
      contact: null,
    });
    const raw = JSON.stringify(profile);
    for (const secret of ['Somchai', 'Jaidee', candidate.email, '0812345678', 'Soi Secret', 'Acme Thailand']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('reveals contact details only to a company whose offer the candidate accepted', async () => {
    const accepted = await registerEmployer(app);
    const other = await registerEmployer(app);
    const candidate = await profiledCandidate({ selfIntroduction: 'Nurse, 8 years in ICU' });
    const candidateId = candidate.user.candidateId;
    const posting = await publishRecruitment(app, accepted.token, { title: 'ICU Nurse', description: 'Night shifts' });
    // Inserted directly: the employer offer routes are another issue.
    await app.db
      .insertInto('job_offers')
      .values({
        id: randomUUID(),
        company_id: accepted.user.companyId,
        candidate_id: candidateId,
        job_posting_id: posting.id,
        offer_by_id: accepted.user.recruiterId,
        status: 'ACCEPTED',
        title: 'Join our ICU',
        introduction: 'Hello',
        content: 'We would like to meet you',
        sent_at: new Date(),
        answered_at: new Date(),
      })
      .execute();

    const contactOf = async (token: string) => {
      const response = await app.as(token).company.candidates.get({ params: { candidateId } });
      if (response.status !== 200) throw new Error(`${response.status}`);
      return response.body.result.candidate.contact;
    };
    expect(await contactOf(accepted.token)).toEqual({
      firstName: 'Somchai',
      lastName: 'Jaidee',
      email: candidate.email,
      phoneNumber: '0812345678',
    });
    expect(await contactOf(other.token)).toBeNull();

    // Closing to new offers hides the candidate from others, not from the company they accepted.
    await app.as(candidate.token).candidate.settings.update({ body: { openToCompanyOffer: false } });
    expect((await contactOf(accepted.token))?.email).toBe(candidate.email);
    const hidden = await app.as(other.token).company.candidates.get({ params: { candidateId } });
    expect(hidden.status).toBe(404);
  });

  it('answers 404 for an unknown candidate and 400 for a malformed id', async () => {
    const employer = await registerEmployer(app);
    const api = app.as(employer.token).company.candidates;
    expect((await api.get({ params: { candidateId: randomUUID() } })).status).toBe(404);
    expect(validationMessages(await api.get({ params: { candidateId: 'x' } }))).toEqual({
      'params.candidateId': 'Must be a valid id (uuid)',
    });
  });
});
