import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { candidateOf } from '../../http/access.ts';
import { ok } from '../../http/envelope.ts';
import type { AccountService } from './account.service.ts';
import type { CandidateProfileService } from './candidate-profile.service.ts';

const s = initServer();

export function candidateProfileRouter(profiles: CandidateProfileService, accounts: AccountService) {
  return s.router(contract.candidate.profile, {
    get: async ({ req }) => ok({ profile: await profiles.get(candidateOf(req).candidateId) }),
    export: async ({ req }) => ok({ export: await accounts.exportData(candidateOf(req).candidateId) }),
    update: async ({ req, body }) => ok({ profile: await profiles.update(candidateOf(req).candidateId, body) }),
    updateExperience: async ({ req, body }) =>
      ok({ profile: await profiles.updateExperience(candidateOf(req).candidateId, body.experiences) }),
    updateJobPreferences: async ({ req, body }) =>
      ok({ profile: await profiles.updateJobPreferences(candidateOf(req).candidateId, body) }),
    updatePersonalDetails: async ({ req, body }) =>
      ok({ profile: await profiles.updatePersonalDetails(candidateOf(req).candidateId, body) }),
    updateRegistration: async ({ req, body }) =>
      ok({ profile: await profiles.updateRegistration(candidateOf(req), body) }),
    updateSelfIntroduction: async ({ req, body }) =>
      ok({ profile: await profiles.updateSelfIntroduction(candidateOf(req).candidateId, body.selfIntroduction) }),
    updateWorkHistory: async ({ req, body }) =>
      ok({ profile: await profiles.updateWorkHistory(candidateOf(req).candidateId, body.workHistories) }),
    delete: async ({ req, body }) => {
      await accounts.deleteAccount(candidateOf(req).candidateId, body);
      return ok({ deleted: true as const });
    },
  });
}
