import { randomUUID } from 'node:crypto';
import {
  type CreateOfferBody,
  type CreateReminderBody,
  MAX_REMINDERS,
  OFFER_TEXT_LIMITS,
  type OfferListQuery,
  type ScheduledMessagesQuery,
  scheduledTime,
  type UpdateOfferMessageBody,
} from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { changesNothing } from '../../lib/patch.ts';
import { findCompanyTemplate } from '../company-templates/company-templates.service.ts';
import type { EmployerPrincipal } from '../identity/principal.ts';
import {
  type CompanyOffersRepository,
  createCompanyOffersRepository,
  type NewMessage,
} from './company-offers.repository.ts';
import type { DueMessage } from './offer-delivery.repository.ts';
import { deliverOfferMessage, isRecruitmentActive, offerRefusalError } from './offer-delivery.ts';

export type CompanyOffersService = ReturnType<typeof createCompanyOffersService>;

/**
 * docs/domain.md offer lifecycle, employer side. A message sent "now" is delivered inside the
 * request's transaction exactly as the dispatcher would deliver it at its time, so both paths
 * move the offer, write the e-mail and count in the stats the same way.
 */
export function createCompanyOffersService(deps: { db: Kysely<Database>; appBaseUrl: string }) {
  const { db } = deps;

  async function detail(offers: CompanyOffersRepository, companyId: string, offerId: string) {
    const offer = await offers.find(companyId, offerId);
    if (!offer) throw notFound('offerId', offerId);
    return { offer, messages: await offers.messages(offerId) };
  }

  /** Delivers a message now; one the sending rules refuse is an error (nothing is kept). */
  async function deliverNow(trx: Kysely<Database>, message: DueMessage, now: Date) {
    const outcome = await deliverOfferMessage(trx, message, deps.appBaseUrl, now);
    if (outcome.status === 'CANCELLED' && outcome.refusal) throw offerRefusalError(outcome.refusal);
  }

  /** Stores the message; one without a time is delivered before the transaction commits. */
  async function post(trx: Kysely<Database>, message: NewMessage, now: Date) {
    await createCompanyOffersRepository(trx).insertMessage(message, now);
    if (message.scheduledAt === null) {
      const { id, offerId, type, subject } = message;
      await deliverNow(trx, { id, offerId, type, subject }, now);
    }
  }

  /** The message, locked, if it is the company's and still waiting for its time (else 404 / 409). */
  async function scheduledMessage(
    offers: CompanyOffersRepository,
    companyId: string,
    offerId: string,
    messageId: string,
  ) {
    const message = await offers.lockMessage(companyId, offerId, messageId);
    if (!message) throw notFound('offerMessageId', messageId);
    if (message.status !== 'SCHEDULED') throw new AppError('MESSAGE_NOT_SCHEDULED', 'errorMessageNotScheduled');
    return message;
  }

  /** The company's template to start from, when the body names one (else 404). */
  async function templateOf<K extends 'offer_letter_templates' | 'offer_reminder_templates'>(
    trx: Kysely<Database>,
    kind: K,
    companyId: string,
    templateId: string | undefined,
  ) {
    if (!templateId) return undefined;
    const template = await findCompanyTemplate(trx, kind, companyId, templateId);
    if (!template) throw notFound('templateId', templateId);
    return template;
  }

  return {
    create(employer: EmployerPrincipal, body: CreateOfferBody) {
      const { companyId } = employer;
      return db.transaction().execute(async (trx) => {
        const offers = createCompanyOffersRepository(trx);
        const now = new Date();
        const recruitment = await offers.recruitment(companyId, body.recruitmentId);
        if (!recruitment) throw notFound('recruitmentId', body.recruitmentId);
        if (!isRecruitmentActive(recruitment, now)) throw offerRefusalError('RECRUITMENT_NOT_ACTIVE');
        const candidate = await offers.candidate(body.candidateId);
        if (!candidate) throw notFound('candidateId', body.candidateId);
        if (!candidate.open_to_company_offer) throw offerRefusalError('CANDIDATE_NOT_OPEN_TO_OFFERS');
        if (await offers.offerExists(body.candidateId, body.recruitmentId)) {
          throw new AppError('OFFER_ALREADY_EXISTS', 'errorOfferAlreadyExists');
        }
        const template = await templateOf(trx, 'offer_letter_templates', companyId, body.templateId);
        const scheduledAt = scheduledTime(body);
        const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
        if (expiresAt && scheduledAt && expiresAt <= scheduledAt) {
          throw invalidField('body.expiresAt', 'expiresBeforeSchedule');
        }
        // The contract requires each text unless a template is named, and the template has them all.
        const subject = body.subject ?? template?.subject ?? '';
        const message = body.message ?? template?.message ?? '';
        const id = randomUUID();
        await offers.insertOffer({
          id,
          companyId,
          candidateId: body.candidateId,
          recruitmentId: body.recruitmentId,
          offerById: employer.recruiterId,
          subject,
          introduction: body.introduction ?? template?.introduction ?? '',
          message,
          policies: body.policies ?? template?.policies ?? [],
          flags: {
            isCasualInterviewOK: body.isCasualInterviewOK,
            isFirstInterviewExempt: body.isFirstInterviewExempt,
            isFirstSecondInterviewExempt: body.isFirstSecondInterviewExempt,
            isNoReasonToEntryOK: body.isNoReasonToEntryOK,
            isPremiumOffer: body.isPremiumOffer,
            isPreviousJobSalaryGuaranteed: body.isPreviousJobSalaryGuaranteed,
            isResumeScreeningExempt: body.isResumeScreeningExempt,
          },
          expiresAt,
          scheduledAt,
        });
        await post(trx, { id: randomUUID(), offerId: id, type: 'LETTER', subject, message, scheduledAt }, now);
        return detail(offers, companyId, id);
      });
    },

    list(employer: EmployerPrincipal, query: OfferListQuery) {
      return createCompanyOffersRepository(db).list(employer.companyId, query);
    },

    get(employer: EmployerPrincipal, offerId: string) {
      return detail(createCompanyOffersRepository(db), employer.companyId, offerId);
    },

    scheduledMessages(employer: EmployerPrincipal, query: ScheduledMessagesQuery) {
      return createCompanyOffersRepository(db).scheduled(employer.companyId, query);
    },

    /** Only on a SENT, unexpired offer, and at most MAX_REMINDERS scheduled or sent. */
    addReminder(employer: EmployerPrincipal, offerId: string, body: CreateReminderBody) {
      const { companyId } = employer;
      return db.transaction().execute(async (trx) => {
        const offers = createCompanyOffersRepository(trx);
        const now = new Date();
        const offer = await offers.lockOffer(companyId, offerId);
        if (!offer) throw notFound('offerId', offerId);
        if (offer.status !== 'SENT' || (offer.expires_at && offer.expires_at <= now)) {
          throw new AppError('OFFER_NOT_OPEN', 'errorReminderOfferNotSent');
        }
        if (offer.reminders >= MAX_REMINDERS) {
          throw new AppError('REMINDER_LIMIT_REACHED', 'errorReminderLimit', { params: { max: MAX_REMINDERS } });
        }
        const template = await templateOf(trx, 'offer_reminder_templates', companyId, body.templateId);
        const scheduledAt = scheduledTime(body);
        if (offer.expires_at && scheduledAt && scheduledAt >= offer.expires_at) {
          throw invalidField('body.scheduledAt', 'scheduledAfterExpiry');
        }
        await post(
          trx,
          {
            id: randomUUID(),
            offerId,
            type: 'REMINDER',
            subject: body.subject ?? template?.subject ?? null,
            message: body.message ?? template?.message ?? '',
            scheduledAt,
          },
          now,
        );
        return detail(offers, companyId, offerId);
      });
    },

    /** New texts or a new time for a SCHEDULED message; `isScheduled: false` sends it now. */
    updateMessage(employer: EmployerPrincipal, offerId: string, messageId: string, body: UpdateOfferMessageBody) {
      const { companyId } = employer;
      return db.transaction().execute(async (trx) => {
        const offers = createCompanyOffersRepository(trx);
        const now = new Date();
        const message = await scheduledMessage(offers, companyId, offerId, messageId);
        if (changesNothing(body)) return detail(offers, companyId, offerId);
        const max = OFFER_TEXT_LIMITS.reminderMessage;
        if (message.type === 'REMINDER' && body.message !== undefined && body.message.length > max) {
          throw invalidField('body.message', 'messageMaxLength', { max });
        }
        const sendNow = body.isScheduled === false;
        const scheduledAt = sendNow
          ? now
          : (scheduledTime({ isScheduled: true, scheduledAt: body.scheduledAt }) ?? undefined);
        await offers.updateMessage(
          messageId,
          { subject: body.subject, message: body.message, scheduledAt, isScheduled: sendNow ? false : undefined },
          now,
        );
        if (message.type === 'LETTER') {
          await offers.updateScheduledOffer(
            offerId,
            { title: body.subject, content: body.message, scheduledAt: sendNow ? null : scheduledAt },
            now,
          );
        }
        if (sendNow) {
          const subject = body.subject ?? message.subject;
          await deliverNow(trx, { id: messageId, offerId, type: message.type, subject }, now);
        }
        return detail(offers, companyId, offerId);
      });
    },

    /** Cancels a SCHEDULED message; a cancelled letter takes its offer with it. */
    cancelMessage(employer: EmployerPrincipal, offerId: string, messageId: string) {
      const { companyId } = employer;
      return db.transaction().execute(async (trx) => {
        const offers = createCompanyOffersRepository(trx);
        const now = new Date();
        const message = await scheduledMessage(offers, companyId, offerId, messageId);
        await offers.cancelMessage(messageId, now);
        if (message.type === 'LETTER') await offers.cancelOffer(offerId, now);
        return detail(offers, companyId, offerId);
      });
    },
  };
}
