import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { publicAccess } from '../../common/access.ts';
import { ClassificationType } from '../../common/enums.ts';
import { commonErrors, errorEnvelope, success } from '../../common/envelope.ts';
import { localizedText, uuid } from '../../common/primitives.ts';
import { conditionalGet, notModified } from './caching.ts';

const c = initContract();

/** One node of the industry (ISIC Rev.4 / TSIC) or occupation (ISCO-08) tree. */
export const classificationNode = z
  .object({
    id: uuid,
    parentId: uuid.nullable(),
    code: z.string().describe('ISIC section letter / division number, or ISCO-08 group code'),
    order: z.int().describe('Position among its siblings'),
    localized: localizedText,
    type: ClassificationType,
  })
  .meta({ id: 'ClassificationNode' });

/** A chain node: an ancestor on the way from the top level to a node. */
export const chainNode = z.object({ id: uuid, localized: localizedText }).meta({ id: 'ChainNode' });

export const classificationDetail = classificationNode
  .extend({
    chain: z.array(chainNode).describe('The path from the top level down to this node, the node itself last'),
    children: z.array(classificationNode),
  })
  .meta({ id: 'ClassificationDetail' });

/** Industries: ISIC Rev.4 sections → divisions. */
export const industrySection = classificationNode
  .extend({ children: z.array(classificationNode) })
  .meta({ id: 'IndustrySection' });

/** Occupations: ISCO-08 major → sub-major → minor groups. */
export const occupationMajorGroup = classificationNode
  .extend({
    children: z.array(classificationNode.extend({ children: z.array(classificationNode) })),
  })
  .meta({ id: 'OccupationMajorGroup' });

const notFound = { ...commonErrors, 404: errorEnvelope };

export const industriesContract = c.router({
  list: {
    method: 'GET',
    path: '/industries',
    summary: 'List the industry tree',
    description: 'ISIC Rev.4 sections and their divisions, with TSIC Thai names.',
    ...conditionalGet,
    metadata: publicAccess,
    responses: { 200: success(z.object({ industries: z.array(industrySection) })), ...notModified, ...commonErrors },
  },
  get: {
    method: 'GET',
    path: '/industries/:industryId',
    summary: 'Get an industry',
    description: 'One industry with its chain of ancestors and its children.',
    pathParams: z.object({ industryId: uuid }),
    ...conditionalGet,
    metadata: publicAccess,
    responses: { 200: success(z.object({ industry: classificationDetail })), ...notModified, ...notFound },
  },
});

export const occupationsContract = c.router({
  list: {
    method: 'GET',
    path: '/occupations',
    summary: 'List the occupation tree',
    description: 'ISCO-08 major, sub-major and minor groups.',
    ...conditionalGet,
    metadata: publicAccess,
    responses: {
      200: success(z.object({ occupations: z.array(occupationMajorGroup) })),
      ...notModified,
      ...commonErrors,
    },
  },
  get: {
    method: 'GET',
    path: '/occupations/:occupationId',
    summary: 'Get an occupation group',
    description: 'One occupation group with its chain of ancestors and its children.',
    pathParams: z.object({ occupationId: uuid }),
    ...conditionalGet,
    metadata: publicAccess,
    responses: { 200: success(z.object({ occupation: classificationDetail })), ...notModified, ...notFound },
  },
});

export type ClassificationNode = z.infer<typeof classificationNode>;
export type ClassificationDetail = z.infer<typeof classificationDetail>;
export type IndustrySection = z.infer<typeof industrySection>;
export type OccupationMajorGroup = z.infer<typeof occupationMajorGroup>;
