import { describe, expect, it } from 'vitest';
import { digestCutoff, sendDueDigests } from '../src/modules/notifications/company-digest.ts';
import {
  publishRecruitment,
  registerCandidate,
  registerEmployer,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/factories.ts';
import { linkIn } from './support/mail-catcher.ts';
import { TEST_BASE_URL, useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const DAY = 24 * 3_600_000;

/** What an outsider can do without any proof of owning an address: sign up with it, then move away. */
async function squatAndMove(address: string) {
  const squatter = await registerCandidate(app, { email: address });
  const ownAddress = uniqueEmail('attacker');
  const moved = await app.as(squatter.token).candidate.profile.updateRegistration({
    body: {
      currentEmail: address,
      newEmail: ownAddress,
      currentPassword: STRONG_PASSWORD,
      firstName: 'Mallory',
      lastName: 'Outsider',
    },
  });
  expect(moved.status).toBe(200);
  return { ...squatter, ownAddress };
}

/** A company whose daily digest goes to an address no account holds, with one application waiting. */
async function companyWithWaitingDigest() {
  const employer = await registerEmployer(app);
  const notificationEmail = uniqueEmail('hr');
  const settings = await app.as(employer.token).company.organization.updateSettings({
    body: { notificationEmail, notificationFrequency: 'DAILY' },
  });
  expect(settings.status).toBe(200);
  const posting = await publishRecruitment(app, employer.token, { title: 'Night auditor' });
  const candidate = await registerCandidate(app);
  const applied = await app
    .as(candidate.token)
    .candidate.applications.apply({ params: { jobId: posting.id }, body: {} });
  expect(applied.status).toBe(201);
  return { employer, notificationEmail };
}

async function outboxAddresses(subjectPart: string) {
  const rows = await app.db
    .selectFrom('outbox_emails')
    .select('to_address')
    .where('subject', 'like', `%${subjectPart}%`)
    .execute();
  return rows.map((row) => row.to_address).sort();
}

describe('mail goes only to the address it was written for', () => {
  it('a pending invitation is not redirected by someone who signs up with the address and changes it', async () => {
    const admin = await registerEmployer(app);
    const newhire = uniqueEmail('newhire');
    expect((await app.as(admin.token).company.invitations.create({ body: { email: newhire } })).status).toBe(201);

    // The invitation is still in the outbox (SMTP slow or down) when the outsider moves.
    const attacker = await squatAndMove(newhire);
    await app.deliverMail();

    expect(app.mailbox.to(attacker.ownAddress)).toEqual([]);
    expect(await outboxAddresses(admin.companyName)).toEqual([newhire]);
    const [invitation] = app.mailbox.to(newhire);
    expect(invitation?.subject).toBe(`${admin.companyName} invites you to recruit on jobmatch`);

    // The attacker has no link; the person invited still joins with theirs.
    const token = linkIn(invitation, `${TEST_BASE_URL}/invitations/accept`).searchParams.get('token') ?? '';
    const asAttacker = await app.api.company.invitations.accept({
      body: {
        email: attacker.ownAddress,
        name: 'Mallory',
        password: STRONG_PASSWORD,
        phoneNumber: '0891234567',
        token,
      },
    });
    expect(asAttacker).toMatchObject({ status: 400, body: { error: { errorCode: 'INVITATION_EMAIL_MISMATCH' } } });
    const accepted = await app.api.company.invitations.accept({
      body: { email: newhire, name: 'Anan Chaiyo', password: STRONG_PASSWORD, phoneNumber: '0891234567', token },
    });
    expect(accepted.status).toBe(201);
  });

  it('a pending company digest is not redirected either', async () => {
    const { employer, notificationEmail } = await companyWithWaitingDigest();
    const afterNextNine = new Date(digestCutoff(new Date()).getTime() + DAY + 60_000);
    await sendDueDigests({ db: app.db, appBaseUrl: app.config.appBaseUrl }, afterNextNine);

    const attacker = await squatAndMove(notificationEmail);
    await app.deliverMail();

    expect(app.mailbox.to(attacker.ownAddress)).toEqual([]);
    expect(await outboxAddresses(`${employer.companyName} daily digest`)).toEqual([notificationEmail]);
    expect(app.mailbox.to(notificationEmail).map((mail) => mail.subject)).toContain(
      `${employer.companyName} daily digest: 1 new item`,
    );
  });

  it('deleting an account that took the address does not suppress mail written for the address', async () => {
    const admin = await registerEmployer(app);
    const newhire = uniqueEmail('newhire');
    expect((await app.as(admin.token).company.invitations.create({ body: { email: newhire } })).status).toBe(201);

    const squatter = await registerCandidate(app, { email: newhire });
    const deleted = await app.as(squatter.token).candidate.profile.delete({
      body: { email: newhire, reason: 'OTHER', reasonOther: null, message: null, score: 1 },
    });
    expect(deleted.status).toBe(200);
    await app.deliverMail();

    expect(app.mailbox.to(newhire).map((mail) => mail.subject)).toEqual([
      `${admin.companyName} invites you to recruit on jobmatch`,
    ]);
  });
});
