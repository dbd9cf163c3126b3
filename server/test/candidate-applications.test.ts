import { randomUUID } from 'node:crypto';
import type { CandidateApplicationsQuery } from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import { digestCutoff, sendDueDigests } from '../src/modules/notifications/company-digest.ts';
import { createOffer, createPosting, daysFromNow, send } from './candidate-fixtures.ts';
import { NOT_FOUND, validationMessages } from './support/errors.ts';
import {
  type Candidate,
  type Employer,
  publishRecruitment,
  registerCandidate,
  registerEmployer,
  uniqueEmail,
} from './support/factories.ts';
import { PROVINCE } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

async function apply(candidate: Candidate, jobId: string) {
  const response = await app.as(candidate.token).candidate.applications.apply({ params: { jobId }, body: {} });
  if (response.status !== 201) throw new Error(`apply: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result.application;
}

async function myApplications(candidate: Candidate, query: Partial<CandidateApplicationsQuery> = {}) {
  const response = await app.as(candidate.token).candidate.applications.list({ query });
  if (response.status !== 200) throw new Error(`list: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

const withdraw = (candidate: Candidate, applicationId: string, locale: 'en' | 'th' = 'en') =>
  app.as(candidate.token, locale).candidate.applications.withdraw({ params: { applicationId }, body: {} });

async function decide(employer: Employer, applicationId: string, status: 'ACCEPTED' | 'REJECTED') {
  const response = await app
    .as(employer.token)
    .company.applications.decide({ params: { applicationId }, body: { status } });
  expect(response.status).toBe(200);
}

async function companyApplications(employer: Employer, recruitmentId: string) {
  const response = await app.as(employer.token).company.applications.list({ query: { recruitmentId } });
  if (response.status !== 200) throw new Error(`company list: ${JSON.stringify(response.body)}`);
  return response.body.result.applications;
}

async function applicationsStat(employer: Employer, recruitment: { id: string; title: string }) {
  const response = await app.as(employer.token).company.recruitments.list({ query: { search: recruitment.title } });
  if (response.status !== 200) throw new Error(`recruitments: ${JSON.stringify(response.body)}`);
  return response.body.result.recruitments.find((item) => item.id === recruitment.id)?.stats.applications;
}

async function companyNotifiedBy(frequency: 'ANY_TIME' | 'DAILY') {
  const employer = await registerEmployer(app);
  const notificationEmail = uniqueEmail('hr');
  const settings = await app.as(employer.token).company.organization.updateSettings({
    body: { notificationEmail, notificationFrequency: frequency },
  });
  expect(settings.status).toBe(200);
  return { employer, notificationEmail };
}

describe('GET /applications: the candidate’s own applications', () => {
  it('lists them newest first with the job, its company and whether it is still open; filters by status and pages', async () => {
    const candidate = await registerCandidate(app);
    const employer = await registerEmployer(app);
    const engineer = await createPosting(app, employer, { title: 'Site reliability engineer' });
    const analyst = await createPosting(app, employer, { title: 'Data analyst', expiredAt: daysFromNow(3) });
    const designer = await createPosting(app, employer, { title: 'Product designer' });
    const first = await apply(candidate, engineer);
    const second = await apply(candidate, analyst);
    const third = await apply(candidate, designer);
    await decide(employer, second.id, 'REJECTED');
    const closed = await app
      .as(employer.token)
      .company.recruitments.update({ params: { recruitmentId: engineer }, body: { status: 'CLOSED' } });
    expect(closed.status).toBe(200);
    // Another candidate's application to the same job is not in this list.
    await apply(await registerCandidate(app), designer);

    const all = await myApplications(candidate);
    expect(all.applications.map((item) => item.id)).toEqual([third.id, second.id, first.id]);
    expect(all.pagination).toEqual({ page: 1, pageSize: 12, total: 3, totalExact: true, totalPages: 1 });
    const [designerItem, analystItem, engineerItem] = all.applications;
    expect(engineerItem).toMatchObject({
      ...first,
      status: 'PENDING',
      canWithdraw: true,
      withdrawnAt: null,
      jobStatus: 'CLOSED',
      job: { id: engineer, title: 'Site reliability engineer', location: { provinceId: PROVINCE.bangkok } },
      company: { id: employer.user.companyId, name: employer.companyName },
    });
    expect(analystItem).toMatchObject({ status: 'REJECTED', canWithdraw: false, jobStatus: 'CLOSING_SOON' });
    expect(Date.parse(analystItem?.updatedAt ?? '')).toBeGreaterThan(Date.parse(second.updatedAt));
    expect(designerItem).toMatchObject({
      status: 'PENDING',
      jobStatus: 'RECRUITING',
      job: { title: 'Product designer' },
    });

    const ids = async (query: Partial<CandidateApplicationsQuery>) =>
      (await myApplications(candidate, query)).applications.map((item) => item.id);
    expect(await ids({ status: 'PENDING' })).toEqual([third.id, first.id]);
    expect(await ids({ status: 'REJECTED' })).toEqual([second.id]);
    expect(await ids({ status: 'CANCELLED' })).toEqual([]);
    const secondPage = await myApplications(candidate, { page: 2, pageSize: 2 });
    expect(secondPage.applications.map((item) => item.id)).toEqual([first.id]);
    expect(secondPage.pagination).toEqual({ page: 2, pageSize: 2, total: 3, totalExact: true, totalPages: 2 });

    const one = await app.as(candidate.token).candidate.applications.get({ params: { applicationId: first.id } });
    expect(one).toMatchObject({ status: 200, body: { result: { application: engineerItem } } });
  });

  it('answers 404 for another candidate’s application and 400 for a bad filter (en, th)', async () => {
    const owner = await registerCandidate(app);
    const stranger = await registerCandidate(app);
    const employer = await registerEmployer(app);
    const application = await apply(owner, await createPosting(app, employer));

    const params = { applicationId: application.id };
    expect(await app.as(stranger.token).candidate.applications.get({ params })).toMatchObject({
      ...NOT_FOUND,
      body: { message: 'The requested item was not found' },
    });
    expect(await app.as(stranger.token, 'th').candidate.applications.get({ params })).toMatchObject({
      ...NOT_FOUND,
      body: { message: 'ไม่พบรายการที่ต้องการ' },
    });
    expect((await myApplications(stranger)).applications).toEqual([]);
    expect(
      await app.as(owner.token).candidate.applications.get({ params: { applicationId: randomUUID() } }),
    ).toMatchObject(NOT_FOUND);

    const badStatus = await send(app, { method: 'GET', path: '/applications?status=WITHDRAWN', token: owner.token });
    expect(Object.keys(validationMessages(badStatus))).toEqual(['query.status']);
    const badPage = await send(app, {
      method: 'GET',
      path: '/applications?pageSize=500',
      token: owner.token,
      locale: 'th',
    });
    expect(validationMessages(badPage)).toEqual({ 'query.pageSize': 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100' });
    // An employer has no "own applications" as a candidate.
    const asEmployer = await app.as(employer.token, 'th').candidate.applications.list({ query: {} });
    expect(asEmployer).toMatchObject({ status: 401, body: { error: { errorCode: 'UNAUTHENTICATED' } } });
  });

  it('shows on the job’s page the status of the caller’s latest application to it', async () => {
    const candidate = await registerCandidate(app);
    const employer = await registerEmployer(app);
    const jobId = await createPosting(app, employer);
    const jobOf = async (token?: string) => {
      const response = await (token ? app.as(token) : app.api).candidate.jobs.get({ params: { jobId } });
      if (response.status !== 200) throw new Error(`job: ${JSON.stringify(response.body)}`);
      return response.body.result.job;
    };

    expect(await jobOf(candidate.token)).toMatchObject({ hasApplied: false, application: null });
    const first = await apply(candidate, jobId);
    expect(await jobOf(candidate.token)).toMatchObject({ hasApplied: true, application: first });
    expect(await jobOf()).toMatchObject({ hasApplied: false, application: null });
    expect(await jobOf((await registerCandidate(app)).token)).toMatchObject({ application: null });

    expect((await withdraw(candidate, first.id)).status).toBe(200);
    const afterWithdrawal = await jobOf(candidate.token);
    expect(afterWithdrawal).toMatchObject({ hasApplied: false, application: { id: first.id, status: 'CANCELLED' } });
    expect(afterWithdrawal.application?.withdrawnAt).not.toBeNull();

    const again = await apply(candidate, jobId);
    expect(again.id).not.toBe(first.id);
    expect(await jobOf(candidate.token)).toMatchObject({
      hasApplied: true,
      application: { id: again.id, status: 'PENDING' },
    });
    const search = await app.as(candidate.token).candidate.jobs.list({ query: { pageSize: 100 } });
    const listed = search.status === 200 ? search.body.result.jobs.find((job) => job.id === jobId) : undefined;
    // A search result says that the caller applied; the application itself is on the job's page.
    expect(listed).toMatchObject({ hasApplied: true });
    expect(listed).not.toHaveProperty('application');
  });
});

describe('POST /applications/{applicationId}/withdraw', () => {
  it('cancels a PENDING application for the candidate and the company, tells the company at once, keeps the stats true, and allows a new one', async () => {
    const { employer, notificationEmail } = await companyNotifiedBy('ANY_TIME');
    const recruitment = await publishRecruitment(app, employer.token, {
      title: `Forklift operator ${randomUUID().slice(0, 6)}`,
    });
    const candidate = await registerCandidate(app);
    const application = await apply(candidate, recruitment.id);
    expect(await applicationsStat(employer, recruitment)).toBe(1);

    const withdrawn = await withdraw(candidate, application.id);
    expect(withdrawn.status).toBe(200);
    if (withdrawn.status !== 200) return;
    const result = withdrawn.body.result.application;
    expect(result).toMatchObject({
      id: application.id,
      status: 'CANCELLED',
      canWithdraw: false,
      jobStatus: 'RECRUITING',
    });
    expect(result.withdrawnAt).not.toBeNull();
    expect(result.updatedAt).toBe(result.withdrawnAt);
    expect((await myApplications(candidate, { status: 'CANCELLED' })).applications.map((item) => item.id)).toEqual([
      application.id,
    ]);

    // The company sees it withdrawn, no longer counts it, and was told by e-mail.
    expect(await companyApplications(employer, recruitment.id)).toEqual([
      expect.objectContaining({ id: application.id, status: 'CANCELLED', withdrawnAt: result.withdrawnAt }),
    ]);
    expect(await applicationsStat(employer, recruitment)).toBe(0);
    await app.deliverMail();
    const mails = app.mailbox.to(notificationEmail);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `New application for ${recruitment.title}`,
      `A candidate withdrew their application for ${recruitment.title}`,
    ]);
    expect(mails[1]?.text).toMatch(/Candidate No\. \d+ withdrew their application/);
    expect(mails[1]?.text).not.toContain(candidate.email);
    expect(mails[1]?.text).not.toContain(candidate.lastName);

    // Withdrawing twice is a conflict, in either language; deciding on it too.
    expect(await withdraw(candidate, application.id)).toMatchObject({
      status: 409,
      body: {
        message: 'This application has already been withdrawn',
        error: { errorCode: 'APPLICATION_NOT_PENDING', details: [{ message: 'CANCELLED' }] },
      },
    });
    expect(await withdraw(candidate, application.id, 'th')).toMatchObject({
      status: 409,
      body: { message: 'ใบสมัครนี้ถูกถอนไปแล้ว', error: { errorCode: 'APPLICATION_NOT_PENDING' } },
    });
    const decideWithdrawn = await app
      .as(employer.token)
      .company.applications.decide({ params: { applicationId: application.id }, body: { status: 'ACCEPTED' } });
    expect(decideWithdrawn).toMatchObject({ status: 409, body: { error: { errorCode: 'APPLICATION_NOT_PENDING' } } });

    // A new application after the withdrawal counts once; the withdrawn one stays in the history.
    const again = await apply(candidate, recruitment.id);
    expect(again).toMatchObject({ status: 'PENDING', withdrawnAt: null });
    expect(await applicationsStat(employer, recruitment)).toBe(1);
    expect((await companyApplications(employer, recruitment.id)).map((item) => [item.id, item.status])).toEqual([
      [again.id, 'PENDING'],
      [application.id, 'CANCELLED'],
    ]);
    const twice = await app.as(candidate.token).candidate.applications.apply({
      params: { jobId: recruitment.id },
      body: {},
    });
    expect(twice).toMatchObject({ status: 400, body: { error: { errorCode: 'ALREADY_APPLIED' } } });
  });

  it('DAILY: the withdrawal waits for the digest, written in the company’s language', async () => {
    const { employer, notificationEmail } = await companyNotifiedBy('DAILY');
    await app.db.updateTable('users').set({ locale: 'th' }).where('id', '=', employer.user.uid).execute();
    const recruitment = await publishRecruitment(app, employer.token, { title: 'พนักงานขับรถยก' });
    const candidate = await registerCandidate(app);
    const application = await apply(candidate, recruitment.id);
    expect((await withdraw(candidate, application.id)).status).toBe(200);
    await app.deliverMail();
    expect(app.mailbox.to(notificationEmail)).toEqual([]);

    const afterNextNine = new Date(digestCutoff(new Date()).getTime() + 24 * 3_600_000 + 60_000);
    await sendDueDigests({ db: app.db, appBaseUrl: app.config.appBaseUrl }, afterNextNine);
    await app.deliverMail();
    const [digest] = app.mailbox.to(notificationEmail);
    expect(digest?.subject).toBe(`สรุปประจำวันของ ${employer.companyName}: 2 รายการใหม่`);
    expect(digest?.text).toContain('สมัครตำแหน่ง พนักงานขับรถยก');
    expect(digest?.text).toContain('ถอนใบสมัครตำแหน่ง พนักงานขับรถยก');
  });

  it('refuses accepted and rejected applications (409) and another candidate’s (404), in English and Thai', async () => {
    const candidate = await registerCandidate(app);
    const employer = await registerEmployer(app);
    const accepted = await apply(candidate, await createPosting(app, employer));
    const rejected = await apply(candidate, await createPosting(app, employer));
    const pending = await apply(candidate, await createPosting(app, employer));
    await decide(employer, accepted.id, 'ACCEPTED');
    await decide(employer, rejected.id, 'REJECTED');

    for (const [application, status] of [
      [accepted, 'ACCEPTED'],
      [rejected, 'REJECTED'],
    ] as const) {
      expect(await withdraw(candidate, application.id)).toMatchObject({
        status: 409,
        body: {
          message: 'An application that has been accepted or rejected cannot be withdrawn',
          error: {
            errorCode: 'APPLICATION_NOT_PENDING',
            details: [{ path: 'params.applicationId', message: status, code: 'not_pending' }],
          },
        },
      });
      expect(await withdraw(candidate, application.id, 'th')).toMatchObject({
        status: 409,
        body: { message: 'ไม่สามารถถอนใบสมัครที่ได้รับการตอบรับหรือถูกปฏิเสธแล้ว' },
      });
    }

    const stranger = await registerCandidate(app);
    expect(await withdraw(stranger, pending.id)).toMatchObject({
      ...NOT_FOUND,
      body: { message: 'The requested item was not found' },
    });
    expect(await withdraw(stranger, pending.id, 'th')).toMatchObject({
      ...NOT_FOUND,
      body: { message: 'ไม่พบรายการที่ต้องการ' },
    });
    expect(await withdraw(candidate, randomUUID())).toMatchObject(NOT_FOUND);
    const malformed = await send(app, { method: 'POST', path: '/applications/nope/withdraw', token: candidate.token });
    expect(validationMessages(malformed)).toEqual({ 'params.applicationId': 'Must be a valid id (uuid)' });

    // Nothing changed for the owner.
    const statuses = (await myApplications(candidate)).applications.map((item) => [item.id, item.status]);
    expect(statuses).toEqual([
      [pending.id, 'PENDING'],
      [rejected.id, 'REJECTED'],
      [accepted.id, 'ACCEPTED'],
    ]);
  });

  it('withdraws the application an accepted offer created; the offer stays accepted', async () => {
    const candidate = await registerCandidate(app);
    const employer = await registerEmployer(app);
    const jobId = await createPosting(app, employer);
    const offerId = await createOffer(app, employer, candidate.user.candidateId, jobId);
    const answered = await app
      .as(candidate.token)
      .candidate.offers.answer({ params: { offerId }, body: { status: 'ACCEPTED' } });
    if (answered.status !== 200) throw new Error(JSON.stringify(answered.body));
    const application = answered.body.result.application;
    expect(application).toMatchObject({ offerId, status: 'PENDING' });

    const withdrawn = await withdraw(candidate, application?.id ?? '');
    expect(withdrawn).toMatchObject({
      status: 200,
      body: { result: { application: { offerId, status: 'CANCELLED' } } },
    });
    const offer = await app.as(candidate.token).candidate.offers.get({ params: { offerId } });
    expect(offer).toMatchObject({ status: 200, body: { result: { offer: { status: 'ACCEPTED' } } } });
  });
});
