import { z } from 'zod/mini';
import { dropInvalid, page } from '../../jobs/search-params.ts';

/** The contract's RecruiterStatus values (web/test/recruiters-search-params.test.ts proves it). */
export const RECRUITER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/**
 * The recruiters list's URL (`/employer/recruiters?status=INACTIVE&page=2`): the API's query but
 * its page size.
 */
export const recruitersSearchParams = z.object({
  status: dropInvalid(z.enum(RECRUITER_STATUSES)),
  page,
});

export type RecruitersSearchParams = z.infer<typeof recruitersSearchParams>;

export const RECRUITERS_PAGE_SIZE = 20;
