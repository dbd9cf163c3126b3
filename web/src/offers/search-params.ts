import { z } from 'zod/mini';
import { dropInvalid, page } from '../jobs/search-params.ts';

/**
 * The offers inbox's URL (`/offers?industryId=…&page=2`) holds the API's query but its page size,
 * written with zod/mini like the job search's (web/test/candidate-lists-search-params.test.ts
 * proves both agree with the contract).
 */
export const offersSearchParams = z.object({
  industryId: dropInvalid(z.uuid()),
  page,
});

export type OffersSearchParams = z.infer<typeof offersSearchParams>;

export const OFFERS_PAGE_SIZE = 10;
