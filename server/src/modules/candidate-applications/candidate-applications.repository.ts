import { randomUUID } from 'node:crypto';
import type {
  ApplicationStatus,
  CandidateApplication,
  CandidateApplicationItem,
  PaginationQuery,
} from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import { type Page, pageOf } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { APPLICATION_COLUMNS, savedJobStatus, toApplication } from '../candidate-jobs/candidate-jobs.repository.ts';
import {
  jobPostingSelect,
  referenceIdsOf,
  toJobCompany,
  toJobPosting,
} from '../job-postings/job-postings.repository.ts';
import type { ReferenceLookup, ReferenceLookupSource } from '../reference/reference-lookup.ts';

export type CandidateApplicationsRepository = ReturnType<typeof createCandidateApplicationsRepository>;

/** The candidate's own applications; another candidate's answer as if they did not exist. */
export function createCandidateApplicationsRepository(db: Kysely<Database>, readReference: ReferenceLookupSource) {
  const ofCandidate = (candidateId: string) =>
    jobPostingSelect(db)
      .innerJoin('job_applications as ja', 'ja.job_posting_id', 'jp.id')
      .select([
        'ja.id as application_id',
        'ja.candidate_id',
        'ja.job_posting_id',
        'ja.offer_id',
        'ja.status as application_status',
        'ja.created_at as application_created_at',
        'ja.updated_at as application_updated_at',
        'ja.withdrawn_at',
      ])
      .where('ja.candidate_id', '=', candidateId);

  type Row = Awaited<ReturnType<ReturnType<typeof ofCandidate>['executeTakeFirstOrThrow']>>;

  const toItem =
    (now: Date, names: ReferenceLookup) =>
    (row: Row): CandidateApplicationItem => ({
      ...toApplication({
        id: row.application_id,
        candidate_id: row.candidate_id,
        job_posting_id: row.job_posting_id,
        offer_id: row.offer_id,
        status: row.application_status,
        created_at: row.application_created_at,
        updated_at: row.application_updated_at,
        withdrawn_at: row.withdrawn_at,
      }),
      canWithdraw: row.application_status === 'PENDING',
      jobStatus: savedJobStatus(row, now),
      job: toJobPosting(row, names),
      company: toJobCompany(row),
    });

  return {
    /** Inserts the application, or nothing when the candidate has an application to this posting not withdrawn. */
    async insert(application: {
      candidateId: string;
      jobId: string;
      offerId: string | null;
    }): Promise<CandidateApplication | undefined> {
      const row = await db
        .insertInto('job_applications')
        .values({
          id: randomUUID(),
          candidate_id: application.candidateId,
          job_posting_id: application.jobId,
          offer_id: application.offerId,
          status: 'PENDING',
        })
        .onConflict((conflict) =>
          conflict.columns(['candidate_id', 'job_posting_id']).where('status', '<>', 'CANCELLED').doNothing(),
        )
        .returning(APPLICATION_COLUMNS)
        .executeTakeFirst();
      return row && toApplication(row);
    },

    async userNo(candidateId: string): Promise<number> {
      const row = await db
        .selectFrom('candidates')
        .select('user_no')
        .where('id', '=', candidateId)
        .executeTakeFirstOrThrow();
      return row.user_no;
    },

    /** The candidate's application to the posting that is not withdrawn: there is at most one. */
    async active(candidateId: string, jobId: string): Promise<CandidateApplication | undefined> {
      const row = await db
        .selectFrom('job_applications')
        .select(APPLICATION_COLUMNS)
        .where('candidate_id', '=', candidateId)
        .where('job_posting_id', '=', jobId)
        .where('status', '<>', 'CANCELLED')
        .executeTakeFirst();
      return row && toApplication(row);
    },

    async list(
      candidateId: string,
      filter: { status?: ApplicationStatus | undefined },
      paging: PaginationQuery,
      now: Date,
    ): Promise<Page<CandidateApplicationItem>> {
      const query = ofCandidate(candidateId)
        .$if(filter.status !== undefined, (qb) => qb.where('ja.status', '=', filter.status as ApplicationStatus))
        .orderBy('ja.created_at', 'desc')
        .orderBy('ja.id', 'desc');
      const page = await pageOf(db, query, paging);
      const names = await readReference(db, referenceIdsOf(page.rows));
      return { ...page, rows: page.rows.map(toItem(now, names)) };
    },

    async find(candidateId: string, applicationId: string, now: Date): Promise<CandidateApplicationItem | undefined> {
      const row = await ofCandidate(candidateId).where('ja.id', '=', applicationId).executeTakeFirst();
      return row && toItem(now, await readReference(db, referenceIdsOf([row])))(row);
    },

    /** What withdrawing needs to know, with the application locked until the transaction ends. */
    lock(candidateId: string, applicationId: string) {
      return db
        .selectFrom('job_applications as ja')
        .innerJoin('job_postings as jp', 'jp.id', 'ja.job_posting_id')
        .innerJoin('candidates as c', 'c.id', 'ja.candidate_id')
        .select(['ja.id', 'ja.status', 'ja.job_posting_id', 'jp.company_id', 'jp.title', 'c.user_no'])
        .where('ja.id', '=', applicationId)
        .where('ja.candidate_id', '=', candidateId)
        .forUpdate('ja')
        .executeTakeFirst();
    },

    async withdraw(applicationId: string, at: Date): Promise<void> {
      await db
        .updateTable('job_applications')
        .set({ status: 'CANCELLED', withdrawn_at: at, updated_at: at })
        .where('id', '=', applicationId)
        .execute();
    },
  };
}
