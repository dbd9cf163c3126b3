import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createOffer, createPosting, send } from './candidate-fixtures.ts';
import { NOT_FOUND, validationMessages } from './support/errors.ts';
import {
  type Candidate,
  type Employer,
  inviteRecruiter,
  registerCandidate,
  registerEmployer,
} from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

/** A company opening the candidate's detail, as its search results lead it to. */
async function openProfile(token: string, candidate: Candidate) {
  const response = await app.as(token).company.candidates.get({ params: { candidateId: candidate.user.candidateId } });
  if (response.status !== 200) throw new Error(`detail: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result.candidate;
}

async function viewsOf(candidate: Candidate, query: { page?: number; pageSize?: number } = {}) {
  const response = await app.as(candidate.token).candidate.profileViews.list({ query });
  if (response.status !== 200) throw new Error(`views: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

/** Moves every recorded view of `candidate` back in time, as if the views had happened earlier. */
async function age(candidate: Candidate, minutes: number) {
  await app.db
    .updateTable('candidate_profile_views')
    .set({ viewed_at: sql<Date>`viewed_at - make_interval(mins => ${minutes})` })
    .where('candidate_id', '=', candidate.user.candidateId)
    .execute();
}

const companyOf = (employer: Employer) => ({ id: employer.user.companyId, name: employer.companyName });

describe('GET /profile/views: who viewed my profile', () => {
  it('records each company opening the profile, one entry per company and hour, newest first, in pages', async () => {
    const candidate = await registerCandidate(app);
    const first = await registerEmployer(app);
    const second = await registerEmployer(app);
    expect((await viewsOf(candidate)).profileViews).toEqual([]);

    const before = Date.now();
    await openProfile(first.token, candidate);
    await openProfile(first.token, candidate);
    // A recruiter of the same company is the same company.
    await openProfile((await inviteRecruiter(app, first.token)).token, candidate);
    await openProfile(second.token, candidate);

    const views = await viewsOf(candidate);
    expect(views.profileViews).toEqual([
      {
        id: expect.any(String),
        company: expect.objectContaining(companyOf(second)),
        viewedAt: expect.any(String),
        contactUnlocked: false,
      },
      {
        id: expect.any(String),
        company: expect.objectContaining(companyOf(first)),
        viewedAt: expect.any(String),
        contactUnlocked: false,
      },
    ]);
    expect(views.pagination).toEqual({ page: 1, pageSize: 12, total: 2, totalExact: true, totalPages: 1 });
    const firstViewAt = Date.parse(views.profileViews[1]?.viewedAt ?? '');
    expect(firstViewAt).toBeGreaterThanOrEqual(before - 1000);
    expect(firstViewAt).toBeLessThanOrEqual(Date.parse(views.profileViews[0]?.viewedAt ?? ''));

    // Within the hour of its entry a company adds nothing; after it, a new entry.
    await age(candidate, 59);
    await openProfile(first.token, candidate);
    expect((await viewsOf(candidate)).pagination.total).toBe(2);
    await age(candidate, 2);
    await openProfile(first.token, candidate);
    const later = await viewsOf(candidate);
    expect(later.profileViews.map((view) => view.company.id)).toEqual([
      first.user.companyId,
      second.user.companyId,
      first.user.companyId,
    ]);

    const page = await viewsOf(candidate, { page: 2, pageSize: 2 });
    expect(page.profileViews.map((view) => view.id)).toEqual([later.profileViews[2]?.id]);
    expect(page.pagination).toEqual({ page: 2, pageSize: 2, total: 3, totalExact: true, totalPages: 2 });
  });

  it('keeps views arriving together as one entry', async () => {
    const candidate = await registerCandidate(app);
    const employer = await registerEmployer(app);
    await Promise.all(Array.from({ length: 6 }, () => openProfile(employer.token, candidate)));
    expect((await viewsOf(candidate)).pagination.total).toBe(1);
  });

  it('says whether the company saw the contact details: only once the candidate accepted its offer', async () => {
    const candidate = await registerCandidate(app);
    const hiring = await registerEmployer(app);
    const other = await registerEmployer(app);
    const offerId = await createOffer(app, hiring, candidate.user.candidateId, await createPosting(app, hiring));

    expect((await openProfile(hiring.token, candidate)).contact).toBeNull();
    expect((await viewsOf(candidate)).profileViews).toEqual([
      expect.objectContaining({ company: expect.objectContaining(companyOf(hiring)), contactUnlocked: false }),
    ]);

    const accepted = await app
      .as(candidate.token)
      .candidate.offers.answer({ params: { offerId }, body: { status: 'ACCEPTED' } });
    expect(accepted.status).toBe(200);
    // The same visit (within the hour) now showed the contact details: the entry says so.
    expect((await openProfile(hiring.token, candidate)).contact).toMatchObject({ email: candidate.email });
    await openProfile(other.token, candidate);
    expect((await viewsOf(candidate)).profileViews.map((view) => [view.company.id, view.contactUnlocked])).toEqual([
      [other.user.companyId, false],
      [hiring.user.companyId, true],
    ]);
  });

  it('keeps one company’s views away from another: separate entries for the candidate, nothing on company routes', async () => {
    const candidate = await registerCandidate(app);
    const a = await registerEmployer(app);
    const b = await registerEmployer(app);
    await openProfile(a.token, candidate);
    const seenByB = await openProfile(b.token, candidate);

    const views = (await viewsOf(candidate)).profileViews;
    expect(views.map((view) => view.company.id)).toEqual([b.user.companyId, a.user.companyId]);
    expect(new Set(views.map((view) => view.id)).size).toBe(2);

    // What B reads of the candidate says nothing of A or of anyone's views.
    const detail = JSON.stringify(seenByB);
    expect(detail).not.toContain(a.user.companyId);
    expect(detail).not.toContain(a.companyName);
    expect(detail).not.toMatch(/viewedAt|profileViews|contactUnlocked/);
    const search = await app.as(b.token).company.candidates.search({ query: { pageSize: 100 } });
    expect(JSON.stringify(search.body)).not.toContain(a.user.companyId);

    // The candidates' route refuses employers, in either language.
    expect(await app.as(b.token).candidate.profileViews.list({ query: {} })).toMatchObject({
      status: 401,
      body: { error: { errorCode: 'UNAUTHENTICATED' } },
    });
    const thai = await send(app, { method: 'GET', path: '/profile/views', token: a.token, locale: 'th' });
    expect(thai).toMatchObject({
      status: 401,
      body: { message: 'เซสชันของคุณไม่ถูกต้องหรือหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง' },
    });
    // Another candidate sees none of them.
    expect((await viewsOf(await registerCandidate(app))).profileViews).toEqual([]);
  });

  it('validates paging in English and Thai', async () => {
    const candidate = await registerCandidate(app);
    const en = await send(app, { method: 'GET', path: '/profile/views?pageSize=0', token: candidate.token });
    expect(validationMessages(en)).toEqual({ 'query.pageSize': 'Page size must be between 1 and 100' });
    const th = await send(app, { method: 'GET', path: '/profile/views?page=0', token: candidate.token, locale: 'th' });
    expect(validationMessages(th)).toEqual({ 'query.page': 'หน้าต้องมีค่าตั้งแต่ 1 ขึ้นไป' });
  });

  it('is in the data export, and account deletion erases it', async () => {
    const candidate = await registerCandidate(app);
    const employer = await registerEmployer(app);
    await openProfile(employer.token, candidate);
    const views = (await viewsOf(candidate)).profileViews;
    expect(views).toHaveLength(1);

    const exported = await app.as(candidate.token).candidate.profile.export();
    expect(exported).toMatchObject({ status: 200, body: { result: { export: { profileViews: views } } } });

    const deleted = await app.as(candidate.token).candidate.profile.delete({
      body: { email: candidate.email, reason: 'FOUND_JOB_OTHER', score: 8 },
    });
    expect(deleted.status).toBe(200);
    const left = await app.db
      .selectFrom('candidate_profile_views')
      .select('id')
      .where('candidate_id', '=', candidate.user.candidateId)
      .execute();
    expect(left).toEqual([]);
    // A deleted profile cannot be opened, so nothing new is recorded either.
    const gone = await app
      .as(employer.token)
      .company.candidates.get({ params: { candidateId: candidate.user.candidateId } });
    expect(gone).toMatchObject(NOT_FOUND);
    const after = await app.db
      .selectFrom('candidate_profile_views')
      .select('id')
      .where('candidate_id', '=', candidate.user.candidateId)
      .execute();
    expect(after).toEqual([]);
  });
});
