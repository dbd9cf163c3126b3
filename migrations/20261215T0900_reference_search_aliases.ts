import { type Kysely, sql } from 'kysely';

/**
 * Other words a reader uses for an industry or an occupation group (วิศวกรซอฟต์แวร์, Programmer for
 * ISCO 251), from the reference data files. Search documents hold them next to the names; the
 * seeder writes them and re-indexes the documents that refer to the rows whose aliases changed.
 * IF NOT EXISTS: 20261210T0900 adds the column too, for databases that had not reached it,
 * because its re-index already reads the aliases.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['industries', 'occupations']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN IF NOT EXISTS search_aliases text[] NOT NULL DEFAULT '{}'`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['industries', 'occupations']) {
    await db.schema.alterTable(table).dropColumn('search_aliases').execute();
  }
}
