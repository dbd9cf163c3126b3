import { activeLocale, contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { employerOf } from '../../http/access.ts';
import { created, ok } from '../../http/envelope.ts';
import type { CompanyInvitationsService } from './company-invitations.service.ts';

const s = initServer();

export function companyInvitationsRouter(invitations: CompanyInvitationsService) {
  return s.router(contract.company.invitations, {
    create: async ({ req, body }) =>
      created({ invitation: await invitations.invite(employerOf(req), body.email, activeLocale()) }),
    verify: async ({ query }) => ok(await invitations.verify(query.token)),
    accept: async ({ body }) => created(await invitations.accept(body, activeLocale())),
  });
}
