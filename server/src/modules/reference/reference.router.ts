import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { ok } from '../../http/envelope.ts';
import type { ReferenceService } from './reference.service.ts';

const s = initServer();

export function referenceRouter(reference: ReferenceService) {
  return s.router(contract.shared, {
    industries: {
      list: async () => ok({ industries: await reference.tree('INDUSTRY') }),
      get: async ({ params }) => ok({ industry: await reference.node('INDUSTRY', params.industryId) }),
    },
    occupations: {
      list: async () => ok({ occupations: await reference.tree('OCCUPATION') }),
      get: async ({ params }) => ok({ occupation: await reference.node('OCCUPATION', params.occupationId) }),
    },
    languages: {
      list: async () => ok({ languages: await reference.languages() }),
      get: async ({ params }) => ok({ language: await reference.language(params.languageId) }),
    },
    locations: {
      provinces: async ({ query }) => ok({ provinces: await reference.provinces(query.region) }),
      districts: async ({ query }) => ok({ districts: await reference.districts(query.provinceId) }),
    },
  });
}
