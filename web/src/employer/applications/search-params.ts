import { z } from 'zod/mini';
import { APPLICATION_STATUSES } from '../../applications/search-params.ts';
import { dropInvalid, page } from '../../jobs/search-params.ts';

/**
 * The company's applications URL (`/employer/applications?status=PENDING&page=2`): the API's
 * query but its page size, checked against the contract by web/test/employer-search-params.test.ts.
 */
export const companyApplicationsParams = z.object({
  recruitmentId: dropInvalid(z.uuid()),
  status: dropInvalid(z.enum(APPLICATION_STATUSES)),
  page,
});

export type CompanyApplicationsParams = z.infer<typeof companyApplicationsParams>;

export const COMPANY_APPLICATIONS_PAGE_SIZE = 10;
