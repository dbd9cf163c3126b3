import { randomUUID } from 'node:crypto';
import type { CandidateProfile } from '@jobmatch/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { referenceId } from '../src/modules/reference/reference-data.seeder.ts';
import { send } from './candidate-fixtures.ts';
import { errorCodeOf, validationMessages } from './support/errors.ts';
import { registerCandidate, STRONG_PASSWORD, uniqueEmail } from './support/factories.ts';
import { DISTRICT, INDUSTRY, LANGUAGE, OCCUPATION, PROVINCE } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

const CERTIFICATION = {
  toeic: referenceId('CERTIFICATION', 'en:TOEIC'),
  ielts: referenceId('CERTIFICATION', 'en:IELTS'),
  jlptN4: referenceId('CERTIFICATION', 'ja:JLPT N4'),
};

// ── A complete, realistic profile, as the forms send it ──────────────────────────────────────────
const PROFILE_BODY = {
  educations: [
    {
      status: 'GRADUATED' as const,
      fieldOfStudy: 'Computer Engineering',
      institution: 'Chulalongkorn University',
      startDate: '2012-06-01',
      endDate: '2016-05-31',
      level: 'BACHELOR' as const,
    },
    {
      status: 'EXPECTED_TO_GRADUATE' as const,
      fieldOfStudy: 'วิทยาการข้อมูล',
      institution: 'มหาวิทยาลัยเกษตรศาสตร์',
      startDate: '2024-08-01',
      endDate: null,
      level: 'MASTER' as const,
    },
  ],
  languageSkills: [
    {
      languageId: LANGUAGE.th,
      communication: 'NATIVE' as const,
      reading: 'NATIVE' as const,
      writing: 'NATIVE' as const,
      certifications: [] as { certificationId: string; score: string | null }[],
    },
    {
      languageId: LANGUAGE.en,
      communication: 'ADVANCED' as const,
      reading: 'ADVANCED' as const,
      writing: 'INTERMEDIATE' as const,
      certifications: [
        { certificationId: CERTIFICATION.toeic, score: '905' },
        { certificationId: CERTIFICATION.ielts, score: '7.5' },
      ],
    },
    {
      languageId: LANGUAGE.ja,
      communication: 'BASIC' as const,
      reading: 'BASIC' as const,
      writing: 'BASIC' as const,
      certifications: [{ certificationId: CERTIFICATION.jlptN4, score: null }],
    },
  ],
  skills: [
    { name: 'TypeScript', type: 'IT' as const, yearOfExperience: 6 },
    { name: 'PostgreSQL', type: 'IT' as const, yearOfExperience: 5 },
    { name: 'การนำเสนองาน', type: 'SKILL' as const, yearOfExperience: null },
  ],
  qualifications: [
    { name: 'AWS Certified Solutions Architect – Associate', acquiredOn: '2021-03-15' },
    { name: 'ใบอนุญาตขับรถยนต์', acquiredOn: null },
  ],
  employmentStatus: 'EMPLOYED' as const,
  jobChangeCount: 'TWO' as const,
  hasManagementExperience: true,
  hideCompanyName: true,
};

const EXPERIENCES = [
  { experienceType: 'INDUSTRY' as const, entityId: INDUSTRY.computerProgramming, yearOfExperience: 8 },
  { experienceType: 'OCCUPATION' as const, entityId: OCCUPATION.softwareDevelopers, yearOfExperience: 8 },
  { experienceType: 'OCCUPATION' as const, entityId: OCCUPATION.financeProfessionals, yearOfExperience: null },
];

const WORK_HISTORIES = [
  {
    industryId: INDUSTRY.computerProgramming,
    occupationId: OCCUPATION.softwareDevelopers,
    companyName: 'Siam Tech Co., Ltd.',
    jobDetail: 'Lead backend engineer for the payments platform',
    annualSalary: 1_440_000,
    minSalary: 1_200_000,
    maxSalary: 1_600_000,
    isCurrent: true,
    startDate: '2020-01-06',
    endDate: null,
    employmentType: 'FULL_TIME' as const,
  },
  {
    industryId: INDUSTRY.financialServices,
    occupationId: OCCUPATION.financeProfessionals,
    companyName: 'ธนาคารตัวอย่าง จำกัด (มหาชน)',
    jobDetail: null,
    annualSalary: 720_000,
    minSalary: null,
    maxSalary: null,
    isCurrent: false,
    startDate: '2016-06-01',
    endDate: '2019-12-31',
    employmentType: 'CONTRACT' as const,
  },
];

const JOB_PREFERENCES = {
  desiredAnnualSalary: 1_800_000,
  isOpenToAnyIndustry: false,
  isOpenToAnyLocation: false,
  jobSearchStatus: 'OPEN_TO_OFFERS' as const,
  relocationPreference: 'POSITIVE' as const,
  industryIds: [INDUSTRY.computerProgramming, INDUSTRY.financialServices, INDUSTRY.publishing],
  locationIds: [PROVINCE.bangkok, PROVINCE.chiangMai],
  occupationIds: [OCCUPATION.softwareDevelopers],
};

const PERSONAL_DETAILS = {
  firstName: 'Kanokwan',
  lastName: 'Srisuk',
  dateOfBirth: '1994-02-14',
  gender: 'FEMALE' as const,
  phoneNumber: '081 234 5678',
  address: '99/1 Thanon Ratchadamnoen Klang',
  postalCode: '10200',
  districtId: DISTRICT.phraNakhon,
};

const SELF_INTRODUCTION = 'วิศวกรซอฟต์แวร์ with eight years of backend work in payments and banking.';

/** The parts of a read-back profile that the candidate wrote, in the shape they wrote them. */
function asWritten(profile: CandidateProfile) {
  return {
    educations: profile.educations.map(({ status, fieldOfStudy, institution, startDate, endDate, level }) => ({
      status,
      fieldOfStudy,
      institution,
      startDate,
      endDate,
      level,
    })),
    languageSkills: profile.languageSkills.map((skill) => ({
      languageId: skill.languageId,
      communication: skill.communication,
      reading: skill.reading,
      writing: skill.writing,
      certifications: skill.certifications.map(({ certificationId, score }) => ({ certificationId, score })),
    })),
    skills: profile.skills.map(({ name, type, yearOfExperience }) => ({ name, type, yearOfExperience })),
    qualifications: profile.qualifications.map(({ name, acquiredOn }) => ({ name, acquiredOn })),
    ...profile.career,
    experiences: profile.experiences.map(({ experienceType, entityId, yearOfExperience }) => ({
      experienceType,
      entityId,
      yearOfExperience,
    })),
    workHistories: profile.workHistories.map(
      ({ id, candidateId, industry, occupation, createdAt, updatedAt, ...written }) => written,
    ),
  };
}

async function fillProfile(token: string) {
  const api = app.as(token).candidate.profile;
  const steps = [
    await api.update({ body: PROFILE_BODY }),
    await api.updateExperience({ body: { experiences: EXPERIENCES } }),
    await api.updateWorkHistory({ body: { workHistories: WORK_HISTORIES } }),
    await api.updateJobPreferences({ body: JOB_PREFERENCES }),
    await api.updatePersonalDetails({ body: PERSONAL_DETAILS }),
    await api.updateSelfIntroduction({ body: { selfIntroduction: `  ${SELF_INTRODUCTION}\n` } }),
  ];
  for (const step of steps) expect(step.status, JSON.stringify(step.body)).toBe(200);
  const last = steps.at(-1);
  if (last?.status !== 200) throw new Error('unreachable');
  return last.body.result.profile;
}

async function profileOf(token: string): Promise<CandidateProfile> {
  const response = await app.as(token).candidate.profile.get();
  if (response.status !== 200) throw new Error(`GET /profile: ${response.status}`);
  return response.body.result.profile;
}

describe('the candidate profile', () => {
  it('starts empty after sign-up, with the names given at registration', async () => {
    const candidate = await registerCandidate(app);
    const profile = await profileOf(candidate.token);
    expect(profile).toMatchObject({
      personal: {
        id: candidate.user.candidateId,
        email: candidate.email,
        firstName: 'Somchai',
        lastName: 'Jaidee',
        dateOfBirth: null,
        gender: null,
        phoneNumber: null,
        selfIntroduction: null,
      },
      address: { districtId: null, provinceId: null, address: null, postalCode: null, region: null },
      educations: [],
      languageSkills: [],
      qualifications: [],
      skills: [],
      experiences: [],
      workHistories: [],
      jobPreferences: null,
    });
    expect(Number.isInteger(profile.personal.userNo)).toBe(true);
  });

  it('answers that no cache may store it, nor the refusal of a caller who is not signed in', async () => {
    const candidate = await registerCandidate(app);
    const signedIn = await app.fetch('/api/candidate/profile', {
      headers: { authorization: `Bearer ${candidate.token}` },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const signedOut = await app.fetch('/api/candidate/profile');
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('cache-control')).toBe('no-store');
  });

  it('reads back a complete realistic profile exactly as it was filled in through the API', async () => {
    const candidate = await registerCandidate(app);
    const afterLastWrite = await fillProfile(candidate.token);
    const profile = await profileOf(candidate.token);
    expect(profile).toEqual(afterLastWrite);

    expect(asWritten(profile)).toEqual({
      ...PROFILE_BODY,
      experiences: EXPERIENCES,
      workHistories: WORK_HISTORIES,
    });
    expect(profile.personal).toEqual({
      id: candidate.user.candidateId,
      userNo: profile.personal.userNo,
      email: candidate.email,
      firstName: 'Kanokwan',
      lastName: 'Srisuk',
      dateOfBirth: '1994-02-14',
      gender: 'FEMALE',
      phoneNumber: '081 234 5678',
      selfIntroduction: SELF_INTRODUCTION,
    });
    expect(profile.address).toEqual({
      districtId: DISTRICT.phraNakhon,
      provinceId: PROVINCE.bangkok,
      address: '99/1 Thanon Ratchadamnoen Klang',
      postalCode: '10200',
      district: { en: 'Phra Nakhon', th: 'พระนคร' },
      province: { en: 'Bangkok', th: 'กรุงเทพมหานคร' },
      region: 'CENTRAL',
    });
    expect(profile.jobPreferences).toMatchObject({
      candidateId: candidate.user.candidateId,
      desiredAnnualSalary: 1_800_000,
      isOpenToAnyIndustry: false,
      isOpenToAnyLocation: false,
      jobSearchStatus: 'OPEN_TO_OFFERS',
      relocationPreference: 'POSITIVE',
    });
    const preferences = profile.jobPreferences;
    expect(preferences?.industries.map((item) => item.entityId)).toEqual(JOB_PREFERENCES.industryIds);
    expect(preferences?.locations.map((item) => item.entityId)).toEqual(JOB_PREFERENCES.locationIds);
    expect(preferences?.occupations.map((item) => item.entityId)).toEqual(JOB_PREFERENCES.occupationIds);
    expect(preferences?.locations[1]).toMatchObject({
      entityType: 'PROVINCE',
      entity: { id: PROVINCE.chiangMai, localized: { en: 'Chiang Mai', th: 'เชียงใหม่' } },
    });

    // The names of what the ids point at come along, in both languages.
    expect(profile.languageSkills[1]?.language).toEqual({ id: LANGUAGE.en, localized: { en: 'English', th: 'อังกฤษ' } });
    expect(profile.languageSkills[1]?.certifications.map((certification) => certification.name)).toEqual([
      'TOEIC',
      'IELTS',
    ]);
    expect(profile.workHistories[0]?.industry.localized.en).toBe(
      'Computer programming, consultancy and related activities',
    );
    expect(profile.experiences[1]?.entity.localized.en).toBe('Software and applications developers and analysts');
    for (const item of [...profile.educations, ...profile.skills, ...profile.workHistories]) {
      expect(item.candidateId).toBe(candidate.user.candidateId);
    }
  });

  it('replaces each list given, keeps the lists not given, and empties a list sent as []', async () => {
    const candidate = await registerCandidate(app);
    await fillProfile(candidate.token);
    const before = await profileOf(candidate.token);
    const api = app.as(candidate.token).candidate.profile;

    const replaced = await api.update({
      body: { skills: [{ name: 'Rust', type: 'IT', yearOfExperience: 1 }], qualifications: [] },
    });
    expect(replaced.status).toBe(200);
    const after = await profileOf(candidate.token);
    expect(after.skills.map((skill) => skill.name)).toEqual(['Rust']);
    expect(after.qualifications).toEqual([]);
    expect(after.educations).toEqual(before.educations);
    expect(after.languageSkills).toEqual(before.languageSkills);
    expect(after.career).toEqual(before.career);

    // The old rows are gone, not hidden; language certifications go with their language skills.
    await api.update({ body: { languageSkills: [] } });
    const leftovers = await app.db
      .selectFrom('candidate_language_certifications')
      .select('id')
      .where(
        'id',
        'in',
        before.languageSkills.flatMap((skill) => skill.certifications.map((certification) => certification.id)),
      )
      .execute();
    expect(leftovers).toEqual([]);
    const skills = await app.db
      .selectFrom('candidate_skills')
      .select('name')
      .where('candidate_id', '=', candidate.user.candidateId)
      .execute();
    expect(skills).toEqual([{ name: 'Rust' }]);

    const experiences = await api.updateExperience({ body: { experiences: [] } });
    const workHistories = await api.updateWorkHistory({ body: { workHistories: [WORK_HISTORIES[1] as never] } });
    expect(experiences.status).toBe(200);
    expect(workHistories.status).toBe(200);
    const last = await profileOf(candidate.token);
    expect(last.experiences).toEqual([]);
    expect(last.workHistories.map((item) => item.companyName)).toEqual(['ธนาคารตัวอย่าง จำกัด (มหาชน)']);
  });

  it('changes nothing at all when one referenced id of a request is unknown (one transaction)', async () => {
    const candidate = await registerCandidate(app);
    await fillProfile(candidate.token);
    const before = await profileOf(candidate.token);

    const response = await send(app, {
      method: 'PATCH',
      path: '/profile',
      token: candidate.token,
      body: {
        educations: [],
        skills: [],
        hideCompanyName: false,
        languageSkills: [{ ...PROFILE_BODY.languageSkills[0], languageId: randomUUID() }],
      },
    });
    expect(response.status).toBe(400);
    expect(errorCodeOf(response.body)).toBe('UNKNOWN_REFERENCE');
    expect(await profileOf(candidate.token)).toEqual(before);
  });

  it.each([
    ['en', 'There is no language with this id', 'There is no certification with this id for this language'],
    ['th', 'ไม่พบภาษาที่มีรหัสนี้', 'ไม่พบใบรับรองที่มีรหัสนี้สำหรับภาษานี้'],
  ] as const)(
    'answers 400 UNKNOWN_REFERENCE, never a 500, for unknown ids (%s)',
    async (locale, language, certification) => {
      const { token } = await registerCandidate(app);
      const request = (path: string, body: unknown) => send(app, { method: 'PATCH', path, token, locale, body });

      const languages = await request('/profile', {
        languageSkills: [
          { languageId: randomUUID(), communication: 'BASIC', reading: 'BASIC', writing: 'BASIC' },
          // TOEIC is an English certification, not a Japanese one.
          {
            languageId: LANGUAGE.ja,
            communication: 'BASIC',
            reading: 'BASIC',
            writing: 'BASIC',
            certifications: [{ certificationId: CERTIFICATION.toeic }, { certificationId: randomUUID() }],
          },
        ],
      });
      expect(errorCodeOf(languages.body)).toBe('UNKNOWN_REFERENCE');
      expect(validationMessages(languages)).toEqual({
        'body.languageSkills.0.languageId': language,
        'body.languageSkills.1.certifications.0.certificationId': certification,
        'body.languageSkills.1.certifications.1.certificationId': certification,
      });

      const experiences = await request('/profile/experience', {
        // An occupation id is not an industry.
        experiences: [{ experienceType: 'INDUSTRY', entityId: OCCUPATION.softwareDevelopers }],
      });
      expect(Object.keys(validationMessages(experiences))).toEqual(['body.experiences.0.entityId']);

      const work = await request('/profile/work-history', {
        workHistories: [{ ...WORK_HISTORIES[0], industryId: randomUUID(), occupationId: INDUSTRY.publishing }],
      });
      expect(Object.keys(validationMessages(work))).toEqual([
        'body.workHistories.0.industryId',
        'body.workHistories.0.occupationId',
      ]);

      // A district is not a province.
      const preferences = await request('/profile/job-preferences', {
        locationIds: [DISTRICT.phraNakhon],
        industryIds: [randomUUID()],
        occupationIds: [randomUUID()],
      });
      expect(Object.keys(validationMessages(preferences)).sort()).toEqual([
        'body.industryIds.0',
        'body.locationIds.0',
        'body.occupationIds.0',
      ]);

      const personal = await request('/profile/personal-details', { districtId: PROVINCE.bangkok });
      expect(Object.keys(validationMessages(personal))).toEqual(['body.districtId']);
    },
  );

  it.each([
    ['en', 'Self introduction is required', 'Self introduction must be 2000 characters or less'],
    ['th', 'กรุณากรอกการแนะนำตัว', 'การแนะนำตัวต้องมีความยาวไม่เกิน 2000 ตัวอักษร'],
  ] as const)(
    'keeps the self introduction to 1-2000 characters after trimming (%s)',
    async (locale, required, tooLong) => {
      const { token } = await registerCandidate(app);
      const write = (body: unknown) =>
        send(app, { method: 'PATCH', path: '/profile/self-introduction', token, locale, body });

      for (const body of [{}, { selfIntroduction: '' }, { selfIntroduction: ' \n\t ' }]) {
        const response = await write(body);
        expect(validationMessages(response)).toEqual({ 'body.selfIntroduction': required });
      }
      const long = await write({ selfIntroduction: 'ก'.repeat(2001) });
      expect(validationMessages(long)).toEqual({ 'body.selfIntroduction': tooLong });

      const longest = await write({ selfIntroduction: ` ${'ก'.repeat(2000)} ` });
      expect(longest.status).toBe(200);
      expect(longest.body.result.profile.personal.selfIntroduction).toBe('ก'.repeat(2000));
    },
  );

  it('takes at most 3 preferred industries, locations and occupations, each once (en, th)', async () => {
    const { token } = await registerCandidate(app);
    const write = (body: unknown, locale: 'en' | 'th' = 'en') =>
      send(app, { method: 'PATCH', path: '/profile/job-preferences', token, locale, body });
    const four = [
      INDUSTRY.computerProgramming,
      INDUSTRY.publishing,
      INDUSTRY.financialServices,
      INDUSTRY.informationSection,
    ];
    const provinces = [
      PROVINCE.bangkok,
      PROVINCE.chiangMai,
      referenceId('PROVINCE', '20'),
      referenceId('PROVINCE', '83'),
    ];
    const occupations = [
      OCCUPATION.softwareDevelopers,
      OCCUPATION.financeProfessionals,
      OCCUPATION.professionals,
      referenceId('OCCUPATION', '252'),
    ];

    const tooMany = await write({ industryIds: four, locationIds: provinces, occupationIds: occupations });
    expect(validationMessages(tooMany)).toEqual({
      'body.industryIds': 'Choose at most 3',
      'body.locationIds': 'Choose at most 3',
      'body.occupationIds': 'Choose at most 3',
    });
    const thai = await write({ industryIds: four, locationIds: [PROVINCE.bangkok, PROVINCE.bangkok] }, 'th');
    expect(validationMessages(thai)).toEqual({
      'body.industryIds': 'เลือกได้ไม่เกิน 3 รายการ',
      'body.locationIds': 'เลือกแต่ละตัวเลือกได้เพียงครั้งเดียว',
    });
    const twice = await write({ occupationIds: [OCCUPATION.professionals, OCCUPATION.professionals] });
    expect(validationMessages(twice)).toEqual({ 'body.occupationIds': 'Choose each option only once' });

    const three = await write({
      industryIds: four.slice(0, 3),
      locationIds: provinces.slice(0, 3),
      occupationIds: occupations.slice(0, 3),
    });
    expect(three.status).toBe(200);
    expect(three.body.result.profile.jobPreferences.industries).toHaveLength(3);
    expect(three.body.result.profile.jobPreferences.locations).toHaveLength(3);
    expect(three.body.result.profile.jobPreferences.occupations).toHaveLength(3);
    // Defaults for what was not given yet.
    expect(three.body.result.profile.jobPreferences).toMatchObject({
      desiredAnnualSalary: null,
      jobSearchStatus: 'OPEN_TO_OFFERS',
      relocationPreference: 'NEUTRAL',
    });

    // A later partial change keeps the rest.
    const salary = await write({ desiredAnnualSalary: 0, jobSearchStatus: 'NOT_ACTIVELY_LOOKING' });
    expect(salary.status).toBe(200);
    expect(salary.body.result.profile.jobPreferences).toMatchObject({
      desiredAnnualSalary: 0,
      jobSearchStatus: 'NOT_ACTIVELY_LOOKING',
    });
    expect(salary.body.result.profile.jobPreferences.industries).toHaveLength(3);
  });

  it.each([
    ['en', 'Must be 0 or more', 'Must be a whole number'],
    ['th', 'ต้องมีค่าตั้งแต่ 0 ขึ้นไป', 'ต้องเป็นจำนวนเต็ม'],
  ] as const)('wants desiredAnnualSalary to be a non-negative integer (%s)', async (locale, negative, whole) => {
    const { token } = await registerCandidate(app);
    const write = (body: unknown) =>
      send(app, { method: 'PATCH', path: '/profile/job-preferences', token, locale, body });
    expect(validationMessages(await write({ desiredAnnualSalary: -1 }))).toEqual({
      'body.desiredAnnualSalary': negative,
    });
    expect(validationMessages(await write({ desiredAnnualSalary: 1.5 }))).toEqual({
      'body.desiredAnnualSalary': whole,
    });
    expect((await write({})).status).toBe(200);
  });

  it.each([
    [
      'en',
      {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        phoneNumber: 'Phone number is required',
        address: 'Address is required',
        postalCode: 'Postal code is required',
      },
      'Postal code must be 5 digits',
      'Date of birth must be in the past',
    ],
    [
      'th',
      {
        firstName: 'กรุณากรอกชื่อ',
        lastName: 'กรุณากรอกนามสกุล',
        phoneNumber: 'กรุณากรอกหมายเลขโทรศัพท์',
        address: 'กรุณากรอกที่อยู่',
        postalCode: 'กรุณากรอกรหัสไปรษณีย์',
      },
      'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
      'วันเกิดต้องเป็นวันในอดีต',
    ],
  ] as const)('wants non-empty personal details (%s)', async (locale, required, postalCode, dateOfBirth) => {
    const { token } = await registerCandidate(app);
    const write = (body: unknown) =>
      send(app, { method: 'PATCH', path: '/profile/personal-details', token, locale, body });
    const empty = await write({ firstName: ' ', lastName: '', phoneNumber: '', address: '  ', postalCode: '' });
    expect(validationMessages(empty)).toEqual(
      Object.fromEntries(Object.entries(required).map(([field, text]) => [`body.${field}`, text])),
    );
    const wrong = await write({ postalCode: '1020', dateOfBirth: '2999-01-01' });
    expect(validationMessages(wrong)).toEqual({ 'body.postalCode': postalCode, 'body.dateOfBirth': dateOfBirth });
  });

  it.each([
    [
      'en',
      'Must be 1000000000 or less',
      'Must be 80 or less',
      'Contains a character that is not allowed',
      'Date must not be before 1900-01-01',
    ],
    ['th', 'ต้องมีค่าไม่เกิน 1000000000', 'ต้องมีค่าไม่เกิน 80', 'มีอักขระที่ไม่อนุญาต', 'วันที่ต้องไม่ก่อน 1900-01-01'],
  ] as const)(
    'answers 400, never a 500, to what the database could not store (%s)',
    async (locale, salary, years, character, date) => {
      const { token } = await registerCandidate(app);
      const write = async (path: string, body: unknown) =>
        validationMessages(await send(app, { method: 'PATCH', path, token, locale, body }));
      const work = {
        ...WORK_HISTORIES[0],
        annualSalary: 3_000_000_000,
        startDate: '0000-01-01',
      };
      expect(await write('/profile/work-history', { workHistories: [work] })).toEqual({
        'body.workHistories.0.annualSalary': salary,
        'body.workHistories.0.startDate': date,
      });
      expect(await write('/profile/job-preferences', { desiredAnnualSalary: 2 ** 31 })).toEqual({
        'body.desiredAnnualSalary': salary,
      });
      expect(
        await write('/profile/experience', {
          experiences: [{ experienceType: 'INDUSTRY', entityId: INDUSTRY.publishing, yearOfExperience: 2 ** 31 }],
        }),
      ).toEqual({ 'body.experiences.0.yearOfExperience': years });
      expect(
        await write('/profile', {
          skills: [{ name: 'Go', type: 'IT', yearOfExperience: 81 }],
          qualifications: [{ name: 'CPA', acquiredOn: '1899-12-31' }],
        }),
      ).toEqual({
        'body.skills.0.yearOfExperience': years,
        'body.qualifications.0.acquiredOn': date,
      });
      expect(await write('/profile/self-introduction', { selfIntroduction: 'hi\u0000' })).toEqual({
        'body.selfIntroduction': character,
      });
      expect(await write('/profile/personal-details', { dateOfBirth: '0001-01-01' })).toEqual({
        'body.dateOfBirth': date,
      });
      // U+0000 is refused before validation, for every field that holds one.
      expect(await write('/profile/personal-details', { firstName: 'a\u0000', address: '\u0000' })).toEqual({
        'body.firstName': character,
        'body.address': character,
      });
      const nulWork = { ...WORK_HISTORIES[0], jobDetail: 'a\u0000b' };
      expect(await write('/profile/work-history', { workHistories: [nulWork] })).toEqual({
        'body.workHistories.0.jobDetail': character,
      });
    },
  );

  it.each([
    ['en', 'End date must not be before the start date', 'Minimum salary must not be more than maximum salary'],
    ['th', 'วันที่สิ้นสุดต้องไม่อยู่ก่อนวันที่เริ่มต้น', 'เงินเดือนขั้นต่ำต้องไม่มากกว่าเงินเดือนสูงสุด'],
  ] as const)('wants dates in order and a salary range the right way round (%s)', async (locale, dates, range) => {
    const { token } = await registerCandidate(app);
    const work = { ...WORK_HISTORIES[0], endDate: '2019-12-31', minSalary: 2_000_000, maxSalary: 1_000_000 };
    const response = await send(app, {
      method: 'PATCH',
      path: '/profile/work-history',
      token,
      locale,
      body: { workHistories: [work] },
    });
    expect(validationMessages(response)).toEqual({
      'body.workHistories.0.endDate': dates,
      'body.workHistories.0.minSalary': range,
    });
    const education = { ...PROFILE_BODY.educations[0], endDate: '2011-01-01' };
    const educations = await send(app, {
      method: 'PATCH',
      path: '/profile',
      token,
      locale,
      body: { educations: [education] },
    });
    expect(validationMessages(educations)).toEqual({ 'body.educations.0.endDate': dates });
  });

  it('clears optional personal details with null and keeps the fields not sent', async () => {
    const candidate = await registerCandidate(app);
    await fillProfile(candidate.token);
    const response = await app.as(candidate.token).candidate.profile.updatePersonalDetails({
      body: { phoneNumber: null, districtId: null, gender: null },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const { personal, address } = response.body.result.profile;
    expect(personal).toMatchObject({
      phoneNumber: null,
      gender: null,
      firstName: 'Kanokwan',
      dateOfBirth: '1994-02-14',
    });
    expect(address).toMatchObject({
      districtId: null,
      provinceId: null,
      district: null,
      region: null,
      postalCode: '10200',
    });
  });
});

describe("a profile change's writes of the candidate's row", () => {
  /**
   * Counts the versions of one candidate's row that UPDATEs write from now on, with a trigger: each
   * version is added to every index of the table, the search's among them (docs/decisions.md #67).
   */
  async function countingRowWrites(candidateId: string) {
    const name = `test_row_writes_${candidateId.replace(/-/g, '')}`;
    await sql`CREATE TABLE ${sql.table(name)} (at timestamptz NOT NULL DEFAULT clock_timestamp())`.execute(app.db);
    await sql`CREATE FUNCTION ${sql.id(name)}() RETURNS trigger LANGUAGE plpgsql AS ${sql.lit(
      `BEGIN INSERT INTO ${name} DEFAULT VALUES; RETURN NEW; END`,
    )}`.execute(app.db);
    await sql`CREATE TRIGGER ${sql.id(name)} AFTER UPDATE ON candidates FOR EACH ROW
      WHEN (NEW.id = ${sql.lit(candidateId)}::uuid) EXECUTE FUNCTION ${sql.id(name)}()`.execute(app.db);
    return {
      async taken(): Promise<number> {
        const { rows } = await sql<{ writes: number }>`SELECT count(*)::int AS writes FROM ${sql.table(name)}`.execute(
          app.db,
        );
        await sql`DELETE FROM ${sql.table(name)}`.execute(app.db);
        return rows[0]?.writes ?? -1;
      },
      async drop() {
        await sql`DROP TRIGGER ${sql.id(name)} ON candidates`.execute(app.db);
        await sql`DROP FUNCTION ${sql.id(name)}()`.execute(app.db);
        await sql`DROP TABLE ${sql.table(name)}`.execute(app.db);
      },
    };
  }

  const searchRowOf = (candidateId: string) =>
    app.db
      .selectFrom('candidates')
      .select(['search_text', 'language_levels', 'work_days_base', 'updated_at'])
      .where('id', '=', candidateId)
      .executeTakeFirstOrThrow();

  it('is one for a change of its lists, with the document, the copies and the time of the change in it', async () => {
    const candidate = await registerCandidate(app);
    const candidateId = candidate.user.candidateId;
    const api = app.as(candidate.token).candidate.profile;
    const before = await searchRowOf(candidateId);
    const writes = await countingRowWrites(candidateId);
    try {
      const skills = await api.update({
        body: {
          skills: [{ name: 'Kubernetes', type: 'IT', yearOfExperience: 2 }],
          languageSkills: [
            {
              languageId: LANGUAGE.ja,
              communication: 'ADVANCED',
              reading: 'BASIC',
              writing: 'BASIC',
              certifications: [],
            },
          ],
        },
      });
      expect(skills.status).toBe(200);
      expect(await writes.taken()).toBe(1);
      const afterSkills = await searchRowOf(candidateId);
      expect(afterSkills.search_text).toContain('kubernetes');
      expect(afterSkills.language_levels).toEqual([`${LANGUAGE.ja}:1`, `${LANGUAGE.ja}:2`, `${LANGUAGE.ja}:3`]);
      expect(afterSkills.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());

      const work = await api.updateWorkHistory({ body: { workHistories: [WORK_HISTORIES[1] as never] } });
      expect(work.status).toBe(200);
      expect(await writes.taken()).toBe(1);
      expect((await searchRowOf(candidateId)).work_days_base).toBeGreaterThan(0);

      // A change of the row's own columns writes it, then the search row: two versions.
      const introduction = await api.updateSelfIntroduction({ body: { selfIntroduction: 'ชอบงานโลจิสติกส์' } });
      expect(introduction.status).toBe(200);
      expect(await writes.taken()).toBe(2);
      expect((await searchRowOf(candidateId)).search_text).toContain('ชอบงานโลจิสติกส์');
    } finally {
      await writes.drop();
    }
  });
});

describe('changing the registration e-mail', () => {
  it('moves sign-in to the new address and renames the account', async () => {
    const candidate = await registerCandidate(app);
    const newEmail = uniqueEmail('renamed');
    const response = await app.as(candidate.token).candidate.profile.updateRegistration({
      body: {
        currentEmail: candidate.email.toUpperCase(),
        newEmail: ` ${newEmail} `,
        currentPassword: STRONG_PASSWORD,
        firstName: 'Nok',
        lastName: 'Kaew',
      },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.result.profile.personal).toMatchObject({
      email: newEmail,
      firstName: 'Nok',
      lastName: 'Kaew',
    });

    const me = await app.as(candidate.token).candidate.auth.me();
    expect(me.body).toMatchObject({ result: { user: { email: newEmail } } });
    const oldLogin = await app.api.candidate.auth.login({
      body: { email: candidate.email, password: STRONG_PASSWORD },
    });
    const newLogin = await app.api.candidate.auth.login({ body: { email: newEmail, password: STRONG_PASSWORD } });
    expect(oldLogin.status).toBe(401);
    expect(newLogin.status).toBe(200);
  });

  it.each([
    ['en', 'The email address does not match your account', 'This email address is already registered'],
    ['th', 'อีเมลไม่ตรงกับอีเมลของบัญชีคุณ', 'อีเมลนี้ถูกลงทะเบียนแล้ว'],
  ] as const)(
    'refuses a wrong current e-mail (400) and a taken new one (409) (%s)',
    async (locale, mismatch, taken) => {
      const candidate = await registerCandidate(app);
      const other = await registerCandidate(app);
      const write = (body: unknown) =>
        send(app, { method: 'PATCH', path: '/profile/registration', token: candidate.token, locale, body });
      const names = { firstName: 'Nok', lastName: 'Kaew', currentPassword: STRONG_PASSWORD };

      const wrongCurrent = await write({ currentEmail: other.email, newEmail: uniqueEmail(), ...names });
      expect(wrongCurrent).toMatchObject({
        status: 400,
        body: { message: mismatch, error: { errorCode: 'EMAIL_MISMATCH' } },
      });

      const takenNew = await write({ currentEmail: candidate.email, newEmail: other.email.toUpperCase(), ...names });
      expect(takenNew).toMatchObject({
        status: 409,
        body: { message: taken, error: { errorCode: 'EMAIL_ALREADY_REGISTERED' } },
      });
      expect((await profileOf(candidate.token)).personal).toMatchObject({
        email: candidate.email,
        firstName: 'Somchai',
      });

      // Keeping the same address while changing the names is fine.
      const same = await write({ currentEmail: candidate.email, newEmail: candidate.email, ...names });
      expect(same.status).toBe(200);
    },
  );

  it.each([
    ['en', 'Invalid email address', 'First name is required', 'Last name is required'],
    ['th', 'รูปแบบอีเมลไม่ถูกต้อง', 'กรุณากรอกชื่อ', 'กรุณากรอกนามสกุล'],
  ] as const)('wants a valid new e-mail and non-empty names (%s)', async (locale, email, firstName, lastName) => {
    const { token } = await registerCandidate(app);
    const response = await send(app, {
      method: 'PATCH',
      path: '/profile/registration',
      token,
      locale,
      body: { currentEmail: '', newEmail: 'not-an-email', firstName: ' ', lastName: '' },
    });
    expect(validationMessages(response)).toEqual({
      'body.currentEmail': email,
      'body.newEmail': email,
      'body.firstName': firstName,
      'body.lastName': lastName,
    });
  });
});
