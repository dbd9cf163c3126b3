import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { candidateOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { AccountService } from '../candidate-profile/account.service.ts';

const s = initServer();

export function candidateSettingsRouter(accounts: AccountService) {
  return s.router(contract.candidate.settings, {
    get: async ({ req }) => ok({ settings: await accounts.settings(candidateOf(req).candidateId) }),
    update: async ({ req, body }) =>
      ok({ settings: await accounts.updateSettings(candidateOf(req).candidateId, body) }),
  });
}
