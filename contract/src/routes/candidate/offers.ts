import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { candidateAccess } from '../../common/access.ts';
import { candidateApplication } from '../../common/application.ts';
import { OfferAnswer, OfferStatus } from '../../common/enums.ts';
import { errorEnvelope, paginated, protectedErrors, success } from '../../common/envelope.ts';
import { jobCompany, jobPosting } from '../../common/job-posting.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { isoDateTime, uuid } from '../../common/primitives.ts';
import { localized } from '../../i18n/messages.ts';

const c = initContract();

/** Who sent an offer on behalf of its company, as they present themselves in their recruiter profile. */
export const offerRecruiter = z
  .object({
    name: z.string().describe('Their display name'),
    position: z.string().nullable(),
    image: z.string().nullable().describe('A picture URL'),
  })
  .meta({ id: 'OfferRecruiter' });

/** An offer (scout message) as its candidate reads it. */
export const candidateOffer = z
  .object({
    id: uuid,
    candidateId: uuid,
    jobId: uuid,
    status: OfferStatus.describe('SENT, ACCEPTED, REJECTED or EXPIRED: a candidate never sees other statuses'),
    subject: z.string(),
    introduction: z.string(),
    message: z.string(),
    policies: z.array(z.string()),
    isCasualInterviewOK: z.boolean(),
    isFirstInterviewExempt: z.boolean(),
    isFirstSecondInterviewExempt: z.boolean(),
    isNoReasonToEntryOK: z.boolean(),
    isPreviousJobSalaryGuaranteed: z.boolean(),
    isResumeScreeningExempt: z.boolean(),
    isPremiumOffer: z.boolean(),
    sentAt: isoDateTime.nullable(),
    expiresAt: isoDateTime.nullable().describe('Past it, a SENT offer can no longer be answered (EXPIRED)'),
    openedAt: isoDateTime.nullable().describe('When the candidate first read it'),
    answeredAt: isoDateTime.nullable().describe('When the candidate accepted or rejected it'),
    job: jobPosting,
    company: jobCompany,
    recruiter: offerRecruiter,
  })
  .meta({ id: 'CandidateOffer' });

export const candidateOfferAnswerBody = z
  .object({ status: z.enum(OfferAnswer.options, localized('offerAnswerInvalid')) })
  .meta({ id: 'CandidateOfferAnswerBody' });

const offerParams = z.object({ offerId: uuid });

export const candidateOffersContract = c.router({
  list: {
    method: 'GET',
    path: '/offers',
    summary: 'The offers addressed to the caller, newest first',
    query: paginationQuery.extend({
      industryId: uuid.optional().describe("The offer's job posting industry; a section matches its divisions too"),
    }),
    metadata: candidateAccess,
    responses: { 200: paginated('offers', candidateOffer), ...protectedErrors },
  },
  get: {
    method: 'GET',
    path: '/offers/:offerId',
    summary: 'One offer; the first read marks it opened',
    pathParams: offerParams,
    metadata: candidateAccess,
    responses: { 200: success(z.object({ offer: candidateOffer })), 404: errorEnvelope, ...protectedErrors },
  },
  answer: {
    method: 'POST',
    path: '/offers/:offerId',
    summary: 'Accept or reject a SENT offer; accepting creates a PENDING application for its job',
    description: 'Errors: 404 unknown offer; 409 OFFER_NOT_OPEN when the offer is no longer SENT.',
    pathParams: offerParams,
    body: candidateOfferAnswerBody,
    metadata: candidateAccess,
    responses: {
      200: success(z.object({ offer: candidateOffer, application: candidateApplication.nullable() })),
      404: errorEnvelope,
      409: errorEnvelope,
      ...protectedErrors,
    },
  },
});

export type CandidateOffer = z.infer<typeof candidateOffer>;
export type CandidateOfferAnswerBody = z.infer<typeof candidateOfferAnswerBody>;
