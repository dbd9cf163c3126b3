import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, validationMessages } from './support/errors.ts';
import {
  type Employer,
  inviteRecruiter,
  publishRecruitment,
  registerCandidate,
  registerEmployer,
} from './support/factories.ts';
import { type TestApp, useTestApp } from './support/test-app.ts';

const app = await useTestApp();

const pools = (token: string, locale: 'en' | 'th' = 'en') => app.as(token, locale).company.talentPools;

async function createPool(token: string, name: string) {
  const response = await pools(token).create({ body: { name } });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body.result.talentPool;
}

async function add(token: string, poolId: string, candidateId: string) {
  const response = await pools(token).addCandidate({ params: { poolId, candidateId }, body: {} });
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result.talentPool;
}

async function members(token: string, poolId: string, query: Record<string, unknown> = {}) {
  const response = await pools(token).get({ params: { poolId }, query });
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

/** An offer row, inserted directly: the employer offer routes are another issue. */
async function insertOffer(
  testApp: TestApp,
  employer: Employer,
  jobId: string,
  candidateId: string,
  status: 'SCHEDULED' | 'SENT' | 'ACCEPTED',
) {
  await testApp.db
    .insertInto('job_offers')
    .values({
      id: randomUUID(),
      company_id: employer.user.companyId,
      candidate_id: candidateId,
      job_posting_id: jobId,
      offer_by_id: employer.user.recruiterId,
      status,
      title: 'Offer',
      introduction: 'Hello',
      content: 'Join us',
      sent_at: status === 'SCHEDULED' ? null : new Date(),
      scheduled_at: status === 'SCHEDULED' ? new Date(Date.now() + 86_400_000) : null,
    })
    .execute();
}

describe('talent pools', () => {
  it('creates, lists (keyword, newest first, pages), renames and soft-deletes pools', async () => {
    const admin = await registerEmployer(app);
    const other = await registerEmployer(app);
    await createPool(other.token, 'Backend engineers of another company');
    const backend = await createPool(admin.token, '  Backend engineers  ');
    const thai = await createPool(admin.token, 'วิศวกร 100%');
    const design = await createPool(admin.token, 'Designers');
    expect(backend).toMatchObject({
      companyId: admin.user.companyId,
      name: 'Backend engineers',
      candidateCount: 0,
      membersCount: 0,
      deletedAt: null,
    });

    const names = async (query: Record<string, unknown>) => {
      const response = await pools(admin.token).list({ query });
      if (response.status !== 200) throw new Error(JSON.stringify(response.body));
      return response.body.result.talentPools.map((pool) => pool.name);
    };
    expect(await names({})).toEqual(['Designers', 'วิศวกร 100%', 'Backend engineers']);
    expect(await names({ keyword: 'ENGINEER' })).toEqual(['Backend engineers']);
    expect(await names({ keyword: 'วิศวกร' })).toEqual(['วิศวกร 100%']);
    expect(await names({ keyword: '0%' })).toEqual(['วิศวกร 100%']);
    expect(await names({ keyword: '%' })).toEqual(['วิศวกร 100%']);
    const page = await pools(admin.token).list({ query: { page: 2, pageSize: 2 } });
    expect(page).toMatchObject({
      status: 200,
      body: {
        result: {
          talentPools: [{ id: backend.id }],
          pagination: { page: 2, pageSize: 2, total: 3, totalExact: true, totalPages: 2 },
        },
      },
    });

    const renamed = await pools(admin.token).update({ params: { poolId: design.id }, body: { name: 'UX designers' } });
    expect(renamed).toMatchObject({
      status: 200,
      body: { result: { talentPool: { id: design.id, name: 'UX designers' } } },
    });

    const removed = await pools(admin.token).remove({ params: { poolId: thai.id } });
    expect(removed).toMatchObject({ status: 200, body: { result: { deleted: true } } });
    // Soft: the row stays, marked deleted, and the pool answers 404 from then on.
    const row = await app.db
      .selectFrom('talent_pools')
      .select('deleted_at')
      .where('id', '=', thai.id)
      .executeTakeFirst();
    expect(row?.deleted_at).toBeInstanceOf(Date);
    expect(await names({})).toEqual(['UX designers', 'Backend engineers']);
    expect(await pools(admin.token).get({ params: { poolId: thai.id }, query: {} })).toMatchObject(NOT_FOUND);
    expect(await pools(admin.token).remove({ params: { poolId: thai.id } })).toMatchObject(NOT_FOUND);
    expect(await pools(admin.token).update({ params: { poolId: thai.id }, body: { name: 'Back' } })).toMatchObject(
      NOT_FOUND,
    );
    const candidate = await registerCandidate(app);
    expect(
      await pools(admin.token).addCandidate({
        params: { poolId: thai.id, candidateId: candidate.user.candidateId },
        body: {},
      }),
    ).toMatchObject(NOT_FOUND);
  });

  it('validates the pool name in English and Thai', async () => {
    const admin = await registerEmployer(app);
    const { id } = await createPool(admin.token, 'Valid');
    const cases = [
      ['en', 'Pool name is required', 'Pool name must be 100 characters or less'],
      ['th', 'กรุณากรอกชื่อกลุ่มผู้สมัคร', 'ชื่อกลุ่มผู้สมัครต้องมีความยาวไม่เกิน 100 ตัวอักษร'],
    ] as const;
    for (const [locale, required, tooLong] of cases) {
      const api = pools(admin.token, locale);
      expect(validationMessages(await api.create({ body: { name: '' } }))).toEqual({ 'body.name': required });
      expect(validationMessages(await api.create({ body: { name: '   ' } }))).toEqual({ 'body.name': required });
      expect(validationMessages(await api.create({ body: {} as never }))).toEqual({ 'body.name': required });
      expect(validationMessages(await api.create({ body: { name: 'p'.repeat(101) } }))).toEqual({
        'body.name': tooLong,
      });
      expect(validationMessages(await api.update({ params: { poolId: id }, body: { name: 'p'.repeat(101) } }))).toEqual(
        {
          'body.name': tooLong,
        },
      );
      expect(validationMessages(await api.update({ params: { poolId: id }, body: {} as never }))).toEqual({
        'body.name': required,
      });
    }
    expect((await pools(admin.token).create({ body: { name: 'p'.repeat(100) } })).status).toBe(201);
    // What the database cannot take is a 400 too, never a 500.
    expect(validationMessages(await pools(admin.token).create({ body: { name: 'a\u0000' } }))).toEqual({
      'body.name': 'Contains a character that is not allowed',
    });
    expect(validationMessages(await pools(admin.token, 'th').list({ query: { keyword: '\u0000' } }))).toEqual({
      'query.keyword': 'มีอักขระที่ไม่อนุญาต',
    });
    expect(
      validationMessages(await pools(admin.token).get({ params: { poolId: id }, query: { userNo: 3_000_000_000 } })),
    ).toEqual({
      'query.userNo': 'Must be 2147483647 or less',
    });
  });

  it('adds and removes members idempotently, keeping membersCount right', async () => {
    const admin = await registerEmployer(app);
    const recruiter = await inviteRecruiter(app, admin.token);
    const pool = await createPool(admin.token, 'Shortlist');
    const [first, second] = await Promise.all([registerCandidate(app), registerCandidate(app)]);

    expect(await add(admin.token, pool.id, first.user.candidateId)).toMatchObject({
      membersCount: 1,
      candidateCount: 1,
    });
    expect(await add(admin.token, pool.id, first.user.candidateId)).toMatchObject({ membersCount: 1 });
    // A RECRUITER works on the same pools.
    expect(await add(recruiter.token, pool.id, second.user.candidateId)).toMatchObject({ membersCount: 2 });
    const listed = await pools(admin.token).list({ query: {} });
    expect(listed.status === 200 && listed.body.result.talentPools[0]).toMatchObject({
      id: pool.id,
      candidateCount: 2,
    });

    const remove = (candidateId: string) =>
      pools(admin.token).removeCandidate({ params: { poolId: pool.id, candidateId } });
    expect(await remove(first.user.candidateId)).toMatchObject({
      status: 200,
      body: { result: { talentPool: { membersCount: 1, candidateCount: 1 } } },
    });
    expect(await remove(first.user.candidateId)).toMatchObject({
      status: 200,
      body: { result: { talentPool: { membersCount: 1 } } },
    });
    expect(await remove(randomUUID())).toMatchObject({
      status: 200,
      body: { result: { talentPool: { membersCount: 1 } } },
    });
    expect((await members(admin.token, pool.id)).members.map((m) => m.candidateId)).toEqual([second.user.candidateId]);

    // Only candidates employers may see can be added; an erased account no longer counts.
    expect(
      await pools(admin.token).addCandidate({ params: { poolId: pool.id, candidateId: randomUUID() }, body: {} }),
    ).toMatchObject(NOT_FOUND);
    const closed = await registerCandidate(app);
    await app.as(closed.token).candidate.settings.update({ body: { openToCompanyOffer: false } });
    expect(
      await pools(admin.token).addCandidate({
        params: { poolId: pool.id, candidateId: closed.user.candidateId },
        body: {},
      }),
    ).toMatchObject(NOT_FOUND);
    await app.db
      .updateTable('candidates')
      .set({ deleted_at: new Date() })
      .where('id', '=', second.user.candidateId)
      .execute();
    const afterErasure = await members(admin.token, pool.id);
    expect(afterErasure.talentPool).toMatchObject({ membersCount: 0, candidateCount: 0 });
    expect(afterErasure.members).toEqual([]);
  });

  it('answers 404 for another company’s pool on every route', async () => {
    const a = await registerEmployer(app);
    const b = await registerEmployer(app);
    const poolOfB = await createPool(b.token, 'B only');
    const candidate = await registerCandidate(app);
    await add(b.token, poolOfB.id, candidate.user.candidateId);
    const api = pools(a.token);
    const member = { poolId: poolOfB.id, candidateId: candidate.user.candidateId };
    expect(await api.get({ params: { poolId: poolOfB.id }, query: {} })).toMatchObject(NOT_FOUND);
    expect(await api.update({ params: { poolId: poolOfB.id }, body: { name: 'Mine' } })).toMatchObject(NOT_FOUND);
    expect(await api.remove({ params: { poolId: poolOfB.id } })).toMatchObject(NOT_FOUND);
    expect(await api.addCandidate({ params: member, body: {} })).toMatchObject(NOT_FOUND);
    expect(await api.removeCandidate({ params: member })).toMatchObject(NOT_FOUND);
    const list = await api.list({ query: {} });
    expect(list.status === 200 && list.body.result.talentPools).toEqual([]);
    expect(await members(b.token, poolOfB.id)).toMatchObject({
      talentPool: { name: 'B only', membersCount: 1, deletedAt: null },
    });
  });
});

describe('talent pool members: filters and order', () => {
  it('filters by applicationStatus, offerScheduled, offerStatus and userNo, and sorts by sortBy', async () => {
    const a = await registerEmployer(app);
    const b = await registerEmployer(app);
    const [jobOfA, jobOfB] = [(await publishRecruitment(app, a.token)).id, (await publishRecruitment(app, b.token)).id];
    const pool = await createPool(a.token, 'Filters');
    const candidates = [];
    for (let index = 0; index < 4; index += 1) candidates.push(await registerCandidate(app));
    const [applied, scheduled, offered, idle] = candidates.map((c) => c.user.candidateId) as [
      string,
      string,
      string,
      string,
    ];

    const application = await app.as(candidates[0]?.token ?? '').candidate.applications.apply({
      params: { jobId: jobOfA },
      body: {},
    });
    if (application.status !== 201) throw new Error(JSON.stringify(application.body));
    await app.as(a.token).company.applications.decide({
      params: { applicationId: application.body.result.application.id },
      body: { status: 'ACCEPTED' },
    });
    await insertOffer(app, a, jobOfA, scheduled, 'SCHEDULED');
    await insertOffer(app, a, jobOfA, offered, 'SENT');
    // Another company's dealings with the same candidates never count.
    await insertOffer(app, b, jobOfB, offered, 'ACCEPTED');
    await insertOffer(app, b, jobOfB, idle, 'SCHEDULED');
    const otherApplication = await app.as(candidates[3]?.token ?? '').candidate.applications.apply({
      params: { jobId: jobOfB },
      body: {},
    });
    expect(otherApplication.status).toBe(201);

    // Added in this order, a moment apart, so that the added-at order is certain.
    for (const id of [offered, applied, idle, scheduled]) {
      await add(a.token, pool.id, id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const ids = async (query: Record<string, unknown>) =>
      (await members(a.token, pool.id, query)).members.map((m) => m.candidateId);

    const all = await members(a.token, pool.id);
    expect(all.talentPool).toMatchObject({ id: pool.id, membersCount: 4 });
    expect(all.pagination).toEqual({ page: 1, pageSize: 12, total: 4, totalExact: true, totalPages: 1 });
    expect(all.members.map((m) => m.candidateId)).toEqual([scheduled, idle, applied, offered]);
    const byId = Object.fromEntries(all.members.map((m) => [m.candidateId, m]));
    expect(byId[applied]).toMatchObject({ poolId: pool.id, applicationStatus: 'ACCEPTED', offerStatus: null });
    expect(byId[offered]).toMatchObject({ applicationStatus: null, offerStatus: 'SENT' });
    expect(byId[scheduled]).toMatchObject({ applicationStatus: null, offerStatus: 'SCHEDULED' });
    expect(byId[idle]).toMatchObject({ applicationStatus: null, offerStatus: null });
    expect(Object.keys(byId[idle]?.candidate ?? {})).not.toContain('email');

    expect(await ids({ applicationStatus: 'ACCEPTED' })).toEqual([applied]);
    expect(await ids({ applicationStatus: 'PENDING' })).toEqual([]);
    expect(await ids({ offerScheduled: true })).toEqual([scheduled]);
    expect(await ids({ offerScheduled: false })).toEqual([idle, applied, offered]);
    expect(await ids({ offerStatus: 'SENT' })).toEqual([offered]);
    expect(await ids({ offerStatus: 'ACCEPTED' })).toEqual([]);
    const userNo = all.members.find((m) => m.candidateId === idle)?.candidate.userNo;
    expect(await ids({ userNo })).toEqual([idle]);
    expect(await ids({ userNo, offerScheduled: true })).toEqual([]);

    expect(await ids({ sortBy: 'ADDED_AT_ASC' })).toEqual([offered, applied, idle, scheduled]);
    const byUserNo = [...all.members].sort((x, y) => x.candidate.userNo - y.candidate.userNo).map((m) => m.candidateId);
    expect(await ids({ sortBy: 'USER_NO_ASC' })).toEqual(byUserNo);
    expect(await ids({ sortBy: 'USER_NO_DESC' })).toEqual([...byUserNo].reverse());
    const page = await members(a.token, pool.id, { sortBy: 'ADDED_AT_ASC', page: 2, pageSize: 3 });
    expect(page.members.map((m) => m.candidateId)).toEqual([scheduled]);
    expect(page.pagination).toEqual({ page: 2, pageSize: 3, total: 4, totalExact: true, totalPages: 2 });

    // Raw query strings, as a browser sends them.
    const raw = async (query: string, locale = 'en') => {
      const response = await app.fetch(`/api/company/talent-pools/${pool.id}?${query}`, {
        headers: { authorization: `Bearer ${a.token}`, 'accept-language': locale },
      });
      return { status: response.status, body: await response.json() };
    };
    const scheduledRaw = await raw('offerScheduled=true');
    expect(scheduledRaw.body.result.members.map((m: { candidateId: string }) => m.candidateId)).toEqual([scheduled]);
    expect(validationMessages(await raw('offerScheduled=yes&userNo=0'))).toEqual({
      'query.offerScheduled': 'Must be true or false',
      'query.userNo': 'Must be 1 or more',
    });
    expect(validationMessages(await raw('offerScheduled=1&userNo=1.5', 'th'))).toEqual({
      'query.offerScheduled': 'ต้องเป็น true หรือ false',
      'query.userNo': 'ต้องเป็นจำนวนเต็ม',
    });
    expect(Object.keys(validationMessages(await raw('sortBy=NAME&offerStatus=OPEN&applicationStatus=NEW')))).toEqual([
      'query.applicationStatus',
      'query.offerStatus',
      'query.sortBy',
    ]);
  });
});
