import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { employerOf } from '../../http/access.ts';
import { created, ok, paginated } from '../../http/envelope.ts';
import type { CompanyOffersService } from './company-offers.service.ts';

const s = initServer();

export function companyOffersRouter(offers: CompanyOffersService) {
  return s.router(contract.company.offers, {
    create: async ({ req, body }) => created(await offers.create(employerOf(req), body)),
    list: async ({ req, query }) => paginated('offers', await offers.list(employerOf(req), query)),
    get: async ({ req, params }) => ok(await offers.get(employerOf(req), params.offerId)),
    scheduledMessages: async ({ req, query }) =>
      paginated('messages', await offers.scheduledMessages(employerOf(req), query)),
    addReminder: async ({ req, params, body }) =>
      created(await offers.addReminder(employerOf(req), params.offerId, body)),
    updateMessage: async ({ req, params, body }) =>
      ok(await offers.updateMessage(employerOf(req), params.offerId, params.offerMessageId, body)),
    cancelMessage: async ({ req, params }) =>
      ok(await offers.cancelMessage(employerOf(req), params.offerId, params.offerMessageId)),
  });
}
