import { sql } from 'kysely';
import { documentOf } from '../../src/db/search.ts';

/** The values of a row's `search_vector` and `search_text` columns for these texts, as the app writes them. */
export function searchDocument(texts: ReadonlyArray<string | null | undefined>) {
  const { lexemes, text } = documentOf(texts);
  return { search_vector: sql<string>`array_to_tsvector(${lexemes}::text[])`, search_text: text };
}
