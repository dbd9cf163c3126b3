import { contract, type PaginationQuery } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { employerOf } from '../../http/access.ts';
import { created, ok, paginated } from '../../http/envelope.ts';
import type { TemplateFields, TemplateKind } from './company-templates.repository.ts';
import type { CompanyTemplatesService } from './company-templates.service.ts';

type Principaled = Parameters<typeof employerOf>[0];

const s = initServer();

export function companyTemplatesRouter(templates: CompanyTemplatesService) {
  /** The same five handlers for each kind of template. */
  const routesOf = <K extends TemplateKind>(kind: K) => ({
    create: async ({ req, body }: { req: Principaled; body: TemplateFields<K> }) =>
      created({ template: await templates.create(kind, employerOf(req), body) }),
    list: async ({ req, query }: { req: Principaled; query: PaginationQuery }) =>
      paginated('templates', await templates.list(kind, employerOf(req), query)),
    get: async ({ req, params }: { req: Principaled; params: { templateId: string } }) =>
      ok({ template: await templates.get(kind, employerOf(req), params.templateId) }),
    update: async ({
      req,
      params,
      body,
    }: {
      req: Principaled;
      params: { templateId: string };
      body: Partial<TemplateFields<K>>;
    }) => ok({ template: await templates.update(kind, employerOf(req), params.templateId, body) }),
    remove: async ({ req, params }: { req: Principaled; params: { templateId: string } }) => {
      await templates.remove(kind, employerOf(req), params.templateId);
      return ok({ deleted: true as const });
    },
  });

  return s.router(contract.company.templates, {
    messages: routesOf('message_templates'),
    offerLetters: routesOf('offer_letter_templates'),
    offerReminders: routesOf('offer_reminder_templates'),
  });
}
