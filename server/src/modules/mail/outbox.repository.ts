import { randomUUID } from 'node:crypto';
import type { Locale } from '@jobmatch/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type OutgoingEmail = { to: string; locale: Locale; subject: string; text: string; html: string };
export type QueuedEmail = OutgoingEmail & { id: string; attempts: number };

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    /** Call with the transaction that causes the e-mail: it is sent only if that commits. */
    async enqueue(email: OutgoingEmail): Promise<void> {
      await db
        .insertInto('outbox_emails')
        .values({
          id: randomUUID(),
          to_address: email.to,
          locale: email.locale,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html,
          last_error: null,
          sent_at: null,
        })
        .execute();
    },

    /**
     * After a change of address: what was sent to `from` is forgotten (it holds the person's
     * name and old address), and what is still waiting goes to `to` instead.
     */
    async readdress(from: string, to: string): Promise<void> {
      await db.deleteFrom('outbox_emails').where('to_address', '=', from).where('status', '<>', 'PENDING').execute();
      await db.updateTable('outbox_emails').set({ to_address: to }).where('to_address', '=', from).execute();
    },

    /** Due e-mails, locked so that another worker skips them (FOR UPDATE SKIP LOCKED). */
    claimDue(limit: number): Promise<QueuedEmail[]> {
      return db
        .selectFrom('outbox_emails')
        .select(['id', 'to_address as to', 'locale', 'subject', 'text_body as text', 'html_body as html', 'attempts'])
        .where('status', '=', 'PENDING')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    async markSent(id: string): Promise<void> {
      await db
        .updateTable('outbox_emails')
        .set({ status: 'SENT', sent_at: sql<Date>`now()`, attempts: sql<number>`attempts + 1` })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: string, error: string, retryInSeconds: number | null): Promise<void> {
      await db
        .updateTable('outbox_emails')
        .set({
          status: retryInSeconds === null ? 'FAILED' : 'PENDING',
          attempts: sql<number>`attempts + 1`,
          last_error: error.slice(0, 1000),
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
