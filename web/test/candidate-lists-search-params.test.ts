import { ApplicationStatus, candidateApplicationsContract, candidateOffersContract } from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, applicationsSearchParams } from '../src/applications/search-params.ts';
import { offersSearchParams } from '../src/offers/search-params.ts';

const INDUSTRY = '5c2a4c1e-1f0a-4a8e-9d4b-1b6f1c0d2e3f';

const apiFields = (query: { shape: object }) =>
  Object.keys(query.shape)
    .filter((field) => field !== 'pageSize')
    .sort();

describe('the offers inbox URL mirrors the API query', () => {
  const apiQuery = candidateOffersContract.list.query;

  it('has the API query’s fields, but the page size', () => {
    expect(Object.keys(offersSearchParams.shape).sort()).toEqual(apiFields(apiQuery));
  });

  it('passes on what the API accepts, unchanged', () => {
    const url = offersSearchParams.parse({ industryId: INDUSTRY, page: 3 });
    expect(url).toEqual({ industryId: INDUSTRY, page: 3 });
    expect(apiQuery.parse({ ...url, pageSize: 10 })).toEqual({ industryId: INDUSTRY, page: 3, pageSize: 10 });
  });

  it('drops what the API would refuse, so a hand-edited link still opens', () => {
    expect(offersSearchParams.parse({ industryId: 'manufacturing', page: -2 })).toEqual({ page: 1 });
    expect(apiQuery.safeParse({ industryId: 'manufacturing' }).success).toBe(false);
    expect(apiQuery.safeParse({ page: -2 }).success).toBe(false);
  });
});

describe('the My applications URL mirrors the API query', () => {
  const apiQuery = candidateApplicationsContract.list.query;

  it('has the API query’s fields, but the page size, and the contract’s statuses', () => {
    expect(Object.keys(applicationsSearchParams.shape).sort()).toEqual(apiFields(apiQuery));
    expect([...APPLICATION_STATUSES].sort()).toEqual([...ApplicationStatus.options].sort());
  });

  it('passes on what the API accepts, unchanged', () => {
    for (const status of APPLICATION_STATUSES) {
      const url = applicationsSearchParams.parse({ status, page: 2 });
      expect(url).toEqual({ status, page: 2 });
      expect(apiQuery.parse({ ...url, pageSize: 10 })).toEqual({ status, page: 2, pageSize: 10 });
    }
  });

  it('drops what the API would refuse, so a hand-edited link still opens', () => {
    expect(applicationsSearchParams.parse({ status: 'WITHDRAWN', page: 1.5 })).toEqual({ page: 1 });
    expect(apiQuery.safeParse({ status: 'WITHDRAWN' }).success).toBe(false);
  });
});
