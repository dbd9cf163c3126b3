import { organizationContract, RecruiterStatus } from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import { RECRUITER_STATUSES, recruitersSearchParams } from '../src/employer/organization/search-params.ts';

describe('the recruiters list URL mirrors the API query', () => {
  const apiQuery = organizationContract.listRecruiters.query;

  it('has the API query’s fields, but the page size, and the contract’s statuses', () => {
    const apiFields = Object.keys(apiQuery.shape).filter((field) => field !== 'pageSize');
    expect(Object.keys(recruitersSearchParams.shape).sort()).toEqual(apiFields.sort());
    expect([...RECRUITER_STATUSES].sort()).toEqual([...RecruiterStatus.options].sort());
  });

  it('passes on what the API accepts, unchanged', () => {
    for (const status of RECRUITER_STATUSES) {
      const url = recruitersSearchParams.parse({ status, page: 2 });
      expect(url).toEqual({ status, page: 2 });
      expect(apiQuery.parse({ ...url, pageSize: 20 })).toEqual({ status, page: 2, pageSize: 20 });
    }
  });

  it('drops what the API would refuse, so a hand-edited link still opens', () => {
    expect(recruitersSearchParams.parse({ status: 'DELETED', page: 0 })).toEqual({ page: 1 });
    expect(apiQuery.safeParse({ status: 'DELETED' }).success).toBe(false);
    expect(apiQuery.safeParse({ page: 0 }).success).toBe(false);
  });
});
