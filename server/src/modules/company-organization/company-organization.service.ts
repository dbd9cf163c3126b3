import type {
  CompanyProfile,
  CompanySettings,
  NotificationFrequency,
  PaginationQuery,
  Recruiter,
  RecruiterStatus,
} from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { refreshCompanyPostingSearchDocuments } from '../../db/search-documents.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { changesNothing } from '../../lib/patch.ts';
import { createIdentityRepository } from '../identity/identity.repository.ts';
import type { EmployerPrincipal } from '../identity/principal.ts';
import {
  blankToNull,
  type CompanyProfileChange,
  createCompanyOrganizationRepository,
} from './company-organization.repository.ts';

export type CompanySettingsInput = {
  autoReplyEnabled?: boolean;
  autoReplyTemplateName?: string | null;
  autoReplyTemplateMessage?: string | null;
  notificationEmail?: string | null;
  notificationFrequency?: NotificationFrequency;
};

export type CompanyOrganizationService = ReturnType<typeof createCompanyOrganizationService>;

export function createCompanyOrganizationService({ db }: { db: Kysely<Database> }) {
  const repository = createCompanyOrganizationRepository(db);

  async function companyOf(employer: EmployerPrincipal): Promise<CompanyProfile> {
    const company = await repository.company(employer.companyId);
    if (!company) throw notFound('companyId', employer.companyId);
    return company;
  }

  async function settingsOf(employer: EmployerPrincipal): Promise<CompanySettings> {
    const settings = await repository.settings(employer.companyId);
    if (!settings) throw notFound('companyId', employer.companyId);
    return settings;
  }

  async function recruiterOf(employer: EmployerPrincipal, recruiterId: string): Promise<Recruiter> {
    const found = await repository.recruiter(employer.companyId, recruiterId);
    if (!found) throw notFound('recruiterId', recruiterId);
    const { userId: _userId, ...recruiter } = found;
    return recruiter;
  }

  return {
    company: companyOf,

    async updateCompany(employer: EmployerPrincipal, change: CompanyProfileChange): Promise<CompanyProfile> {
      if (changesNothing(change)) return companyOf(employer);
      await db.transaction().execute(async (trx) => {
        await createCompanyOrganizationRepository(trx).updateCompany(employer.companyId, change, new Date());
        // Candidates find postings by their company's name too.
        if (change.name !== undefined) {
          await refreshCompanyPostingSearchDocuments(trx, employer.companyId);
        }
      });
      return companyOf(employer);
    },

    settings: settingsOf,

    /**
     * Auto-reply can only be on with a message to send. Changing the message or its name stamps
     * autoReplyTemplateUpdatedAt.
     */
    async updateSettings(employer: EmployerPrincipal, input: CompanySettingsInput): Promise<CompanySettings> {
      if (changesNothing(input)) return settingsOf(employer);
      await db.transaction().execute(async (trx) => {
        const organization = createCompanyOrganizationRepository(trx);
        const current = await organization.settings(employer.companyId, { lock: true });
        if (!current) throw notFound('companyId', employer.companyId);
        const enabled = input.autoReplyEnabled ?? current.autoReplyEnabled;
        const autoReply =
          input.autoReplyTemplateMessage === undefined
            ? current.autoReplyTemplateMessage
            : blankToNull(input.autoReplyTemplateMessage);
        if (enabled && !autoReply) {
          throw invalidField('body.autoReplyTemplateMessage', 'fieldRequired', {}, 'required');
        }
        const now = new Date();
        const templateChanged =
          input.autoReplyTemplateMessage !== undefined || input.autoReplyTemplateName !== undefined;
        await organization.updateSettings(
          employer.companyId,
          { ...input, autoReplyTemplateUpdatedAt: templateChanged ? now : undefined },
          now,
        );
      });
      return settingsOf(employer);
    },

    recruiters(employer: EmployerPrincipal, query: PaginationQuery & { status?: RecruiterStatus }) {
      const { page, pageSize, ...filter } = query;
      return repository.recruiters(employer.companyId, filter, { page, pageSize });
    },

    recruiter: recruiterOf,

    /**
     * An ADMIN (de)activates a recruiter of the company. The company always keeps an ACTIVE
     * ADMIN (409 LAST_ADMIN); a deactivated recruiter is signed out everywhere at once.
     */
    async setRecruiterStatus(
      employer: EmployerPrincipal,
      recruiterId: string,
      status: RecruiterStatus,
    ): Promise<Recruiter> {
      await db.transaction().execute(async (trx) => {
        const organization = createCompanyOrganizationRepository(trx);
        const activeAdmins = await organization.lockActiveAdmins(employer.companyId);
        const target = await organization.recruiter(employer.companyId, recruiterId);
        if (!target) throw notFound('recruiterId', recruiterId);
        if (target.status === status) return;
        const now = new Date();
        if (status === 'INACTIVE') {
          if (activeAdmins.includes(recruiterId) && activeAdmins.length === 1) {
            throw new AppError('LAST_ADMIN', 'errorLastAdmin');
          }
          await createIdentityRepository(trx).revokeSessionsOf(target.userId, now);
        }
        await organization.setRecruiterStatus(recruiterId, status, now);
      });
      return recruiterOf(employer, recruiterId);
    },
  };
}
