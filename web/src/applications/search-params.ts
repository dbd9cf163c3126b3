import { z } from 'zod/mini';
import { dropInvalid, page } from '../jobs/search-params.ts';

/** The contract's ApplicationStatus values (the test named below proves it). */
export const APPLICATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;

/**
 * My applications' URL (`/applications?status=PENDING&page=2`): the API's query but its page
 * size, checked against the contract by web/test/candidate-lists-search-params.test.ts.
 */
export const applicationsSearchParams = z.object({
  status: dropInvalid(z.enum(APPLICATION_STATUSES)),
  page,
});

export type ApplicationsSearchParams = z.infer<typeof applicationsSearchParams>;

export const APPLICATIONS_PAGE_SIZE = 10;
