import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { employerOf } from '../../http/access.ts';
import { created, ok, paginated } from '../../http/envelope.ts';
import type { TemplatesService } from './templates.service.ts';

const s = initServer();

export function templatesRouter(templates: TemplatesService) {
  return s.router(contract.company.templates, {
    messages: {
      create: async ({ req, body }) =>
        created({ template: await templates.create('message_templates', employerOf(req), body) }),
      list: async ({ req, query }) => {
        const { rows, ...page } = await templates.list('message_templates', employerOf(req), query);
        return paginated('templates', rows, page);
      },
      get: async ({ req, params }) =>
        ok({ template: await templates.get('message_templates', employerOf(req), params.templateId) }),
      update: async ({ req, params, body }) =>
        ok({ template: await templates.update('message_templates', employerOf(req), params.templateId, body) }),
      remove: async ({ req, params }) => {
        await templates.remove('message_templates', employerOf(req), params.templateId);
        return ok({ deleted: true as const });
      },
    },
    offerLetters: {
      create: async ({ req, body }) =>
        created({ template: await templates.create('offer_letter_templates', employerOf(req), body) }),
      list: async ({ req, query }) => {
        const { rows, ...page } = await templates.list('offer_letter_templates', employerOf(req), query);
        return paginated('templates', rows, page);
      },
      get: async ({ req, params }) =>
        ok({ template: await templates.get('offer_letter_templates', employerOf(req), params.templateId) }),
      update: async ({ req, params, body }) =>
        ok({ template: await templates.update('offer_letter_templates', employerOf(req), params.templateId, body) }),
      remove: async ({ req, params }) => {
        await templates.remove('offer_letter_templates', employerOf(req), params.templateId);
        return ok({ deleted: true as const });
      },
    },
    offerReminders: {
      create: async ({ req, body }) =>
        created({ template: await templates.create('offer_reminder_templates', employerOf(req), body) }),
      list: async ({ req, query }) => {
        const { rows, ...page } = await templates.list('offer_reminder_templates', employerOf(req), query);
        return paginated('templates', rows, page);
      },
      get: async ({ req, params }) =>
        ok({ template: await templates.get('offer_reminder_templates', employerOf(req), params.templateId) }),
      update: async ({ req, params, body }) =>
        ok({
          template: await templates.update('offer_reminder_templates', employerOf(req), params.templateId, body),
        }),
      remove: async ({ req, params }) => {
        await templates.remove('offer_reminder_templates', employerOf(req), params.templateId);
        return ok({ deleted: true as const });
      },
    },
  });
}
