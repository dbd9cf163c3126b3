import { z } from 'zod/mini';

/**
 * The job search's URL (`/jobs?keyword=…&provinceId=…&page=2`) holds the API's query: the same
 * fields, values and limits as the contract's `candidateJobSearchQuery`, so a shared link asks
 * the API exactly what the page showed. Route search schemas run before any screen loads, so they
 * are written with zod/mini here instead of importing the contract (which would put every route
 * schema into the first download); web/test/search-params.test.ts proves both agree. A value the
 * API would refuse (a hand-edited link) is dropped instead of breaking the page. The page size is
 * the app's choice, not the URL's.
 */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'FREELANCE', 'INTERNSHIP', 'TEMPORARY'] as const;
export const JOB_KEYWORD_MAX_LENGTH = 200;
export const MAX_ANNUAL_SALARY = 1_000_000_000;

/** A URL field the API would refuse (a hand-edited link) is dropped rather than failing the page. */
export const dropInvalid = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** `?page=` as the API reads it (a whole number from 1), 1 when absent or wrong. */
export const page = z.catch(z._default(z.int().check(z.minimum(1)), 1), 1);

export const jobSearchParams = z.object({
  keyword: dropInvalid(z.string().check(z.trim(), z.maxLength(JOB_KEYWORD_MAX_LENGTH))),
  industryId: dropInvalid(z.uuid()),
  occupationId: dropInvalid(z.uuid()),
  provinceId: dropInvalid(z.uuid()),
  employmentType: dropInvalid(z.enum(EMPLOYMENT_TYPES)),
  salaryMin: dropInvalid(z.int().check(z.minimum(0), z.maximum(MAX_ANNUAL_SALARY))),
  page,
});

export type JobSearchParams = z.infer<typeof jobSearchParams>;

export const JOBS_PAGE_SIZE = 10;

/** A list page's URL: only its page (saved jobs, and screens like it). */
export const pageParams = z.object({ page });
