import { z } from 'zod/mini';
import { APPLICATION_STATUSES } from '../../applications/search-params.ts';
import { dropInvalid, page } from '../../jobs/search-params.ts';

/** The contract's OfferStatus and TalentPoolSort values (web/test/employer-lists-search-params.test.ts). */
export const OFFER_STATUSES = ['SCHEDULED', 'SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED', 'CANCELLED'] as const;
export const MEMBER_SORTS = ['ADDED_AT_DESC', 'ADDED_AT_ASC', 'USER_NO_ASC', 'USER_NO_DESC'] as const;
export const DEFAULT_MEMBER_SORT = 'ADDED_AT_DESC';
/** What a PostgreSQL integer holds: the contract's largest candidate number. */
export const MAX_USER_NO = 2_147_483_647;

/** The contract's POOL_NAME_MAX_LENGTH: a keyword is part of a pool's name. */
export const POOL_KEYWORD_MAX_LENGTH = 100;

/**
 * The talent pools list's URL (`/employer/talent-pools?keyword=eng&page=2`): the API's query but
 * its page size.
 */
export const talentPoolsSearchParams = z.object({
  keyword: dropInvalid(z.string().check(z.trim(), z.minLength(1), z.maxLength(POOL_KEYWORD_MAX_LENGTH))),
  page,
});

/**
 * A pool's URL (`/employer/talent-pools/<id>?offerStatus=SENT&sortBy=USER_NO_ASC&page=2`): the
 * API's members query but its page size, written with zod/mini like the job search's. A value the
 * API would refuse (a hand-edited link) is dropped rather than failing the page.
 */
export const talentPoolSearchParams = z.object({
  applicationStatus: dropInvalid(z.enum(APPLICATION_STATUSES)),
  offerScheduled: dropInvalid(z.boolean()),
  offerStatus: dropInvalid(z.enum(OFFER_STATUSES)),
  userNo: dropInvalid(z.int().check(z.minimum(1), z.maximum(MAX_USER_NO))),
  sortBy: z.catch(z._default(z.enum(MEMBER_SORTS), DEFAULT_MEMBER_SORT), DEFAULT_MEMBER_SORT),
  page,
});

export type TalentPoolSearchParams = z.infer<typeof talentPoolSearchParams>;

export const POOLS_PAGE_SIZE = 10;
export const MEMBERS_PAGE_SIZE = 10;
