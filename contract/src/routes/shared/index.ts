import { initContract } from '@ts-rest/core';
import { industriesContract, occupationsContract } from './classifications.ts';
import { languagesContract } from './languages.ts';
import { locationsContract } from './locations.ts';

const c = initContract();

/** Reference data, public, under /api/shared. */
export const sharedContract = c.router(
  {
    industries: industriesContract,
    occupations: occupationsContract,
    languages: languagesContract,
    locations: locationsContract,
  },
  { pathPrefix: '/api/shared' },
);
