import { type Kysely, sql } from 'kysely';
import { refreshCandidateSearchFilters } from '../server/src/db/candidate-search-filters.ts';
import type { Database } from '../server/src/db/schema.ts';

const VISIBLE = sql`deleted_at IS NULL AND open_to_company_offer`;

/**
 * The employer's candidate search reads one row per candidate (db/candidate-search-filters.ts):
 * its last sign-in, province, desired salary, language levels, industries, occupations and
 * education levels are copied onto `candidates`, and the candidates employers may see are
 * indexed in the search's order. At a million candidates the old search probed users and five
 * profile tables for every candidate it passed (seconds per search in `npm run bench`).
 */
export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as Kysely<Database>;
  await db.schema
    .alterTable('candidates')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('province_id', 'uuid')
    .addColumn('desired_annual_salary', 'integer')
    .addColumn('language_levels', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('industry_ids', sql`uuid[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('occupation_ids', sql`uuid[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('education_levels', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .execute();
  await refreshCandidateSearchFilters(db, 'all');

  // In the list's order, holding every filtered column but the texts: the first page and the
  // capped count of a filter-only search are index-only scans that stop as soon as they have
  // enough rows (see bench/results.md).
  await sql`CREATE INDEX candidates_search_order_idx ON candidates (last_login_at DESC NULLS LAST, user_no DESC)
    INCLUDE (date_of_birth, district_id, province_id, desired_annual_salary, language_levels, industry_ids,
      occupation_ids, education_levels)
    WHERE ${VISIBLE}`.execute(db);
  for (const column of ['language_levels', 'industry_ids', 'occupation_ids']) {
    await sql`CREATE INDEX ${sql.id(`candidates_${column}_idx`)} ON candidates USING gin (${sql.ref(column)})
      WHERE ${VISIBLE}`.execute(db);
  }
  for (const column of ['province_id', 'district_id']) {
    await sql`CREATE INDEX ${sql.id(`candidates_search_${column}_idx`)} ON candidates (${sql.ref(column)})
      WHERE ${VISIBLE}`.execute(db);
  }
  // The search ordered users by their last sign-in; it now reads the copy on candidates.
  await db.schema.dropIndex('users_last_login_at_idx').execute();
  // Statistics for the new columns at once: without them the planner takes every filter for a
  // rare one and reads the visible candidates through the wrong index.
  await sql`ANALYZE candidates`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX users_last_login_at_idx ON users (last_login_at DESC NULLS LAST)`.execute(db);
  for (const index of [
    'candidates_search_order_idx',
    'candidates_language_levels_idx',
    'candidates_industry_ids_idx',
    'candidates_occupation_ids_idx',
    'candidates_search_province_id_idx',
    'candidates_search_district_id_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema
    .alterTable('candidates')
    .dropColumn('last_login_at')
    .dropColumn('province_id')
    .dropColumn('desired_annual_salary')
    .dropColumn('language_levels')
    .dropColumn('industry_ids')
    .dropColumn('occupation_ids')
    .dropColumn('education_levels')
    .execute();
}
