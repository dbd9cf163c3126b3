import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { employerAccess } from '../../common/access.ts';
import { errorEnvelope, paginated, protectedErrors, success } from '../../common/envelope.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { isoDateTime, requiredText, uuid } from '../../common/primitives.ts';
import { localized } from '../../i18n/messages.ts';

const c = initContract();

/**
 * The offer form fields, with their texts ("Subject is required", "Subject must be 100
 * characters or less", …). The offer letter and reminder bodies of the offers routes use the
 * same schemas.
 */
export const OFFER_TEXT_LIMITS = {
  templateName: 40,
  messageTemplateName: 100,
  subject: 100,
  introduction: 150,
  letterMessage: 1500,
  reminderMessage: 500,
  messageTemplateMessage: 1500,
  listItem: 200,
  listItems: 20,
} as const;

const L = OFFER_TEXT_LIMITS;

export const templateName = (max: number) => requiredText(max, 'templateNameRequired', 'templateNameMaxLength');
export const offerSubject = requiredText(L.subject, 'subjectRequired', 'subjectMaxLength');
export const offerIntroduction = requiredText(L.introduction, 'introductionRequired', 'introductionMaxLength');
export const offerMessage = (max: number) => requiredText(max, 'messageRequired', 'messageMaxLength');
export const letterMessage = offerMessage(L.letterMessage);
export const reminderMessage = offerMessage(L.reminderMessage);
/** An offer letter's policies or exemptions: short texts, at most 20. */
export const offerTextList = z
  .array(requiredText(L.listItem))
  .max(L.listItems, localized('tooManyItems', { max: L.listItems }));

const templateBase = {
  id: uuid,
  name: z.string(),
  recruiterId: uuid.describe('Who wrote the template; every recruiter of the company may use and change it'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

/** A message template. */
export const messageTemplate = z.object({ ...templateBase, message: z.string() }).meta({ id: 'MessageTemplate' });

/** The common template fields and an offer letter's. */
export const offerLetterTemplate = z
  .object({
    ...templateBase,
    subject: z.string(),
    introduction: z.string(),
    message: z.string(),
    policies: z.array(z.string()),
    exemptions: z.array(z.string()),
  })
  .meta({ id: 'OfferLetterTemplate' });

/** The common template fields and an offer reminder's. */
export const offerReminderTemplate = z
  .object({ ...templateBase, subject: z.string(), message: z.string() })
  .meta({ id: 'OfferReminderTemplate' });

const messageTemplateFields = {
  name: templateName(L.messageTemplateName),
  message: offerMessage(L.messageTemplateMessage),
};
const offerLetterTemplateFields = {
  name: templateName(L.templateName),
  subject: offerSubject,
  introduction: offerIntroduction,
  message: letterMessage,
  policies: offerTextList.default([]),
  exemptions: offerTextList.default([]),
};
const offerReminderTemplateFields = {
  name: templateName(L.templateName),
  subject: offerSubject,
  message: reminderMessage,
};

export const messageTemplateBody = z.object(messageTemplateFields).meta({ id: 'MessageTemplateBody' });
export const offerLetterTemplateBody = z.object(offerLetterTemplateFields).meta({ id: 'OfferLetterTemplateBody' });
export const offerReminderTemplateBody = z
  .object(offerReminderTemplateFields)
  .meta({ id: 'OfferReminderTemplateBody' });

const partialBody = <T extends z.ZodRawShape>(fields: T, id: string) => z.object(fields).partial().meta({ id });

export const updateMessageTemplateBody = partialBody(messageTemplateFields, 'UpdateMessageTemplateBody');
export const updateOfferLetterTemplateBody = z
  .object({
    ...offerLetterTemplateFields,
    policies: offerTextList,
    exemptions: offerTextList,
  })
  .partial()
  .meta({ id: 'UpdateOfferLetterTemplateBody' });
export const updateOfferReminderTemplateBody = partialBody(
  offerReminderTemplateFields,
  'UpdateOfferReminderTemplateBody',
);

/** The same five routes for every kind of template, under `path`. */
function templateRoutes<T extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  path: string,
  what: string,
  template: T,
  createBody: C,
  updateBody: U,
) {
  const access = employerAccess('ADMIN', 'RECRUITER');
  const templateId = z.object({ templateId: uuid });
  const aWhat = `${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what}`;
  return c.router({
    create: {
      method: 'POST',
      path,
      summary: `Create ${aWhat} template`,
      body: createBody,
      metadata: access,
      responses: { 201: success(z.object({ template })), ...protectedErrors },
    },
    list: {
      method: 'GET',
      path,
      summary: `List the ${what} templates`,
      description: 'The company’s templates of this kind, most recently changed first.',
      query: paginationQuery,
      metadata: access,
      responses: { 200: paginated('templates', template), ...protectedErrors },
    },
    get: {
      method: 'GET',
      path: `${path}/:templateId`,
      summary: `Get ${aWhat} template`,
      pathParams: templateId,
      metadata: access,
      responses: { 200: success(z.object({ template })), 404: errorEnvelope, ...protectedErrors },
    },
    update: {
      method: 'PATCH',
      path: `${path}/:templateId`,
      summary: `Change ${aWhat} template`,
      pathParams: templateId,
      body: updateBody,
      metadata: access,
      responses: { 200: success(z.object({ template })), 404: errorEnvelope, ...protectedErrors },
    },
    remove: {
      method: 'DELETE',
      path: `${path}/:templateId`,
      summary: `Delete ${aWhat} template`,
      pathParams: templateId,
      metadata: access,
      responses: { 200: success(z.object({ deleted: z.literal(true) })), 404: errorEnvelope, ...protectedErrors },
    },
  });
}

export const templatesContract = c.router({
  messages: templateRoutes(
    '/templates/messages',
    'message',
    messageTemplate,
    messageTemplateBody,
    updateMessageTemplateBody,
  ),
  offerLetters: templateRoutes(
    '/templates/offer-letters',
    'offer letter',
    offerLetterTemplate,
    offerLetterTemplateBody,
    updateOfferLetterTemplateBody,
  ),
  offerReminders: templateRoutes(
    '/templates/offer-reminders',
    'offer reminder',
    offerReminderTemplate,
    offerReminderTemplateBody,
    updateOfferReminderTemplateBody,
  ),
});

export type MessageTemplate = z.infer<typeof messageTemplate>;
export type OfferLetterTemplate = z.infer<typeof offerLetterTemplate>;
export type OfferReminderTemplate = z.infer<typeof offerReminderTemplate>;
export type MessageTemplateBody = z.infer<typeof messageTemplateBody>;
export type OfferLetterTemplateBody = z.infer<typeof offerLetterTemplateBody>;
export type OfferReminderTemplateBody = z.infer<typeof offerReminderTemplateBody>;
