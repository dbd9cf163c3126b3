import { z } from 'zod/mini';
import { dropInvalid, page } from '../../jobs/search-params.ts';

/** The contract's RecruitmentStatus values, in their lifecycle order (web/test/recruitments-search-params.test.ts proves it). */
export const RECRUITMENT_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'CLOSED'] as const;
export type RecruitmentStatusValue = (typeof RECRUITMENT_STATUSES)[number];

/** The longest keyword the contract's recruitment list accepts. */
export const RECRUITMENT_SEARCH_MAX_LENGTH = 200;

/**
 * The recruitments list's URL (`/employer/recruitments?status=ACTIVE&search=…&page=2`): the
 * API's query but its page size, checked against the contract by the test named above.
 */
export const recruitmentsSearchParams = z.object({
  search: dropInvalid(z.string().check(z.trim(), z.maxLength(RECRUITMENT_SEARCH_MAX_LENGTH))),
  status: dropInvalid(z.enum(RECRUITMENT_STATUSES)),
  page,
});

export type RecruitmentsSearchParams = z.infer<typeof recruitmentsSearchParams>;

export const RECRUITMENTS_PAGE_SIZE = 10;
