import { z } from 'zod/mini';
import { page } from '../../jobs/search-params.ts';

/**
 * The talent pools list's URL (`/employer/talent-pools?page=2`) and a pool's
 * (`/employer/talent-pools/<id>?page=2`): only the page of the API's query, written with zod/mini
 * (web/test/employer-lists-search-params.test.ts proves it agrees with the contract).
 */
export const talentPoolsSearchParams = z.object({ page });

export const POOLS_PAGE_SIZE = 10;
export const MEMBERS_PAGE_SIZE = 10;
