import { talentPoolsContract, templatesContract } from '@jobmatch/contract';
import { describe, expect, it } from 'vitest';
import { talentPoolsSearchParams } from '../src/employer/talent-pools/search-params.ts';
import { TEMPLATE_KINDS, templatesSearchParams } from '../src/employer/templates/search-params.ts';

describe('the talent pools URLs hold a page the API accepts', () => {
  it('passes a page on unchanged, to the list and to a pool’s members', () => {
    const url = talentPoolsSearchParams.parse({ page: 3 });
    expect(url).toEqual({ page: 3 });
    expect(talentPoolsContract.list.query.parse({ ...url, pageSize: 10 })).toMatchObject({ page: 3 });
    expect(talentPoolsContract.get.query.parse({ ...url, pageSize: 10 })).toMatchObject({ page: 3 });
  });

  it('drops a page the API would refuse, so a hand-edited link still opens', () => {
    expect(talentPoolsSearchParams.parse({ page: 0 })).toEqual({ page: 1 });
    expect(talentPoolsContract.list.query.safeParse({ page: 0 }).success).toBe(false);
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
