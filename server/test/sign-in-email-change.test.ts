import { describe, expect, it } from 'vitest';
import { fieldMessages } from './support/errors.ts';
import {
  inviteRecruiter,
  registerCandidate,
  registerEmployer,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/factories.ts';
import { linkIn } from './support/mail-catcher.ts';
import { TEST_BASE_URL, useTestApp } from './support/test-app.ts';

const app = await useTestApp();

const MESSAGES = {
  en: {
    required: 'Enter your current password to change your sign-in e-mail',
    wrong: 'The current password is incorrect',
    notice: 'Your jobmatch sign-in e-mail was changed',
  },
  th: {
    required: 'กรุณากรอกรหัสผ่านปัจจุบันเพื่อเปลี่ยนอีเมลสำหรับเข้าสู่ระบบ',
    wrong: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    notice: 'อีเมลสำหรับเข้าสู่ระบบ jobmatch ของคุณถูกเปลี่ยนแล้ว',
  },
} as const;

const masked = (address: string) => `${address[0]}…@${address.split('@')[1]}`;

describe('a candidate changing the sign-in e-mail', () => {
  const names = { firstName: 'Somchai', lastName: 'Jaidee' };

  it('kills reset links sent to the old address, and what was written to it stays addressed to it', async () => {
    const candidate = await registerCandidate(app);
    await app.api.candidate.auth.forgotPassword({ body: { email: candidate.email } });

    const newEmail = uniqueEmail('moved');
    const changed = await app.as(candidate.token).candidate.profile.updateRegistration({
      body: { currentEmail: candidate.email, newEmail, currentPassword: STRONG_PASSWORD, ...names },
    });
    expect(changed.status).toBe(200);
    await app.deliverMail();

    const resetMail = app.mailbox.to(candidate.email).find((mail) => mail.subject === 'Reset your jobmatch password');
    const oldToken = linkIn(resetMail, `${TEST_BASE_URL}/reset-password`).searchParams.get('token') ?? '';
    const reset = await app.api.candidate.auth.resetPassword({
      body: { token: oldToken, password: 'An0ther-Secret!' },
    });
    expect(reset).toMatchObject({ status: 400, body: { error: { errorCode: 'INVALID_RESET_TOKEN' } } });
    expect(app.mailbox.to(newEmail)).toEqual([]);
    const login = await app.api.candidate.auth.login({ body: { email: newEmail, password: STRONG_PASSWORD } });
    expect(login.status).toBe(200);
  });

  it.each(['en', 'th'] as const)(
    'asks for the current password, but only to change the address (%s)',
    async (locale) => {
      const candidate = await registerCandidate(app);
      const api = app.as(candidate.token, locale).candidate.profile;
      const newEmail = uniqueEmail('moved');

      const without = await api.updateRegistration({ body: { currentEmail: candidate.email, newEmail, ...names } });
      expect(without).toMatchObject({ status: 400, body: { error: { errorCode: 'VALIDATION_ERROR' } } });
      expect(fieldMessages(without.body)).toEqual({ 'body.currentPassword': MESSAGES[locale].required });

      const wrong = await api.updateRegistration({
        body: { currentEmail: candidate.email, newEmail, currentPassword: 'not-my-password', ...names },
      });
      expect(wrong).toMatchObject({
        status: 400,
        body: { message: MESSAGES[locale].wrong, error: { errorCode: 'INVALID_CURRENT_PASSWORD' } },
      });
      expect(fieldMessages(wrong.body)).toEqual({ 'body.currentPassword': MESSAGES[locale].wrong });
      // Nothing changed, and nobody was told anything.
      const me = await app.as(candidate.token).candidate.auth.me();
      expect(me.body).toMatchObject({ result: { user: { email: candidate.email } } });
      await app.deliverMail();
      expect(app.mailbox.to(candidate.email)).toEqual([]);

      // New names under the same address: no password needed.
      const renamed = await api.updateRegistration({
        body: { currentEmail: candidate.email, newEmail: candidate.email, firstName: 'Nok', lastName: 'Kaew' },
      });
      expect(renamed.status).toBe(200);

      const moved = await api.updateRegistration({
        body: { currentEmail: candidate.email, newEmail, currentPassword: STRONG_PASSWORD, ...names },
      });
      expect(moved.status).toBe(200);
    },
  );

  it.each(['en', 'th'] as const)('tells the old address, in the account’s language (%s)', async (locale) => {
    const candidate = await registerCandidate(app);
    await app.db.updateTable('users').set({ locale }).where('id', '=', candidate.user.uid).execute();
    const newEmail = uniqueEmail('moved');
    const changed = await app.as(candidate.token).candidate.profile.updateRegistration({
      body: { currentEmail: candidate.email, newEmail, currentPassword: STRONG_PASSWORD, ...names },
    });
    expect(changed.status).toBe(200);
    await app.deliverMail();

    const [notice, ...more] = app.mailbox.to(candidate.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe(MESSAGES[locale].notice);
    // The new address is shown masked: the old mailbox may no longer be the person's.
    expect(notice?.text).toContain(masked(newEmail));
    expect(notice?.text).not.toContain(newEmail);
    if (locale === 'th') expect(notice?.text).toContain(String(new Date().getFullYear() + 543));
    expect(app.mailbox.to(newEmail)).toEqual([]);
  });
});

describe('a recruiter changing the sign-in e-mail', () => {
  it('needs the current password for a new address only, tells the old address and kills its reset links', async () => {
    const admin = await registerEmployer(app);
    const recruiter = await inviteRecruiter(app, admin.token);
    await app.api.company.auth.forgotPassword({ body: { email: recruiter.email } });
    const api = app.as(recruiter.token, 'th').company.profile;
    const newEmail = uniqueEmail('moved');

    const without = await api.update({ body: { email: newEmail } });
    expect(without.status).toBe(400);
    expect(fieldMessages(without.body)).toEqual({ 'body.currentPassword': MESSAGES.th.required });
    const wrong = await api.update({ body: { email: newEmail, currentPassword: 'not-my-password' } });
    expect(wrong).toMatchObject({ status: 400, body: { error: { errorCode: 'INVALID_CURRENT_PASSWORD' } } });
    expect(fieldMessages(wrong.body)).toEqual({ 'body.currentPassword': MESSAGES.th.wrong });

    // The same address, or no address at all, with other fields: no password needed.
    expect((await api.update({ body: { email: recruiter.email, position: 'Talent Partner' } })).status).toBe(200);
    expect((await api.update({ body: { firstName: 'Anan' } })).status).toBe(200);
    await app.deliverMail();
    expect(app.mailbox.to(recruiter.email).map((mail) => mail.subject)).not.toContain(MESSAGES.en.notice);

    const moved = await api.update({ body: { email: newEmail, currentPassword: STRONG_PASSWORD } });
    expect(moved).toMatchObject({ status: 200, body: { result: { profile: { email: newEmail } } } });
    await app.deliverMail();
    const notices = app.mailbox.to(recruiter.email).filter((mail) => mail.subject === MESSAGES.en.notice);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(masked(newEmail));
    expect(app.mailbox.to(newEmail)).toEqual([]);
    const login = await app.api.company.auth.login({ body: { email: newEmail, password: STRONG_PASSWORD } });
    expect(login.status).toBe(200);
    const resetMail = app.mailbox.to(recruiter.email).find((mail) => mail.subject === 'Reset your jobmatch password');
    const oldToken = linkIn(resetMail, `${TEST_BASE_URL}/reset-password`).searchParams.get('token') ?? '';
    const reset = await app.api.company.auth.resetPassword({ body: { token: oldToken, password: 'An0ther-Secret!' } });
    expect(reset).toMatchObject({ status: 400, body: { error: { errorCode: 'INVALID_RESET_TOKEN' } } });
  });
});
