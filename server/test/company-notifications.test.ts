import { describe, expect, it } from 'vitest';
import { digestCutoff, sendDueDigests } from '../src/modules/notifications/company-digest.ts';
import { referenceId } from '../src/modules/reference/reference-data.seeder.ts';
import {
  type Employer,
  publishRecruitment,
  registerCandidate,
  registerEmployer,
  uniqueEmail,
} from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const HOUR = 3_600_000;

async function companyNotifiedBy(frequency: 'ANY_TIME' | 'DAILY') {
  const employer = await registerEmployer(app);
  const notificationEmail = uniqueEmail('hr');
  const settings = await app.as(employer.token).company.organization.updateSettings({
    body: { notificationEmail, notificationFrequency: frequency },
  });
  expect(settings.status).toBe(200);
  return { employer, notificationEmail };
}

async function activePosting(employer: Employer, title: string) {
  const posting = await publishRecruitment(app, employer.token, {
    title,
    description: 'Keep our warehouses moving',
    industryId: referenceId('INDUSTRY', '52'),
    occupationId: referenceId('OCCUPATION', '432'),
  });
  return posting.id;
}

async function apply(jobId: string) {
  const candidate = await registerCandidate(app);
  const applied = await app.as(candidate.token).candidate.applications.apply({ params: { jobId }, body: {} });
  expect(applied.status).toBe(201);
  return candidate;
}

describe('digestCutoff', () => {
  it('is the latest 09:00 in Bangkok', () => {
    expect(digestCutoff(new Date('2026-11-23T02:00:00Z')).toISOString()).toBe('2026-11-23T02:00:00.000Z');
    expect(digestCutoff(new Date('2026-11-23T01:59:59Z')).toISOString()).toBe('2026-11-22T02:00:00.000Z');
    // 23:30 on 23 Nov in Bangkok is still 23 Nov there, though already 16:30 UTC.
    expect(digestCutoff(new Date('2026-11-23T16:30:00Z')).toISOString()).toBe('2026-11-23T02:00:00.000Z');
    // 06:00 on 24 Nov in Bangkok: before 09:00, so the 23rd's.
    expect(digestCutoff(new Date('2026-11-23T23:00:00Z')).toISOString()).toBe('2026-11-23T02:00:00.000Z');
  });
});

describe('company notifications', () => {
  it('ANY_TIME: each new application reaches the notification e-mail at once, without contact details', async () => {
    const { employer, notificationEmail } = await companyNotifiedBy('ANY_TIME');
    const jobId = await activePosting(employer, 'Forklift operator');
    const candidate = await apply(jobId);
    await app.deliverMail();
    const mails = app.mailbox.to(notificationEmail);
    expect(mails.map((mail) => mail.subject)).toEqual(['New application for Forklift operator']);
    expect(mails[0]?.text).not.toContain(candidate.email);
    expect(mails[0]?.text).not.toContain(candidate.lastName);
  });

  it('auto-reply: an applicant receives the company message in their own language', async () => {
    const { employer } = await companyNotifiedBy('ANY_TIME');
    const settings = await app.as(employer.token).company.organization.updateSettings({
      body: {
        autoReplyEnabled: true,
        autoReplyTemplateName: 'Thanks',
        autoReplyTemplateMessage: 'Thank you for applying.\n\nWe reply within five working days.',
      },
    });
    expect(settings.status).toBe(200);
    const jobId = await activePosting(employer, 'Dispatcher');
    const candidate = await apply(jobId);
    await app.deliverMail();
    const [reply] = app.mailbox.to(candidate.email);
    expect(reply?.subject).toBe(`${employer.companyName} received your application for Dispatcher`);
    expect(reply?.text).toContain('We reply within five working days.');

    const thai = await registerCandidate(app);
    await app.db.updateTable('users').set({ locale: 'th' }).where('id', '=', thai.user.uid).execute();
    await app.as(thai.token).candidate.applications.apply({ params: { jobId }, body: {} });
    await app.deliverMail();
    expect(app.mailbox.to(thai.email)[0]?.subject).toBe(`${employer.companyName} ได้รับใบสมัครตำแหน่ง Dispatcher ของคุณแล้ว`);
  });

  it('DAILY: nothing at once, then one digest at 09:00 Bangkok with everything before it, and never twice', async () => {
    const { employer, notificationEmail } = await companyNotifiedBy('DAILY');
    const jobId = await activePosting(employer, 'Warehouse lead');
    await apply(jobId);
    await apply(jobId);
    await app.deliverMail();
    expect(app.mailbox.to(notificationEmail)).toEqual([]);

    const nextNine = new Date(digestCutoff(new Date()).getTime() + 24 * HOUR);
    await sendDueDigests({ db: app.db, appBaseUrl: app.config.appBaseUrl }, new Date(nextNine.getTime() - 60_000));
    await app.deliverMail();
    expect(app.mailbox.to(notificationEmail)).toEqual([]);

    await sendDueDigests({ db: app.db, appBaseUrl: app.config.appBaseUrl }, new Date(nextNine.getTime() + 60_000));
    await sendDueDigests({ db: app.db, appBaseUrl: app.config.appBaseUrl }, new Date(nextNine.getTime() + 120_000));
    await app.deliverMail();
    const digests = app.mailbox.to(notificationEmail);
    expect(digests.map((mail) => mail.subject)).toEqual([`${employer.companyName} daily digest: 2 new items`]);
    expect(digests[0]?.text.match(/applied to Warehouse lead/g)).toHaveLength(2);
  });

  it('writes the digest in Thai for a Thai-speaking company, with Buddhist-era dates', async () => {
    const { employer, notificationEmail } = await companyNotifiedBy('DAILY');
    await app.db.updateTable('users').set({ locale: 'th' }).where('id', '=', employer.user.uid).execute();
    await apply(await activePosting(employer, 'หัวหน้าคลังสินค้า'));

    const afterNextNine = new Date(digestCutoff(new Date()).getTime() + 24 * HOUR + 60_000);
    await sendDueDigests({ db: app.db, appBaseUrl: app.config.appBaseUrl }, afterNextNine);
    await app.deliverMail();
    const [digest] = app.mailbox.to(notificationEmail);
    expect(digest?.subject).toBe(`สรุปประจำวันของ ${employer.companyName}: 1 รายการใหม่`);
    expect(digest?.text).toContain('สมัครตำแหน่ง หัวหน้าคลังสินค้า');
    expect(digest?.text).toContain(String(new Date().getFullYear() + 543));
  });
});
