import { randomUUID } from 'node:crypto';
import type { CandidateJobSearchQuery } from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import { createPosting, daysFromNow, send } from './candidate-fixtures.ts';
import { NOT_FOUND, validationMessages } from './support/errors.ts';
import { type Employer, registerCandidate, registerEmployer } from './support/factories.ts';
import { DISTRICT, INDUSTRY, OCCUPATION, PROVINCE } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

/** A word found only in this test's postings, so that searches see nothing of other tests. */
const uniqueWord = () => `jm${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/** Three open postings and one of every kind candidates must not see, all carrying `word`. */
async function catalogue(employer: Employer, word: string) {
  const keywords = [word];
  const open = {
    engineer: await createPosting(app, employer, {
      title: 'วิศวกรซอฟต์แวร์อาวุโส',
      industryId: INDUSTRY.computerProgramming,
      occupationId: OCCUPATION.softwareDevelopers,
      districtId: DISTRICT.phraNakhon,
      employmentType: 'FULL_TIME',
      estimatedSalaryMin: 900_000,
      estimatedSalaryMax: 1_200_000,
      postedAt: daysFromNow(-1),
      companySearchKeywords: keywords,
    }),
    analyst: await createPosting(app, employer, {
      title: 'Financial analyst',
      industryId: INDUSTRY.financialServices,
      occupationId: OCCUPATION.financeProfessionals,
      districtId: DISTRICT.muangChiangMai,
      employmentType: 'CONTRACT',
      estimatedSalaryMin: 400_000,
      estimatedSalaryMax: 600_000,
      postedAt: daysFromNow(-2),
      expiredAt: daysFromNow(20),
      companySearchKeywords: keywords,
    }),
    editor: await createPosting(app, employer, {
      title: 'Publishing editor',
      industryId: INDUSTRY.publishing,
      occupationId: OCCUPATION.financeProfessionals,
      districtId: null,
      employmentType: 'PART_TIME',
      salaryExpectation: 900_000,
      postedAt: daysFromNow(-3),
      companySearchKeywords: keywords,
    }),
  };
  const hidden = {
    draft: await createPosting(app, employer, { status: 'DRAFT', postedAt: null, companySearchKeywords: keywords }),
    paused: await createPosting(app, employer, { status: 'PAUSED', companySearchKeywords: keywords }),
    closed: await createPosting(app, employer, { status: 'CLOSED', companySearchKeywords: keywords }),
    expired: await createPosting(app, employer, { expiredAt: daysFromNow(-0.01), companySearchKeywords: keywords }),
    notYetPosted: await createPosting(app, employer, { postedAt: daysFromNow(1), companySearchKeywords: keywords }),
    neverPosted: await createPosting(app, employer, { postedAt: null, companySearchKeywords: keywords }),
  };
  return { open, hidden };
}

async function search(query: Partial<CandidateJobSearchQuery>, token?: string) {
  const client = token ? app.as(token) : app.api;
  const response = await client.candidate.jobs.list({ query: { pageSize: 100, ...query } });
  if (response.status !== 200) throw new Error(`GET /jobs: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

const idsOf = (result: { jobs: { id: string }[] }) => result.jobs.map((job) => job.id);

describe('job search', () => {
  it('finds open postings only, newest first, and pages through them', async () => {
    const employer = await registerEmployer(app);
    const word = uniqueWord();
    const { open } = await catalogue(employer, word);

    const all = await search({ keyword: word });
    expect(idsOf(all)).toEqual([open.engineer, open.analyst, open.editor]);
    expect(all.pagination).toEqual({ page: 1, pageSize: 100, total: 3, totalExact: true, totalPages: 1 });

    const second = await search({ keyword: word, page: 2, pageSize: 2 });
    expect(idsOf(second)).toEqual([open.editor]);
    expect(second.pagination).toEqual({ page: 2, pageSize: 2, total: 3, totalExact: true, totalPages: 2 });
    const past = await search({ keyword: word, page: 9, pageSize: 2 });
    expect(past.jobs).toEqual([]);
    expect(past.pagination.total).toBe(3);

    // The posting as a candidate finds it: with its company, names and location.
    const engineer = all.jobs[0];
    expect(engineer).toMatchObject({
      title: 'วิศวกรซอฟต์แวร์อาวุโส',
      companyId: employer.user.companyId,
      company: { id: employer.user.companyId, name: employer.companyName },
      industry: { id: INDUSTRY.computerProgramming },
      location: {
        districtId: DISTRICT.phraNakhon,
        provinceId: PROVINCE.bangkok,
        region: 'CENTRAL',
        postalCode: '10200',
      },
      hasApplied: false,
      hasSaved: false,
    });
  });

  it('pages a keyword with filters (one statement for the page and its total) the same way', async () => {
    const employer = await registerEmployer(app);
    const word = uniqueWord();
    const { open } = await catalogue(employer, word);
    const query = { keyword: word, occupationId: OCCUPATION.professionals };

    const first = await search({ ...query, page: 1, pageSize: 2 });
    expect(idsOf(first)).toEqual([open.engineer, open.analyst]);
    expect(first.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalExact: true, totalPages: 2 });
    const second = await search({ ...query, page: 2, pageSize: 2 });
    expect(idsOf(second)).toEqual([open.editor]);
    expect(second.pagination).toEqual({ page: 2, pageSize: 2, total: 3, totalExact: true, totalPages: 2 });
    // A page past the end has no row to carry the count: the total is counted on its own.
    const past = await search({ ...query, page: 5, pageSize: 2 });
    expect(past.jobs).toEqual([]);
    expect(past.pagination).toMatchObject({ total: 3, totalExact: true });
  });

  it.each([
    ['Thai keyword', { keyword: 'วิศวกร' }, ['engineer']],
    ['English keyword', { keyword: 'FINANCIAL' }, ['analyst']],
    ['industry section', { industryId: INDUSTRY.informationSection }, ['engineer', 'editor']],
    ['industry division', { industryId: INDUSTRY.computerProgramming }, ['engineer']],
    ['occupation major group', { occupationId: OCCUPATION.professionals }, ['engineer', 'analyst', 'editor']],
    ['occupation minor group', { occupationId: OCCUPATION.financeProfessionals }, ['analyst', 'editor']],
    ['province', { provinceId: PROVINCE.chiangMai }, ['analyst']],
    // PostgreSQL matches an id in either case, and so must the lookups of a province's districts.
    ['province id in capitals', { provinceId: PROVINCE.chiangMai.toUpperCase() }, ['analyst']],
    ['industry id in capitals', { industryId: INDUSTRY.informationSection.toUpperCase() }, ['engineer', 'editor']],
    ['employment type', { employmentType: 'PART_TIME' }, ['editor']],
    ['minimum salary', { salaryMin: 800_000 }, ['engineer', 'editor']],
    ['minimum salary reached exactly', { salaryMin: 600_000 }, ['engineer', 'analyst', 'editor']],
    [
      'several filters',
      { provinceId: PROVINCE.bangkok, employmentType: 'FULL_TIME', salaryMin: 1_000_000 },
      ['engineer'],
    ],
    ['a filter nothing matches', { employmentType: 'INTERNSHIP' }, []],
  ] as const)('filters by %s', async (_name, filters, expected) => {
    const employer = await registerEmployer(app);
    const word = uniqueWord();
    const { open } = await catalogue(employer, word);
    // The unique word keeps the results to this test's postings; a keyword filter adds its own word.
    const keyword = 'keyword' in filters ? `${filters.keyword} ${word}` : word;
    const result = await search({ ...filters, keyword });
    expect(idsOf(result)).toEqual(expected.map((name) => open[name]));
  });

  it('finds "วิศวกรซอฟต์แวร์" with the Thai word "วิศวกร" alone', async () => {
    const employer = await registerEmployer(app);
    const { open } = await catalogue(employer, uniqueWord());
    const result = await search({ keyword: 'วิศวกร' });
    expect(idsOf(result)).toContain(open.engineer);
    // Other tests' postings share the database: judge only this test's own.
    const ours = result.jobs.filter((job) => Object.values(open).includes(job.id));
    // Only the engineer's title holds the word; the catalogue's descriptions do not.
    expect(ours.every((job) => job.title.includes('วิศวกร'))).toBe(true);
  });

  it('finds a posting by the names of its place, industry and occupation in either language', async () => {
    const employer = await registerEmployer(app);
    const tag = uniqueWord();
    const chiangMai = await createPosting(app, employer, {
      districtId: DISTRICT.muangChiangMai,
      companySearchKeywords: [tag],
    });
    const bangkok = await createPosting(app, employer, { companySearchKeywords: [tag] });
    for (const [words, expected] of [
      ['Chiang Mai', [chiangMai]],
      ['เชียงใหม่', [chiangMai]],
      ['กรุงเทพมหานคร', [bangkok]],
      ['Bangkok', [bangkok]],
      ['นักพัฒนา ซอฟต์แวร์', [chiangMai, bangkok]],
      ['computer programming', [chiangMai, bangkok]],
    ] as const) {
      const found = idsOf(await search({ keyword: `${tag} ${words}` }));
      expect(found.sort(), words).toEqual([...expected].sort());
    }
  });

  it('matches nothing by a keyword of punctuation alone, and ignores punctuation beside words', async () => {
    const employer = await registerEmployer(app);
    const tag = uniqueWord();
    const posting = await createPosting(app, employer, {
      title: 'Sales, 100%%% commission',
      companySearchKeywords: [tag],
    });
    // No index holds punctuation: matched as typed, it read every open posting (docs/decisions.md #31).
    for (const keyword of ['%%%', '%', '!?', ' -- ']) {
      expect(await search({ keyword }), keyword).toMatchObject({ jobs: [], pagination: { total: 0 } });
    }
    expect(idsOf(await search({ keyword: `${tag} %%%` }))).toEqual([posting]);
  });

  it.each([
    ['en', 'Must be 0 or more', 'Page size must be between 1 and 100', 'Must be a valid id (uuid)'],
    ['th', 'ต้องมีค่าตั้งแต่ 0 ขึ้นไป', 'จำนวนต่อหน้าต้องอยู่ระหว่าง 1 ถึง 100', 'ต้องเป็นรหัสอ้างอิงที่ถูกต้อง (uuid)'],
  ] as const)('answers 400 to invalid filters (%s)', async (locale, salary, pageSize, id) => {
    const response = await send(app, {
      method: 'GET',
      path: '/jobs?salaryMin=-1&pageSize=101&industryId=nope&employmentType=SOMETIMES',
      locale,
    });
    const messages = validationMessages(response);
    expect(messages).toMatchObject({
      'query.salaryMin': salary,
      'query.pageSize': pageSize,
      'query.industryId': id,
    });
    expect(Object.keys(messages)).toContain('query.employmentType');
  });

  it('answers 400, never a 500, to a keyword or salary the database could not compare', async () => {
    for (const query of ['keyword=a%00b', 'salaryMin=3000000000']) {
      const response = await send(app, { method: 'GET', path: `/jobs?${query}` });
      expect(response.status, query).toBe(400);
    }
    const response = await send(app, { method: 'GET', path: '/jobs?salaryMin=1000000001', locale: 'th' });
    expect(validationMessages(response)).toEqual({ 'query.salaryMin': 'ต้องมีค่าไม่เกิน 1000000000' });
  });
});

/** What a search result says of a posting (docs/decisions.md #18), beside its company and the caller's flags. */
const SUMMARY_FIELDS = [
  'id',
  'companyId',
  'title',
  'summary',
  'employmentType',
  'educationLevel',
  'salaryExpectation',
  'estimatedSalaryMin',
  'estimatedSalaryMax',
  'districtId',
  'industryId',
  'occupationId',
  'industry',
  'occupation',
  'location',
  'postedAt',
  'expiredAt',
  'coverImage',
  'createdAt',
  'updatedAt',
] as const;

describe('a search result', () => {
  it('is a summary of the posting, without its description or the application; the posting by its id is whole', async () => {
    const employer = await registerEmployer(app);
    const word = uniqueWord();
    const marker = uniqueWord();
    const jobId = await createPosting(app, employer, {
      title: 'Accountant',
      summary: 'Close the books',
      description: `Monthly closing, audits and tax filings ${marker}`,
      districtId: DISTRICT.muangChiangMai,
      estimatedSalaryMin: 400_000,
      estimatedSalaryMax: 600_000,
      expiredAt: daysFromNow(30),
      companySearchKeywords: [word],
    });
    const candidate = await registerCandidate(app);
    expect((await app.as(candidate.token).candidate.applications.apply({ params: { jobId }, body: {} })).status).toBe(
      201,
    );

    for (const locale of ['en', 'th'] as const) {
      const response = await app.fetch(`/api/candidate/jobs?keyword=${word}`, {
        headers: { 'accept-language': locale, authorization: `Bearer ${candidate.token}` },
      });
      const text = await response.text();
      expect(response.status, locale).toBe(200);
      // The bytes themselves: none of the posting's long texts.
      expect(text, locale).not.toContain(marker);
      const [item] = JSON.parse(text).result.jobs;
      expect(Object.keys(item).sort(), locale).toEqual([...SUMMARY_FIELDS, 'company', 'hasApplied', 'hasSaved'].sort());
      expect(Object.keys(item.company).sort(), locale).toEqual(['id', 'logo', 'name']);
      expect(item, locale).toMatchObject({
        id: jobId,
        title: 'Accountant',
        summary: 'Close the books',
        employmentType: 'FULL_TIME',
        estimatedSalaryMin: 400_000,
        estimatedSalaryMax: 600_000,
        company: { id: employer.user.companyId, name: employer.companyName },
        // Reference names come in both languages, whichever the caller reads.
        industry: { id: INDUSTRY.computerProgramming, localized: { en: expect.any(String), th: expect.any(String) } },
        location: {
          districtId: DISTRICT.muangChiangMai,
          provinceId: PROVINCE.chiangMai,
          province: { en: 'Chiang Mai', th: 'เชียงใหม่' },
          region: 'NORTH',
        },
        hasApplied: true,
        hasSaved: false,
      });

      const detail = await app.as(candidate.token, locale).candidate.jobs.get({ params: { jobId } });
      if (detail.status !== 200) throw new Error(`GET /jobs/${jobId}: ${detail.status}`);
      const { job } = detail.body.result;
      expect(job.description, locale).toContain(marker);
      expect(job.application, locale).toMatchObject({ jobId, status: 'PENDING' });
      // The summary holds the posting's own values, not another reading of them.
      expect(item, locale).toEqual({
        ...Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, job[field]])),
        company: { id: job.company.id, name: job.company.name, logo: job.company.logo },
        hasApplied: job.hasApplied,
        hasSaved: job.hasSaved,
      });
    }
  });
});

describe('reading a job posting', () => {
  it('works signed out, with hasApplied and hasSaved false, and counts no view', async () => {
    const employer = await registerEmployer(app);
    const jobId = await createPosting(app, employer);
    const candidate = await registerCandidate(app);
    await app.as(candidate.token).candidate.applications.apply({ params: { jobId }, body: {} });
    await app.as(candidate.token).candidate.savedJobs.save({ params: { jobId }, body: {} });

    const anonymous = await app.api.candidate.jobs.get({ params: { jobId } });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({
      result: { job: { id: jobId, hasApplied: false, hasSaved: false, company: { id: employer.user.companyId } } },
    });
    // A token that is no longer valid is treated as signed out on public routes.
    await app.as(candidate.token).candidate.auth.logout();
    const stale = await app.as(candidate.token).candidate.jobs.get({ params: { jobId } });
    expect(stale.body).toMatchObject({ result: { job: { hasApplied: false, hasSaved: false } } });

    const views = await app.db
      .selectFrom('job_posting_views')
      .select('candidate_id')
      .where('job_posting_id', '=', jobId)
      .execute();
    expect(views).toEqual([]);
  });

  it('tells a signed-in candidate what they applied to and saved, in the list and the posting', async () => {
    const employer = await registerEmployer(app);
    const word = uniqueWord();
    const applied = await createPosting(app, employer, { companySearchKeywords: [word], postedAt: daysFromNow(-1) });
    const saved = await createPosting(app, employer, { companySearchKeywords: [word], postedAt: daysFromNow(-2) });
    const candidate = await registerCandidate(app);
    const other = await registerCandidate(app);
    const api = app.as(candidate.token).candidate;
    expect((await api.applications.apply({ params: { jobId: applied }, body: {} })).status).toBe(201);
    expect((await api.savedJobs.save({ params: { jobId: saved }, body: {} })).status).toBe(200);

    const mine = await search({ keyword: word }, candidate.token);
    expect(mine.jobs.map(({ id, hasApplied, hasSaved }) => ({ id, hasApplied, hasSaved }))).toEqual([
      { id: applied, hasApplied: true, hasSaved: false },
      { id: saved, hasApplied: false, hasSaved: true },
    ]);
    const theirs = await search({ keyword: word }, other.token);
    expect(theirs.jobs.every((job) => !job.hasApplied && !job.hasSaved)).toBe(true);
    const anonymous = await search({ keyword: word });
    expect(anonymous.jobs.every((job) => !job.hasApplied && !job.hasSaved)).toBe(true);

    const one = await api.jobs.get({ params: { jobId: saved } });
    expect(one.body).toMatchObject({ result: { job: { id: saved, hasApplied: false, hasSaved: true } } });
  });

  it('counts a signed-in candidate once in the recruitment’s "viewed" stat', async () => {
    const employer = await registerEmployer(app);
    const jobId = await createPosting(app, employer);
    const first = await registerCandidate(app);
    const second = await registerCandidate(app);
    for (const token of [first.token, first.token, second.token, first.token]) {
      expect((await app.as(token).candidate.jobs.get({ params: { jobId } })).status).toBe(200);
    }
    await app.api.candidate.jobs.get({ params: { jobId } });
    // Employers browse like anyone else, without counting as candidates.
    expect((await app.as(employer.token).candidate.jobs.get({ params: { jobId } })).status).toBe(200);
    // Searching is not opening.
    await search({}, first.token);

    const views = await app.db
      .selectFrom('job_posting_views')
      .select('candidate_id')
      .where('job_posting_id', '=', jobId)
      .orderBy('candidate_id')
      .execute();
    expect(views.map((view) => view.candidate_id).sort()).toEqual(
      [first.user.candidateId, second.user.candidateId].sort(),
    );
    const stats = await app.as(employer.token).company.recruitments.list({ query: {} });
    expect(stats.status).toBe(200);
    if (stats.status !== 200) return;
    expect(stats.body.result.recruitments.find((item) => item.id === jobId)?.stats.viewed).toBe(2);
  });

  it('answers 404 for postings candidates may not see, unknown ids, and 400 for a malformed id', async () => {
    const employer = await registerEmployer(app);
    const word = uniqueWord();
    const { hidden } = await catalogue(employer, word);
    const { token } = await registerCandidate(app);
    for (const jobId of [...Object.values(hidden), randomUUID()]) {
      const signedOut = await app.api.candidate.jobs.get({ params: { jobId } });
      const signedIn = await app.as(token).candidate.jobs.get({ params: { jobId } });
      expect(signedOut).toMatchObject(NOT_FOUND);
      expect(signedIn.status).toBe(404);
    }
    const thai = await app.apiTh.candidate.jobs.get({ params: { jobId: hidden.draft } });
    expect(thai.body).toMatchObject({ message: 'ไม่พบรายการที่ต้องการ' });
    const malformed = await send(app, { method: 'GET', path: '/jobs/not-a-uuid' });
    expect(validationMessages(malformed)).toEqual({ 'params.jobId': 'Must be a valid id (uuid)' });
  });
});

describe('saved jobs', () => {
  it('saves and forgets idempotently, and lists each with RECRUITING, CLOSING_SOON or CLOSED', async () => {
    const employer = await registerEmployer(app);
    const recruiting = await createPosting(app, employer, { expiredAt: daysFromNow(30) });
    const closingSoon = await createPosting(app, employer, { expiredAt: daysFromNow(3) });
    const willClose = await createPosting(app, employer);
    const willExpire = await createPosting(app, employer, { expiredAt: daysFromNow(10) });
    const candidate = await registerCandidate(app);
    const api = app.as(candidate.token).candidate.savedJobs;

    for (const jobId of [recruiting, closingSoon, willClose, willExpire, recruiting]) {
      const saved = await api.save({ params: { jobId }, body: {} });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        result: { savedJob: { jobPostingId: jobId, candidateId: candidate.user.candidateId } },
      });
      // Saved at distinct instants, so that "most recently saved first" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const rows = await app.db
      .selectFrom('saved_job_postings')
      .select('job_posting_id')
      .where('candidate_id', '=', candidate.user.candidateId)
      .execute();
    expect(rows).toHaveLength(4);

    // The employer closes one posting; another one's end passes.
    await app.db
      .updateTable('job_postings')
      .set({ status: 'CLOSED', closed_at: new Date() })
      .where('id', '=', willClose)
      .execute();
    await app.db
      .updateTable('job_postings')
      .set({ expired_at: daysFromNow(-1) })
      .where('id', '=', willExpire)
      .execute();

    const list = await api.list({ query: {} });
    expect(list.status).toBe(200);
    if (list.status !== 200) return;
    expect(list.body.result.savedJobs.map(({ jobPostingId, status }) => [jobPostingId, status])).toEqual([
      [willExpire, 'CLOSED'],
      [willClose, 'CLOSED'],
      [closingSoon, 'CLOSING_SOON'],
      [recruiting, 'RECRUITING'],
    ]);
    expect(list.body.result.pagination).toEqual({ page: 1, pageSize: 12, total: 4, totalExact: true, totalPages: 1 });
    expect(list.body.result.savedJobs[0]).toMatchObject({
      hasApplied: false,
      job: { id: willExpire },
      company: { name: employer.companyName },
    });

    // Saving a closed posting that is already saved is still fine (idempotent).
    expect((await api.save({ params: { jobId: willClose }, body: {} })).status).toBe(200);

    for (const jobId of [willClose, willClose, randomUUID()]) {
      const removed = await api.remove({ params: { jobId } });
      expect(removed).toMatchObject({ status: 200, body: { result: { jobId, saved: false } } });
    }
    const after = await api.list({ query: { pageSize: 2, page: 2 } });
    expect(after.body).toMatchObject({
      result: {
        savedJobs: [{ jobPostingId: recruiting }],
        pagination: { page: 2, pageSize: 2, total: 3, totalExact: true, totalPages: 2 },
      },
    });
  });

  it('answers 404 when saving a posting that is not open, unknown, or never was saved before closing', async () => {
    const employer = await registerEmployer(app);
    const draft = await createPosting(app, employer, { status: 'DRAFT', postedAt: null });
    const closed = await createPosting(app, employer, { status: 'CLOSED' });
    const { token } = await registerCandidate(app);
    for (const jobId of [draft, closed, randomUUID()]) {
      const response = await app.as(token).candidate.savedJobs.save({ params: { jobId }, body: {} });
      expect(response).toMatchObject(NOT_FOUND);
    }
  });

  it('keeps each candidate’s saved jobs their own', async () => {
    const employer = await registerEmployer(app);
    const jobId = await createPosting(app, employer);
    const owner = await registerCandidate(app);
    const other = await registerCandidate(app);
    await app.as(owner.token).candidate.savedJobs.save({ params: { jobId }, body: {} });
    const theirs = await app.as(other.token).candidate.savedJobs.list({ query: {} });
    expect(theirs.body).toMatchObject({ result: { savedJobs: [], pagination: { total: 0 } } });
    // Their DELETE does not touch the owner's.
    await app.as(other.token).candidate.savedJobs.remove({ params: { jobId } });
    const mine = await app.as(owner.token).candidate.savedJobs.list({ query: {} });
    expect(mine.body).toMatchObject({ result: { pagination: { total: 1 } } });
  });

  it('routes /jobs/saved-jobs to the saved jobs, not to /jobs/{jobId}', async () => {
    const signedOut = await send(app, { method: 'GET', path: '/jobs/saved-jobs' });
    // Not a 400 "jobId must be a uuid" from the posting route: the saved-jobs route wants a token.
    expect(signedOut).toMatchObject({ status: 401, body: { error: { errorCode: 'UNAUTHENTICATED' } } });
    const { token } = await registerCandidate(app);
    const signedIn = await send(app, { method: 'GET', path: '/jobs/saved-jobs', token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.result.savedJobs).toEqual([]);
    expect((await send(app, { method: 'PUT', path: `/jobs/saved-jobs/${randomUUID()}` })).status).toBe(401);
  });
});

describe('applying', () => {
  it('answers 201 with a PENDING application, and 400 ALREADY_APPLIED the second time (en, th)', async () => {
    const employer = await registerEmployer(app);
    const jobId = await createPosting(app, employer);
    const candidate = await registerCandidate(app);
    const response = await app.as(candidate.token).candidate.applications.apply({ params: { jobId }, body: {} });
    expect(response.status).toBe(201);
    if (response.status !== 201) return;
    expect(response.body).toMatchObject({ status: 'success', statusCode: 201 });
    expect(response.body.result.application).toMatchObject({
      candidateId: candidate.user.candidateId,
      jobId,
      offerId: null,
      status: 'PENDING',
    });

    const again = await send(app, { method: 'POST', path: `/jobs/${jobId}/applications`, token: candidate.token });
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'You have already applied to this job', error: { errorCode: 'ALREADY_APPLIED' } },
    });
    const thai = await send(app, {
      method: 'POST',
      path: `/jobs/${jobId}/applications`,
      token: candidate.token,
      locale: 'th',
    });
    expect(thai.body.message).toBe('คุณได้สมัครงานนี้ไปแล้ว');
    const rows = await app.db.selectFrom('job_applications').select('id').where('job_posting_id', '=', jobId).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for unknown and unpublished postings and 400 JOB_CLOSED for closed ones (en, th)', async () => {
    const employer = await registerEmployer(app);
    const { token } = await registerCandidate(app);
    const apply = (jobId: string, locale: 'en' | 'th' = 'en') =>
      send(app, { method: 'POST', path: `/jobs/${jobId}/applications`, token, locale, body: {} });
    for (const jobId of [
      randomUUID(),
      await createPosting(app, employer, { status: 'DRAFT', postedAt: null }),
      await createPosting(app, employer, { postedAt: daysFromNow(2) }),
    ]) {
      expect(await apply(jobId)).toMatchObject(NOT_FOUND);
    }
    for (const jobId of [
      await createPosting(app, employer, { status: 'PAUSED' }),
      await createPosting(app, employer, { status: 'CLOSED' }),
      await createPosting(app, employer, { expiredAt: daysFromNow(-1) }),
    ]) {
      expect(await apply(jobId)).toMatchObject({
        status: 400,
        body: { message: 'This job is no longer accepting applications', error: { errorCode: 'JOB_CLOSED' } },
      });
      expect((await apply(jobId, 'th')).body.message).toBe('งานนี้ปิดรับสมัครแล้ว');
    }
  });

  it('notifies the company at once (ANY_TIME), without the candidate’s contact details, and auto-replies', async () => {
    const employer = await registerEmployer(app);
    const hrEmail = `hr.${randomUUID().slice(0, 8)}@example.test`;
    await app.db
      .updateTable('companies')
      .set({
        notification_email: hrEmail,
        notification_frequency: 'ANY_TIME',
        auto_reply_enabled: true,
        auto_reply_template_message: 'ขอบคุณที่สมัครงานกับเรา',
      })
      .where('id', '=', employer.user.companyId)
      .execute();
    const jobId = await createPosting(app, employer, { title: 'Site reliability engineer' });
    const candidate = await registerCandidate(app);
    const response = await app.as(candidate.token).candidate.applications.apply({ params: { jobId }, body: {} });
    expect(response.status).toBe(201);
    if (response.status !== 201) return;

    const notifications = await app.db
      .selectFrom('company_notifications')
      .select(['kind', 'payload', 'digested_at'])
      .where('company_id', '=', employer.user.companyId)
      .execute();
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      kind: 'NEW_APPLICATION',
      payload: {
        jobPostingId: jobId,
        applicationId: response.body.result.application.id,
        jobTitle: 'Site reliability engineer',
      },
    });
    expect(notifications[0]?.digested_at).not.toBeNull();
    expect(JSON.stringify(notifications[0]?.payload)).not.toContain(candidate.email);

    await app.deliverMail();
    const toCompany = app.mailbox.to(hrEmail);
    expect(toCompany).toHaveLength(1);
    expect(toCompany[0]?.text).toContain('Site reliability engineer');
    for (const personal of [candidate.email, candidate.firstName, candidate.lastName]) {
      expect(toCompany[0]?.text).not.toContain(personal);
    }
    const autoReply = app.mailbox.to(candidate.email);
    expect(autoReply).toHaveLength(1);
    expect(autoReply[0]?.text).toContain('ขอบคุณที่สมัครงานกับเรา');
  });

  it('keeps the notification for the DAILY digest, and for a company without a notification e-mail', async () => {
    const daily = await registerEmployer(app);
    const dailyEmail = `hr.${randomUUID().slice(0, 8)}@example.test`;
    await app.db
      .updateTable('companies')
      .set({ notification_email: dailyEmail, notification_frequency: 'DAILY' })
      .where('id', '=', daily.user.companyId)
      .execute();
    const silent = await registerEmployer(app);
    const candidate = await registerCandidate(app);
    for (const employer of [daily, silent]) {
      const jobId = await createPosting(app, employer);
      expect((await app.as(candidate.token).candidate.applications.apply({ params: { jobId }, body: {} })).status).toBe(
        201,
      );
    }
    const pending = await app.db
      .selectFrom('company_notifications')
      .select(['company_id', 'kind', 'digested_at'])
      .where('company_id', 'in', [daily.user.companyId, silent.user.companyId])
      .execute();
    expect(pending).toHaveLength(2);
    expect(pending.every((row) => row.kind === 'NEW_APPLICATION' && row.digested_at === null)).toBe(true);
    // The digest sends it later: nothing is e-mailed now.
    const mails = await app.db.selectFrom('outbox_emails').select('id').where('to_address', '=', dailyEmail).execute();
    expect(mails).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await send(app, { method: 'POST', path: `/jobs/${randomUUID()}/applications` });
    expect(response).toMatchObject({ status: 401, body: { message: 'Authorization header is required' } });
  });
});
