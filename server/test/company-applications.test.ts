import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, validationMessages } from './support/errors.ts';
import { inviteRecruiter, publishRecruitment, registerCandidate, registerEmployer } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

/** A new candidate applies through the candidate API. */
async function apply(jobId: string) {
  const candidate = await registerCandidate(app);
  const response = await app.as(candidate.token).candidate.applications.apply({ params: { jobId }, body: {} });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return { candidate, application: response.body.result.application };
}

/** Company A with two postings and three applications; company B with one of its own. */
async function scenario() {
  const a = await registerEmployer(app);
  const b = await registerEmployer(app);
  const backend = await publishRecruitment(app, a.token, { title: 'Backend Engineer' });
  const designer = await publishRecruitment(app, a.token, { title: 'Product Designer' });
  const elsewhere = await publishRecruitment(app, b.token, { title: 'Accountant' });
  const first = await apply(backend.id);
  const second = await apply(designer.id);
  const third = await apply(backend.id);
  const foreign = await apply(elsewhere.id);
  return { a, b, backend, designer, first, second, third, foreign };
}

describe('GET /applications', () => {
  it('lists the company’s applications newest first, by recruitment and status, in pages', async () => {
    const { a, b, backend, designer, first, second, third, foreign } = await scenario();
    const api = app.as(a.token).company.applications;
    const list = async (query: Record<string, unknown>) => {
      const response = await api.list({ query });
      if (response.status !== 200) throw new Error(JSON.stringify(response.body));
      return response.body.result;
    };

    const all = await list({});
    expect(all.applications.map((item) => item.id)).toEqual([
      third.application.id,
      second.application.id,
      first.application.id,
    ]);
    expect(all.pagination).toEqual({ page: 1, pageSize: 12, total: 3, totalExact: true, totalPages: 1 });
    expect(all.applications[2]).toEqual({
      id: first.application.id,
      appliedAt: first.application.createdAt,
      status: 'PENDING',
      candidate: {
        id: first.candidate.user.candidateId,
        userNo: expect.any(Number),
        firstName: 'Somchai',
        lastName: 'Jaidee',
      },
      recruitment: { id: backend.id, title: 'Backend Engineer' },
      updatedAt: first.application.updatedAt,
      withdrawnAt: null,
    });

    const ids = async (query: Record<string, unknown>) => (await list(query)).applications.map((item) => item.id);
    expect(await ids({ recruitmentId: designer.id })).toEqual([second.application.id]);
    expect(await ids({ recruitmentId: backend.id, status: 'PENDING' })).toEqual([
      third.application.id,
      first.application.id,
    ]);
    expect(await ids({ status: 'ACCEPTED' })).toEqual([]);
    // Another company's recruitment holds nothing of this company's.
    expect(await ids({ recruitmentId: foreign.application.jobId })).toEqual([]);
    const page = await list({ page: 2, pageSize: 2 });
    expect(page.applications.map((item) => item.id)).toEqual([first.application.id]);
    expect(page.pagination).toEqual({ page: 2, pageSize: 2, total: 3, totalExact: true, totalPages: 2 });

    await app.as(a.token).company.applications.decide({
      params: { applicationId: second.application.id },
      body: { status: 'REJECTED' },
    });
    expect(await ids({ status: 'REJECTED' })).toEqual([second.application.id]);
    expect(await ids({ status: 'PENDING' })).toEqual([third.application.id, first.application.id]);

    const others = await app.as(b.token).company.applications.list({ query: {} });
    expect(others.status === 200 && others.body.result.applications.map((item) => item.id)).toEqual([
      foreign.application.id,
    ]);

    const bad = await app.as(a.token, 'th').company.applications.list({
      query: { recruitmentId: 'x', status: 'DONE' } as never,
    });
    expect(validationMessages(bad)).toMatchObject({ 'query.recruitmentId': 'ต้องเป็นรหัสอ้างอิงที่ถูกต้อง (uuid)' });
    expect(Object.keys(validationMessages(bad))).toContain('query.status');
  });
});

describe('PATCH /applications/{applicationId}', () => {
  it('accepts or rejects a pending application; repeating is harmless; changing a decision is 409', async () => {
    const { a, first, second } = await scenario();
    const recruiter = await inviteRecruiter(app, a.token);
    const decide = (token: string, applicationId: string, status: 'ACCEPTED' | 'REJECTED', locale?: 'th') =>
      app.as(token, locale).company.applications.decide({ params: { applicationId }, body: { status } });

    const accepted = await decide(a.token, first.application.id, 'ACCEPTED');
    expect(accepted.status).toBe(200);
    if (accepted.status !== 200) return;
    expect(accepted.body.result.application).toMatchObject({ id: first.application.id, status: 'ACCEPTED' });
    expect(Date.parse(accepted.body.result.application.updatedAt)).toBeGreaterThan(
      Date.parse(first.application.updatedAt),
    );
    expect((await decide(a.token, first.application.id, 'ACCEPTED')).status).toBe(200);
    expect(await decide(a.token, first.application.id, 'REJECTED')).toMatchObject({
      status: 409,
      body: {
        message: 'Only a pending application can be accepted or rejected',
        error: { errorCode: 'APPLICATION_NOT_PENDING' },
      },
    });
    expect(await decide(a.token, first.application.id, 'REJECTED', 'th')).toMatchObject({
      status: 409,
      body: { message: 'ตอบรับหรือปฏิเสธได้เฉพาะใบสมัครที่รอพิจารณาเท่านั้น' },
    });

    // A RECRUITER of the company decides too.
    const rejected = await decide(recruiter.token, second.application.id, 'REJECTED');
    expect(rejected).toMatchObject({ status: 200, body: { result: { application: { status: 'REJECTED' } } } });

    const stored = await app.db
      .selectFrom('job_applications')
      .select(['id', 'status'])
      .where('id', 'in', [first.application.id, second.application.id])
      .orderBy('status')
      .execute();
    expect(stored.map((row) => row.status)).toEqual(['ACCEPTED', 'REJECTED']);
  });

  it('refuses a cancelled application with 409', async () => {
    const { a, third } = await scenario();
    await app.db
      .updateTable('job_applications')
      .set({ status: 'CANCELLED' })
      .where('id', '=', third.application.id)
      .execute();
    const response = await app.as(a.token).company.applications.decide({
      params: { applicationId: third.application.id },
      body: { status: 'ACCEPTED' },
    });
    expect(response).toMatchObject({ status: 409, body: { error: { errorCode: 'APPLICATION_NOT_PENDING' } } });
  });

  it('validates the decision in English and Thai', async () => {
    const { a, first } = await scenario();
    const params = { applicationId: first.application.id };
    const en = app.as(a.token).company.applications;
    const th = app.as(a.token, 'th').company.applications;
    expect(validationMessages(await en.decide({ params, body: {} as never }))).toEqual({
      'body.status': 'This field is required.',
    });
    expect(validationMessages(await th.decide({ params, body: {} as never }))).toEqual({
      'body.status': 'จำเป็นต้องกรอกข้อมูลนี้',
    });
    expect(Object.keys(validationMessages(await en.decide({ params, body: { status: 'PENDING' } as never })))).toEqual([
      'body.status',
    ]);
  });

  it('answers 404 for another company’s application or an unknown one', async () => {
    const { b, first, foreign } = await scenario();
    const api = app.as(b.token).company.applications;
    expect(
      await api.decide({ params: { applicationId: first.application.id }, body: { status: 'ACCEPTED' } }),
    ).toMatchObject(NOT_FOUND);
    expect(await api.decide({ params: { applicationId: randomUUID() }, body: { status: 'ACCEPTED' } })).toMatchObject(
      NOT_FOUND,
    );
    const untouched = await app.db
      .selectFrom('job_applications')
      .select('status')
      .where('id', '=', first.application.id)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe('PENDING');
    expect(
      (await api.decide({ params: { applicationId: foreign.application.id }, body: { status: 'ACCEPTED' } })).status,
    ).toBe(200);
  });
});
