import type { Kysely } from 'kysely';

/**
 * Which account an e-mail was written for (null: written for an address, like an invitation or a
 * company's notification address). Erasing an account erases its own e-mails, never someone
 * else's mail that happens to be addressed to the same address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox_emails')
    .addColumn('user_id', 'uuid', (col) => col.references('users.id'))
    .execute();
  await db.schema.createIndex('outbox_emails_user_id_idx').on('outbox_emails').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_emails_user_id_idx').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('user_id').execute();
}
