import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOffer, createPosting, DAY_MS, daysFromNow, send } from './candidate-fixtures.ts';
import { validationMessages } from './support/errors.ts';
import { inviteRecruiter, registerCandidate, registerEmployer } from './support/factories.ts';
import { INDUSTRY } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

/** A candidate and an employer with one open posting per offer the test wants to send. */
async function scene() {
  const candidate = await registerCandidate(app);
  const employer = await registerEmployer(app);
  const posting = (industryId: string = INDUSTRY.computerProgramming) => createPosting(app, employer, { industryId });
  const offer = async (input: Parameters<typeof createOffer>[4] = {}, industryId?: string) => {
    const jobId = await posting(industryId);
    return { jobId, offerId: await createOffer(app, employer, candidate.user.candidateId, jobId, input) };
  };
  return { candidate, employer, posting, offer, api: app.as(candidate.token).candidate.offers };
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

/** An answer sent as raw JSON, so that it can carry a status the typed client would refuse. */
const answerRaw = (token: string, offerId: string, locale: 'en' | 'th', status: unknown) =>
  send(app, { method: 'POST', path: `/offers/${offerId}`, token, locale, body: { status } });

describe('the offers inbox', () => {
  it('lists the SENT, ACCEPTED, REJECTED and EXPIRED offers addressed to the caller, newest first', async () => {
    const { candidate, employer, offer, api } = await scene();
    const sent = await offer({ sentAt: hoursAgo(1) });
    const accepted = await offer({ status: 'ACCEPTED', sentAt: hoursAgo(2) });
    const rejected = await offer({ status: 'REJECTED', sentAt: hoursAgo(3) });
    const expired = await offer({ status: 'EXPIRED', sentAt: hoursAgo(4), expiresAt: hoursAgo(1) });
    // Past its expiry but not yet swept: the candidate already sees it as EXPIRED.
    const lapsed = await offer({ sentAt: daysFromNow(-31), expiresAt: daysFromNow(-1) });
    await offer({ status: 'SCHEDULED' });
    await offer({ status: 'CANCELLED' });
    // Someone else's offer.
    const other = await registerCandidate(app);
    await createOffer(app, employer, other.user.candidateId, await createPosting(app, employer));

    const response = await api.list({ query: {} });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const { offers, pagination } = response.body.result;
    expect(offers.map((item) => [item.id, item.status])).toEqual([
      [sent.offerId, 'SENT'],
      [accepted.offerId, 'ACCEPTED'],
      [rejected.offerId, 'REJECTED'],
      [expired.offerId, 'EXPIRED'],
      [lapsed.offerId, 'EXPIRED'],
    ]);
    expect(pagination).toEqual({ page: 1, pageSize: 12, total: 5, totalExact: true, totalPages: 1 });
    expect(offers[0]).toMatchObject({
      candidateId: candidate.user.candidateId,
      jobId: sent.jobId,
      introduction: 'Hello from our team',
      message: 'We would like to meet you.',
      policies: ['Remote work', 'Flexible hours'],
      isCasualInterviewOK: true,
      openedAt: null,
      answeredAt: null,
      job: { id: sent.jobId, companyId: employer.user.companyId },
      company: { id: employer.user.companyId, name: employer.companyName },
    });

    const page = await api.list({ query: { page: 2, pageSize: 2 } });
    expect(page.body).toMatchObject({
      result: { pagination: { page: 2, pageSize: 2, total: 5, totalExact: true, totalPages: 3 } },
    });
    if (page.status === 200)
      expect(page.body.result.offers.map((item) => item.id)).toEqual([rejected.offerId, expired.offerId]);
  });

  it('filters by the posting’s industry, a section matching its divisions', async () => {
    const { offer, api } = await scene();
    const programming = await offer({}, INDUSTRY.computerProgramming);
    const publishing = await offer({ sentAt: hoursAgo(2) }, INDUSTRY.publishing);
    await offer({ sentAt: hoursAgo(3) }, INDUSTRY.financialServices);
    const ids = async (industryId: string) => {
      const response = await api.list({ query: { industryId } });
      return response.status === 200 ? response.body.result.offers.map((item) => item.id) : response.status;
    };
    expect(await ids(INDUSTRY.computerProgramming)).toEqual([programming.offerId]);
    expect(await ids(INDUSTRY.informationSection)).toEqual([programming.offerId, publishing.offerId]);
    expect(await ids(randomUUID())).toEqual([]);
    const malformed = await send(app, {
      method: 'GET',
      path: '/offers?industryId=it',
      token: (await registerCandidate(app)).token,
      locale: 'th',
    });
    expect(validationMessages(malformed)).toEqual({ 'query.industryId': 'ต้องเป็นรหัสอ้างอิงที่ถูกต้อง (uuid)' });
  });

  it('marks an offer opened on the first read only', async () => {
    const { offer, api } = await scene();
    const { offerId } = await offer();
    const first = await api.get({ params: { offerId } });
    expect(first.status).toBe(200);
    if (first.status !== 200) return;
    const openedAt = first.body.result.offer.openedAt;
    expect(openedAt).not.toBeNull();
    expect(first.body.result.offer).toMatchObject({ id: offerId, status: 'SENT' });

    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await api.get({ params: { offerId } });
    expect(second.body).toMatchObject({ result: { offer: { openedAt } } });
    const listed = await api.list({ query: {} });
    expect(listed.body).toMatchObject({ result: { offers: [{ id: offerId, openedAt }] } });
  });

  it('names the recruiter who sent it beside the company, with its times sent, opened, answered and expiring (en, th)', async () => {
    const { candidate, employer, posting, api } = await scene();
    const recruiter = await inviteRecruiter(app, employer.token);
    const profile = await app.as(recruiter.token).company.profile.update({
      body: { firstName: 'อนันต์', lastName: 'ใจดี', position: 'Talent partner', image: 'https://example.test/anan.png' },
    });
    expect(profile.status).toBe(200);
    const sentAt = hoursAgo(2);
    const byRecruiter = { ...employer, user: { ...employer.user, recruiterId: recruiter.user.recruiterId } };
    const offerId = await createOffer(app, byRecruiter, candidate.user.candidateId, await posting(), { sentAt });
    const byAdmin = await createOffer(app, employer, candidate.user.candidateId, await posting(), {
      sentAt: hoursAgo(3),
    });

    const listed = await api.list({ query: {} });
    if (listed.status !== 200) throw new Error(JSON.stringify(listed.body));
    expect(listed.body.result.offers.map((offer) => [offer.id, offer.recruiter, offer.company.name])).toEqual([
      [
        offerId,
        { name: 'อนันต์ ใจดี', position: 'Talent partner', image: 'https://example.test/anan.png' },
        employer.companyName,
      ],
      [byAdmin, { name: employer.name, position: null, image: null }, employer.companyName],
    ]);
    expect(listed.body.result.offers[0]).toMatchObject({
      sentAt: sentAt.toISOString(),
      expiresAt: new Date(sentAt.getTime() + 30 * DAY_MS).toISOString(),
      openedAt: null,
      answeredAt: null,
    });

    const read = await app.as(candidate.token, 'th').candidate.offers.get({ params: { offerId } });
    if (read.status !== 200) throw new Error(JSON.stringify(read.body));
    expect(read.body.result.offer.recruiter.name).toBe('อนันต์ ใจดี');
    expect(read.body.result.offer.openedAt).not.toBeNull();
    const answered = await api.answer({ params: { offerId }, body: { status: 'REJECTED' } });
    if (answered.status !== 200) throw new Error(JSON.stringify(answered.body));
    expect(answered.body.result.offer).toMatchObject({
      recruiter: { name: 'อนันต์ ใจดี' },
      openedAt: read.body.result.offer.openedAt,
      answeredAt: expect.any(String),
    });
  });

  it('answers 404 for another candidate’s offer, for offers not delivered yet and for unknown ids', async () => {
    const { employer, offer, api } = await scene();
    const scheduled = await offer({ status: 'SCHEDULED' });
    const cancelled = await offer({ status: 'CANCELLED' });
    const other = await registerCandidate(app);
    const theirs = await createOffer(app, employer, other.user.candidateId, await createPosting(app, employer));
    for (const offerId of [scheduled.offerId, cancelled.offerId, theirs, randomUUID()]) {
      expect(await api.get({ params: { offerId } })).toMatchObject({
        status: 404,
        body: { error: { errorCode: 'NOT_FOUND' } },
      });
      const answer = await api.answer({ params: { offerId }, body: { status: 'ACCEPTED' } });
      expect(answer.status).toBe(404);
    }
    // Nothing changed on the other candidate's offer.
    const row = await app.db
      .selectFrom('job_offers')
      .select(['status', 'opened_at'])
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'SENT', opened_at: null });
  });
});

describe('answering an offer', () => {
  it('ACCEPTED answers the offer and creates a PENDING application for its job, notifying the company', async () => {
    const { candidate, employer, offer, api } = await scene();
    const { jobId, offerId } = await offer();
    const response = await api.answer({ params: { offerId }, body: { status: 'ACCEPTED' } });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    const { offer: answered, application } = response.body.result;
    expect(answered).toMatchObject({ id: offerId, status: 'ACCEPTED' });
    expect(answered.answeredAt).not.toBeNull();
    expect(answered.openedAt).not.toBeNull();
    expect(application).toMatchObject({ candidateId: candidate.user.candidateId, jobId, offerId, status: 'PENDING' });

    const rows = await app.db
      .selectFrom('job_applications')
      .select(['id', 'status', 'offer_id'])
      .where('job_posting_id', '=', jobId)
      .execute();
    expect(rows).toEqual([{ id: application?.id, status: 'PENDING', offer_id: offerId }]);
    const notifications = await app.db
      .selectFrom('company_notifications')
      .select(['kind', 'payload'])
      .where('company_id', '=', employer.user.companyId)
      .execute();
    expect(notifications).toEqual([
      {
        kind: 'OFFER_ACCEPTED',
        payload: expect.objectContaining({ offerId, applicationId: application?.id, jobPostingId: jobId }),
      },
    ]);
    // The job now reads as applied to.
    const job = await app.as(candidate.token).candidate.jobs.get({ params: { jobId } });
    expect(job.body).toMatchObject({ result: { job: { hasApplied: true } } });
  });

  it('keeps an application the candidate had already made when accepting', async () => {
    const { candidate, offer, api } = await scene();
    const { jobId, offerId } = await offer();
    const applied = await app.as(candidate.token).candidate.applications.apply({ params: { jobId }, body: {} });
    expect(applied.status).toBe(201);
    const response = await api.answer({ params: { offerId }, body: { status: 'ACCEPTED' } });
    expect(response.status).toBe(200);
    if (response.status !== 200 || applied.status !== 201) return;
    expect(response.body.result.application?.id).toBe(applied.body.result.application.id);
  });

  it('REJECTED answers the offer without an application', async () => {
    const { offer, api } = await scene();
    const { jobId, offerId } = await offer();
    const response = await api.answer({ params: { offerId }, body: { status: 'REJECTED' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ result: { offer: { id: offerId, status: 'REJECTED' }, application: null } });
    const rows = await app.db.selectFrom('job_applications').select('id').where('job_posting_id', '=', jobId).execute();
    expect(rows).toEqual([]);
  });

  it.each([
    ['en', 'Status must be ACCEPTED or REJECTED'],
    ['th', 'สถานะต้องเป็น ACCEPTED (ตอบรับ) หรือ REJECTED (ปฏิเสธ)'],
  ] as const)('answers 400 to any other status (%s)', async (locale, text) => {
    const { candidate, offer } = await scene();
    const { offerId } = await offer();
    for (const status of ['SENT', 'EXPIRED', 'CANCELLED', 'SCHEDULED', 'accepted', '', null, undefined]) {
      expect(validationMessages(await answerRaw(candidate.token, offerId, locale, status))).toEqual({
        'body.status': text,
      });
    }
    const row = await app.db
      .selectFrom('job_offers')
      .select('status')
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('SENT');
  });

  it.each([
    ['en', 'This offer can no longer be answered'],
    ['th', 'ไม่สามารถตอบกลับข้อเสนอนี้ได้อีกแล้ว'],
  ] as const)('answers 409 OFFER_NOT_OPEN for an offer that is no longer SENT (%s)', async (locale, text) => {
    const { candidate, offer } = await scene();
    const answered = await offer();
    const accepted = await offer({ status: 'ACCEPTED' });
    const rejected = await offer({ status: 'REJECTED' });
    const expired = await offer({ status: 'EXPIRED', expiresAt: hoursAgo(1) });
    const lapsed = await offer({ sentAt: new Date(Date.now() - 31 * DAY_MS), expiresAt: hoursAgo(1) });
    const first = await app.as(candidate.token).candidate.offers.answer({
      params: { offerId: answered.offerId },
      body: { status: 'REJECTED' },
    });
    expect(first.status).toBe(200);

    for (const { offerId } of [answered, accepted, rejected, expired, lapsed]) {
      for (const status of ['ACCEPTED', 'REJECTED']) {
        expect(await answerRaw(candidate.token, offerId, locale, status)).toMatchObject({
          status: 409,
          body: { message: text, error: { errorCode: 'OFFER_NOT_OPEN' } },
        });
      }
    }
    // A refused answer changes nothing and creates no application.
    const applications = await app.db
      .selectFrom('job_applications')
      .select('id')
      .where('candidate_id', '=', candidate.user.candidateId)
      .execute();
    expect(applications).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await send(app, { method: 'GET', path: '/offers' });
    expect(response).toMatchObject({ status: 401, body: { error: { errorCode: 'UNAUTHENTICATED' } } });
  });
});
