import type { CreateOfferBody } from '@jobmatch/contract';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createOfferDispatcher } from '../src/modules/company-offers/offer-dispatcher.ts';
import { errorCodeOf } from './support/errors.ts';
import {
  type Candidate,
  type Employer,
  publishRecruitment,
  registerCandidate,
  registerEmployer,
} from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const dispatcher = createOfferDispatcher({
  db: app.db,
  logger: pino({ level: 'silent' }),
  appBaseUrl: app.config.appBaseUrl,
});

const IN_AN_HOUR = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

const letter = (candidate: Candidate, recruitmentId: string, extra: Partial<CreateOfferBody> = {}) => ({
  candidateId: candidate.user.candidateId,
  recruitmentId,
  subject: 'Come and build with us',
  introduction: 'We read your profile and liked it',
  message: 'We would like to invite you to a casual interview.',
  ...extra,
});

/** An employer's recruitment and a letter to a new candidate for it, due in an hour. */
async function scheduledLetter() {
  const employer = await registerEmployer(app);
  const candidate = await registerCandidate(app);
  const posting = await publishRecruitment(app, employer.token);
  const created = await app.as(employer.token).company.offers.create({
    body: letter(candidate, posting.id, { isScheduled: true, scheduledAt: IN_AN_HOUR() }),
  });
  if (created.status !== 201) throw new Error(`offer: ${created.status} ${JSON.stringify(created.body)}`);
  const { offer, messages } = created.body.result;
  return { employer, candidate, posting, offerId: offer.id, letterId: messages[0]?.id ?? '' };
}

/** An offer the candidate has received (sent now). */
async function sentOffer() {
  const employer = await registerEmployer(app);
  const candidate = await registerCandidate(app);
  const posting = await publishRecruitment(app, employer.token);
  const created = await app.as(employer.token).company.offers.create({ body: letter(candidate, posting.id) });
  if (created.status !== 201) throw new Error(`offer: ${created.status} ${JSON.stringify(created.body)}`);
  return { employer, candidate, posting, offerId: created.body.result.offer.id };
}

/** The hour goes by: every scheduled message of the offer is due now. */
async function makeDue(offerId: string) {
  await app.db
    .updateTable('offer_messages')
    .set({ scheduled_at: new Date(Date.now() - 1000) })
    .where('offer_id', '=', offerId)
    .where('status', '=', 'SCHEDULED')
    .execute();
}

const closeRecruitment = (employer: Employer, recruitmentId: string, status: 'CLOSED' | 'PAUSED') =>
  app.as(employer.token).company.recruitments.update({ params: { recruitmentId }, body: { status } });

/** The recruitment's closing date passes. */
const expireRecruitment = (recruitmentId: string) =>
  app.db
    .updateTable('job_postings')
    .set({ expired_at: new Date(Date.now() - 1000) })
    .where('id', '=', recruitmentId)
    .execute();

async function companyView(employer: Employer, offerId: string) {
  const response = await app.as(employer.token).company.offers.get({ params: { offerId } });
  if (response.status !== 200) throw new Error(`offer: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

const outboxTo = (email: string) =>
  app.db.selectFrom('outbox_emails').select('subject').where('to_address', '=', email).execute();

/** Each way the sending rules can stop holding between scheduling and delivery. */
const changes: {
  name: string;
  reason: 'RECRUITMENT_NOT_ACTIVE' | 'CANDIDATE_NOT_OPEN_TO_OFFERS';
  apply: (state: { employer: Employer; candidate: Candidate; posting: { id: string } }) => Promise<unknown>;
}[] = [
  {
    name: 'the candidate closed themselves to offers',
    reason: 'CANDIDATE_NOT_OPEN_TO_OFFERS',
    apply: ({ candidate }) =>
      app.as(candidate.token).candidate.settings.update({ body: { openToCompanyOffer: false } }),
  },
  {
    name: 'the recruitment was closed',
    reason: 'RECRUITMENT_NOT_ACTIVE',
    apply: ({ employer, posting }) => closeRecruitment(employer, posting.id, 'CLOSED'),
  },
  {
    name: 'the recruitment was paused',
    reason: 'RECRUITMENT_NOT_ACTIVE',
    apply: ({ employer, posting }) => closeRecruitment(employer, posting.id, 'PAUSED'),
  },
  {
    name: 'the recruitment expired',
    reason: 'RECRUITMENT_NOT_ACTIVE',
    apply: ({ posting }) => expireRecruitment(posting.id),
  },
];

describe('a scheduled letter whose sending rules stopped holding', () => {
  it.each(changes)('is cancelled at its time, with the reason, when $name', async ({ apply, reason }) => {
    const state = await scheduledLetter();
    const control = await scheduledLetter();
    const applied = (await apply(state)) as { status?: number } | undefined;
    if (applied?.status !== undefined) expect(applied.status).toBe(200);
    await makeDue(state.offerId);
    await makeDue(control.offerId);
    await dispatcher.runNow();

    const { offer, messages } = await companyView(state.employer, state.offerId);
    expect(offer).toMatchObject({ status: 'CANCELLED', reason, sentAt: null });
    expect(offer.cancelledAt).not.toBeNull();
    expect(messages).toMatchObject([{ type: 'LETTER', status: 'CANCELLED', sentAt: null }]);
    expect(await outboxTo(state.candidate.email)).toEqual([]);
    const inbox = await app.as(state.candidate.token).candidate.offers.get({ params: { offerId: state.offerId } });
    expect(inbox.status).toBe(404);

    // The same dispatcher run delivered the letter whose rules still hold.
    expect((await companyView(control.employer, control.offerId)).offer).toMatchObject({
      status: 'SENT',
      reason: null,
    });
    expect(await outboxTo(control.candidate.email)).toHaveLength(1);
  });

  it.each(changes)('cannot be sent now either when $name: 409, and it stays scheduled', async ({ apply, reason }) => {
    const state = await scheduledLetter();
    await apply(state);
    const sendNow = await app.as(state.employer.token).company.offers.updateMessage({
      params: { offerId: state.offerId, offerMessageId: state.letterId },
      body: { isScheduled: false },
    });
    expect([sendNow.status, errorCodeOf(sendNow.body)]).toEqual([409, reason]);
    const { offer, messages } = await companyView(state.employer, state.offerId);
    expect(offer).toMatchObject({ status: 'SCHEDULED', reason: null });
    expect(messages).toMatchObject([{ status: 'SCHEDULED' }]);
    expect(await outboxTo(state.candidate.email)).toEqual([]);
  });
});

describe('a scheduled reminder whose sending rules stopped holding', () => {
  it.each(changes)('is cancelled at its time when $name; the offer stays SENT', async ({ apply }) => {
    const state = await sentOffer();
    const added = await app.as(state.employer.token).company.offers.addReminder({
      params: { offerId: state.offerId },
      body: { message: 'Any thoughts?', isScheduled: true, scheduledAt: IN_AN_HOUR() },
    });
    expect(added.status).toBe(201);
    await apply(state);
    await makeDue(state.offerId);
    await dispatcher.runNow();

    const { offer, messages } = await companyView(state.employer, state.offerId);
    expect(offer).toMatchObject({ status: 'SENT', remindersSent: 0 });
    expect(messages.map((message) => [message.type, message.status])).toEqual([
      ['LETTER', 'SENT'],
      ['REMINDER', 'CANCELLED'],
    ]);
    // The letter's e-mail only.
    expect(await outboxTo(state.candidate.email)).toHaveLength(1);
  });
});

describe('accepting an offer whose job no longer takes applications', () => {
  const closings: { name: string; close: (state: Awaited<ReturnType<typeof sentOffer>>) => Promise<unknown> }[] = [
    { name: 'closed', close: ({ employer, posting }) => closeRecruitment(employer, posting.id, 'CLOSED') },
    { name: 'paused', close: ({ employer, posting }) => closeRecruitment(employer, posting.id, 'PAUSED') },
    { name: 'expired', close: ({ posting }) => expireRecruitment(posting.id) },
  ];

  it.each(closings)(
    '($name) answers 400 JOB_CLOSED like a direct application, and keeps nothing',
    async ({ close }) => {
      const state = await sentOffer();
      await close(state);
      const inbox = app.as(state.candidate.token).candidate;

      const accepted = await inbox.offers.answer({ params: { offerId: state.offerId }, body: { status: 'ACCEPTED' } });
      expect([accepted.status, errorCodeOf(accepted.body)]).toEqual([400, 'JOB_CLOSED']);
      // The answer a direct application gets.
      const direct = await inbox.applications.apply({ params: { jobId: state.posting.id }, body: {} });
      expect([direct.status, errorCodeOf(direct.body)]).toEqual([400, 'JOB_CLOSED']);

      const applications = await app.db
        .selectFrom('job_applications')
        .select('id')
        .where('candidate_id', '=', state.candidate.user.candidateId)
        .execute();
      expect(applications).toEqual([]);
      const { offer } = await companyView(state.employer, state.offerId);
      expect(offer).toMatchObject({ status: 'SENT', answeredAt: null });

      // Declining stays possible.
      const rejected = await inbox.offers.answer({ params: { offerId: state.offerId }, body: { status: 'REJECTED' } });
      expect(rejected.status).toBe(200);
    },
  );
});
