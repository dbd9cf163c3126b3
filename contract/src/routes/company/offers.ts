import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { employerAccess } from '../../common/access.ts';
import { OfferMessageStatus, OfferMessageType, OfferStatus, ReScoutStatus } from '../../common/enums.ts';
import { errorEnvelope, paginated, protectedErrors, success } from '../../common/envelope.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { isoDate, isoDateTime, uuid } from '../../common/primitives.ts';
import { queryWholeNumber } from '../../common/query.ts';
import { checkSchedule, schedulingFields } from '../../common/scheduling.ts';
import { localized, type MessageKey, message } from '../../i18n/messages.ts';
import {
  letterMessage,
  OFFER_TEXT_LIMITS,
  offerIntroduction,
  offerSubject,
  offerTextList,
  reminderMessage,
} from './templates.ts';

const c = initContract();

/** An offer has at most this many reminders (scheduled or sent). */
export const MAX_REMINDERS = 2;

/** One message of an offer: its LETTER, or a REMINDER. */
export const offerMessageView = z
  .object({
    id: uuid,
    offerId: uuid,
    type: OfferMessageType,
    status: OfferMessageStatus,
    subject: z.string().nullable().describe("A reminder without its own subject uses the offer's"),
    message: z.string(),
    isScheduled: z.boolean(),
    scheduledAt: isoDateTime.nullable(),
    sentAt: isoDateTime.nullable(),
    cancelledAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'OfferMessage' });

/** A job offer as its company sees it. The candidate stays anonymous: a number, never a name. */
export const companyOffer = z
  .object({
    id: uuid,
    candidateId: uuid,
    candidateUserNo: z.int(),
    recruitmentId: uuid,
    recruitmentTitle: z.string(),
    offerById: uuid.describe('The recruiter who sent the offer'),
    status: OfferStatus,
    subject: z.string(),
    introduction: z.string(),
    message: z.string(),
    policies: z.array(z.string()),
    reason: z
      .string()
      .nullable()
      .describe(
        'Why a scheduled offer was cancelled at its time instead of sent: RECRUITMENT_NOT_ACTIVE or ' +
          'CANDIDATE_NOT_OPEN_TO_OFFERS; null otherwise',
      ),
    isCasualInterviewOK: z.boolean(),
    isFirstInterviewExempt: z.boolean(),
    isFirstSecondInterviewExempt: z.boolean(),
    isNoReasonToEntryOK: z.boolean(),
    isPremiumOffer: z.boolean(),
    isPreviousJobSalaryGuaranteed: z.boolean(),
    isResumeScreeningExempt: z.boolean(),
    isDeletedByCandidate: z.boolean(),
    remindersSent: z.int().min(0).max(MAX_REMINDERS),
    reScoutStatus: ReScoutStatus.describe('NOT_YET / ONE_TIME / TWO_TIMES = 0 / 1 / 2 reminders sent'),
    issuedAt: isoDateTime,
    scheduledAt: isoDateTime.nullable(),
    sentAt: isoDateTime.nullable(),
    expiresAt: isoDateTime.nullable(),
    openedAt: isoDateTime.nullable(),
    answeredAt: isoDateTime.nullable(),
    cancelledAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'CompanyOffer' });

/** A SCHEDULED message with what identifies its offer, for the schedule view. */
export const scheduledMessage = offerMessageView
  .extend({
    candidateId: uuid,
    candidateUserNo: z.int(),
    recruitmentId: uuid,
    recruitmentTitle: z.string(),
    offerSubject: z.string(),
  })
  .meta({ id: 'ScheduledOfferMessage' });

const futureDateTime = isoDateTime.refine((value) => Date.parse(value) > Date.now(), localized('expiresAtInPast'));

/** The letter's texts a body must give when no template supplies them. */
const LETTER_TEXTS = [
  { field: 'subject', key: 'subjectRequired' },
  { field: 'introduction', key: 'introductionRequired' },
  { field: 'message', key: 'messageRequired' },
] as const satisfies readonly { field: string; key: MessageKey }[];

/**
 * POST /offers. Subject, introduction, message and policies may come from an offer-letter
 * template (`templateId`); what the body gives wins over the template.
 */
export const createOfferBody = z
  .object({
    candidateId: uuid,
    recruitmentId: uuid,
    templateId: uuid.optional().describe('An offer-letter template of the company to start from'),
    subject: offerSubject.optional(),
    introduction: offerIntroduction.optional(),
    message: letterMessage.optional(),
    policies: offerTextList.optional(),
    isCasualInterviewOK: z.boolean().default(false),
    isFirstInterviewExempt: z.boolean().default(false),
    isFirstSecondInterviewExempt: z.boolean().default(false),
    isNoReasonToEntryOK: z.boolean().default(false),
    isPreviousJobSalaryGuaranteed: z.boolean().default(false),
    isResumeScreeningExempt: z.boolean().default(false),
    isPremiumOffer: z.boolean().default(false),
    expiresAt: futureDateTime.optional().describe('Default: 30 days after the offer is sent'),
    ...schedulingFields,
  })
  .superRefine((body, context) => {
    checkSchedule(body, context);
    if (body.templateId) return;
    for (const { field, key } of LETTER_TEXTS) {
      if (body[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: message(key) });
    }
  })
  .meta({ id: 'CreateOfferBody' });

/** POST /offers/{offerId}/messages: a reminder, now or scheduled. */
export const createReminderBody = z
  .object({
    templateId: uuid.optional().describe('An offer-reminder template of the company to start from'),
    subject: offerSubject.optional(),
    message: reminderMessage.optional(),
    ...schedulingFields,
  })
  .superRefine((body, context) => {
    checkSchedule(body, context);
    if (!body.templateId && body.message === undefined) {
      context.addIssue({ code: 'custom', path: ['message'], message: message('messageRequired') });
    }
  })
  .meta({ id: 'CreateReminderBody' });

/**
 * PATCH of a SCHEDULED message: new texts and/or a new time. `isScheduled: false` sends it now;
 * a `scheduledAt` alone moves it.
 */
export const updateOfferMessageBody = z
  .object({
    subject: offerSubject.optional(),
    message: letterMessage.optional().describe('At most 1500 characters for a letter, 500 for a reminder'),
    isScheduled: z.boolean().optional(),
    scheduledAt: schedulingFields.scheduledAt,
  })
  .superRefine((body, context) => {
    const reschedules = body.isScheduled !== undefined || (body.scheduledAt !== undefined && body.scheduledAt !== null);
    if (reschedules) checkSchedule({ isScheduled: body.isScheduled ?? true, scheduledAt: body.scheduledAt }, context);
  })
  .meta({ id: 'UpdateOfferMessageBody' });

export const offerListQuery = paginationQuery.extend({
  recruitmentId: uuid.optional(),
  status: OfferStatus.optional(),
  reScoutStatus: ReScoutStatus.optional(),
  subject: z.string().trim().max(OFFER_TEXT_LIMITS.subject).optional().describe('Part of the subject'),
  userNo: queryWholeNumber(1).optional().describe("The candidate's number"),
});

export const scheduledMessagesQuery = paginationQuery
  .extend({
    recruitmentId: uuid.optional(),
    scheduledStartDate: isoDate.optional().describe('First day (Bangkok time), inclusive'),
    scheduledEndDate: isoDate.optional().describe('Last day (Bangkok time), inclusive'),
    subject: z.string().trim().max(OFFER_TEXT_LIMITS.subject).optional().describe('Part of the subject'),
    userNo: queryWholeNumber(1).optional().describe("The candidate's number"),
  })
  .refine(
    (query) =>
      !query.scheduledStartDate || !query.scheduledEndDate || query.scheduledStartDate <= query.scheduledEndDate,
    { path: ['scheduledEndDate'], ...localized('scheduledRangeInvalid') },
  );

const access = employerAccess('ADMIN', 'RECRUITER');
const offerParams = z.object({ offerId: uuid });
const messageParams = z.object({ offerId: uuid, offerMessageId: uuid });
const offerDetail = success(z.object({ offer: companyOffer, messages: z.array(offerMessageView) }));

export const offersContract = c.router({
  create: {
    method: 'POST',
    path: '/offers',
    summary: 'Send an offer letter',
    description:
      'To a candidate, now or at a scheduled time. ' +
      'Errors: 404 unknown candidate, recruitment or template; 409 RECRUITMENT_NOT_ACTIVE, ' +
      'CANDIDATE_NOT_OPEN_TO_OFFERS, or OFFER_ALREADY_EXISTS (one offer per candidate and recruitment). ' +
      'A scheduled letter is checked again at its time: if the recruitment is no longer ACTIVE or the ' +
      'candidate no longer takes offers, the offer becomes CANCELLED with that code as its reason.',
    body: createOfferBody,
    metadata: access,
    responses: { 201: offerDetail, 404: errorEnvelope, 409: errorEnvelope, ...protectedErrors },
  },
  list: {
    method: 'GET',
    path: '/offers',
    summary: 'List the company’s offers',
    description: 'Newest first.',
    query: offerListQuery,
    metadata: access,
    responses: { 200: paginated('offers', companyOffer), ...protectedErrors },
  },
  get: {
    method: 'GET',
    path: '/offers/:offerId',
    summary: 'Get an offer',
    description: 'One offer with its letter and reminders.',
    pathParams: offerParams,
    metadata: access,
    responses: { 200: offerDetail, 404: errorEnvelope, ...protectedErrors },
  },
  scheduledMessages: {
    method: 'GET',
    path: '/scheduled-messages',
    summary: 'List the scheduled letters and reminders',
    description: 'Letters and reminders waiting for their time, soonest first.',
    query: scheduledMessagesQuery,
    metadata: access,
    responses: { 200: paginated('messages', scheduledMessage), ...protectedErrors },
  },
  addReminder: {
    method: 'POST',
    path: '/offers/:offerId/messages',
    summary: 'Send a reminder about an offer',
    description:
      'About a SENT offer, now or at a scheduled time; at most two per offer. Errors: 404 unknown offer ' +
      'or template; 409 OFFER_NOT_OPEN, REMINDER_LIMIT_REACHED, and for a reminder sent now ' +
      'RECRUITMENT_NOT_ACTIVE or CANDIDATE_NOT_OPEN_TO_OFFERS. A scheduled reminder is cancelled at its ' +
      'time if those rules no longer hold.',
    pathParams: offerParams,
    body: createReminderBody,
    metadata: access,
    responses: { 201: offerDetail, 404: errorEnvelope, 409: errorEnvelope, ...protectedErrors },
  },
  updateMessage: {
    method: 'PATCH',
    path: '/offers/:offerId/messages/:offerMessageId',
    summary: 'Change a scheduled letter or reminder',
    description:
      'Its texts or its time, while it is SCHEDULED. Errors: 404 unknown offer or message; 409 ' +
      'MESSAGE_NOT_SCHEDULED, and when sending it now (isScheduled false) RECRUITMENT_NOT_ACTIVE or ' +
      'CANDIDATE_NOT_OPEN_TO_OFFERS.',
    pathParams: messageParams,
    body: updateOfferMessageBody,
    metadata: access,
    responses: { 200: offerDetail, 404: errorEnvelope, 409: errorEnvelope, ...protectedErrors },
  },
  cancelMessage: {
    method: 'DELETE',
    path: '/offers/:offerId/messages/:offerMessageId',
    summary: 'Cancel a scheduled letter or reminder',
    description:
      'Cancelling the letter cancels the offer. Errors: 404 unknown offer or message; 409 MESSAGE_NOT_SCHEDULED.',
    pathParams: messageParams,
    metadata: access,
    responses: { 200: offerDetail, 404: errorEnvelope, 409: errorEnvelope, ...protectedErrors },
  },
});

export type CompanyOffer = z.infer<typeof companyOffer>;
export type OfferMessageView = z.infer<typeof offerMessageView>;
export type ScheduledMessage = z.infer<typeof scheduledMessage>;
export type CreateOfferBody = z.infer<typeof createOfferBody>;
export type CreateReminderBody = z.infer<typeof createReminderBody>;
export type UpdateOfferMessageBody = z.infer<typeof updateOfferMessageBody>;
export type OfferListQuery = z.infer<typeof offerListQuery>;
export type ScheduledMessagesQuery = z.infer<typeof scheduledMessagesQuery>;
