import { describe, expect, it } from 'vitest';
import { registerCandidate, registerEmployer, STRONG_PASSWORD, uniqueEmail } from './support/factories.ts';
import { linkIn } from './support/mail-catcher.ts';
import { TEST_BASE_URL, useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const NEW_PASSWORD = 'Another-Str0ng-one';

async function resetLinkFor(email: string) {
  await app.deliverMail();
  const mails = app.mailbox.to(email);
  expect(mails).toHaveLength(1);
  return { mail: mails[0], token: linkIn(mails[0], `${TEST_BASE_URL}/reset-password`).searchParams.get('token') ?? '' };
}

describe('password recovery', () => {
  it('forgot → e-mail over SMTP → reset → login with the new password; every old session is signed out', async () => {
    const candidate = await registerCandidate(app);
    const forgot = await app.api.candidate.auth.forgotPassword({ body: { email: candidate.email } });
    expect(forgot).toMatchObject({ status: 200, body: { result: { accepted: true } } });

    const { mail, token } = await resetLinkFor(candidate.email);
    expect(mail?.subject).toBe('Reset your jobmatch password');
    expect(token.length).toBeGreaterThan(30);

    const reset = await app.api.candidate.auth.resetPassword({ body: { token, password: NEW_PASSWORD } });
    expect(reset.status).toBe(200);

    expect((await app.as(candidate.token).candidate.auth.me()).status).toBe(401);
    const oldLogin = await app.api.candidate.auth.login({
      body: { email: candidate.email, password: STRONG_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await app.api.candidate.auth.login({ body: { email: candidate.email, password: NEW_PASSWORD } });
    expect(newLogin.status).toBe(200);

    const reused = await app.api.candidate.auth.resetPassword({ body: { token, password: 'Yet-another-0ne' } });
    expect(reused).toMatchObject({ status: 400, body: { error: { errorCode: 'INVALID_RESET_TOKEN' } } });
  });

  it('answers 200 for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await app.api.candidate.auth.forgotPassword({ body: { email } });
    expect(response.status).toBe(200);
    await app.deliverMail();
    expect(app.mailbox.to(email)).toEqual([]);
  });

  it('writes to a Thai-speaking user in Thai, with a Buddhist-era date', async () => {
    const email = uniqueEmail('malee');
    const registered = await app.apiTh.candidate.auth.register({
      body: { email, firstName: 'มาลี', lastName: 'ศรีสุข', password: STRONG_PASSWORD },
    });
    expect(registered.status).toBe(201);
    await app.api.candidate.auth.forgotPassword({ body: { email } });
    const { mail } = await resetLinkFor(email);
    expect(mail?.subject).toBe('ตั้งรหัสผ่าน jobmatch ใหม่');
    expect(mail?.text).toContain(String(new Date().getFullYear() + 543));
  });

  it('refuses an expired token, a candidate token on the employer route, and a common new password', async () => {
    const candidate = await registerCandidate(app);
    await app.api.candidate.auth.forgotPassword({ body: { email: candidate.email } });
    const { token } = await resetLinkFor(candidate.email);

    const common = await app.api.candidate.auth.resetPassword({ body: { token, password: 'qwerty123' } });
    expect(common).toMatchObject({ status: 422, body: { error: { errorCode: 'PASSWORD_TOO_COMMON' } } });
    const wrongAudience = await app.api.company.auth.resetPassword({ body: { token, password: NEW_PASSWORD } });
    expect(wrongAudience.status).toBe(400);

    await app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', candidate.user.uid)
      .execute();
    const expired = await app.api.candidate.auth.resetPassword({ body: { token, password: NEW_PASSWORD } });
    expect(expired).toMatchObject({ status: 400, body: { error: { errorCode: 'INVALID_RESET_TOKEN' } } });
  });

  it('works for employers too', async () => {
    const employer = await registerEmployer(app);
    await app.api.company.auth.forgotPassword({ body: { email: employer.email } });
    const { token } = await resetLinkFor(employer.email);
    expect((await app.api.company.auth.resetPassword({ body: { token, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await app.api.company.auth.login({ body: { email: employer.email, password: NEW_PASSWORD } })).status).toBe(
      200,
    );
  });
});
