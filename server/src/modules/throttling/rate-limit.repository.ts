import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A key's count in its current window. */
export type Counter = { hits: number; windowEndsAt: Date };

/** Expired rows removed with each hit: enough to keep up with new keys, cheap for one request. */
const SWEEP_BATCH = 10;

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

/** Counters every server process shares; time is the database's, so that processes agree on it. */
export function createRateLimitRepository(db: Kysely<Database>) {
  const windowEnded = sql<boolean>`rate_limit_counters.window_ends_at <= now()`;

  async function sweepExpired(): Promise<void> {
    await db
      .deleteFrom('rate_limit_counters')
      .where('key', 'in', (eb) =>
        eb
          .selectFrom('rate_limit_counters')
          .select('key')
          .where('window_ends_at', '<=', sql<Date>`now()`)
          .orderBy('window_ends_at')
          .limit(SWEEP_BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .execute();
  }

  return {
    /**
     * One more hit on `key` in a single statement, so that concurrent requests never lose one: a
     * new window of `windowSeconds` starts when there is none or the last one has ended.
     */
    async hit(key: string, windowSeconds: number): Promise<Counter> {
      const counter = await db
        .insertInto('rate_limit_counters')
        .values({ key, hits: 1, window_ends_at: sql<Date>`now() + make_interval(secs => ${windowSeconds})` })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`CASE WHEN ${windowEnded} THEN 1 ELSE rate_limit_counters.hits + 1 END`,
            window_ends_at: sql<Date>`CASE WHEN ${windowEnded} THEN excluded.window_ends_at ELSE rate_limit_counters.window_ends_at END`,
          }),
        )
        .returning(['hits', 'window_ends_at as windowEndsAt'])
        .executeTakeFirstOrThrow();
      await sweepExpired();
      return counter;
    },

    /** The count of the window running now, if there is one. */
    current(key: string): Promise<Counter | undefined> {
      return db
        .selectFrom('rate_limit_counters')
        .select(['hits', 'window_ends_at as windowEndsAt'])
        .where('key', '=', key)
        .where('window_ends_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
    },

    async unhit(key: string): Promise<void> {
      await db
        .updateTable('rate_limit_counters')
        .set({ hits: sql<number>`greatest(hits - 1, 0)` })
        .where('key', '=', key)
        .execute();
    },

    async remove(key: string): Promise<void> {
      await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
    },
  };
}
