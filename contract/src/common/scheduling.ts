import { z } from 'zod';
import { localized, type MessageKey, message } from '../i18n/messages.ts';

/**
 * The scheduling rule of offer letters and reminders: with `isScheduled` on,
 * `scheduledAt` must be a future date-time; with it off, `scheduledAt` must be absent.
 */
export const schedulingFields = {
  isScheduled: z.boolean().default(false).describe('Send at scheduledAt instead of now'),
  scheduledAt: z
    .string(localized('invalidDate'))
    .nullable()
    .optional()
    .describe('ISO 8601 date-time with offset; required, and in the future, when isScheduled is on'),
};

const isoDateTimeWithOffset = z.iso.datetime({ offset: true });

type Scheduling = { isScheduled?: boolean; scheduledAt?: string | null };

/** Adds the rule's issues, with the product's texts, to a body made with `schedulingFields`. */
export function checkSchedule(body: Scheduling, context: z.RefinementCtx): void {
  const fail = (key: MessageKey) => context.addIssue({ code: 'custom', path: ['scheduledAt'], message: message(key) });
  const given = body.scheduledAt !== undefined && body.scheduledAt !== null && body.scheduledAt !== '';
  if (!body.isScheduled) {
    if (given) fail('scheduledAtNotAllowed');
  } else if (!given) {
    fail('scheduledAtRequired');
  } else if (!isoDateTimeWithOffset.safeParse(body.scheduledAt).success) {
    fail('invalidDate');
  } else if (Date.parse(body.scheduledAt ?? '') <= Date.now()) {
    fail('scheduledAtInPast');
  }
}

/** When a validated body wants its message sent: a time, or null for now. */
export const scheduledTime = (body: Scheduling): Date | null =>
  body.isScheduled && body.scheduledAt ? new Date(body.scheduledAt) : null;
