import type {
  CompanyProfile,
  CompanySettings,
  NotificationFrequency,
  PaginationQuery,
  Recruiter,
  RecruiterStatus,
} from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import { type Page, pageOf } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

/** The one way a recruiter is read (organization and the recruiter's own profile). */
export function recruiterSelect(db: Kysely<Database>) {
  return db
    .selectFrom('recruiters as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.company_id',
      'r.user_id',
      'r.name',
      'r.first_name',
      'r.last_name',
      'r.image',
      'r.position',
      'r.profile',
      'r.phone_number',
      'r.status',
      'r.created_at',
      'r.updated_at',
      'u.email',
      'u.role',
    ]);
}

type RecruiterRow = Awaited<ReturnType<ReturnType<typeof recruiterSelect>['executeTakeFirstOrThrow']>>;

export function toRecruiter(row: RecruiterRow): Recruiter {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    image: row.image,
    position: row.position,
    profile: row.profile,
    phoneNumber: row.phone_number,
    role: row.role === 'ADMIN' ? 'ADMIN' : 'RECRUITER',
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Texts of a PATCH body: absent stays as it is, blank becomes null. */
export const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

export type CompanyProfileChange = Partial<
  Record<'capital' | 'ceo' | 'description' | 'establishment' | 'location' | 'logo' | 'website', string | null>
> & { name?: string };

export type CompanySettingsChange = {
  autoReplyEnabled?: boolean;
  autoReplyTemplateName?: string | null;
  autoReplyTemplateMessage?: string | null;
  autoReplyTemplateUpdatedAt?: Date;
  notificationEmail?: string | null;
  notificationFrequency?: NotificationFrequency;
};

const withoutUndefined = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

export type CompanyOrganizationRepository = ReturnType<typeof createCompanyOrganizationRepository>;

export function createCompanyOrganizationRepository(db: Kysely<Database>) {
  return {
    async company(companyId: string): Promise<CompanyProfile | undefined> {
      const row = await db
        .selectFrom('companies')
        .select([
          'id',
          'tax_id',
          'name',
          'capital',
          'ceo',
          'description',
          'establishment',
          'location',
          'logo',
          'website',
          'created_at',
          'updated_at',
        ])
        .where('id', '=', companyId)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          taxId: row.tax_id,
          name: row.name,
          capital: row.capital,
          ceo: row.ceo,
          description: row.description,
          establishment: row.establishment,
          location: row.location,
          logo: row.logo,
          website: row.website,
          createdAt: row.created_at.toISOString(),
          updatedAt: row.updated_at.toISOString(),
        }
      );
    },

    async updateCompany(companyId: string, change: CompanyProfileChange, at: Date): Promise<void> {
      await db
        .updateTable('companies')
        .set({
          ...withoutUndefined({
            name: change.name,
            capital: blankToNull(change.capital),
            ceo: blankToNull(change.ceo),
            description: blankToNull(change.description),
            establishment: blankToNull(change.establishment),
            location: blankToNull(change.location),
            logo: blankToNull(change.logo),
            website: blankToNull(change.website),
          }),
          updated_at: at,
        })
        .where('id', '=', companyId)
        .execute();
    },

    /** The settings; `lock` holds the company row until the transaction ends. */
    async settings(companyId: string, options: { lock?: boolean } = {}): Promise<CompanySettings | undefined> {
      const query = db
        .selectFrom('companies')
        .select([
          'auto_reply_enabled',
          'auto_reply_template_name',
          'auto_reply_template_message',
          'auto_reply_template_updated_at',
          'notification_email',
          'notification_frequency',
        ])
        .where('id', '=', companyId);
      const row = await (options.lock ? query.forUpdate() : query).executeTakeFirst();
      return (
        row && {
          autoReplyEnabled: row.auto_reply_enabled,
          autoReplyTemplateName: row.auto_reply_template_name,
          autoReplyTemplateMessage: row.auto_reply_template_message,
          autoReplyTemplateUpdatedAt: row.auto_reply_template_updated_at?.toISOString() ?? null,
          notificationEmail: row.notification_email,
          notificationFrequency: row.notification_frequency,
        }
      );
    },

    async updateSettings(companyId: string, change: CompanySettingsChange, at: Date): Promise<void> {
      await db
        .updateTable('companies')
        .set({
          ...withoutUndefined({
            auto_reply_enabled: change.autoReplyEnabled,
            auto_reply_template_name: blankToNull(change.autoReplyTemplateName),
            auto_reply_template_message: blankToNull(change.autoReplyTemplateMessage),
            auto_reply_template_updated_at: change.autoReplyTemplateUpdatedAt,
            notification_email: change.notificationEmail,
            notification_frequency: change.notificationFrequency,
          }),
          updated_at: at,
        })
        .where('id', '=', companyId)
        .execute();
    },

    async recruiters(
      companyId: string,
      filter: { status?: RecruiterStatus },
      page: PaginationQuery,
    ): Promise<Page<Recruiter>> {
      const query = recruiterSelect(db)
        .where('r.company_id', '=', companyId)
        .$if(filter.status !== undefined, (qb) => qb.where('r.status', '=', filter.status as RecruiterStatus))
        .orderBy('r.created_at')
        .orderBy('r.id');
      const found = await pageOf(db, query, page);
      return { ...found, rows: found.rows.map(toRecruiter) };
    },

    async recruiter(companyId: string, recruiterId: string): Promise<(Recruiter & { userId: string }) | undefined> {
      const row = await recruiterSelect(db)
        .where('r.company_id', '=', companyId)
        .where('r.id', '=', recruiterId)
        .executeTakeFirst();
      return row && { ...toRecruiter(row), userId: row.user_id };
    },

    /** The company's ACTIVE ADMIN recruiters' ids, locked: two ADMINs cannot deactivate each other at once. */
    async lockActiveAdmins(companyId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('recruiters as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select('r.id')
        .where('r.company_id', '=', companyId)
        .where('r.status', '=', 'ACTIVE')
        .where('u.role', '=', 'ADMIN')
        .orderBy('r.id')
        .forUpdate('r')
        .execute();
      return rows.map((row) => row.id);
    },

    async setRecruiterStatus(recruiterId: string, status: RecruiterStatus, at: Date): Promise<void> {
      await db.updateTable('recruiters').set({ status, updated_at: at }).where('id', '=', recruiterId).execute();
    },
  };
}
