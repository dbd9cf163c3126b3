import { type Kysely, sql } from 'kysely';

/**
 * Each e-mail keeps one Message-ID from the moment it is queued, so that a message sent again
 * after a crash (the worker could not record that it went out) carries the same id and the
 * receiving side can drop the repeat. Messages already queued get theirs from their row id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').addColumn('message_id', 'text').execute();
  await sql`UPDATE outbox_emails SET message_id = '<' || id || '@jobmatch>'`.execute(db);
  await db.schema
    .alterTable('outbox_emails')
    .alterColumn('message_id', (col) => col.setNotNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_emails').dropColumn('message_id').execute();
}
