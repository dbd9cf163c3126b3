import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { employerAccess } from '../../common/access.ts';
import { ApplicationStatus, OfferStatus } from '../../common/enums.ts';
import { errorEnvelope, paginated, protectedErrors, success } from '../../common/envelope.ts';
import { pagination, paginationQuery } from '../../common/pagination.ts';
import { isoDateTime, requiredText, uuid } from '../../common/primitives.ts';
import { queryBoolean, queryWholeNumber } from '../../common/query.ts';
import { localized } from '../../i18n/messages.ts';
import { candidateSearchItem } from './candidates.ts';

const c = initContract();

export const POOL_NAME_MAX_LENGTH = 100;

/** A talent pool's name is 1-100 characters. */
export const poolName = requiredText(POOL_NAME_MAX_LENGTH, 'poolNameRequired', 'poolNameMaxLength');

/** A talent pool. Deleted pools are never shown (they answer 404). */
export const talentPool = z
  .object({
    id: uuid,
    companyId: uuid,
    name: z.string(),
    candidateCount: z.int().min(0).describe('Members whose account still exists'),
    membersCount: z.int().min(0).describe('The same as candidateCount (both names are in use)'),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    deletedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'TalentPool' });

export const talentPoolMember = z
  .object({
    poolId: uuid,
    candidateId: uuid,
    addedAt: isoDateTime,
    candidate: candidateSearchItem,
    applicationStatus: ApplicationStatus.nullable().describe('The status of the latest application to this company'),
    offerStatus: OfferStatus.nullable().describe('The status of the latest offer of this company'),
  })
  .meta({ id: 'TalentPoolMember' });

export const TalentPoolSort = z
  .enum(['ADDED_AT_DESC', 'ADDED_AT_ASC', 'USER_NO_ASC', 'USER_NO_DESC'])
  .describe('ADDED_AT_DESC (default): the most recently added first; USER_NO_*: by the candidate number');

export const talentPoolMembersQuery = paginationQuery.extend({
  applicationStatus: ApplicationStatus.optional().describe(
    'Members with an application in this status to any recruitment of this company',
  ),
  offerScheduled: queryBoolean
    .optional()
    .describe('true: members with a SCHEDULED offer of this company; false: members without one'),
  offerStatus: OfferStatus.optional().describe('Members with an offer of this company in this status'),
  userNo: queryWholeNumber(1).optional().describe('The member with this candidate number'),
  sortBy: TalentPoolSort.default('ADDED_AT_DESC'),
});

const poolId = z.object({ poolId: uuid });
const member = z.object({ poolId: uuid, candidateId: uuid });
const nameBody = z.object({ name: poolName });
const access = employerAccess('ADMIN', 'RECRUITER');

export const talentPoolsContract = c.router({
  create: {
    method: 'POST',
    path: '/talent-pools',
    summary: 'Create a talent pool',
    body: nameBody,
    metadata: access,
    responses: { 201: success(z.object({ talentPool })), ...protectedErrors },
  },
  list: {
    method: 'GET',
    path: '/talent-pools',
    summary: 'List the company’s talent pools',
    description: 'Newest first.',
    query: paginationQuery.extend({
      keyword: z
        .string()
        .trim()
        .max(POOL_NAME_MAX_LENGTH, localized('maxLength', { max: POOL_NAME_MAX_LENGTH }))
        .optional()
        .describe('Part of the pool name'),
    }),
    metadata: access,
    responses: { 200: paginated('talentPools', talentPool), ...protectedErrors },
  },
  get: {
    method: 'GET',
    path: '/talent-pools/:poolId',
    summary: 'Get a talent pool',
    description: 'A talent pool and one page of its members (anonymous candidate items).',
    pathParams: poolId,
    query: talentPoolMembersQuery,
    metadata: access,
    responses: {
      200: success(z.object({ talentPool, members: z.array(talentPoolMember), pagination })),
      404: errorEnvelope,
      ...protectedErrors,
    },
  },
  update: {
    method: 'PATCH',
    path: '/talent-pools/:poolId',
    summary: 'Rename a talent pool',
    pathParams: poolId,
    body: nameBody,
    metadata: access,
    responses: { 200: success(z.object({ talentPool })), 404: errorEnvelope, ...protectedErrors },
  },
  remove: {
    method: 'DELETE',
    path: '/talent-pools/:poolId',
    summary: 'Delete a talent pool',
    description: 'It is kept, marked deleted, and answers 404 from then on.',
    pathParams: poolId,
    metadata: access,
    responses: { 200: success(z.object({ deleted: z.literal(true) })), 404: errorEnvelope, ...protectedErrors },
  },
  addCandidate: {
    method: 'PUT',
    path: '/talent-pools/:poolId/candidates/:candidateId',
    summary: 'Add a candidate to a talent pool',
    description: 'A candidate open to company offers; adding twice changes nothing.',
    pathParams: member,
    body: z.object({}).optional(),
    metadata: access,
    responses: { 200: success(z.object({ talentPool })), 404: errorEnvelope, ...protectedErrors },
  },
  removeCandidate: {
    method: 'DELETE',
    path: '/talent-pools/:poolId/candidates/:candidateId',
    summary: 'Remove a candidate from a talent pool',
    description: 'Removing a non-member changes nothing.',
    pathParams: member,
    metadata: access,
    responses: { 200: success(z.object({ talentPool })), 404: errorEnvelope, ...protectedErrors },
  },
});

export type TalentPool = z.infer<typeof talentPool>;
export type TalentPoolMember = z.infer<typeof talentPoolMember>;
export type TalentPoolMembersQuery = z.infer<typeof talentPoolMembersQuery>;
