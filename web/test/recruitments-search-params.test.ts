import { RecruitmentStatus, recruitmentsContract } from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import {
  RECRUITMENT_SEARCH_MAX_LENGTH,
  RECRUITMENT_STATUSES,
  recruitmentsSearchParams,
} from '../src/employer/recruitments/search-params.ts';

describe('the employer’s recruitments URL mirrors the API query', () => {
  const apiQuery = recruitmentsContract.list.query;

  it('has the API query’s fields, but the page size, and the contract’s statuses', () => {
    const apiFields = Object.keys(apiQuery.shape).filter((field) => field !== 'pageSize');
    expect(Object.keys(recruitmentsSearchParams.shape).sort()).toEqual(apiFields.sort());
    expect(RECRUITMENT_STATUSES).toEqual(RecruitmentStatus.options);
  });

  it('passes on what the API accepts, unchanged', () => {
    for (const status of RECRUITMENT_STATUSES) {
      const url = recruitmentsSearchParams.parse({ status, search: 'วิศวกร', page: 2 });
      expect(url).toEqual({ status, search: 'วิศวกร', page: 2 });
      expect(apiQuery.parse({ ...url, pageSize: 10 })).toEqual({ ...url, pageSize: 10 });
    }
  });

  it('drops what the API would refuse, so a hand-edited link still opens', () => {
    const tooLong = 'x'.repeat(RECRUITMENT_SEARCH_MAX_LENGTH + 1);
    expect(recruitmentsSearchParams.parse({ status: 'OPEN', search: tooLong, page: 0 })).toEqual({ page: 1 });
    expect(apiQuery.safeParse({ status: 'OPEN' }).success).toBe(false);
    expect(apiQuery.safeParse({ search: tooLong }).success).toBe(false);
    expect(apiQuery.safeParse({ search: 'x'.repeat(RECRUITMENT_SEARCH_MAX_LENGTH) }).success).toBe(true);
  });
});
