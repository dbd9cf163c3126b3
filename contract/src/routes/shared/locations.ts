import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { publicAccess } from '../../common/access.ts';
import { DistrictKind, Region } from '../../common/enums.ts';
import { commonErrors, success } from '../../common/envelope.ts';
import { localizedText, uuid } from '../../common/primitives.ts';
import { conditionalGet, notModified } from './caching.ts';

const c = initContract();

export const province = z
  .object({
    id: uuid,
    code: z.string().describe('Official 2-digit province code'),
    localized: localizedText,
    region: Region,
  })
  .meta({ id: 'Province' });

export const district = z
  .object({
    id: uuid,
    code: z.string().describe('Official 4-digit district code; starts with its province code'),
    kind: DistrictKind,
    localized: localizedText,
    postalCode: z.string().describe("The district's main postal code"),
    postalCodes: z.array(z.string()).describe("Every postal code of the district's sub-districts, the main one first"),
    provinceId: uuid,
    provinceCode: z.string(),
  })
  .meta({ id: 'District' });

export const locationsContract = c.router({
  provinces: {
    method: 'GET',
    path: '/locations/provinces',
    summary: 'List the provinces',
    description: "Thailand's 77 provinces, optionally of one region.",
    query: z.object({ region: Region.optional() }),
    ...conditionalGet,
    metadata: publicAccess,
    responses: { 200: success(z.object({ provinces: z.array(province) })), ...notModified, ...commonErrors },
  },
  districts: {
    method: 'GET',
    path: '/locations/districts',
    summary: 'List the districts',
    description: 'Districts (amphoe and Bangkok khet) with their postal codes, optionally of one province.',
    query: z.object({ provinceId: uuid.optional() }),
    ...conditionalGet,
    metadata: publicAccess,
    responses: { 200: success(z.object({ districts: z.array(district) })), ...notModified, ...commonErrors },
  },
});

export type Province = z.infer<typeof province>;
export type District = z.infer<typeof district>;
