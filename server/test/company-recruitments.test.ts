import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, validationMessages } from './support/errors.ts';
import { inviteRecruiter, registerCandidate, registerEmployer } from './support/factories.ts';
import { INDUSTRY, OCCUPATION } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

/** A division (not a section) and an occupation of the seeded reference data, and a district. */
const industry = {
  id: INDUSTRY.computerProgramming,
  name_en: 'Computer programming, consultancy and related activities',
  name_th: 'กิจกรรมการจัดทำโปรแกรมคอมพิวเตอร์ การให้คำปรึกษาเกี่ยวกับคอมพิวเตอร์ และกิจกรรมที่เกี่ยวข้อง',
};
const occupation = {
  id: OCCUPATION.softwareDevelopers,
  name_en: 'Software and applications developers and analysts',
  name_th: 'นักพัฒนาและนักวิเคราะห์ซอฟต์แวร์และโปรแกรมประยุกต์',
};
const district = await app.db
  .selectFrom('districts as d')
  .innerJoin('provinces as p', 'p.id', 'd.province_id')
  .select(['d.id', 'd.name_en', 'd.name_th', 'd.postal_codes', 'p.id as province_id', 'p.name_en as province_en'])
  .select(['p.name_th as province_th', 'p.region'])
  .orderBy('d.code')
  .executeTakeFirstOrThrow();

const minimal = () => ({
  title: 'Backend Engineer',
  description: 'Build the matching engine.',
  employmentStatus: 'FULL_TIME' as const,
  industryId: industry.id,
  occupationId: occupation.id,
});

/** Every writable JobPosting field of docs/domain.md, each with a value that must come back as sent. */
const fullContent = () => ({
  summary: 'Build and run the matching engine',
  highlight: 'Remote Fridays',
  memo: 'Internal: budget approved in Q3',
  districtId: district.id,
  educationLevel: 'BACHELOR' as const,
  salaryExpectation: 900_000,
  estimatedSalaryMin: 600_000,
  estimatedSalaryMax: 1_200_000,
  expiredAt: '2030-01-31T17:00:00.000Z',
  accessInfo: 'BTS Asok, exit 3',
  applicationInstructions: 'Send a CV in English or Thai',
  bonusPolicy: 'Two months a year',
  contactInfo: 'jobs@example.test',
  coverImage: 'https://cdn.example.test/cover.png',
  employeeBenefits: 'Health insurance, provident fund',
  leavePolicy: '15 days of annual leave',
  locationDetail: '88 Sukhumvit 21, Bangkok',
  probationPeriod: '119 days',
  qualification: '5 years of TypeScript',
  salaryIncreasePolicy: 'Yearly review',
  specialDescription: 'We sponsor conference trips',
  specialImage: 'https://cdn.example.test/special.png',
  specialTopic: 'Engineering culture',
  workHours: 'Mon–Fri 9:00–18:00',
  companySearchKeyword: ['golang', 'วิศวกร'],
  images: ['https://cdn.example.test/1.png', 'https://cdn.example.test/2.png'],
  salaryExamples: [{ title: 'Senior, 6 years', annualSalary: 1_100_000 }],
  testimonials: [{ quote: 'Great team', role: 'Engineer', tenure: '3 years', title: 'Why I stay' }],
  applicationSteps: [
    { title: 'Screening', description: 'A 30-minute call' },
    { title: 'Interview', description: 'With the team' },
  ],
});

async function create(token: string, body: Record<string, unknown> = minimal()) {
  const response = await app.as(token).company.recruitments.create({ body: body as never });
  if (response.status !== 201) throw new Error(`create: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result.recruitment;
}

describe('POST /recruitment', () => {
  it('creates a DRAFT of the caller’s company with the required fields (201)', async () => {
    const admin = await registerEmployer(app);
    const response = await app.as(admin.token).company.recruitments.create({ body: minimal() });
    expect(response.status).toBe(201);
    if (response.status !== 201) return;
    expect(response.body.result.recruitment).toMatchObject({
      companyId: admin.user.companyId,
      postedById: admin.user.recruiterId,
      title: 'Backend Engineer',
      description: 'Build the matching engine.',
      employmentType: 'FULL_TIME',
      status: 'DRAFT',
      isDraft: true,
      isActive: false,
      postedAt: null,
      closedAt: null,
      industry: { id: industry.id, localized: { en: industry.name_en, th: industry.name_th } },
      occupation: { id: occupation.id, localized: { en: occupation.name_en, th: occupation.name_th } },
      location: null,
      summary: null,
      companySearchKeyword: [],
      images: [],
      salaryExamples: [],
      testimonials: [],
      applicationSteps: [],
    });
  });

  it('round-trips every JobPosting field, and publishing at once sets postedAt', async () => {
    const admin = await registerEmployer(app);
    const before = Date.now();
    const created = await create(admin.token, { ...minimal(), ...fullContent(), status: 'ACTIVE' });
    const expected = {
      ...fullContent(),
      title: 'Backend Engineer',
      employmentType: 'FULL_TIME',
      status: 'ACTIVE',
      isActive: true,
      isDraft: false,
      location: {
        districtId: district.id,
        provinceId: district.province_id,
        address: '88 Sukhumvit 21, Bangkok',
        district: { en: district.name_en, th: district.name_th },
        province: { en: district.province_en, th: district.province_th },
        region: district.region,
        postalCode: district.postal_codes[0],
      },
    };
    expect(created).toMatchObject(expected);
    expect(Date.parse(created.postedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const read = await app.as(admin.token).company.recruitments.get({ params: { recruitmentId: created.id } });
    expect(read.status).toBe(200);
    if (read.status === 200) expect(read.body.result.recruitment).toEqual(created);
  });

  it('lets a RECRUITER create, as the poster', async () => {
    const admin = await registerEmployer(app);
    const recruiter = await inviteRecruiter(app, admin.token);
    const created = await create(recruiter.token);
    expect(created).toMatchObject({ companyId: admin.user.companyId, postedById: recruiter.user.recruiterId });
  });

  it('answers docs/domain.md’s messages in English and Thai', async () => {
    const admin = await registerEmployer(app);
    const long = (length: number) => 'x'.repeat(length);
    const tooLong = {
      ...minimal(),
      title: long(201),
      description: long(5001),
      highlight: long(201),
      employeeBenefits: long(2001),
      workHours: long(201),
      testimonials: [{ quote: long(1001) }],
    };
    const cases = [
      {
        locale: 'en' as const,
        required: 'This field is required.',
        max: (n: number) => `Must be ${n} characters or fewer.`,
      },
      {
        locale: 'th' as const,
        required: 'จำเป็นต้องกรอกข้อมูลนี้',
        max: (n: number) => `ต้องมีความยาวไม่เกิน ${n} ตัวอักษร`,
      },
    ];
    for (const { locale, required, max } of cases) {
      const client = app.as(admin.token, locale).company.recruitments;
      expect(validationMessages(await client.create({ body: {} as never }))).toEqual({
        'body.title': required,
        'body.description': required,
        'body.employmentStatus': required,
        'body.industryId': required,
        'body.occupationId': required,
      });
      expect(
        validationMessages(await client.create({ body: { ...minimal(), title: '   ', description: '' } })),
      ).toEqual({
        'body.title': required,
        'body.description': required,
      });
      expect(validationMessages(await client.create({ body: tooLong as never }))).toEqual({
        'body.title': max(200),
        'body.description': max(5000),
        'body.highlight': max(200),
        'body.employeeBenefits': max(2000),
        'body.workHours': max(200),
        'body.testimonials.0.quote': max(1000),
      });
    }
    const malformed = await app.as(admin.token, 'th').company.recruitments.create({
      body: { ...minimal(), industryId: 'abc' },
    });
    expect(validationMessages(malformed)).toEqual({ 'body.industryId': 'ต้องเป็นรหัสอ้างอิงที่ถูกต้อง (uuid)' });
    const range = await app.as(admin.token).company.recruitments.create({
      body: { ...minimal(), estimatedSalaryMin: 500_000, estimatedSalaryMax: 400_000 },
    });
    expect(validationMessages(range)).toEqual({
      'body.estimatedSalaryMax': 'The minimum must not be greater than the maximum',
    });
  });

  it('refuses what the database cannot store with 400 and a message, never a 500', async () => {
    const admin = await registerEmployer(app);
    const en = await app.as(admin.token).company.recruitments.create({
      body: {
        ...minimal(),
        estimatedSalaryMin: 3_000_000_000,
        salaryExamples: [{ title: 'Huge', annualSalary: 1_000_000_001 }],
        expiredAt: '0000-01-01T00:00:00Z',
      },
    });
    expect(validationMessages(en)).toEqual({
      'body.estimatedSalaryMin': 'Must be 1000000000 or less',
      'body.salaryExamples.0.annualSalary': 'Must be 1000000000 or less',
      'body.expiredAt': 'Date must not be before 2000-01-01',
    });
    // U+0000 is refused before validation, for every field that holds one.
    const nul = await app.as(admin.token).company.recruitments.create({
      body: { ...minimal(), title: 'Nul\u0000byte', testimonials: [{ quote: 'q\u0000' }] },
    });
    expect(validationMessages(nul)).toEqual({
      'body.title': 'Contains a character that is not allowed',
      'body.testimonials.0.quote': 'Contains a character that is not allowed',
    });
    const { id } = await create(admin.token);
    const th = await app.as(admin.token, 'th').company.recruitments.update({
      params: { recruitmentId: id },
      body: { salaryExpectation: 1_000_000_001 },
    });
    expect(validationMessages(th)).toEqual({ 'body.salaryExpectation': 'ต้องมีค่าไม่เกิน 1000000000' });
    const nulTh = await app.as(admin.token, 'th').company.recruitments.update({
      params: { recruitmentId: id },
      body: { memo: '\u0000' },
    });
    expect(validationMessages(nulTh)).toEqual({ 'body.memo': 'มีอักขระที่ไม่อนุญาต' });
    const search = await app.as(admin.token).company.recruitments.list({ query: { search: 'a\u0000' } });
    expect(validationMessages(search)).toEqual({ 'query.search': 'Contains a character that is not allowed' });
  });

  it('refuses ids of reference data that does not exist with 400 UNKNOWN_REFERENCE, never a 500', async () => {
    const admin = await registerEmployer(app);
    const response = await app.as(admin.token, 'th').company.recruitments.create({
      body: { ...minimal(), industryId: randomUUID(), districtId: randomUUID() },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'คำขออ้างอิงถึงข้อมูลที่ไม่มีอยู่ในระบบ',
      error: { errorCode: 'UNKNOWN_REFERENCE' },
    });
    expect(validationMessages(response)).toEqual({
      'body.industryId': 'ไม่พบอุตสาหกรรมที่มีรหัสนี้',
      'body.districtId': 'ไม่พบอำเภอหรือเขตที่มีรหัสนี้',
    });
  });
});

describe('GET /recruitment', () => {
  it('lists only the company’s recruitments, searchable (Thai too), by status, in pages', async () => {
    const admin = await registerEmployer(app);
    const other = await registerEmployer(app);
    await create(other.token, { ...minimal(), title: 'Other company engineer' });
    const draft = await create(admin.token, { ...minimal(), title: 'Data Analyst' });
    const active = await create(admin.token, { ...minimal(), title: 'วิศวกรซอฟต์แวร์อาวุโส', status: 'ACTIVE' });
    const paused = await create(admin.token, { ...minimal(), title: 'Marketing Lead', status: 'ACTIVE' });
    await app.as(admin.token).company.recruitments.update({
      params: { recruitmentId: paused.id },
      body: { status: 'PAUSED' },
    });
    const api = app.as(admin.token).company.recruitments;

    const all = await api.list({ query: {} });
    expect(all.status).toBe(200);
    if (all.status !== 200) return;
    // Most recently changed first: the paused one was updated last.
    expect(all.body.result.recruitments.map((item) => item.id)).toEqual([paused.id, active.id, draft.id]);
    expect(all.body.result.pagination).toEqual({ page: 1, pageSize: 12, total: 3, totalExact: true, totalPages: 1 });
    expect(all.body.result.recruitments[1]).toEqual({
      id: active.id,
      title: 'วิศวกรซอฟต์แวร์อาวุโส',
      status: 'ACTIVE',
      stats: { sent: 0, opened: 0, viewed: 0, applications: 0, interested: 0 },
      postedAt: active.postedAt,
      closedAt: null,
      createdAt: active.createdAt,
      updatedAt: active.updatedAt,
    });

    const ids = async (query: Record<string, unknown>) => {
      const response = await api.list({ query });
      if (response.status !== 200) throw new Error(JSON.stringify(response.body));
      return response.body.result.recruitments.map((item) => item.id);
    };
    expect(await ids({ search: 'อาวุโส' })).toEqual([active.id]);
    expect(await ids({ search: 'data analyst' })).toEqual([draft.id]);
    // All three are in ISCO 251, whose aliases include Programmer; the other company's is not listed.
    expect(await ids({ search: 'programmer' })).toEqual([paused.id, active.id, draft.id]);
    expect(await ids({ search: 'other company' })).toEqual([]);
    expect(await ids({ status: 'PAUSED' })).toEqual([paused.id]);
    expect(await ids({ status: 'DRAFT', search: 'marketing' })).toEqual([]);

    const page2 = await api.list({ query: { page: 2, pageSize: 2 } });
    expect(page2.status).toBe(200);
    if (page2.status === 200) {
      expect(page2.body.result.recruitments.map((item) => item.id)).toEqual([draft.id]);
      expect(page2.body.result.pagination).toEqual({ page: 2, pageSize: 2, total: 3, totalExact: true, totalPages: 2 });
    }
    expect(await ids({ page: 5, pageSize: 2 })).toEqual([]);

    const badQuery = await app.as(admin.token, 'th').company.recruitments.list({
      query: { status: 'OPEN', pageSize: 101 } as never,
    });
    expect(validationMessages(badQuery)['query.pageSize']).toBe('จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100');
    expect(Object.keys(validationMessages(badQuery))).toContain('query.status');
  });

  it('counts stats: offers sent, opened and accepted, distinct signed-in viewers, applications', async () => {
    const admin = await registerEmployer(app);
    const posting = await create(admin.token, { ...minimal(), status: 'ACTIVE' });
    const untouched = await create(admin.token, { ...minimal(), title: 'Untouched', status: 'ACTIVE' });
    const candidates = await Promise.all([1, 2, 3, 4, 5].map(() => registerCandidate(app)));

    // Offers are inserted directly: the employer offer routes are another issue.
    const offer = (index: number, status: 'SCHEDULED' | 'SENT' | 'ACCEPTED' | 'REJECTED', opened: boolean) => ({
      id: randomUUID(),
      company_id: admin.user.companyId,
      candidate_id: candidates[index]?.user.candidateId ?? '',
      job_posting_id: posting.id,
      offer_by_id: admin.user.recruiterId,
      status,
      title: 'An offer',
      introduction: 'Hello',
      content: 'Join us',
      sent_at: status === 'SCHEDULED' ? null : new Date(),
      scheduled_at: status === 'SCHEDULED' ? new Date(Date.now() + 86_400_000) : null,
      opened_at: opened ? new Date() : null,
    });
    await app.db
      .insertInto('job_offers')
      .values([
        offer(0, 'SCHEDULED', false),
        offer(1, 'SENT', false),
        offer(2, 'SENT', true),
        offer(3, 'ACCEPTED', true),
      ])
      .execute();

    // Three distinct signed-in viewers (one views twice); a signed-out view does not count.
    for (const index of [0, 1, 1, 2]) {
      const token = candidates[index]?.token ?? '';
      expect((await app.as(token).candidate.jobs.get({ params: { jobId: posting.id } })).status).toBe(200);
    }
    expect((await app.api.candidate.jobs.get({ params: { jobId: posting.id } })).status).toBe(200);
    for (const index of [2, 4]) {
      const token = candidates[index]?.token ?? '';
      const applied = await app.as(token).candidate.applications.apply({ params: { jobId: posting.id }, body: {} });
      expect(applied.status).toBe(201);
    }

    const list = await app.as(admin.token).company.recruitments.list({ query: {} });
    expect(list.status).toBe(200);
    if (list.status !== 200) return;
    const stats = Object.fromEntries(list.body.result.recruitments.map((item) => [item.id, item.stats]));
    expect(stats[posting.id]).toEqual({ sent: 3, opened: 2, viewed: 3, applications: 2, interested: 1 });
    expect(stats[untouched.id]).toEqual({ sent: 0, opened: 0, viewed: 0, applications: 0, interested: 0 });
  });
});

describe('GET and PATCH /recruitment/{recruitmentId}', () => {
  it('changes content, clears optional fields with null or "", and keeps what is not given', async () => {
    const admin = await registerEmployer(app);
    const created = await create(admin.token, { ...minimal(), ...fullContent() });
    const api = app.as(admin.token).company.recruitments;
    const response = await api.update({
      params: { recruitmentId: created.id },
      body: {
        title: '  Staff Engineer  ',
        employmentStatus: 'CONTRACT',
        summary: null,
        highlight: '',
        districtId: null,
        estimatedSalaryMax: null,
        images: [],
        testimonials: [{ quote: 'Still great' }],
      },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const updated = response.body.result.recruitment;
    expect(updated).toMatchObject({
      title: 'Staff Engineer',
      employmentType: 'CONTRACT',
      summary: null,
      highlight: null,
      districtId: null,
      location: null,
      estimatedSalaryMin: 600_000,
      estimatedSalaryMax: null,
      images: [],
      testimonials: [{ quote: 'Still great', role: '', tenure: '', title: '' }],
      memo: 'Internal: budget approved in Q3',
      workHours: 'Mon–Fri 9:00–18:00',
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    // The stored minimum counts when only the maximum changes.
    const range = await api.update({ params: { recruitmentId: created.id }, body: { estimatedSalaryMax: 100 } });
    expect(validationMessages(range)).toEqual({
      'body.estimatedSalaryMax': 'The minimum must not be greater than the maximum',
    });
    const empty = await app.as(admin.token, 'th').company.recruitments.update({
      params: { recruitmentId: created.id },
      body: {},
    });
    // An empty PATCH changes nothing, not even updatedAt.
    expect(empty).toMatchObject({ status: 200, body: { result: { recruitment: { updatedAt: updated.updatedAt } } } });
    const blankTitle = await api.update({ params: { recruitmentId: created.id }, body: { title: ' ' } });
    expect(validationMessages(blankTitle)).toEqual({ 'body.title': 'This field is required.' });
    const unknown = await api.update({ params: { recruitmentId: created.id }, body: { occupationId: randomUUID() } });
    expect(unknown).toMatchObject({ status: 400, body: { error: { errorCode: 'UNKNOWN_REFERENCE' } } });
  });

  it('moves DRAFT → ACTIVE → PAUSED → ACTIVE → CLOSED; publishing sets postedAt once; CLOSED only reopens', async () => {
    const admin = await registerEmployer(app);
    const { id } = await create(admin.token);
    const api = app.as(admin.token).company.recruitments;
    const setStatus = async (status: 'DRAFT' | 'ACTIVE' | 'PAUSED' | 'CLOSED', locale: 'en' | 'th' = 'en') =>
      app.as(admin.token, locale).company.recruitments.update({ params: { recruitmentId: id }, body: { status } });
    const recruitmentOf = (response: Awaited<ReturnType<typeof setStatus>>) => {
      if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
      return response.body.result.recruitment;
    };

    const draftToPaused = await setStatus('PAUSED');
    expect(draftToPaused).toMatchObject({
      status: 409,
      body: {
        message: 'A recruitment cannot change from “draft” to “paused”',
        error: { errorCode: 'INVALID_STATUS_TRANSITION' },
      },
    });
    // Status names in the reader's language, never the enum values.
    expect((await setStatus('PAUSED', 'th')).body).toMatchObject({
      message: 'ไม่สามารถเปลี่ยนสถานะประกาศรับสมัครงานจาก “ฉบับร่าง” เป็น “หยุดรับสมัครชั่วคราว” ได้',
    });

    const published = recruitmentOf(await setStatus('ACTIVE'));
    expect(published).toMatchObject({ status: 'ACTIVE', isActive: true, isDraft: false, closedAt: null });
    expect(published.postedAt).not.toBeNull();
    // Candidates see it now.
    expect((await app.api.candidate.jobs.get({ params: { jobId: id } })).status).toBe(200);

    const paused = recruitmentOf(await setStatus('PAUSED'));
    expect(paused).toMatchObject({ status: 'PAUSED', isActive: false, postedAt: published.postedAt });
    expect((await app.api.candidate.jobs.get({ params: { jobId: id } })).status).toBe(404);
    expect((await setStatus('DRAFT')).status).toBe(409);

    const republished = recruitmentOf(await setStatus('ACTIVE'));
    expect(republished.postedAt).toBe(published.postedAt);
    expect(recruitmentOf(await setStatus('ACTIVE')).status).toBe('ACTIVE');

    const closed = recruitmentOf(await setStatus('CLOSED'));
    expect(closed).toMatchObject({ status: 'CLOSED', isActive: false, postedAt: published.postedAt });
    expect(closed.closedAt).not.toBeNull();
    for (const [status, name] of [
      ['DRAFT', 'ฉบับร่าง'],
      ['PAUSED', 'หยุดรับสมัครชั่วคราว'],
    ] as const) {
      expect(await setStatus(status, 'th')).toMatchObject({
        status: 409,
        body: {
          message: `ไม่สามารถเปลี่ยนสถานะประกาศรับสมัครงานจาก “ปิดรับสมัคร” เป็น “${name}” ได้`,
          error: { errorCode: 'INVALID_STATUS_TRANSITION' },
        },
      });
    }
    // Closing again changes nothing (and keeps the first closedAt).
    expect(recruitmentOf(await setStatus('CLOSED')).closedAt).toBe(closed.closedAt);
    const read = await api.get({ params: { recruitmentId: id } });
    expect(read).toMatchObject({ status: 200, body: { result: { recruitment: { status: 'CLOSED' } } } });
  });

  it('reopens a CLOSED recruitment only with a new expiry in the future (400 otherwise, en and th), and pauses and resumes it', async () => {
    const admin = await registerEmployer(app);
    const { id } = await create(admin.token);
    const update = (
      body: { status?: 'ACTIVE' | 'PAUSED' | 'CLOSED'; expiredAt?: string | null },
      locale: 'en' | 'th' = 'en',
    ) => app.as(admin.token, locale).company.recruitments.update({ params: { recruitmentId: id }, body });
    const recruitmentOf = (response: Awaited<ReturnType<typeof update>>) => {
      if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
      return response.body.result.recruitment;
    };
    const candidateSees = async () => (await app.api.candidate.jobs.get({ params: { jobId: id } })).status === 200;

    const published = recruitmentOf(await update({ status: 'ACTIVE' }));
    const closed = recruitmentOf(await update({ status: 'CLOSED' }));
    expect(closed.closedAt).not.toBeNull();
    expect(await candidateSees()).toBe(false);

    const past = new Date(Date.now() - 60_000).toISOString();
    expect(validationMessages(await update({ status: 'ACTIVE' }))).toEqual({
      'body.expiredAt': 'Set a new expiry in the future to reopen a closed recruitment',
    });
    expect(validationMessages(await update({ status: 'ACTIVE', expiredAt: null }, 'th'))).toEqual({
      'body.expiredAt': 'กรุณากำหนดวันหมดอายุใหม่ที่เป็นเวลาในอนาคตเพื่อเปิดรับสมัครประกาศที่ปิดไปแล้วอีกครั้ง',
    });
    expect(validationMessages(await update({ status: 'ACTIVE', expiredAt: past }))).toEqual({
      'body.expiredAt': 'Expiry must be in the future',
    });
    expect(validationMessages(await update({ status: 'ACTIVE', expiredAt: past }, 'th'))).toEqual({
      'body.expiredAt': 'วันหมดอายุต้องเป็นเวลาในอนาคต',
    });
    // Refused changes leave it closed, expiry included.
    const stillClosed = await app.as(admin.token).company.recruitments.get({ params: { recruitmentId: id } });
    expect(stillClosed).toMatchObject({
      status: 200,
      body: { result: { recruitment: { status: 'CLOSED', expiredAt: null } } },
    });

    const expiredAt = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString();
    const reopened = recruitmentOf(await update({ status: 'ACTIVE', expiredAt }));
    expect(reopened).toMatchObject({ status: 'ACTIVE', isActive: true, closedAt: null, postedAt: published.postedAt });
    expect(Date.parse(reopened.expiredAt ?? '')).toBe(Date.parse(expiredAt));
    expect(await candidateSees()).toBe(true);

    // ACTIVE ↔ PAUSED: hidden from candidates while paused.
    expect(recruitmentOf(await update({ status: 'PAUSED' })).status).toBe('PAUSED');
    expect(await candidateSees()).toBe(false);
    expect(recruitmentOf(await update({ status: 'ACTIVE' })).status).toBe('ACTIVE');
    expect(await candidateSees()).toBe(true);

    // Closing again, then a closed recruitment still cannot be paused.
    recruitmentOf(await update({ status: 'CLOSED' }));
    expect(await update({ status: 'PAUSED', expiredAt })).toMatchObject({
      status: 409,
      body: { error: { errorCode: 'INVALID_STATUS_TRANSITION' } },
    });
  });

  it('answers 404 for another company’s recruitment or an unknown id, 400 for a malformed id', async () => {
    const owner = await registerEmployer(app);
    const stranger = await registerEmployer(app);
    const { id } = await create(owner.token);
    const api = app.as(stranger.token).company.recruitments;
    expect(await api.get({ params: { recruitmentId: id } })).toMatchObject(NOT_FOUND);
    expect(await api.update({ params: { recruitmentId: id }, body: { title: 'Mine now' } })).toMatchObject(NOT_FOUND);
    expect(await api.update({ params: { recruitmentId: id }, body: { status: 'CLOSED' } })).toMatchObject(NOT_FOUND);
    expect(await api.get({ params: { recruitmentId: randomUUID() } })).toMatchObject(NOT_FOUND);
    const list = await api.list({ query: {} });
    expect(list.status === 200 && list.body.result.recruitments).toEqual([]);
    const malformed = await app.as(owner.token).company.recruitments.get({ params: { recruitmentId: 'nope' } });
    expect(validationMessages(malformed)).toEqual({ 'params.recruitmentId': 'Must be a valid id (uuid)' });

    const untouched = await app.as(owner.token).company.recruitments.get({ params: { recruitmentId: id } });
    expect(untouched).toMatchObject({ status: 200, body: { result: { recruitment: { title: 'Backend Engineer' } } } });
  });

  it('answers 401 without a token', async () => {
    expect((await app.api.company.recruitments.list({ query: {} })).status).toBe(401);
    expect((await app.api.company.recruitments.get({ params: { recruitmentId: randomUUID() } })).status).toBe(401);
  });
});
