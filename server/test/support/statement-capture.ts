import type { Kysely, KyselyPlugin } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/** `db` with every statement run through it written down as SQL, for tests of what a call asks the database. */
export function capturingStatements(db: Kysely<Database>): { db: Kysely<Database>; statements: string[] } {
  const statements: string[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(db.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(capture), statements };
}
