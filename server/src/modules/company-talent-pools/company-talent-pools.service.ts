import { randomUUID } from 'node:crypto';
import type { PaginationQuery, TalentPool, TalentPoolMembersQuery } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { bangkokToday } from '../../lib/bangkok-time.ts';
import { isVisibleToEmployers } from '../company-candidates/company-candidates.service.ts';
import type { EmployerPrincipal } from '../identity/principal.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import {
  type CompanyTalentPoolsRepository,
  createCompanyTalentPoolsRepository,
} from './company-talent-pools.repository.ts';

export type CompanyTalentPoolsService = ReturnType<typeof createCompanyTalentPoolsService>;

export function createCompanyTalentPoolsService({
  db,
  reference,
}: {
  db: Kysely<Database>;
  reference: ReferenceService;
}) {
  const repository = createCompanyTalentPoolsRepository(db, reference.lookup);

  async function poolOf(pools: CompanyTalentPoolsRepository, employer: EmployerPrincipal, poolId: string) {
    const pool = await pools.find(employer.companyId, poolId);
    if (!pool) throw notFound('poolId', poolId);
    return pool;
  }

  /** Runs `change` on the locked pool (404 when it is not the company's, or deleted) and reads it back. */
  function changePool(
    employer: EmployerPrincipal,
    poolId: string,
    change: (pools: CompanyTalentPoolsRepository, at: Date, trx: Kysely<Database>) => Promise<void>,
  ): Promise<TalentPool> {
    return db.transaction().execute(async (trx) => {
      const pools = createCompanyTalentPoolsRepository(trx, reference.lookup);
      if (!(await pools.lock(employer.companyId, poolId))) throw notFound('poolId', poolId);
      await change(pools, new Date(), trx);
      return poolOf(pools, employer, poolId);
    });
  }

  return {
    async create(employer: EmployerPrincipal, name: string): Promise<TalentPool> {
      const id = randomUUID();
      await repository.insert({ id, companyId: employer.companyId, name });
      return poolOf(repository, employer, id);
    },

    list(employer: EmployerPrincipal, query: PaginationQuery & { keyword?: string }) {
      const { page, pageSize, keyword } = query;
      return repository.list(employer.companyId, keyword, { page, pageSize });
    },

    async get(employer: EmployerPrincipal, poolId: string, query: TalentPoolMembersQuery) {
      const { page, pageSize, ...filter } = query;
      const talentPool = await poolOf(repository, employer, poolId);
      const members = await repository.members(employer.companyId, poolId, filter, { page, pageSize }, bangkokToday());
      return { talentPool, members };
    },

    rename(employer: EmployerPrincipal, poolId: string, name: string) {
      return changePool(employer, poolId, (pools, at) => pools.rename(poolId, name, at));
    },

    async remove(employer: EmployerPrincipal, poolId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const pools = createCompanyTalentPoolsRepository(trx, reference.lookup);
        if (!(await pools.lock(employer.companyId, poolId))) throw notFound('poolId', poolId);
        await pools.softDelete(poolId, new Date());
      });
    },

    /** Idempotent: adding a member twice changes nothing. Only candidates employers may see can be added. */
    addCandidate(employer: EmployerPrincipal, poolId: string, candidateId: string) {
      return changePool(employer, poolId, async (pools, at, trx) => {
        // Inside the transaction: on PGlite's single connection, `db` here would wait forever.
        if (!(await isVisibleToEmployers(trx, candidateId))) {
          throw notFound('candidateId', candidateId);
        }
        if (await pools.addMember(poolId, candidateId)) await pools.touch(poolId, at);
      });
    },

    /** Idempotent: taking out a candidate who is not a member changes nothing. */
    removeCandidate(employer: EmployerPrincipal, poolId: string, candidateId: string) {
      return changePool(employer, poolId, async (pools, at) => {
        if (await pools.removeMember(poolId, candidateId)) await pools.touch(poolId, at);
      });
    },
  };
}
