import { type Kysely, sql } from 'kysely';

/**
 * The education levels of the candidates employers may see, indexed (docs/decisions.md #65). A
 * search by a level few candidates hold walked the whole list in its order, testing each: a level
 * no candidate of the bench data holds read all 842,000 visible candidates, 0.6–1.3 s. PostgreSQL
 * estimates a level it has no statistics for at 0.5 % of the list whatever its holders, so it
 * would still walk; the search reads the holders of a level its sample holds none of in full,
 * through this index, before they are ordered: well under a millisecond.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX candidates_search_education_idx ON candidates USING gin (education_levels)
    WHERE deleted_at IS NULL AND open_to_company_offer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX candidates_search_education_idx`.execute(db);
}
