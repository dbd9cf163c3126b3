import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { employerAccess } from '../../common/access.ts';
import { ApplicationStatus } from '../../common/enums.ts';
import { errorEnvelope, paginated, protectedErrors, success } from '../../common/envelope.ts';
import { requiredField } from '../../common/fields.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { isoDateTime, uuid } from '../../common/primitives.ts';

const c = initContract();

/** SPEC.md §3 "Application list item": the applicant named, since they applied to this company. */
export const companyApplication = z
  .object({
    id: uuid,
    appliedAt: isoDateTime,
    status: ApplicationStatus.describe('CANCELLED: the candidate withdrew it'),
    candidate: z.object({
      id: uuid,
      userNo: z.int(),
      firstName: z.string().nullable().describe('Null once the candidate deleted their account'),
      lastName: z.string().nullable(),
    }),
    recruitment: z.object({ id: uuid, title: z.string() }),
    updatedAt: isoDateTime,
    withdrawnAt: isoDateTime.nullable().describe('When the candidate withdrew it (status CANCELLED)'),
  })
  .meta({ id: 'CompanyApplication' });

/** The employer's decision on a PENDING application. */
export const ApplicationDecision = ApplicationStatus.extract(['ACCEPTED', 'REJECTED']);

export const applicationsContract = c.router({
  list: {
    method: 'GET',
    path: '/applications',
    summary: 'Applications to the company’s recruitments, newest first',
    query: paginationQuery.extend({
      recruitmentId: uuid.optional().describe('Only the applications to this recruitment'),
      status: ApplicationStatus.optional(),
    }),
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: paginated('applications', companyApplication), ...protectedErrors },
  },
  decide: {
    method: 'PATCH',
    path: '/applications/:applicationId',
    summary:
      'Accept or reject a PENDING application (repeating the same decision is harmless; changing a decided, or a cancelled, application is 409 APPLICATION_NOT_PENDING)',
    pathParams: z.object({ applicationId: uuid }),
    body: z.object({ status: z.enum(ApplicationDecision.options, requiredField()) }),
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: {
      200: success(z.object({ application: companyApplication })),
      404: errorEnvelope,
      409: errorEnvelope,
      ...protectedErrors,
    },
  },
});

export type CompanyApplication = z.infer<typeof companyApplication>;
