import { z } from 'zod';
import { localized } from '../i18n/messages.ts';
import { MAX_INTEGER } from './fields.ts';

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

/** page ≥ 1 (default 1), pageSize 1..100 (default 12); both arrive as query strings. */
export const paginationQuery = z.object({
  page: z.coerce
    .number()
    .int(localized('pageMin'))
    .min(1, localized('pageMin'))
    .max(MAX_INTEGER, localized('numberTooLarge', { max: MAX_INTEGER }))
    .default(1),
  pageSize: z.coerce
    .number()
    .int(localized('pageSizeRange'))
    .min(1, localized('pageSizeRange'))
    .max(MAX_PAGE_SIZE, localized('pageSizeRange'))
    .default(DEFAULT_PAGE_SIZE),
});

export const pagination = z
  .object({
    page: z.int().min(1),
    pageSize: z.int().min(1).max(MAX_PAGE_SIZE),
    total: z.int().min(0),
    totalPages: z.int().min(0),
  })
  .meta({ id: 'Pagination' });

export type PaginationQuery = z.infer<typeof paginationQuery>;
export type Pagination = z.infer<typeof pagination>;
