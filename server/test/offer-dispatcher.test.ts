import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createDatabase, pingDatabase } from '../src/db/database.ts';
import { createOfferDispatcher } from '../src/modules/company-offers/offer-dispatcher.ts';
import { registerCandidate, registerEmployer } from './support/factories.ts';
import { INDUSTRY, OCCUPATION } from './support/reference.ts';
import { TEST_BASE_URL, useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const logger = pino({ level: 'silent' });

/** `count` postings of one company, each with a SCHEDULED letter to `candidateId` that is due. */
async function dueLetters(count: number, candidateId: string) {
  const employer = await registerEmployer(app);
  const { companyId, recruiterId } = employer.user;
  const postings = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    company_id: companyId,
    posted_by_id: recruiterId,
    industry_id: INDUSTRY.computerProgramming,
    occupation_id: OCCUPATION.softwareDevelopers,
    status: 'ACTIVE' as const,
    title: `Backend engineer ${index}`,
    description: 'Build the platform',
    employment_type: 'FULL_TIME' as const,
    posted_at: new Date(Date.now() - 86_400_000),
  }));
  await app.db.insertInto('job_postings').values(postings).execute();
  const offers = postings.map((posting) => ({
    id: randomUUID(),
    company_id: companyId,
    candidate_id: candidateId,
    job_posting_id: posting.id,
    offer_by_id: recruiterId,
    status: 'SCHEDULED' as const,
    title: `Join us as ${posting.title}`,
    introduction: 'Hello',
    content: 'We would like to meet you.',
    scheduled_at: new Date(Date.now() - 1000),
  }));
  await app.db.insertInto('job_offers').values(offers).execute();
  await app.db
    .insertInto('offer_messages')
    .values(
      offers.map((offer) => ({
        id: randomUUID(),
        offer_id: offer.id,
        type: 'LETTER' as const,
        status: 'SCHEDULED' as const,
        subject: offer.title,
        message: offer.content,
        is_scheduled: true,
        scheduled_at: offer.scheduled_at,
      })),
    )
    .execute();
  return offers.map((offer) => offer.id);
}

/**
 * Two server processes contend for due rows only on PostgreSQL, where each has its own pool:
 * there both must get work and still deliver each letter once (FOR UPDATE SKIP LOCKED). Embedded
 * PGlite has one connection, so its two dispatchers take turns and the title says no more.
 */
const target = app.databaseTarget;
const title =
  target.kind === 'postgres'
    ? 'two dispatchers with their own PostgreSQL connections share 300 due letters and deliver each exactly once'
    : "two dispatchers taking turns on PGlite's single connection deliver 300 due letters exactly once";

describe('the offer dispatcher', () => {
  it(title, async () => {
    const candidate = await registerCandidate(app);
    const offerIds = await dueLetters(300, candidate.user.candidateId);

    // A second process's view of the same database: its own pool, connected before the race starts.
    const second = target.kind === 'postgres' ? createDatabase(target) : null;
    try {
      if (second) await pingDatabase(second.db);
      const first = createOfferDispatcher({ db: app.db, logger, appBaseUrl: TEST_BASE_URL });
      const other = createOfferDispatcher({ db: second?.db ?? app.db, logger, appBaseUrl: TEST_BASE_URL });
      const [a, b] = await Promise.all([first.runNow(), other.runNow()]);
      expect(a + b).toBe(300);
      if (second) {
        // Both start together and each claims 50 at a time: on two connections both get work.
        expect(a).toBeGreaterThan(0);
        expect(b).toBeGreaterThan(0);
      }

      const messages = await app.db
        .selectFrom('offer_messages')
        .select(['status', 'sent_at'])
        .where('offer_id', 'in', offerIds)
        .execute();
      expect(messages.every((message) => message.status === 'SENT' && message.sent_at !== null)).toBe(true);
      const offers = await app.db
        .selectFrom('job_offers')
        .select(['status', 'sent_at', 'expires_at'])
        .where('id', 'in', offerIds)
        .execute();
      for (const offer of offers) {
        expect(offer.status).toBe('SENT');
        const lifetimeDays = ((offer.expires_at?.getTime() ?? 0) - (offer.sent_at?.getTime() ?? 0)) / 86_400_000;
        expect(lifetimeDays).toBeCloseTo(30, 5);
      }
      const emails = await app.db
        .selectFrom('outbox_emails')
        .select(['subject'])
        .where('to_address', '=', candidate.email)
        .execute();
      expect(emails).toHaveLength(300);
      expect(new Set(emails.map((email) => email.subject)).size).toBe(300);
      // Other tests of this worker drain the shared outbox over SMTP: 300 mails would stall them.
      await app.db.deleteFrom('outbox_emails').where('to_address', '=', candidate.email).execute();

      // Nothing left to do, for either of them.
      expect(await first.runNow()).toBe(0);
      expect(await other.runNow()).toBe(0);
    } finally {
      await second?.close();
    }
  }, 120_000);
});
