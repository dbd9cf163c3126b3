import type {
  ApplicationStatus,
  OfferStatus,
  PaginationQuery,
  TalentPool,
  TalentPoolMember,
  TalentPoolMembersQuery,
} from '@jobmatch/contract';
import { type Kysely, sql } from 'kysely';
import { type Page, pageOf } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../../db/search.ts';
import {
  CANDIDATE_ITEM_COLUMNS,
  recentHistories,
  toCandidateSearchItem,
} from '../company-candidates/company-candidates.repository.ts';
import type { ReferenceLookupSource } from '../reference/reference-lookup.ts';

export type MemberFilter = Omit<TalentPoolMembersQuery, 'page' | 'pageSize'>;

export type CompanyTalentPoolsRepository = ReturnType<typeof createCompanyTalentPoolsRepository>;

export function createCompanyTalentPoolsRepository(db: Kysely<Database>, readReference: ReferenceLookupSource) {
  /** The company's pools that are not deleted, with their count of members whose account exists. */
  const pools = (companyId: string) =>
    db
      .selectFrom('talent_pools as tp')
      .select([
        'tp.id',
        'tp.company_id',
        'tp.name',
        'tp.created_at',
        'tp.updated_at',
        'tp.deleted_at',
        (eb) =>
          eb
            .selectFrom('talent_pool_members as m')
            .innerJoin('candidates as c', 'c.id', 'm.candidate_id')
            .select(sql<number>`count(*)`.as('count'))
            .whereRef('m.pool_id', '=', 'tp.id')
            .where('c.deleted_at', 'is', null)
            .as('candidate_count'),
      ])
      .where('tp.company_id', '=', companyId)
      .where('tp.deleted_at', 'is', null);

  type PoolRow = Awaited<ReturnType<ReturnType<typeof pools>['executeTakeFirstOrThrow']>>;
  const toPool = (row: PoolRow): TalentPool => {
    const count = Number(row.candidate_count ?? 0);
    return {
      id: row.id,
      companyId: row.company_id,
      name: row.name,
      candidateCount: count,
      membersCount: count,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      deletedAt: row.deleted_at?.toISOString() ?? null,
    };
  };

  return {
    async insert(pool: { id: string; companyId: string; name: string }): Promise<void> {
      await db
        .insertInto('talent_pools')
        .values({ id: pool.id, company_id: pool.companyId, name: pool.name, deleted_at: null })
        .execute();
    },

    async find(companyId: string, poolId: string): Promise<TalentPool | undefined> {
      const row = await pools(companyId).where('tp.id', '=', poolId).executeTakeFirst();
      return row && toPool(row);
    },

    async list(companyId: string, keyword: string | undefined, page: PaginationQuery): Promise<Page<TalentPool>> {
      const query = pools(companyId)
        .$if(Boolean(keyword), (qb) => qb.where('tp.name', 'ilike', containsPattern(keyword ?? '')))
        .orderBy('tp.created_at', 'desc')
        .orderBy('tp.id', 'desc');
      const found = await pageOf(db, query, page);
      return { ...found, rows: found.rows.map(toPool) };
    },

    /** Locks the pool row (not deleted, of this company); false when there is none. */
    async lock(companyId: string, poolId: string): Promise<boolean> {
      const row = await db
        .selectFrom('talent_pools')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', poolId)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      return row !== undefined;
    },

    async rename(poolId: string, name: string, at: Date): Promise<void> {
      await db.updateTable('talent_pools').set({ name, updated_at: at }).where('id', '=', poolId).execute();
    },

    async touch(poolId: string, at: Date): Promise<void> {
      await db.updateTable('talent_pools').set({ updated_at: at }).where('id', '=', poolId).execute();
    },

    async softDelete(poolId: string, at: Date): Promise<void> {
      await db.updateTable('talent_pools').set({ deleted_at: at, updated_at: at }).where('id', '=', poolId).execute();
    },

    /** Adds the member unless it is one already; true when it was added. */
    async addMember(poolId: string, candidateId: string): Promise<boolean> {
      const added = await db
        .insertInto('talent_pool_members')
        .values({ pool_id: poolId, candidate_id: candidateId })
        .onConflict((conflict) => conflict.columns(['pool_id', 'candidate_id']).doNothing())
        .returning('candidate_id')
        .executeTakeFirst();
      return added !== undefined;
    },

    /** Removes the member if it is one; true when it was removed. */
    async removeMember(poolId: string, candidateId: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('talent_pool_members')
        .where('pool_id', '=', poolId)
        .where('candidate_id', '=', candidateId)
        .returning('candidate_id')
        .executeTakeFirst();
      return removed !== undefined;
    },

    /** One page of the pool's members (accounts not deleted), filtered by their dealings with this company. */
    async members(
      companyId: string,
      poolId: string,
      filter: MemberFilter,
      page: PaginationQuery,
      today: string,
    ): Promise<Page<TalentPoolMember>> {
      const applicationStatus = filter.applicationStatus;
      const offerStatus = filter.offerStatus;
      const query = db
        .selectFrom('talent_pool_members as m')
        .innerJoin('candidates as c', 'c.id', 'm.candidate_id')
        .select(CANDIDATE_ITEM_COLUMNS)
        .select([
          'm.pool_id',
          'm.added_at',
          (eb) =>
            eb
              .selectFrom('job_applications as ja')
              .innerJoin('job_postings as jp', 'jp.id', 'ja.job_posting_id')
              .select('ja.status')
              .whereRef('ja.candidate_id', '=', 'c.id')
              .where('jp.company_id', '=', companyId)
              .orderBy('ja.created_at', 'desc')
              .orderBy('ja.id', 'desc')
              .limit(1)
              .as('application_status'),
          (eb) =>
            eb
              .selectFrom('job_offers as jo')
              .select('jo.status')
              .whereRef('jo.candidate_id', '=', 'c.id')
              .where('jo.company_id', '=', companyId)
              .orderBy('jo.created_at', 'desc')
              .orderBy('jo.id', 'desc')
              .limit(1)
              .as('offer_status'),
        ])
        .where('m.pool_id', '=', poolId)
        .where('c.deleted_at', 'is', null)
        .$if(applicationStatus !== undefined, (qb) =>
          qb.where((eb) =>
            eb.exists(
              eb
                .selectFrom('job_applications as ja')
                .innerJoin('job_postings as jp', 'jp.id', 'ja.job_posting_id')
                .select(sql.lit(1).as('one'))
                .whereRef('ja.candidate_id', '=', 'c.id')
                .where('jp.company_id', '=', companyId)
                .where('ja.status', '=', applicationStatus as ApplicationStatus),
            ),
          ),
        )
        .$if(offerStatus !== undefined, (qb) =>
          qb.where((eb) =>
            eb.exists(
              eb
                .selectFrom('job_offers as jo')
                .select(sql.lit(1).as('one'))
                .whereRef('jo.candidate_id', '=', 'c.id')
                .where('jo.company_id', '=', companyId)
                .where('jo.status', '=', offerStatus as OfferStatus),
            ),
          ),
        )
        .$if(filter.offerScheduled !== undefined, (qb) =>
          qb.where((eb) => {
            const scheduled = eb.exists(
              eb
                .selectFrom('job_offers as jo')
                .select(sql.lit(1).as('one'))
                .whereRef('jo.candidate_id', '=', 'c.id')
                .where('jo.company_id', '=', companyId)
                .where('jo.status', '=', 'SCHEDULED'),
            );
            return filter.offerScheduled ? scheduled : eb.not(scheduled);
          }),
        )
        .$if(filter.userNo !== undefined, (qb) => qb.where('c.user_no', '=', filter.userNo ?? 0));
      const sorted =
        filter.sortBy === 'ADDED_AT_ASC'
          ? query.orderBy('m.added_at', 'asc').orderBy('c.user_no', 'asc')
          : filter.sortBy === 'USER_NO_ASC'
            ? query.orderBy('c.user_no', 'asc')
            : filter.sortBy === 'USER_NO_DESC'
              ? query.orderBy('c.user_no', 'desc')
              : query.orderBy('m.added_at', 'desc').orderBy('c.user_no', 'desc');
      const found = await pageOf(db, sorted, page);
      const histories = await recentHistories(
        db,
        readReference,
        found.rows.map((row) => row.id),
        today,
      );
      const names = await readReference(
        db,
        found.rows.map((row) => row.district_id),
      );
      return {
        ...found,
        rows: found.rows.map((row) => ({
          poolId: row.pool_id,
          candidateId: row.id,
          addedAt: row.added_at.toISOString(),
          candidate: toCandidateSearchItem(row, names, histories),
          applicationStatus: row.application_status,
          offerStatus: row.offer_status,
        })),
      };
    },
  };
}
