import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createOffer, createPosting, send } from './candidate-fixtures.ts';
import { validationMessages } from './support/errors.ts';
import { registerCandidate, registerEmployer, STRONG_PASSWORD } from './support/factories.ts';
import { DISTRICT, INDUSTRY, OCCUPATION } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

const SURVEY = { reason: 'FOUND_JOB_OTHER' as const, reasonOther: null, message: 'Thank you, found a job!', score: 9 };

describe('account settings', () => {
  it('reads the settings, and changes only the fields given', async () => {
    const candidate = await registerCandidate(app);
    const api = app.as(candidate.token).candidate.settings;
    const initial = await api.get();
    expect(initial.status).toBe(200);
    if (initial.status !== 200) return;
    expect(initial.body.result.settings).toEqual({
      email: candidate.email,
      firstName: 'Somchai',
      lastName: 'Jaidee',
      locale: 'en',
      openToCompanyOffer: true,
      openToDirectMessage: true,
      subscribedToNewsletter: false,
    });

    const changed = await api.update({ body: { openToCompanyOffer: false, subscribedToNewsletter: true } });
    expect(changed.status).toBe(200);
    if (changed.status !== 200) return;
    expect(changed.body.result.settings).toEqual({
      ...initial.body.result.settings,
      openToCompanyOffer: false,
      subscribedToNewsletter: true,
    });

    const renamed = await api.update({ body: { firstName: '  Nok ', lastName: 'Kaew', locale: 'th' } });
    expect(renamed.status).toBe(200);
    const after = await api.get();
    expect(after.body).toMatchObject({
      result: {
        settings: {
          firstName: 'Nok',
          lastName: 'Kaew',
          locale: 'th',
          openToCompanyOffer: false,
          openToDirectMessage: true,
          subscribedToNewsletter: true,
        },
      },
    });
  });

  it.each([
    ['en', 'Must be between 2 and 100 characters'],
    ['th', 'ต้องมีความยาวระหว่าง 2 ถึง 100 ตัวอักษร'],
  ] as const)('keeps account names to 2-100 characters (%s)', async (locale, length) => {
    const { token } = await registerCandidate(app);
    const write = (body: unknown) => send(app, { method: 'PATCH', path: '/settings', token, locale, body });
    const response = await write({ firstName: ' A ', lastName: 'ก'.repeat(101) });
    expect(validationMessages(response)).toEqual({ 'body.firstName': length, 'body.lastName': length });
    expect((await write({})).status).toBe(200);
    expect(validationMessages(await write({ firstName: '\u200b\u200e\u200b' }))).toEqual({ 'body.firstName': length });
    const nul = await write({ lastName: 'Kaew\u0000' });
    expect(Object.keys(validationMessages(nul))).toEqual(['body.lastName']);
    expect((await write({ firstName: 'Ab', lastName: 'ก'.repeat(100) })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await app.api.candidate.settings.get()).status).toBe(401);
    expect((await app.api.candidate.profile.get()).status).toBe(401);
  });
});

/** A candidate with a complete, recognisable profile and some activity on the platform. */
async function activeCandidate() {
  const tag = randomUUID().slice(0, 8);
  const firstName = `Pimchanok${tag}`;
  const lastName = `Wongsawat${tag}`;
  const phoneNumber = `08${randomInt(10_000_000, 99_999_999)}`;
  const candidate = await registerCandidate(app);
  const api = app.as(candidate.token).candidate;
  const writes = [
    await api.profile.updatePersonalDetails({
      body: {
        firstName,
        lastName,
        phoneNumber,
        dateOfBirth: '1990-05-05',
        gender: 'FEMALE',
        address: `12 Soi ${lastName}`,
        postalCode: '10200',
        districtId: DISTRICT.phraNakhon,
      },
    }),
    await api.profile.updateSelfIntroduction({
      body: { selfIntroduction: `I am ${firstName} ${lastName}, reach me at ${candidate.email} or ${phoneNumber}.` },
    }),
    await api.profile.update({
      body: {
        skills: [{ name: `Known as ${firstName}`, type: 'SKILL' }],
        educations: [
          {
            status: 'GRADUATED',
            fieldOfStudy: 'Accounting',
            institution: 'Thammasat University',
            startDate: '2008-06-01',
            endDate: '2012-03-31',
            level: 'BACHELOR',
          },
        ],
      },
    }),
    await api.profile.updateWorkHistory({
      body: {
        workHistories: [
          {
            industryId: INDUSTRY.financialServices,
            occupationId: OCCUPATION.financeProfessionals,
            companyName: 'Krungthep Finance',
            jobDetail: `Analyst (${lastName})`,
            isCurrent: true,
            startDate: '2012-05-01',
            employmentType: 'FULL_TIME',
          },
        ],
      },
    }),
    await api.profile.updateJobPreferences({ body: { industryIds: [INDUSTRY.financialServices] } }),
  ];
  for (const write of writes) expect(write.status, JSON.stringify(write.body)).toBe(200);

  const employer = await registerEmployer(app);
  // The company hears of applications at once and auto-replies: e-mails both ways.
  await app.db
    .updateTable('companies')
    .set({
      notification_email: `hr.${tag}@example.test`,
      notification_frequency: 'ANY_TIME',
      auto_reply_enabled: true,
      auto_reply_template_message: 'Thank you for applying, we will be in touch.',
    })
    .where('id', '=', employer.user.companyId)
    .execute();
  const applied = await createPosting(app, employer, { title: 'Financial analyst' });
  const saved = await createPosting(app, employer, { title: 'Auditor' });
  const offered = await createPosting(app, employer, { title: 'Controller' });
  const scheduled = await createPosting(app, employer, { title: 'Treasurer' });
  expect((await api.jobs.get({ params: { jobId: applied } })).status).toBe(200);
  expect((await api.applications.apply({ params: { jobId: applied }, body: {} })).status).toBe(201);
  expect((await api.savedJobs.save({ params: { jobId: saved }, body: {} })).status).toBe(200);
  const offerId = await createOffer(app, employer, candidate.user.candidateId, offered);
  const accepted = await api.offers.answer({ params: { offerId }, body: { status: 'ACCEPTED' } });
  expect(accepted.status).toBe(200);
  const scheduledOfferId = await createOffer(app, employer, candidate.user.candidateId, scheduled, {
    status: 'SCHEDULED',
  });
  // A pool the employer keeps the candidate in.
  const poolId = randomUUID();
  await app.db
    .insertInto('talent_pools')
    .values({ id: poolId, company_id: employer.user.companyId, name: 'Finance shortlist' })
    .execute();
  await app.db
    .insertInto('talent_pool_members')
    .values({ pool_id: poolId, candidate_id: candidate.user.candidateId })
    .execute();
  // A password reset e-mail: it carries the address and the name.
  expect((await app.api.candidate.auth.forgotPassword({ body: { email: candidate.email } })).status).toBe(200);

  return {
    ...candidate,
    firstName,
    lastName,
    phoneNumber,
    employer,
    jobs: { applied, saved, offered, scheduled },
    offerId,
    scheduledOfferId,
  };
}

/** Every text-like column of every table in the database, as (table, column). */
async function textColumns() {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema()
      AND t.table_type = 'BASE TABLE'
      AND (c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'tsvector')
           OR c.udt_name IN ('_text', '_varchar'))
    ORDER BY c.table_name, c.column_name`.execute(app.db);
  return rows;
}

/** Where in the whole database any of `needles` still occurs (case-insensitively), as "table.column". */
async function occurrences(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns()) {
    for (const needle of needles) {
      const { rows } = await sql<{ hits: number }>`
        SELECT count(*)::int AS hits FROM ${sql.table(table_name)}
        WHERE strpos(lower(${sql.ref(column_name)}::text), ${needle.toLowerCase()}) > 0`.execute(app.db);
      if ((rows[0]?.hits ?? 0) > 0) found.push(`${table_name}.${column_name} has ${needle}`);
    }
  }
  return found;
}

describe('the data export (PDPA right of access)', () => {
  it('holds the account, profile, settings, saved jobs, applications, offers and job views', async () => {
    const candidate = await activeCandidate();
    const response = await app.as(candidate.token).candidate.profile.export();
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const data = response.body.result.export;
    const profile = await app.as(candidate.token).candidate.profile.get();
    const settings = await app.as(candidate.token).candidate.settings.get();

    expect(data.account).toMatchObject({
      userId: candidate.user.uid,
      email: candidate.email,
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      locale: 'en',
    });
    expect(profile.body).toMatchObject({ result: { profile: data.profile } });
    expect(settings.body).toMatchObject({ result: { settings: data.settings } });
    expect(data.savedJobs.map((saved) => saved.jobPostingId)).toEqual([candidate.jobs.saved]);
    expect(
      data.applications
        .map(({ jobId, offerId, status, jobTitle, companyName }) => ({ jobId, offerId, status, jobTitle, companyName }))
        .sort((a, b) => a.jobTitle.localeCompare(b.jobTitle)),
    ).toEqual([
      {
        jobId: candidate.jobs.offered,
        offerId: candidate.offerId,
        status: 'PENDING',
        jobTitle: 'Controller',
        companyName: candidate.employer.companyName,
      },
      {
        jobId: candidate.jobs.applied,
        offerId: null,
        status: 'PENDING',
        jobTitle: 'Financial analyst',
        companyName: candidate.employer.companyName,
      },
    ]);
    // The offers the candidate can see; the scheduled one has not reached them.
    expect(data.offers.map((offer) => [offer.id, offer.status])).toEqual([[candidate.offerId, 'ACCEPTED']]);
    expect(data.jobViews).toEqual([
      expect.objectContaining({ jobId: candidate.jobs.applied, jobTitle: 'Financial analyst' }),
    ]);
  });
});

describe('deleting the account (PDPA)', () => {
  /** What the employers' search copies onto a candidate's row from their profile. */
  const searchCopiesOf = (candidateId: string) =>
    app.db
      .selectFrom('candidates')
      .select([
        'province_id',
        'industry_ids',
        'occupation_ids',
        'education_levels',
        'work_days_base',
        'ongoing_jobs',
        'ongoing_jobs_started',
        'search_signature',
      ])
      .where('id', '=', candidateId)
      .executeTakeFirstOrThrow();
  const isSet = (value: unknown) => value !== null && value !== 0 && !(Array.isArray(value) && value.length === 0);

  it('erases every trace of the person from every table, keeps the anonymous survey, and signs out', async () => {
    const candidate = await activeCandidate();
    const needles = [candidate.email, candidate.firstName, candidate.lastName, candidate.phoneNumber];
    // The probe finds the person everywhere before the deletion: it can fail.
    const before = await occurrences(needles);
    for (const expected of ['users.email', 'users.first_name', 'candidates.phone_number', 'outbox_emails.to_address']) {
      expect(before.some((hit) => hit.startsWith(expected))).toBe(true);
    }
    expect(Object.values(await searchCopiesOf(candidate.user.candidateId)).every(isSet)).toBe(true);
    const reasonOther = `Moving abroad ${randomUUID()}`;

    const response = await app.as(candidate.token).candidate.profile.delete({
      body: { email: candidate.email.toUpperCase(), ...SURVEY, reason: 'OTHER', reasonOther },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'success', result: { deleted: true } });

    expect(await occurrences(needles)).toEqual([]);

    // The old token, every route: 401. Signing in again is impossible.
    const me = await app.as(candidate.token).candidate.auth.me();
    expect(me).toMatchObject({ status: 401, body: { error: { errorCode: 'UNAUTHENTICATED' } } });
    expect((await app.as(candidate.token).candidate.profile.get()).status).toBe(401);
    const login = await app.api.candidate.auth.login({ body: { email: candidate.email, password: STRONG_PASSWORD } });
    expect(login.status).toBe(401);

    // The anonymous survey is kept, with nothing pointing back at the person.
    const surveys = await app.db
      .selectFrom('withdrawal_surveys')
      .selectAll()
      .where('reason_other', '=', reasonOther)
      .execute();
    expect(surveys).toEqual([
      {
        id: expect.any(String),
        reason: 'OTHER',
        reason_other: reasonOther,
        message: SURVEY.message,
        score: 9,
        created_at: expect.any(Date),
      },
    ]);

    // What employers hold still points at an anonymous stub; an undelivered offer is cancelled.
    const application = await app.db
      .selectFrom('job_applications')
      .select('status')
      .where('candidate_id', '=', candidate.user.candidateId)
      .execute();
    expect(application).toEqual([{ status: 'PENDING' }, { status: 'PENDING' }]);
    const offers = await app.db
      .selectFrom('job_offers')
      .select(['id', 'status'])
      .where('candidate_id', '=', candidate.user.candidateId)
      .orderBy('status', 'desc')
      .execute();
    expect(offers).toEqual([
      { id: candidate.scheduledOfferId, status: 'CANCELLED' },
      { id: candidate.offerId, status: 'ACCEPTED' },
    ]);
    const stub = await app.db
      .selectFrom('candidates')
      .select(['deleted_at', 'open_to_company_offer'])
      .where('id', '=', candidate.user.candidateId)
      .executeTakeFirstOrThrow();
    expect(stub.deleted_at).not.toBeNull();
    expect(stub.open_to_company_offer).toBe(false);
    // Nor does the stub keep the search's copies of the profile (they were all set before).
    expect(await searchCopiesOf(candidate.user.candidateId)).toEqual({
      province_id: null,
      industry_ids: [],
      occupation_ids: [],
      education_levels: [],
      work_days_base: 0,
      ongoing_jobs: 0,
      ongoing_jobs_started: null,
      search_signature: null,
    });
  });

  it('lets the address be registered again afterwards', async () => {
    const candidate = await registerCandidate(app);
    const deleted = await app
      .as(candidate.token)
      .candidate.profile.delete({ body: { email: candidate.email, ...SURVEY } });
    expect(deleted.status).toBe(200);
    const again = await registerCandidate(app, { email: candidate.email });
    expect(again.user.candidateId).not.toBe(candidate.user.candidateId);
  });

  it.each([
    ['en', 'The email address does not match your account'],
    ['th', 'อีเมลไม่ตรงกับอีเมลของบัญชีคุณ'],
  ] as const)('refuses an e-mail that is not the account’s and keeps the account (%s)', async (locale, mismatch) => {
    const candidate = await registerCandidate(app);
    const other = await registerCandidate(app);
    const response = await send(app, {
      method: 'DELETE',
      path: '/profile',
      token: candidate.token,
      locale,
      body: { email: other.email, ...SURVEY },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { message: mismatch, error: { errorCode: 'EMAIL_MISMATCH' } },
    });
    expect((await app.as(candidate.token).candidate.auth.me()).status).toBe(200);
    expect((await app.as(other.token).candidate.auth.me()).status).toBe(200);
  });

  it.each([
    [
      'en',
      {
        'body.email': 'Invalid email address',
        'body.reason': 'Choose a reason for leaving',
        'body.reasonOther': 'Must be 2000 characters or fewer.',
        'body.message': 'Must be 2000 characters or fewer.',
        'body.score': 'Score must be between 1 and 10',
      },
    ],
    [
      'th',
      {
        'body.email': 'รูปแบบอีเมลไม่ถูกต้อง',
        'body.reason': 'กรุณาเลือกเหตุผลที่ต้องการลบบัญชี',
        'body.reasonOther': 'ต้องมีความยาวไม่เกิน 2000 ตัวอักษร',
        'body.message': 'ต้องมีความยาวไม่เกิน 2000 ตัวอักษร',
        'body.score': 'คะแนนต้องอยู่ระหว่าง 1 ถึง 10',
      },
    ],
  ] as const)('validates the deletion body (%s)', async (locale, expected) => {
    const candidate = await registerCandidate(app);
    const remove = (body: unknown) =>
      send(app, { method: 'DELETE', path: '/profile', token: candidate.token, locale, body });
    const response = await remove({
      email: 'nope',
      reason: 'BORED',
      reasonOther: 'x'.repeat(2001),
      message: 'x'.repeat(2001),
      score: 11,
    });
    expect(validationMessages(response)).toEqual(expected);
    for (const score of [0, 5.5, '7', null]) {
      const wrongScore = await remove({ email: candidate.email, reason: 'OTHER', score });
      expect(validationMessages(wrongScore)).toEqual({ 'body.score': expected['body.score'] });
    }
    expect(validationMessages(await remove({ email: candidate.email, score: 3 }))).toEqual({
      'body.reason': expected['body.reason'],
    });
    expect((await app.as(candidate.token).candidate.auth.me()).status).toBe(200);

    // The limits themselves are allowed.
    const longest = await remove({
      email: candidate.email,
      reason: 'SITE_DIFFICULT',
      message: 'x'.repeat(2000),
      score: 1,
    });
    expect(longest.status).toBe(200);
  });
});
