import type { ApplicationStatus, CompanyApplication, PaginationQuery } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { EmployerPrincipal } from '../identity/principal.ts';
import { createCompanyApplicationsRepository } from './company-applications.repository.ts';

export type CompanyApplicationsService = ReturnType<typeof createCompanyApplicationsService>;

export function createCompanyApplicationsService({ db }: { db: Kysely<Database> }) {
  const repository = createCompanyApplicationsRepository(db);

  return {
    list(employer: EmployerPrincipal, query: PaginationQuery & { recruitmentId?: string; status?: ApplicationStatus }) {
      const { page, pageSize, ...filter } = query;
      return repository.list(employer.companyId, filter, { page, pageSize });
    },

    /**
     * The employer's decision on a PENDING application. Repeating the decision already taken
     * changes nothing; a cancelled or otherwise decided application is 409 APPLICATION_NOT_PENDING.
     */
    async decide(
      employer: EmployerPrincipal,
      id: string,
      status: 'ACCEPTED' | 'REJECTED',
    ): Promise<CompanyApplication> {
      return db.transaction().execute(async (trx) => {
        const applications = createCompanyApplicationsRepository(trx);
        const current = await applications.lockStatus(employer.companyId, id);
        if (!current) throw notFound('applicationId', id);
        if (current !== status) {
          if (current !== 'PENDING') {
            throw new AppError('APPLICATION_NOT_PENDING', 'errorApplicationNotPending', {
              details: [{ path: 'body.status', message: current, code: 'not_pending' }],
            });
          }
          await applications.setStatus(id, status, new Date());
        }
        const application = await applications.find(employer.companyId, id);
        if (!application) throw notFound('applicationId', id);
        return application;
      });
    },
  };
}
