import { z } from 'zod/mini';
import { dropInvalid, page } from '../../jobs/search-params.ts';

/**
 * The URLs of the offers list, the scheduled messages and the offer form hold the API's queries
 * (the contract's `offerListQuery` and `scheduledMessagesQuery`) but their page size, written
 * with zod/mini; web/test/employer-search-params.test.ts proves they agree with the contract.
 */
export const OFFER_STATUSES = ['SCHEDULED', 'SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED', 'CANCELLED'] as const;
export const RESCOUT_STATUSES = ['NOT_YET', 'ONE_TIME', 'TWO_TIMES'] as const;
export const OFFER_SUBJECT_MAX_LENGTH = 100;

const subject = dropInvalid(z.string().check(z.trim(), z.maxLength(OFFER_SUBJECT_MAX_LENGTH)));
const userNo = dropInvalid(z.int().check(z.minimum(1)));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const offersSearchParams = z.object({
  recruitmentId: dropInvalid(z.uuid()),
  status: dropInvalid(z.enum(OFFER_STATUSES)),
  reScoutStatus: dropInvalid(z.enum(RESCOUT_STATUSES)),
  subject,
  userNo,
  page,
});

export type OffersSearchParams = z.infer<typeof offersSearchParams>;

export const scheduledMessagesFields = z.object({
  recruitmentId: dropInvalid(z.uuid()),
  scheduledStartDate: dropInvalid(isoDate),
  scheduledEndDate: dropInvalid(isoDate),
  subject,
  userNo,
  page,
});

export type ScheduledMessagesParams = z.infer<typeof scheduledMessagesFields>;

/** An end before the start (the API refuses it) is dropped. */
export const scheduledMessagesParams = z.pipe(
  scheduledMessagesFields,
  z.transform((search: ScheduledMessagesParams) =>
    search.scheduledStartDate && search.scheduledEndDate && search.scheduledStartDate > search.scheduledEndDate
      ? { ...search, scheduledEndDate: undefined }
      : search,
  ),
);

/** The offer form is opened for a candidate, and may come with a recruitment chosen. */
export const sendOfferParams = z.object({
  candidateId: dropInvalid(z.uuid()),
  recruitmentId: dropInvalid(z.uuid()),
});

export const OFFERS_PAGE_SIZE = 10;
