import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { employerAccess } from '../../common/access.ts';
import { EmployerRole, NotificationFrequency, RecruiterStatus } from '../../common/enums.ts';
import { errorEnvelope, paginated, protectedErrors, success } from '../../common/envelope.ts';
import { httpUrl, optionalText, requiredField } from '../../common/fields.ts';
import { email, emailAddress } from '../../common/identity.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { isoDateTime, requiredText, uuid } from '../../common/primitives.ts';

const c = initContract();

/** A company profile. */
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

/** The company profile's maximum lengths, with the default messages. The tax id is fixed. */
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

/** A company's settings. */
export const companySettings = z
  .object({
    autoReplyEnabled: z.boolean().describe('Send the auto-reply message to every new applicant'),
    autoReplyTemplateName: z.string().nullable(),
    autoReplyTemplateMessage: z.string().nullable(),
    autoReplyTemplateUpdatedAt: isoDateTime.nullable(),
    notificationEmail: emailAddress.nullable().describe('Where new applications are announced'),
    notificationFrequency: NotificationFrequency,
  })
  .meta({ id: 'CompanySettings' });

/**
 * The company's e-mail settings. Auto-reply can be on only with a message (else 400 on
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

/** A recruiter, with the name split as the recruiter profile form keeps it. */
export const recruiter = z
  .object({
    id: uuid,
    email: emailAddress,
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
    summary: 'Get the company profile',
    description: 'The caller’s company.',
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: success(z.object({ company: companyProfile })), ...protectedErrors },
  },
  updateCompany: {
    method: 'PATCH',
    path: '/organization/company',
    summary: 'Change the company profile',
    description: 'ADMIN only.',
    body: updateCompanyProfileBody,
    metadata: employerAccess('ADMIN'),
    responses: { 200: success(z.object({ company: companyProfile })), ...protectedErrors },
  },
  getSettings: {
    method: 'GET',
    path: '/organization/company/settings',
    summary: 'Get the company settings',
    description: 'Auto-reply and notification settings.',
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: success(z.object({ settings: companySettings })), ...protectedErrors },
  },
  updateSettings: {
    method: 'PATCH',
    path: '/organization/company/settings',
    summary: 'Change the company settings',
    description: 'Auto-reply and notification settings; ADMIN only.',
    body: updateCompanySettingsBody,
    metadata: employerAccess('ADMIN'),
    responses: { 200: success(z.object({ settings: companySettings })), ...protectedErrors },
  },
  listRecruiters: {
    method: 'GET',
    path: '/organization/recruiters/recruiters',
    summary: 'List the company’s recruiters',
    description: 'ADMINs included, in the order they joined.',
    query: paginationQuery.extend({ status: RecruiterStatus.optional() }),
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: paginated('recruiters', recruiter), ...protectedErrors },
  },
  getRecruiter: {
    method: 'GET',
    path: '/organization/recruiters/recruiters/:recruiterId',
    summary: 'Get a recruiter',
    description: 'One recruiter of the caller’s company.',
    pathParams: recruiterId,
    metadata: employerAccess('ADMIN', 'RECRUITER'),
    responses: { 200: success(z.object({ recruiter })), 404: errorEnvelope, ...protectedErrors },
  },
  updateRecruiterStatus: {
    method: 'PATCH',
    path: '/organization/recruiters/recruiters/:recruiterId',
    summary: 'Activate or deactivate a recruiter',
    description:
      'ADMIN only. Deactivating signs them out everywhere; the last active ADMIN cannot be deactivated (409 LAST_ADMIN).',
    pathParams: recruiterId,
    body: z.object({ status: z.enum(RecruiterStatus.options, requiredField()) }),
    metadata: employerAccess('ADMIN'),
    responses: { 200: success(z.object({ recruiter })), 404: errorEnvelope, 409: errorEnvelope, ...protectedErrors },
  },
});

export type CompanyProfile = z.infer<typeof companyProfile>;
export type CompanySettings = z.infer<typeof companySettings>;
export type Recruiter = z.infer<typeof recruiter>;
