import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { employerAccess } from '../../common/access.ts';
import { EmployerRole, NotificationFrequency, RecruiterStatus } from '../../common/enums.ts';
import { errorEnvelope, paginated, protectedErrors, success } from '../../common/envelope.ts';
import { httpUrl, optionalText, requiredField } from '../../common/fields.ts';
import { email } from '../../common/identity.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { isoDateTime, requiredText, uuid } from '../../common/primitives.ts';

const c = initContract();

/** SPEC.md §3 "Company profile". */
export const companyProfile = z
  .object({
    id: uuid,
    taxId: z.string(),
    name: z.string(),
    capital: z.string().nullable(),
    ceo: z.string().nullable(),
    description: z.string().nullable(),
    establishment: z.string().nullable(),
    location: z.string().nullable().describe('The office address'),
    logo: z.string().nullable(),
    website: z.string().nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'CompanyProfile' });

/** SPEC.md §5 "Company profile maximum lengths", with its default messages. The tax id is fixed. */
export const updateCompanyProfileBody = z
  .object({
    name: requiredText(200).optional(),
    capital: optionalText(30),
    ceo: optionalText(30),
    description: optionalText(300),
    establishment: optionalText(30),
    location: optionalText(300),
    logo: httpUrl(300).nullable().optional(),
    website: optionalText(200),
  })
  .meta({ id: 'UpdateCompanyProfileBody' });

/** SPEC.md §3 "Company settings". */
export const companySettings = z
  .object({
    autoReplyEnabled: z.boolean().describe('Send the auto-reply message to every new applicant'),
    autoReplyTemplateName: z.string().nullable(),
    autoReplyTemplateMessage: z.string().nullable(),
    autoReplyTemplateUpdatedAt: isoDateTime.nullable(),
    notificationEmail: z.string().nullable().describe('Where new applications are announced'),
    notificationFrequency: NotificationFrequency,
  })
  .meta({ id: 'CompanySettings' });

/**
 * SPEC.md §5 "Company email settings". Auto-reply can be on only with a message (else 400 on
 * autoReplyTemplateMessage, "This field is required.").
 */
export const updateCompanySettingsBody = z
  .object({
    autoReplyEnabled: z.boolean().optional(),
    autoReplyTemplateName: optionalText(100),
    autoReplyTemplateMessage: optionalText(1500),
    notificationEmail: email.nullable().optional(),
    notificationFrequency: NotificationFrequency.optional(),
  })
  .meta({ id: 'UpdateCompanySettingsBody' });

/** SPEC.md §3 "Recruiter", with the name split as the recruiter profile form keeps it. */
export const recruiter = z
  .object({
    id: uuid,
    email: z.string(),
    name: z.string().describe('"firstName lastName" once the profile gives them; the registration name before'),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    image: z.string().nullable(),
    position: z.string().nullable(),
    profile: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    role: EmployerRole,
    status: RecruiterStatus,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Recruiter' });

const recruiterId = z.object({ recruiterId: uuid });

export const organizationContract = c.router({
  getCompany: {
    method: 'GET',
    path: '/organization/company',
    summary: 'The caller’s company profile',
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: success(z.object({ company: companyProfile })), ...protectedErrors },
  },
  updateCompany: {
    method: 'PATCH',
    path: '/organization/company',
    summary: 'Change the company profile (ADMIN)',
    body: updateCompanyProfileBody,
    metadata: employerAccess('ADMIN'),
    responses: { 200: success(z.object({ company: companyProfile })), ...protectedErrors },
  },
  getSettings: {
    method: 'GET',
    path: '/organization/company/settings',
    summary: 'The company’s auto-reply and notification settings',
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: success(z.object({ settings: companySettings })), ...protectedErrors },
  },
  updateSettings: {
    method: 'PATCH',
    path: '/organization/company/settings',
    summary: 'Change the auto-reply and notification settings (ADMIN)',
    body: updateCompanySettingsBody,
    metadata: employerAccess('ADMIN'),
    responses: { 200: success(z.object({ settings: companySettings })), ...protectedErrors },
  },
  listRecruiters: {
    method: 'GET',
    path: '/organization/recruiters/recruiters',
    summary: 'The company’s recruiters (ADMINs included), in the order they joined',
    query: paginationQuery.extend({ status: RecruiterStatus.optional() }),
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: paginated('recruiters', recruiter), ...protectedErrors },
  },
  getRecruiter: {
    method: 'GET',
    path: '/organization/recruiters/recruiters/:recruiterId',
    summary: 'One recruiter of the company',
    pathParams: recruiterId,
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: success(z.object({ recruiter })), 404: errorEnvelope, ...protectedErrors },
  },
  updateRecruiterStatus: {
    method: 'PATCH',
    path: '/organization/recruiters/recruiters/:recruiterId',
    summary:
      'Activate or deactivate a recruiter (ADMIN). Deactivating signs them out everywhere; the last active ADMIN cannot be deactivated (409 LAST_ADMIN).',
    pathParams: recruiterId,
    body: z.object({ status: z.enum(RecruiterStatus.options, requiredField()) }),
    metadata: employerAccess('ADMIN'),
    responses: { 200: success(z.object({ recruiter })), 404: errorEnvelope, 409: errorEnvelope, ...protectedErrors },
  },
});

export type CompanyProfile = z.infer<typeof companyProfile>;
export type CompanySettings = z.infer<typeof companySettings>;
export type Recruiter = z.infer<typeof recruiter>;
