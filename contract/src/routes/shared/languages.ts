import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { publicAccess } from '../../common/access.ts';
import { commonErrors, errorEnvelope, success } from '../../common/envelope.ts';
import { localizedText, uuid } from '../../common/primitives.ts';
import { conditionalGet, notModified } from './caching.ts';

const c = initContract();

export const languageCertification = z
  .object({ id: uuid, languageId: uuid, name: z.string() })
  .meta({ id: 'LanguageCertification' });

export const language = z
  .object({
    id: uuid,
    code: z.string().describe('ISO 639-1 code'),
    name: z.string().describe('English name'),
    localized: localizedText,
    certifications: z.array(languageCertification),
  })
  .meta({ id: 'Language' });

export const languagesContract = c.router({
  list: {
    method: 'GET',
    path: '/languages',
    summary: 'List the languages',
    description: 'All ISO 639-1 languages with their certifications.',
    ...conditionalGet,
    metadata: publicAccess,
    responses: { 200: success(z.object({ languages: z.array(language) })), ...notModified, ...commonErrors },
  },
  get: {
    method: 'GET',
    path: '/languages/:languageId',
    summary: 'Get a language',
    description: 'One language with its certifications.',
    pathParams: z.object({ languageId: uuid }),
    ...conditionalGet,
    metadata: publicAccess,
    responses: { 200: success(z.object({ language })), ...notModified, ...commonErrors, 404: errorEnvelope },
  },
});

export type Language = z.infer<typeof language>;
export type LanguageCertification = z.infer<typeof languageCertification>;
