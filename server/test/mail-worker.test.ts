import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailWorker } from '../src/modules/mail/mail-worker.ts';
import { createOutboxRepository } from '../src/modules/mail/outbox.repository.ts';
import type { MailTransport, SendableEmail } from '../src/modules/mail/transport.ts';
import { registerCandidate } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

const logger = pino({ level: 'silent' });
const app = await useTestApp();
// An outbox of its own: the worker under test must not send other tests' e-mail.
const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

/**
 * A transport that records every attempt. `outcome(n)` decides the n-th attempt (from 1): sent,
 * failed, or "crashed": the process dies while sending, so the attempt never ends.
 */
function recordingTransport(outcome: (attempt: number) => 'sent' | 'failed' | 'crashed' = () => 'sent') {
  const attempts: SendableEmail[] = [];
  let crashed: () => void = () => undefined;
  const crash = new Promise<void>((resolve) => {
    crashed = resolve;
  });
  const transport: MailTransport = {
    description: 'recording',
    send(email) {
      attempts.push(email);
      const result = outcome(attempts.length);
      if (result === 'failed') return Promise.reject(new Error('450 mailbox busy'));
      if (result === 'crashed') {
        crashed();
        return new Promise<void>(() => undefined);
      }
      return Promise.resolve();
    },
  };
  return { attempts, crash, transport };
}

async function enqueue(count: number, label: string) {
  const outbox = createOutboxRepository(db);
  for (let index = 1; index <= count; index++) {
    await outbox.enqueue({
      to: `${label}.${index}@example.test`,
      locale: 'en',
      subject: `${label} ${index}`,
      text: 'Hello',
      html: '<p>Hello</p>',
    });
  }
}

const rows = () =>
  db
    .selectFrom('outbox_emails')
    .select(['id', 'to_address', 'status', 'attempts', 'message_id', 'next_attempt_at', 'last_error'])
    .execute();

/** Time passes: every PENDING e-mail is due again (a lease or a backoff ran out). */
const everythingDue = () =>
  db
    .updateTable('outbox_emails')
    .set({ next_attempt_at: new Date(Date.now() - 1000) })
    .where('status', '=', 'PENDING')
    .execute();

describe('the mail worker', () => {
  it('records each e-mail as sent at once: a crash repeats only the one in flight, with its Message-ID', async () => {
    await enqueue(5, 'crash');
    const crashing = recordingTransport((attempt) => (attempt <= 2 ? 'sent' : 'crashed'));
    void createMailWorker({ db, transport: crashing.transport, logger }).runNow();
    await crashing.crash;

    const [first, second, inFlight] = crashing.attempts;
    const afterCrash = await rows();
    const sentIds = afterCrash.filter((row) => row.status === 'SENT').map((row) => row.to_address);
    expect(sentIds.sort()).toEqual([first?.to, second?.to].sort());
    const leased = afterCrash.find((row) => row.to_address === inFlight?.to);
    expect(leased).toMatchObject({ status: 'PENDING', attempts: 1 });
    // Not due again for a while: another worker does not pick it up while it is being sent.
    expect(leased?.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(afterCrash.filter((row) => row.status === 'PENDING' && row.attempts === 0)).toHaveLength(2);

    // The process restarts; once the lease has run out, a new worker sends the rest.
    await everythingDue();
    const healthy = recordingTransport();
    expect(await createMailWorker({ db, transport: healthy.transport, logger }).runNow()).toBe(3);

    const final = await rows();
    expect(final.map((row) => row.status)).toEqual(['SENT', 'SENT', 'SENT', 'SENT', 'SENT']);
    const everyAttempt = [...crashing.attempts, ...healthy.attempts];
    expect(everyAttempt).toHaveLength(6);
    const repeated = healthy.attempts.filter((email) => email.to === inFlight?.to);
    expect(repeated.map((email) => email.messageId)).toEqual([inFlight?.messageId]);
    // Every e-mail went out with the Message-ID stored when it was queued.
    for (const row of final) {
      const ids = everyAttempt.filter((email) => email.to === row.to_address).map((email) => email.messageId);
      expect(new Set(ids)).toEqual(new Set([row.message_id]));
    }
    expect(new Set(final.map((row) => row.message_id)).size).toBe(5);
    await db.deleteFrom('outbox_emails').execute();
  });

  it('retries a failed send after a backoff, with the same Message-ID, and gives up after 8 attempts', async () => {
    await enqueue(1, 'retry');
    const flaky = recordingTransport((attempt) => (attempt === 1 ? 'failed' : 'sent'));
    const worker = createMailWorker({ db, transport: flaky.transport, logger });
    expect(await worker.runNow()).toBe(1);
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'Error: 450 mailbox busy' });
    expect(failed?.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await worker.runNow()).toBe(0);

    await everythingDue();
    expect(await worker.runNow()).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(flaky.attempts.map((email) => email.messageId)).toEqual([failed?.message_id, failed?.message_id]);

    await enqueue(1, 'hopeless');
    const broken = recordingTransport(() => 'failed');
    const hopeless = createMailWorker({ db, transport: broken.transport, logger });
    for (let attempt = 1; attempt <= 8; attempt++) {
      await everythingDue();
      expect(await hopeless.runNow()).toBe(1);
    }
    const gaveUp = (await rows()).find((row) => row.to_address.startsWith('hopeless'));
    expect(gaveUp).toMatchObject({ status: 'FAILED', attempts: 8 });
    await everythingDue();
    expect(await hopeless.runNow()).toBe(0);
    await db.deleteFrom('outbox_emails').execute();
  });

  it('sends over SMTP the Message-ID the e-mail was queued with', async () => {
    const candidate = await registerCandidate(app);
    const asked = await app.api.candidate.auth.forgotPassword({ body: { email: candidate.email } });
    expect(asked.status).toBe(200);
    await app.deliverMail();
    const [mail] = app.mailbox.to(candidate.email);
    const row = await app.db
      .selectFrom('outbox_emails')
      .select('message_id')
      .where('to_address', '=', candidate.email)
      .executeTakeFirstOrThrow();
    expect(row.message_id).toMatch(/^<[0-9a-f-]{36}@jobmatch>$/);
    expect(mail?.messageId).toBe(row.message_id);
  });
});
