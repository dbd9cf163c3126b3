import { randomUUID } from 'node:crypto';
import type { Locale } from '@jobmatch/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type OutgoingEmail = { to: string; locale: Locale; subject: string; text: string; html: string };
/** `attempts` counts this one; `messageId` is the Message-ID header it had since it was queued. */
export type QueuedEmail = OutgoingEmail & { id: string; attempts: number; messageId: string };
/** `userId`: the account the e-mail is written for, if any (not an invitee, not a company's address). */
export type EmailToWrite = OutgoingEmail & { userId?: string };

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

export function createOutboxRepository(db: Kysely<Database>) {
  return {
    /** Call with the transaction that causes the e-mail: it is sent only if that commits. */
    async enqueue(email: EmailToWrite): Promise<void> {
      const id = randomUUID();
      await db
        .insertInto('outbox_emails')
        .values({
          id,
          message_id: `<${id}@jobmatch>`,
          to_address: email.to,
          locale: email.locale,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html,
          last_error: null,
          sent_at: null,
          user_id: email.userId ?? null,
        })
        .execute();
    },

    /**
     * Erases what was written for the account, sent or not. Mail written for its address by
     * someone else (an invitation, a company's digest) stays: the account may have taken the
     * address without owning the mailbox, since sign-up never confirms an address.
     */
    async eraseWrittenFor(userId: string): Promise<void> {
      await db.deleteFrom('outbox_emails').where('user_id', '=', userId).execute();
    },

    /**
     * Takes the next due e-mail for one attempt: it is not due again for `leaseSeconds`, so other
     * workers leave it alone while it is being sent, and it comes back by itself if this worker
     * dies before recording the outcome. One short statement: no lock is held during the send.
     */
    async claimNext(leaseSeconds: number): Promise<QueuedEmail | undefined> {
      return db
        .updateTable('outbox_emails')
        .set({
          attempts: sql<number>`attempts + 1`,
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('outbox_emails')
            .select('id')
            .where('status', '=', 'PENDING')
            .where('next_attempt_at', '<=', sql<Date>`now()`)
            .orderBy('next_attempt_at')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .returning([
          'id',
          'to_address as to',
          'locale',
          'subject',
          'text_body as text',
          'html_body as html',
          'attempts',
          'message_id as messageId',
        ])
        .executeTakeFirst();
    },

    async markSent(id: string): Promise<void> {
      await db
        .updateTable('outbox_emails')
        .set({ status: 'SENT', sent_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: string, error: string, retryInSeconds: number | null): Promise<void> {
      await db
        .updateTable('outbox_emails')
        .set({
          status: retryInSeconds === null ? 'FAILED' : 'PENDING',
          last_error: error.slice(0, 1000),
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
