import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from '../../migrations/20261226T0900_candidate_work_days.ts';
import { WORK_DAYS_EPOCH } from '../src/db/candidate-search-filters.ts';
import { registerCandidate } from './support/factories.ts';
import { INDUSTRY, OCCUPATION } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

type Job = { startDate: string; endDate?: string | null };

/** A candidate whose profile lists `jobs`, written through the profile's own route. */
async function candidateWith(jobs: Job[]) {
  const candidate = await registerCandidate(app);
  await setJobs(candidate.token, jobs);
  return candidate;
}

async function setJobs(token: string, jobs: Job[]) {
  const answer = await app.as(token).candidate.profile.updateWorkHistory({
    body: {
      workHistories: jobs.map((job) => ({
        industryId: INDUSTRY.computerProgramming,
        occupationId: OCCUPATION.softwareDevelopers,
        companyName: 'Work Days Co., Ltd.',
        employmentType: 'FULL_TIME' as const,
        isCurrent: !job.endDate,
        ...job,
      })),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/**
 * The candidate's days of work on `date`, from the copies on their row as the search reads them
 * where every ongoing job has started, and summed from their histories as the search sums them
 * otherwise; and the sum itself, to compare.
 */
async function workDaysOn(candidateId: string, date: string) {
  const { rows } = await sql<{ copied: number | null; summed: number }>`
    SELECT CASE WHEN c.ongoing_jobs_started IS NULL OR c.ongoing_jobs_started <= ${date}::date
        THEN c.work_days_base + c.ongoing_jobs * (${date}::date - ${WORK_DAYS_EPOCH}::date) END AS copied,
      (SELECT coalesce(sum(greatest(coalesce(w.end_date, ${date}::date) - w.start_date, 0)), 0)::integer
        FROM candidate_work_histories w WHERE w.candidate_id = c.id) AS summed
    FROM candidates c WHERE c.id = ${candidateId}`.execute(app.db);
  return rows[0];
}

const columnsOf = (candidateId: string) =>
  app.db
    .selectFrom('candidates')
    .select(['work_days_base', 'ongoing_jobs', 'ongoing_jobs_started'])
    .where('id', '=', candidateId)
    .executeTakeFirstOrThrow();

describe("a candidate's work experience copied onto their row", () => {
  it('is the sum of their work histories on every date once their ongoing jobs have started', async () => {
    const jobs = [
      { startDate: '2012-03-01', endDate: '2014-02-28' },
      { startDate: '2014-06-01', endDate: '2014-06-01' },
      { startDate: '2016-01-15', endDate: null },
      { startDate: '2018-09-01' },
      // Overlapping ones add up, as the search has always summed them.
      { startDate: '2019-01-01', endDate: '2030-01-01' },
    ];
    const { user } = await candidateWith(jobs);
    expect(await columnsOf(user.candidateId)).toEqual({
      work_days_base: expect.any(Number),
      ongoing_jobs: 2,
      ongoing_jobs_started: '2018-09-01',
    });
    for (const date of ['2018-09-01', '2020-02-29', '2026-11-27', '2041-07-15']) {
      const { copied, summed } = (await workDaysOn(user.candidateId, date)) ?? {};
      expect(copied, date).toBe(summed);
    }
    // Before an ongoing job's first day the copies say nothing; the search sums the histories.
    expect(await workDaysOn(user.candidateId, '2018-08-31')).toMatchObject({ copied: null });
  });

  it('follows the histories as the candidate changes them, back to none', async () => {
    const candidate = await candidateWith([{ startDate: '2020-01-01' }]);
    const id = candidate.user.candidateId;
    expect(await columnsOf(id)).toMatchObject({ ongoing_jobs: 1, ongoing_jobs_started: '2020-01-01' });

    await setJobs(candidate.token, [{ startDate: '2020-01-01', endDate: '2023-01-01' }, { startDate: '2035-05-01' }]);
    expect(await columnsOf(id)).toEqual({
      work_days_base: -11808,
      ongoing_jobs: 1,
      ongoing_jobs_started: '2035-05-01',
    });
    expect(await workDaysOn(id, '2036-05-01')).toEqual({ copied: 1096 + 366, summed: 1096 + 366 });

    await setJobs(candidate.token, []);
    expect(await columnsOf(id)).toEqual({ work_days_base: 0, ongoing_jobs: 0, ongoing_jobs_started: null });
  });

  it('is given to the candidates written before the migration', async () => {
    const { user } = await registerCandidate(app);
    const id = user.candidateId;
    await down(app.db as unknown as Kysely<unknown>);
    try {
      await app.db
        .insertInto('candidate_work_histories')
        .values(
          [
            { start_date: '2010-01-01', end_date: '2011-01-01' },
            { start_date: '2021-04-01', end_date: null },
          ].map((job) => ({
            ...job,
            id: randomUUID(),
            candidate_id: id,
            industry_id: INDUSTRY.computerProgramming,
            occupation_id: OCCUPATION.softwareDevelopers,
            company_name: 'Before Co., Ltd.',
            is_current: job.end_date === null,
            employment_type: 'FULL_TIME' as const,
          })),
        )
        .execute();
    } finally {
      await up(app.db as unknown as Kysely<unknown>);
    }
    expect(await columnsOf(id)).toMatchObject({ ongoing_jobs: 1, ongoing_jobs_started: '2021-04-01' });
    const { copied, summed } = (await workDaysOn(id, '2026-11-27')) ?? {};
    expect(copied).toBe(summed);
    expect(summed).toBe(365 + 2066);
  });
});
