import type { ApplicationStatus, CompanyApplication, PaginationQuery } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import { type Page, preparedList } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

/** Applications to this company's postings only: any other answers as if it did not exist. */
const ofCompany = (db: Kysely<Database>, companyId: string) =>
  db
    .selectFrom('job_applications as ja')
    .innerJoin('job_postings as jp', 'jp.id', 'ja.job_posting_id')
    .innerJoin('candidates as c', 'c.id', 'ja.candidate_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('jp.company_id', '=', companyId)
    .select([
      'ja.id',
      'ja.status',
      'ja.created_at',
      'ja.updated_at',
      'ja.withdrawn_at',
      'c.id as candidate_id',
      'c.user_no',
      'u.first_name',
      'u.last_name',
      'jp.id as posting_id',
      'jp.title',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof ofCompany>['executeTakeFirstOrThrow']>>;

const toApplication = (row: Row): CompanyApplication => ({
  id: row.id,
  appliedAt: row.created_at.toISOString(),
  status: row.status,
  candidate: { id: row.candidate_id, userNo: row.user_no, firstName: row.first_name, lastName: row.last_name },
  recruitment: { id: row.posting_id, title: row.title },
  updatedAt: row.updated_at.toISOString(),
  withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
});

/** The company's applications, the newest first, of one recruitment or status when asked. */
const applicationList = preparedList(
  (
    db,
    values: { companyId: string; recruitmentId: string | null; status: ApplicationStatus | null },
    shape: { recruitment: boolean; status: boolean },
  ) =>
    ofCompany(db, values.companyId)
      .$if(shape.recruitment, (qb) => qb.where('jp.id', '=', values.recruitmentId as string))
      .$if(shape.status, (qb) => qb.where('ja.status', '=', values.status as ApplicationStatus))
      .orderBy('ja.created_at', 'desc')
      .orderBy('ja.id', 'desc'),
  { planOnce: () => true },
);

export type CompanyApplicationsRepository = ReturnType<typeof createCompanyApplicationsRepository>;

export function createCompanyApplicationsRepository(db: Kysely<Database>) {
  return {
    async list(
      companyId: string,
      filter: { recruitmentId?: string; status?: ApplicationStatus },
      page: PaginationQuery,
    ): Promise<Page<CompanyApplication>> {
      const found = await applicationList(
        db,
        { companyId, recruitmentId: filter.recruitmentId ?? null, status: filter.status ?? null },
        page,
        { recruitment: filter.recruitmentId !== undefined, status: filter.status !== undefined },
      );
      return { ...found, rows: found.rows.map(toApplication) };
    },

    async find(companyId: string, id: string): Promise<CompanyApplication | undefined> {
      const row = await ofCompany(db, companyId).where('ja.id', '=', id).executeTakeFirst();
      return row && toApplication(row);
    },

    /** The application's status, locked until the transaction ends. */
    async lockStatus(companyId: string, id: string): Promise<ApplicationStatus | undefined> {
      const row = await db
        .selectFrom('job_applications as ja')
        .innerJoin('job_postings as jp', 'jp.id', 'ja.job_posting_id')
        .select('ja.status')
        .where('jp.company_id', '=', companyId)
        .where('ja.id', '=', id)
        .forUpdate('ja')
        .executeTakeFirst();
      return row?.status;
    },

    async setStatus(id: string, status: ApplicationStatus, at: Date): Promise<void> {
      await db.updateTable('job_applications').set({ status, updated_at: at }).where('id', '=', id).execute();
    },
  };
}
