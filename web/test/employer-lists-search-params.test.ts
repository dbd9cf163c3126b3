import {
  OfferStatus,
  POOL_NAME_MAX_LENGTH,
  TalentPoolSort,
  talentPoolsContract,
  templatesContract,
} from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import {
  MAX_USER_NO,
  MEMBER_SORTS,
  OFFER_STATUSES,
  POOL_KEYWORD_MAX_LENGTH,
  talentPoolSearchParams,
  talentPoolsSearchParams,
} from '../src/employer/talent-pools/search-params.ts';
import { TEMPLATE_KINDS, templatesSearchParams } from '../src/employer/templates/search-params.ts';

describe('the talent pools list URL mirrors the API query', () => {
  const apiQuery = talentPoolsContract.list.query;

  it('has the API query’s fields, but the page size, and its keyword limit', () => {
    const apiFields = Object.keys(apiQuery.shape).filter((field) => field !== 'pageSize');
    expect(Object.keys(talentPoolsSearchParams.shape).sort()).toEqual(apiFields.sort());
    expect(POOL_KEYWORD_MAX_LENGTH).toBe(POOL_NAME_MAX_LENGTH);
  });

  it('passes on what the API accepts, unchanged', () => {
    const url = talentPoolsSearchParams.parse({ keyword: 'วิศวกร', page: 3 });
    expect(url).toEqual({ keyword: 'วิศวกร', page: 3 });
    expect(apiQuery.parse({ ...url, pageSize: 10 })).toEqual({ keyword: 'วิศวกร', page: 3, pageSize: 10 });
  });

  it('drops what the API would refuse, so a hand-edited link still opens', () => {
    const long = 'x'.repeat(POOL_KEYWORD_MAX_LENGTH + 1);
    expect(talentPoolsSearchParams.parse({ keyword: long, page: 0 })).toEqual({ page: 1 });
    expect(apiQuery.safeParse({ keyword: long }).success).toBe(false);
    expect(apiQuery.safeParse({ page: 0 }).success).toBe(false);
  });
});

describe('a pool’s URL mirrors the API’s members query', () => {
  const apiQuery = talentPoolsContract.get.query;

  it('has the API query’s fields, but the page size, and the contract’s values', () => {
    const apiFields = Object.keys(apiQuery.shape).filter((field) => field !== 'pageSize');
    expect(Object.keys(talentPoolSearchParams.shape).sort()).toEqual(apiFields.sort());
    expect([...OFFER_STATUSES].sort()).toEqual([...OfferStatus.options].sort());
    expect([...MEMBER_SORTS].sort()).toEqual([...TalentPoolSort.options].sort());
  });

  it('passes on what the API accepts, unchanged', () => {
    const search = {
      applicationStatus: 'PENDING',
      offerScheduled: false,
      offerStatus: 'SENT',
      userNo: 42,
      sortBy: 'USER_NO_DESC',
      page: 2,
    } as const;
    const url = talentPoolSearchParams.parse(search);
    expect(url).toEqual(search);
    expect(apiQuery.parse({ ...url, pageSize: 10 })).toEqual({ ...search, pageSize: 10 });
  });

  it('drops what the API would refuse, so a hand-edited link still opens', () => {
    const wrong = {
      applicationStatus: 'HIRED',
      offerStatus: 'OPENED',
      userNo: MAX_USER_NO + 1,
      sortBy: 'NAME',
      page: 0,
    };
    expect(talentPoolSearchParams.parse(wrong)).toEqual({ sortBy: 'ADDED_AT_DESC', page: 1 });
    for (const [field, value] of Object.entries(wrong)) {
      expect(apiQuery.safeParse({ [field]: value }).success, field).toBe(false);
    }
  });
});

describe('the templates URL', () => {
  it('names the contract’s kinds of template', () => {
    expect([...TEMPLATE_KINDS].sort()).toEqual(Object.keys(templatesContract).sort());
  });

  it('keeps the tab and the page, and opens the first tab for an unknown kind', () => {
    expect(templatesSearchParams.parse({ kind: 'offerReminders', page: 2 })).toEqual({
      kind: 'offerReminders',
      page: 2,
    });
    expect(templatesSearchParams.parse({ kind: 'letters', page: -1 })).toEqual({ kind: 'messages', page: 1 });
    expect(templatesSearchParams.parse({})).toEqual({ kind: 'messages', page: 1 });
  });
});
