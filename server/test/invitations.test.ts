import { describe, expect, it } from 'vitest';
import { fieldMessages } from './support/errors.ts';
import { inviteRecruiter, registerEmployer, STRONG_PASSWORD, uniqueEmail } from './support/factories.ts';
import { linkIn } from './support/mail-catcher.ts';
import { TEST_BASE_URL, useTestApp } from './support/test-app.ts';

const app = await useTestApp();

async function invite(adminToken: string, email = uniqueEmail('recruiter'), locale: 'en' | 'th' = 'en') {
  const response = await app.as(adminToken, locale).company.invitations.create({ body: { email } });
  expect(response.status).toBe(201);
  await app.deliverMail();
  const mail = app.mailbox.to(email).at(-1);
  return { email, mail, token: linkIn(mail, `${TEST_BASE_URL}/invitations/accept`).searchParams.get('token') ?? '' };
}

const acceptBody = (email: string, token: string) => ({
  email,
  name: 'Anan Chaiyo',
  password: STRONG_PASSWORD,
  phoneNumber: '0891234567',
  token,
});

describe('recruiter invitations', () => {
  it('invite → e-mail → verify → accept creates a signed-in RECRUITER of the company', async () => {
    const admin = await registerEmployer(app);
    const { email, mail, token } = await invite(admin.token);
    expect(mail?.subject).toBe(`${admin.companyName} invites you to recruit on jobmatch`);
    expect(mail?.text).toContain('Malee Srisuk invited you');

    const verify = await app.api.company.invitations.verify({ query: { token } });
    expect(verify.status).toBe(200);
    if (verify.status === 200) {
      expect(verify.body.result).toMatchObject({
        valid: true,
        companyId: admin.user.companyId,
        companyName: admin.companyName,
        email,
      });
      const days = (Date.parse(verify.body.result.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
    }

    const accepted = await app.api.company.invitations.accept({ body: acceptBody(email, token) });
    expect(accepted.status).toBe(201);
    if (accepted.status !== 201) return;
    expect(accepted.body.result.user).toMatchObject({ companyId: admin.user.companyId, email, roles: ['RECRUITER'] });
    const me = await app.as(accepted.body.result.accessToken).company.auth.me();
    expect(me.status).toBe(200);
    const login = await app.api.company.auth.login({ body: { email, password: STRONG_PASSWORD } });
    expect(login.status).toBe(200);
  });

  it('answers 404 for an unknown token, 409 once used and 410 when expired or replaced', async () => {
    const admin = await registerEmployer(app);
    const unknown = await app.api.company.invitations.verify({ query: { token: 'no-such-token' } });
    expect(unknown).toMatchObject({ status: 404, body: { error: { errorCode: 'INVITATION_NOT_FOUND' } } });

    const used = await invite(admin.token);
    expect((await app.api.company.invitations.accept({ body: acceptBody(used.email, used.token) })).status).toBe(201);
    const verifyUsed = await app.apiTh.company.invitations.verify({ query: { token: used.token } });
    expect(verifyUsed).toMatchObject({ status: 409, body: { message: 'คำเชิญนี้ถูกใช้ไปแล้ว' } });
    const acceptAgain = await app.api.company.invitations.accept({ body: acceptBody(used.email, used.token) });
    expect(acceptAgain).toMatchObject({ status: 409, body: { error: { errorCode: 'INVITATION_ALREADY_USED' } } });

    const expired = await invite(admin.token);
    await app.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', expired.email)
      .execute();
    const verifyExpired = await app.api.company.invitations.verify({ query: { token: expired.token } });
    expect(verifyExpired).toMatchObject({ status: 410, body: { error: { errorCode: 'INVITATION_EXPIRED' } } });
    const acceptExpired = await app.api.company.invitations.accept({ body: acceptBody(expired.email, expired.token) });
    expect(acceptExpired.status).toBe(410);

    const first = await invite(admin.token);
    await invite(admin.token, first.email);
    expect((await app.api.company.invitations.verify({ query: { token: first.token } })).status).toBe(410);
  });

  it('refuses an invitation from a RECRUITER with 403, and one to a registered address with 409', async () => {
    const admin = await registerEmployer(app);
    const recruiter = await inviteRecruiter(app, admin.token);
    const byRecruiter = await app.as(recruiter.token).company.invitations.create({ body: { email: uniqueEmail() } });
    expect(byRecruiter).toMatchObject({ status: 403, body: { error: { errorCode: 'FORBIDDEN' } } });

    const toRegistered = await app.as(admin.token).company.invitations.create({ body: { email: recruiter.email } });
    expect(toRegistered).toMatchObject({ status: 409, body: { error: { errorCode: 'EMAIL_ALREADY_REGISTERED' } } });
  });

  it('checks the accept form: same e-mail as invited, password of 8+, name and phone, in Thai too', async () => {
    const admin = await registerEmployer(app);
    const { email, token } = await invite(admin.token);
    const otherEmail = await app.api.company.invitations.accept({ body: acceptBody(uniqueEmail(), token) });
    expect(otherEmail).toMatchObject({ status: 400, body: { error: { errorCode: 'INVITATION_EMAIL_MISMATCH' } } });

    const response = await app.fetch('/api/company/organization/invitations/accept', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'th' },
      body: JSON.stringify({ email, name: '', password: 'seven77', phoneNumber: '', token }),
    });
    expect(response.status).toBe(400);
    expect(fieldMessages(await response.json())).toEqual({
      'body.name': 'กรุณากรอกชื่อ',
      'body.password': 'รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร',
      'body.phoneNumber': 'กรุณากรอกหมายเลขโทรศัพท์',
    });
  });

  it('writes the invitation in the language of the inviter, with a Buddhist-era date in Thai', async () => {
    const admin = await registerEmployer(app);
    const { mail } = await invite(admin.token, uniqueEmail(), 'th');
    expect(mail?.subject).toBe(`${admin.companyName} เชิญคุณร่วมสรรหาบุคลากรบน jobmatch`);
    expect(mail?.text).toContain(String(new Date(Date.now() + 7 * 86_400_000).getFullYear() + 543));
  });

  it('keeps an INACTIVE recruiter out: no sign-in, and the open session stops working', async () => {
    const admin = await registerEmployer(app);
    const recruiter = await inviteRecruiter(app, admin.token);
    await app.db
      .updateTable('recruiters')
      .set({ status: 'INACTIVE' })
      .where('id', '=', recruiter.user.recruiterId)
      .execute();

    const login = await app.api.company.auth.login({ body: { email: recruiter.email, password: STRONG_PASSWORD } });
    expect(login).toMatchObject({ status: 403, body: { error: { errorCode: 'ACCOUNT_INACTIVE' } } });
    const me = await app.as(recruiter.token).company.auth.me();
    expect(me).toMatchObject({ status: 403, body: { error: { errorCode: 'ACCOUNT_INACTIVE' } } });
  });
});
