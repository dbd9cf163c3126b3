import type { CreateOfferBody } from '@jobmatch/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfferDispatcher } from '../src/modules/company-offers/offer-dispatcher.ts';
import { errorCodeOf, validationMessages } from './support/errors.ts';
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

/** An ACTIVE (or DRAFT) recruitment of the employer's company, with a title of its own. */
const recruitment = (employer: Employer, status: 'ACTIVE' | 'DRAFT' = 'ACTIVE') =>
  publishRecruitment(app, employer.token, { status });

async function statsOf(employer: Employer, posting: { id: string; title: string }) {
  const response = await app.as(employer.token).company.recruitments.list({ query: { search: posting.title } });
  if (response.status !== 200) throw new Error(`recruitments: ${JSON.stringify(response.body)}`);
  return response.body.result.recruitments.find((item) => item.id === posting.id)?.stats;
}

const letter = (candidate: Candidate, recruitmentId: string, extra: Partial<CreateOfferBody> = {}) => ({
  candidateId: candidate.user.candidateId,
  recruitmentId,
  subject: 'Come and build with us',
  introduction: 'We read your profile and liked it',
  message: 'We would like to invite you to a casual interview.',
  policies: ['Remote Fridays'],
  isCasualInterviewOK: true,
  ...extra,
});

async function sentOffer(employer: Employer, candidate: Candidate) {
  const posting = await recruitment(employer);
  const response = await app.as(employer.token).company.offers.create({ body: letter(candidate, posting.id) });
  if (response.status !== 201) throw new Error(`offer: ${JSON.stringify(response.body)}`);
  return { posting, offer: response.body.result.offer };
}

const userNoOf = async (candidate: Candidate) =>
  (
    await app.db
      .selectFrom('candidates')
      .select('user_no')
      .where('id', '=', candidate.user.candidateId)
      .executeTakeFirstOrThrow()
  ).user_no;

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(() => dispatcher.start(1_000));
afterAll(() => dispatcher.stop());

describe('the scouting workflow', () => {
  it('scheduled letter → hidden → delivered on time → opened → accepted → application and contact details', async () => {
    const employer = await registerEmployer(app);
    const candidate = await registerCandidate(app);
    const posting = await recruitment(employer);
    const company = app.as(employer.token).company;
    const inbox = app.as(candidate.token).candidate;

    const scheduledAt = new Date(Date.now() + 1_500);
    const created = await company.offers.create({
      body: letter(candidate, posting.id, { isScheduled: true, scheduledAt: scheduledAt.toISOString() }),
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    const { offer, messages } = created.body.result;
    expect(offer).toMatchObject({ status: 'SCHEDULED', sentAt: null, reScoutStatus: 'NOT_YET', remindersSent: 0 });
    expect(messages).toMatchObject([{ type: 'LETTER', status: 'SCHEDULED', isScheduled: true }]);

    // Waiting for its time: the candidate cannot see it, the schedule lists it.
    expect((await inbox.offers.get({ params: { offerId: offer.id } })).status).toBe(404);
    const listed = await inbox.offers.list({ query: {} });
    expect(listed.status === 200 && listed.body.result.offers.some((item) => item.id === offer.id)).toBe(false);
    const schedule = await company.offers.scheduledMessages({ query: { recruitmentId: posting.id } });
    expect(schedule.status === 200 && schedule.body.result.messages.map((message) => message.offerId)).toEqual([
      offer.id,
    ]);

    // The dispatcher (every second, as in the server) sends it within 5 s of its time.
    const delivered = await until(async () => {
      const response = await inbox.offers.list({ query: {} });
      return response.status === 200 ? response.body.result.offers.find((item) => item.id === offer.id) : undefined;
    }, 8_000);
    expect(Date.now() - scheduledAt.getTime()).toBeLessThan(5_000);
    expect(delivered).toMatchObject({ status: 'SENT', subject: 'Come and build with us', openedAt: null });
    const lifetime = Date.parse(delivered.expiresAt ?? '') - Date.parse(delivered.sentAt ?? '');
    expect(lifetime).toBe(30 * 24 * 60 * 60 * 1000);
    expect(await statsOf(employer, posting)).toMatchObject({ sent: 1, opened: 0, interested: 0 });

    await app.deliverMail();
    expect(app.mailbox.to(candidate.email).map((mail) => mail.subject)).toEqual([
      `${employer.companyName} sent you an offer: Come and build with us`,
    ]);

    // Opening counts once.
    expect((await inbox.offers.get({ params: { offerId: offer.id } })).status).toBe(200);
    expect((await inbox.offers.get({ params: { offerId: offer.id } })).status).toBe(200);
    expect(await statsOf(employer, posting)).toMatchObject({ sent: 1, opened: 1, interested: 0 });

    // Before an answer the company sees no contact details.
    const before = await company.candidates.get({ params: { candidateId: candidate.user.candidateId } });
    expect(before.status === 200 && before.body.result.candidate.contact).toBeNull();

    const accepted = await inbox.offers.answer({ params: { offerId: offer.id }, body: { status: 'ACCEPTED' } });
    expect(accepted.status).toBe(200);
    expect(await statsOf(employer, posting)).toMatchObject({ sent: 1, opened: 1, interested: 1, applications: 1 });

    const applications = await company.applications.list({ query: { recruitmentId: posting.id } });
    expect(applications.status === 200 && applications.body.result.applications).toMatchObject([{ status: 'PENDING' }]);
    const after = await company.candidates.get({ params: { candidateId: candidate.user.candidateId } });
    expect(after.status === 200 && after.body.result.candidate.contact).toMatchObject({ email: candidate.email });

    const detail = await company.offers.get({ params: { offerId: offer.id } });
    expect(detail.status === 200 && detail.body.result.offer.status).toBe('ACCEPTED');
  }, 30_000);

  it('follows up at most twice: NOT_YET → ONE_TIME → TWO_TIMES, and refuses a third reminder', async () => {
    const employer = await registerEmployer(app);
    const candidate = await registerCandidate(app);
    const { posting, offer } = await sentOffer(employer, candidate);
    expect(offer.status).toBe('SENT');
    const offers = app.as(employer.token).company.offers;
    const reScout = async (status: 'NOT_YET' | 'ONE_TIME' | 'TWO_TIMES') => {
      const response = await offers.list({ query: { recruitmentId: posting.id, reScoutStatus: status } });
      return response.status === 200 ? response.body.result.offers.map((item) => item.id) : [];
    };
    expect(await reScout('NOT_YET')).toEqual([offer.id]);

    const first = await offers.addReminder({ params: { offerId: offer.id }, body: { message: 'Any thoughts?' } });
    expect(first.status).toBe(201);
    expect(await reScout('NOT_YET')).toEqual([]);
    expect(await reScout('ONE_TIME')).toEqual([offer.id]);

    const second = await offers.addReminder({
      params: { offerId: offer.id },
      body: { subject: 'Still keen to talk', message: 'The role is still open.' },
    });
    expect(second.status === 201 && second.body.result.offer).toMatchObject({
      reScoutStatus: 'TWO_TIMES',
      remindersSent: 2,
    });
    expect(await reScout('TWO_TIMES')).toEqual([offer.id]);

    const third = await offers.addReminder({ params: { offerId: offer.id }, body: { message: 'Last call' } });
    expect(third.status).toBe(409);
    expect(errorCodeOf(third.body)).toBe('REMINDER_LIMIT_REACHED');
    expect((third.body as { message: string }).message).toBe('An offer can have at most 2 reminders');
    const thirdTh = await app
      .as(employer.token, 'th')
      .company.offers.addReminder({ params: { offerId: offer.id }, body: { message: 'Last call' } });
    expect((thirdTh.body as { message: string }).message).toBe('ข้อเสนอหนึ่งรายการส่งข้อความติดตามได้ไม่เกิน 2 ครั้ง');

    await app.deliverMail();
    expect(app.mailbox.to(candidate.email).map((mail) => mail.subject)).toEqual([
      `${employer.companyName} sent you an offer: Come and build with us`,
      `A follow-up from ${employer.companyName}: Come and build with us`,
      `A follow-up from ${employer.companyName}: Still keen to talk`,
    ]);
  });

  it('only follows up a SENT offer', async () => {
    const employer = await registerEmployer(app);
    const candidate = await registerCandidate(app);
    const { offer } = await sentOffer(employer, candidate);
    await app
      .as(candidate.token)
      .candidate.offers.answer({ params: { offerId: offer.id }, body: { status: 'REJECTED' } });
    const reminder = await app
      .as(employer.token)
      .company.offers.addReminder({ params: { offerId: offer.id }, body: { message: 'Sure?' } });
    expect(reminder.status).toBe(409);
    expect(errorCodeOf(reminder.body)).toBe('OFFER_NOT_OPEN');
    expect((reminder.body as { message: string }).message).toBe(
      'Reminders can only follow an offer that has been sent and is still open',
    );
  });
});

describe('expiry', () => {
  it('moves a SENT offer past its date to EXPIRED: it can no longer be answered or followed up', async () => {
    const employer = await registerEmployer(app);
    const candidate = await registerCandidate(app);
    const { offer } = await sentOffer(employer, candidate);
    await app.db
      .updateTable('job_offers')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('id', '=', offer.id)
      .execute();
    await dispatcher.runNow();

    const seen = await app.as(candidate.token).candidate.offers.get({ params: { offerId: offer.id } });
    expect(seen.status === 200 && seen.body.result.offer.status).toBe('EXPIRED');
    const answer = await app
      .as(candidate.token)
      .candidate.offers.answer({ params: { offerId: offer.id }, body: { status: 'ACCEPTED' } });
    expect([answer.status, errorCodeOf(answer.body)]).toEqual([409, 'OFFER_NOT_OPEN']);
    const reminder = await app
      .as(employer.token)
      .company.offers.addReminder({ params: { offerId: offer.id }, body: { message: 'Still there?' } });
    expect([reminder.status, errorCodeOf(reminder.body)]).toEqual([409, 'OFFER_NOT_OPEN']);
  });
});

describe('scheduled messages', () => {
  /** A new employer's offer to a new candidate, its letter scheduled `delayMs` from now. */
  async function scheduledOffer(delayMs: number) {
    const employer = await registerEmployer(app);
    const candidate = await registerCandidate(app);
    const posting = await recruitment(employer);
    const offers = app.as(employer.token).company.offers;
    const scheduledAt = new Date(Date.now() + delayMs).toISOString();
    const created = await offers.create({ body: letter(candidate, posting.id, { isScheduled: true, scheduledAt }) });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    const { offer, messages } = created.body.result;
    return { candidate, posting, offers, offer, letterId: messages[0]?.id ?? '' };
  }

  it('can be moved, reworded, sent now or cancelled while SCHEDULED, and not after', async () => {
    const { offers, offer, letterId } = await scheduledOffer(3_600_000);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const moved = await offers.updateMessage({
      params: { offerId: offer.id, offerMessageId: letterId },
      body: { scheduledAt: tomorrow, subject: 'A better subject' },
    });
    expect(moved.status).toBe(200);
    if (moved.status !== 200) return;
    expect(moved.body.result.offer).toMatchObject({ status: 'SCHEDULED', subject: 'A better subject' });
    expect(Date.parse(moved.body.result.messages[0]?.scheduledAt ?? '')).toBe(Date.parse(tomorrow));

    const sentNow = await offers.updateMessage({
      params: { offerId: offer.id, offerMessageId: letterId },
      body: { isScheduled: false },
    });
    expect(sentNow.status === 200 && sentNow.body.result.offer.status).toBe('SENT');
    expect(sentNow.status === 200 && sentNow.body.result.messages[0]).toMatchObject({
      status: 'SENT',
      isScheduled: false,
    });

    const tooLate = await offers.cancelMessage({ params: { offerId: offer.id, offerMessageId: letterId } });
    expect(tooLate.status).toBe(409);
    expect(errorCodeOf(tooLate.body)).toBe('MESSAGE_NOT_SCHEDULED');
    expect((tooLate.body as { message: string }).message).toBe('Only a scheduled message can be changed or cancelled');

    // A scheduled reminder can be cancelled on its own; the offer stays SENT.
    const reminder = await offers.addReminder({
      params: { offerId: offer.id },
      body: { message: 'Following up', isScheduled: true, scheduledAt: tomorrow },
    });
    if (reminder.status !== 201) throw new Error(JSON.stringify(reminder.body));
    const reminderId = reminder.body.result.messages.find((message) => message.type === 'REMINDER')?.id ?? '';
    const tooLong = await offers.updateMessage({
      params: { offerId: offer.id, offerMessageId: reminderId },
      body: { message: 'x'.repeat(501) },
    });
    expect(validationMessages(tooLong)).toEqual({ 'body.message': 'Message must be 500 characters or less' });
    const cancelled = await offers.cancelMessage({ params: { offerId: offer.id, offerMessageId: reminderId } });
    expect(cancelled.status === 200 && cancelled.body.result.offer.status).toBe('SENT');
    expect(cancelled.status === 200 && cancelled.body.result.messages.map((message) => message.status)).toEqual([
      'SENT',
      'CANCELLED',
    ]);
  });

  it('cancelling the letter of a scheduled offer cancels the offer, which never reaches the candidate', async () => {
    const { candidate, posting, offers, offer, letterId } = await scheduledOffer(1_200);
    const cancelled = await offers.cancelMessage({ params: { offerId: offer.id, offerMessageId: letterId } });
    expect(cancelled.status === 200 && cancelled.body.result.offer).toMatchObject({ status: 'CANCELLED' });

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await dispatcher.runNow();
    expect((await app.as(candidate.token).candidate.offers.get({ params: { offerId: offer.id } })).status).toBe(404);
    const schedule = await offers.scheduledMessages({ query: { recruitmentId: posting.id } });
    expect(schedule.status === 200 && schedule.body.result.messages).toEqual([]);
  });

  it('lists what is waiting by Bangkok day, subject and candidate number', async () => {
    const employer = await registerEmployer(app);
    const first = await registerCandidate(app);
    const second = await registerCandidate(app);
    const posting = await recruitment(employer);
    const offers = app.as(employer.token).company.offers;
    // 2 days ahead at 23:30 Bangkok, and 3 days ahead at 00:30 Bangkok: neighbouring Bangkok days.
    const day = (offset: number) =>
      new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const late = `${day(2)}T23:30:00+07:00`;
    const early = `${day(3)}T00:30:00+07:00`;
    await offers.create({
      body: letter(first, posting.id, { isScheduled: true, scheduledAt: late, subject: 'Night owl' }),
    });
    await offers.create({ body: letter(second, posting.id, { isScheduled: true, scheduledAt: early }) });

    const firstNo = await userNoOf(first);
    const secondNo = await userNoOf(second);
    const ids = async (query: Record<string, string | number>) => {
      const response = await offers.scheduledMessages({ query: { recruitmentId: posting.id, ...query } });
      return response.status === 200 ? response.body.result.messages.map((message) => message.candidateUserNo) : [];
    };
    expect(await ids({})).toEqual([firstNo, secondNo]);
    expect(await ids({ scheduledStartDate: day(2), scheduledEndDate: day(2) })).toEqual([firstNo]);
    expect(await ids({ scheduledStartDate: day(3) })).toEqual([secondNo]);
    expect(await ids({ subject: 'night' })).toEqual([firstNo]);
    expect(await ids({ userNo: secondNo })).toEqual([secondNo]);

    const backwards = await offers.scheduledMessages({
      query: { scheduledStartDate: day(3), scheduledEndDate: day(2) },
    });
    expect(validationMessages(backwards)).toEqual({
      'query.scheduledEndDate': 'The end date must not be before the start date',
    });
  });
});

describe('sending rules', () => {
  it('needs an ACTIVE recruitment of the company, a candidate open to offers, and one offer per pair', async () => {
    const employer = await registerEmployer(app);
    const other = await registerEmployer(app);
    const candidate = await registerCandidate(app);
    const offers = app.as(employer.token).company.offers;

    const draft = await recruitment(employer, 'DRAFT');
    const notActive = await offers.create({ body: letter(candidate, draft.id) });
    expect([notActive.status, errorCodeOf(notActive.body)]).toEqual([409, 'RECRUITMENT_NOT_ACTIVE']);
    expect((notActive.body as { message: string }).message).toBe('Offers can only be sent for an active recruitment');

    const foreign = await recruitment(other);
    const notOurs = await offers.create({ body: letter(candidate, foreign.id) });
    expect([notOurs.status, errorCodeOf(notOurs.body)]).toEqual([404, 'NOT_FOUND']);

    const posting = await recruitment(employer);
    expect((await offers.create({ body: letter(candidate, posting.id) })).status).toBe(201);
    const again = await offers.create({ body: letter(candidate, posting.id) });
    expect([again.status, errorCodeOf(again.body)]).toEqual([409, 'OFFER_ALREADY_EXISTS']);
    const againTh = await app.as(employer.token, 'th').company.offers.create({ body: letter(candidate, posting.id) });
    expect((againTh.body as { message: string }).message).toBe('ผู้สมัครรายนี้ได้รับข้อเสนอสำหรับประกาศนี้แล้ว');

    const shy = await registerCandidate(app);
    await app.as(shy.token).candidate.settings.update({ body: { openToCompanyOffer: false } });
    const closed = await offers.create({ body: letter(shy, posting.id) });
    expect([closed.status, errorCodeOf(closed.body)]).toEqual([409, 'CANDIDATE_NOT_OPEN_TO_OFFERS']);
    expect((closed.body as { message: string }).message).toBe('This candidate is not accepting offers from companies');
  });

  it("keeps every company to its own offers: another company's offer is a 404", async () => {
    const employer = await registerEmployer(app);
    const other = await registerEmployer(app);
    const candidate = await registerCandidate(app);
    const { offer } = await sentOffer(employer, candidate);
    const theirs = app.as(other.token).company.offers;
    expect((await theirs.get({ params: { offerId: offer.id } })).status).toBe(404);
    const reminder = await theirs.addReminder({ params: { offerId: offer.id }, body: { message: 'Hi' } });
    expect(reminder.status).toBe(404);
    const detail = await app.as(employer.token).company.offers.get({ params: { offerId: offer.id } });
    const letterId = detail.status === 200 ? (detail.body.result.messages[0]?.id ?? '') : '';
    const patch = await theirs.updateMessage({
      params: { offerId: offer.id, offerMessageId: letterId },
      body: { subject: 'Mine now' },
    });
    expect(patch.status).toBe(404);
    expect((await theirs.cancelMessage({ params: { offerId: offer.id, offerMessageId: letterId } })).status).toBe(404);
    const listed = await theirs.list({ query: {} });
    expect(listed.status === 200 && listed.body.result.offers.some((item) => item.id === offer.id)).toBe(false);
  });

  it('starts from an offer-letter template, the body overriding what it gives', async () => {
    const employer = await registerEmployer(app);
    const candidate = await registerCandidate(app);
    const posting = await recruitment(employer);
    const template = await app.as(employer.token).company.templates.offerLetters.create({
      body: {
        name: 'Standard scout',
        subject: 'An opening that fits you',
        introduction: 'Hello from our team',
        message: 'We think you would thrive here.',
        policies: ['Hybrid work'],
      },
    });
    if (template.status !== 201) throw new Error(JSON.stringify(template.body));
    const created = await app.as(employer.token).company.offers.create({
      body: {
        candidateId: candidate.user.candidateId,
        recruitmentId: posting.id,
        templateId: template.body.result.template.id,
        subject: 'Our own subject',
      },
    });
    expect(created.status === 201 && created.body.result.offer).toMatchObject({
      subject: 'Our own subject',
      introduction: 'Hello from our team',
      message: 'We think you would thrive here.',
      policies: ['Hybrid work'],
      status: 'SENT',
    });
  });
});

describe('offer form messages (docs/domain.md), in English and Thai', () => {
  const inTheFuture = () => new Date(Date.now() + 3_600_000).toISOString();
  const textsRequired = {
    en: {
      'body.subject': 'Subject is required',
      'body.introduction': 'Introduction is required',
      'body.message': 'Message is required',
    },
    th: {
      'body.subject': 'กรุณากรอกหัวเรื่อง',
      'body.introduction': 'กรุณากรอกคำแนะนำตัว',
      'body.message': 'กรุณากรอกข้อความ',
    },
  };
  const cases: {
    name: string;
    body: Record<string, unknown>;
    en: Record<string, string>;
    th: Record<string, string>;
  }[] = [
    {
      name: 'missing texts, without a template to take them from',
      body: { subject: undefined, introduction: undefined, message: undefined },
      ...textsRequired,
    },
    {
      name: 'blank texts',
      body: { subject: '  ', introduction: ' ', message: '' },
      ...textsRequired,
    },
    {
      name: 'texts too long',
      body: { subject: 's'.repeat(101), introduction: 'i'.repeat(151), message: 'm'.repeat(1501) },
      en: {
        'body.subject': 'Subject must be 100 characters or less',
        'body.introduction': 'Introduction must be 150 characters or less',
        'body.message': 'Message must be 1500 characters or less',
      },
      th: {
        'body.subject': 'หัวเรื่องต้องมีความยาวไม่เกิน 100 ตัวอักษร',
        'body.introduction': 'คำแนะนำตัวต้องมีความยาวไม่เกิน 150 ตัวอักษร',
        'body.message': 'ข้อความต้องมีความยาวไม่เกิน 1500 ตัวอักษร',
      },
    },
    {
      name: 'scheduled without a time',
      body: { isScheduled: true },
      en: { 'body.scheduledAt': 'Scheduled time is required' },
      th: { 'body.scheduledAt': 'กรุณาระบุเวลาที่ต้องการส่ง' },
    },
    {
      name: 'a time that is not a date',
      body: { isScheduled: true, scheduledAt: 'next Tuesday' },
      en: { 'body.scheduledAt': 'Invalid date format' },
      th: { 'body.scheduledAt': 'รูปแบบวันที่ไม่ถูกต้อง' },
    },
    {
      name: 'a time in the past',
      body: { isScheduled: true, scheduledAt: '2020-01-01T09:00:00+07:00' },
      en: { 'body.scheduledAt': 'Scheduled time must be in the future' },
      th: { 'body.scheduledAt': 'เวลาที่ต้องการส่งต้องเป็นเวลาในอนาคต' },
    },
    {
      name: 'a time without scheduling',
      body: { isScheduled: false, scheduledAt: inTheFuture() },
      en: { 'body.scheduledAt': 'Remove scheduled time when not scheduling' },
      th: { 'body.scheduledAt': 'กรุณาลบเวลาที่ต้องการส่งเมื่อไม่ได้ตั้งเวลาส่ง' },
    },
  ];

  let employer: Employer;
  let candidate: Candidate;
  let postingId: string;
  beforeAll(async () => {
    employer = await registerEmployer(app);
    candidate = await registerCandidate(app);
    postingId = (await recruitment(employer)).id;
  });

  it.each(cases)('$name', async ({ body, en, th }) => {
    const payload = { ...letter(candidate, postingId), ...body } as CreateOfferBody;
    const english = await app.as(employer.token).company.offers.create({ body: payload });
    expect(validationMessages(english)).toEqual(en);
    const thai = await app.as(employer.token, 'th').company.offers.create({ body: payload });
    expect(validationMessages(thai)).toEqual(th);
  });

  it('reminder texts', async () => {
    const { offer } = await sentOffer(employer, await registerCandidate(app));
    const reminder = (locale: 'en' | 'th', message: string) =>
      app.as(employer.token, locale).company.offers.addReminder({ params: { offerId: offer.id }, body: { message } });
    expect(validationMessages(await reminder('en', 'x'.repeat(501)))).toEqual({
      'body.message': 'Message must be 500 characters or less',
    });
    expect(validationMessages(await reminder('th', 'x'.repeat(501)))).toEqual({
      'body.message': 'ข้อความต้องมีความยาวไม่เกิน 500 ตัวอักษร',
    });
    expect(validationMessages(await reminder('en', '   '))).toEqual({ 'body.message': 'Message is required' });
    expect(validationMessages(await reminder('th', '   '))).toEqual({ 'body.message': 'กรุณากรอกข้อความ' });
  });
});
