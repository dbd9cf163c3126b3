import { contract } from '@jobmatch/contract';
import { initServer } from '@ts-rest/express';
import { staticOk } from '../../http/static-response.ts';
import type { ReferenceService } from './reference.service.ts';

const s = initServer();

export function referenceRouter(reference: ReferenceService) {
  return s.router(contract.shared, {
    industries: {
      list: async ({ req, res }) => staticOk(req, res, await reference.industries()),
      get: async ({ params, req, res }) => staticOk(req, res, await reference.industry(params.industryId)),
    },
    occupations: {
      list: async ({ req, res }) => staticOk(req, res, await reference.occupations()),
      get: async ({ params, req, res }) => staticOk(req, res, await reference.occupation(params.occupationId)),
    },
    languages: {
      list: async ({ req, res }) => staticOk(req, res, await reference.languages()),
      get: async ({ params, req, res }) => staticOk(req, res, await reference.language(params.languageId)),
    },
    locations: {
      provinces: async ({ query, req, res }) => staticOk(req, res, await reference.provinces(query.region)),
      districts: async ({ query, req, res }) => staticOk(req, res, await reference.districts(query.provinceId)),
    },
  });
}
