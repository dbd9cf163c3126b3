import type { PaginationQuery } from '@jobmatch/contract';
import { type SelectQueryBuilder, sql } from 'kysely';

export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };

/**
 * One page of an ordered query plus the total it pages through. A page past the end is an
 * empty list with the right total, not an error (docs/api-conventions.md).
 */
export async function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, pageSize }: PaginationQuery,
): Promise<Page<O>> {
  const rows = await query
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const counted = (await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirst()) as { total: number } | undefined;
  return { rows, total: Number(counted?.total ?? 0), page, pageSize };
}
