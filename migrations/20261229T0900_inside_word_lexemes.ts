import { type Kysely, sql } from 'kysely';
import { lexemesOfTokens } from '../server/src/db/search.ts';

/** How many rows are read and written at once. */
const BATCH = 1_000;

/**
 * The lexemes of the inner parts of every document's spaced tokens (server/src/db/search.ts,
 * `insideLexemes`), as `documentOf` now writes them: a keyword's word of letters a–z and digits
 * is then found inside a longer one ("sql" in "mysql") through the lexemes' index, without the
 * trigram index's recheck of every document (docs/decisions.md #68). Made by the same function
 * from the lexemes a document holds, which are its tokens: the same as writing each document
 * again, without reading the profiles and postings it is made of.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['candidates', 'job_postings']) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const { rows } = await sql<{ id: string; lexemes: string[] }>`
        SELECT id, tsvector_to_array(search_vector) AS lexemes FROM ${sql.table(table)}
        WHERE id > ${after}::uuid ORDER BY id LIMIT ${BATCH}`.execute(db);
      const changed = rows
        .map((row) => ({ id: row.id, lexemes: lexemesOfTokens(row.lexemes) }))
        .filter((row, index) => row.lexemes.length !== rows[index]?.lexemes.length);
      if (changed.length > 0) {
        const values = sql.join(changed.map((row) => sql`(${row.id}::uuid, ${row.lexemes}::text[])`));
        await sql`
          UPDATE ${sql.table(table)} AS t SET search_vector = array_to_tsvector(v.lexemes)
          FROM (VALUES ${values}) AS v(id, lexemes) WHERE t.id = v.id`.execute(db);
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = last.id;
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['candidates', 'job_postings']) {
    await sql`
      UPDATE ${sql.table(table)} t
      SET search_vector = array_to_tsvector(ARRAY(
        SELECT lexeme FROM unnest(tsvector_to_array(t.search_vector)) lexeme WHERE lexeme NOT LIKE '~%'))
      WHERE EXISTS (SELECT 1 FROM unnest(tsvector_to_array(t.search_vector)) lexeme WHERE lexeme LIKE '~%')`.execute(
      db,
    );
  }
}
