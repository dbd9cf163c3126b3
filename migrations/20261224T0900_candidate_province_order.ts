import { type Kysely, sql } from 'kysely';

/**
 * The candidates employers may see, indexed by province in the search's order, the latest signed
 * in first, with every other column the search's filters test (docs/decisions.md #49). A search in
 * one province walks that province's candidates alone, testing its other filters on the index's
 * rows, as the job search walks a province's postings (#44): "โลจิสติกส์" + Chiang Mai + an age
 * needs about 1,200 of Chiang Mai's candidates for a page and its count, where the list in its
 * order holds them among its first 70,000. The province's own index (20261216T0900) stays: it
 * is the narrow one PostgreSQL reads a province's ids from for the other reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX candidates_search_province_order_idx
    ON candidates (province_id, last_login_at DESC NULLS LAST, user_no DESC)
    INCLUDE (date_of_birth, district_id, desired_annual_salary, language_levels, industry_ids, occupation_ids,
      education_levels)
    WHERE deleted_at IS NULL AND open_to_company_offer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX candidates_search_province_order_idx`.execute(db);
}
