import type { MessageTemplate, OfferLetterTemplate, OfferReminderTemplate, PaginationQuery } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import { type Page, pageOf } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

/** The three template tables share their shape but for the kind's own text columns. */
const KINDS = {
  message_templates: ['message'],
  offer_letter_templates: ['subject', 'introduction', 'message', 'policies', 'exemptions'],
  offer_reminder_templates: ['subject', 'message'],
} as const;

export type TemplateKind = keyof typeof KINDS;

type TemplateOf = {
  message_templates: MessageTemplate;
  offer_letter_templates: OfferLetterTemplate;
  offer_reminder_templates: OfferReminderTemplate;
};

/** The kind's own fields, as the contract names them (same names as the columns). */
export type TemplateFields<K extends TemplateKind> = Omit<
  TemplateOf[K],
  'id' | 'recruiterId' | 'createdAt' | 'updatedAt'
>;

const BASE_COLUMNS = ['id', 'name', 'recruiter_id', 'created_at', 'updated_at'] as const;

type TemplateRow = {
  id: string;
  name: string;
  recruiter_id: string;
  created_at: Date;
  updated_at: Date;
  [column: string]: unknown;
};

function toTemplate<K extends TemplateKind>(kind: K, row: TemplateRow): TemplateOf[K] {
  const own = Object.fromEntries(KINDS[kind].map((column) => [column, row[column]]));
  return {
    id: row.id,
    name: row.name,
    recruiterId: row.recruiter_id,
    ...own,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  } as TemplateOf[K];
}

export type CompanyTemplatesRepository = ReturnType<typeof createCompanyTemplatesRepository>;

export function createCompanyTemplatesRepository(db: Kysely<Database>) {
  // Kysely cannot type a query whose table is a union; the rows are mapped by `toTemplate`.
  const untyped = db as unknown as Kysely<Record<TemplateKind, TemplateRow & { company_id: string }>>;
  const columns = (kind: TemplateKind) => [...BASE_COLUMNS, ...KINDS[kind]] as (keyof TemplateRow & string)[];
  const scoped = (kind: TemplateKind, companyId: string) =>
    untyped.selectFrom(kind).select(columns(kind)).where('company_id', '=', companyId);

  return {
    async insert<K extends TemplateKind>(
      kind: K,
      template: { id: string; companyId: string; recruiterId: string; fields: TemplateFields<K> },
    ): Promise<void> {
      await untyped
        .insertInto(kind as TemplateKind)
        .values({
          id: template.id,
          company_id: template.companyId,
          recruiter_id: template.recruiterId,
          ...template.fields,
        } as never)
        .execute();
    },

    async find<K extends TemplateKind>(kind: K, companyId: string, id: string): Promise<TemplateOf[K] | undefined> {
      const row = await scoped(kind, companyId).where('id', '=', id).executeTakeFirst();
      return row && toTemplate(kind, row as TemplateRow);
    },

    async list<K extends TemplateKind>(
      kind: K,
      companyId: string,
      page: PaginationQuery,
    ): Promise<Page<TemplateOf[K]>> {
      const query = scoped(kind, companyId).orderBy('updated_at', 'desc').orderBy('id', 'desc');
      const { rows, ...rest } = await pageOf(db, query, page);
      return { rows: rows.map((row) => toTemplate(kind, row as TemplateRow)), ...rest };
    },

    /** False when the template is not the company's. */
    async update<K extends TemplateKind>(
      kind: K,
      companyId: string,
      id: string,
      fields: Partial<TemplateFields<K>>,
    ): Promise<boolean> {
      const result = await untyped
        .updateTable(kind as TemplateKind)
        .set({ ...fields, updated_at: new Date() } as never)
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** False when the template is not the company's. */
    async remove(kind: TemplateKind, companyId: string, id: string): Promise<boolean> {
      const result = await untyped
        .deleteFrom(kind)
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
