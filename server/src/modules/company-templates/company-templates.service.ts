import { randomUUID } from 'node:crypto';
import type { PaginationQuery } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { changesNothing } from '../../lib/patch.ts';
import type { EmployerPrincipal } from '../identity/principal.ts';
import {
  createCompanyTemplatesRepository,
  type TemplateFields,
  type TemplateKind,
} from './company-templates.repository.ts';

/** A template of the company, read in the caller's transaction (an offer written from it). */
export function findCompanyTemplate<K extends TemplateKind>(
  db: Kysely<Database>,
  kind: K,
  companyId: string,
  templateId: string,
) {
  return createCompanyTemplatesRepository(db).find(kind, companyId, templateId);
}

export type CompanyTemplatesService = ReturnType<typeof createCompanyTemplatesService>;

/** Message, offer-letter and offer-reminder templates: shared by every recruiter of the company. */
export function createCompanyTemplatesService({ db }: { db: Kysely<Database> }) {
  const repository = createCompanyTemplatesRepository(db);

  async function templateOf<K extends TemplateKind>(kind: K, employer: EmployerPrincipal, id: string) {
    const template = await repository.find(kind, employer.companyId, id);
    if (!template) throw notFound('templateId', id);
    return template;
  }

  return {
    async create<K extends TemplateKind>(kind: K, employer: EmployerPrincipal, fields: TemplateFields<K>) {
      const id = randomUUID();
      await repository.insert(kind, { id, companyId: employer.companyId, recruiterId: employer.recruiterId, fields });
      return templateOf(kind, employer, id);
    },

    list<K extends TemplateKind>(kind: K, employer: EmployerPrincipal, page: PaginationQuery) {
      return repository.list(kind, employer.companyId, { page: page.page, pageSize: page.pageSize });
    },

    get: templateOf,

    async update<K extends TemplateKind>(
      kind: K,
      employer: EmployerPrincipal,
      id: string,
      fields: Partial<TemplateFields<K>>,
    ) {
      if (changesNothing(fields)) return templateOf(kind, employer, id);
      if (!(await repository.update(kind, employer.companyId, id, fields))) throw notFound('templateId', id);
      return templateOf(kind, employer, id);
    },

    async remove(kind: TemplateKind, employer: EmployerPrincipal, id: string): Promise<void> {
      if (!(await repository.remove(kind, employer.companyId, id))) throw notFound('templateId', id);
    },
  };
}
