import { describe, expect, it } from 'vitest';
import { errorCodeOf, fieldMessages } from './support/errors.ts';
import { registerCandidate, STRONG_PASSWORD, uniqueEmail } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

describe('candidate sign-up and sign-in', () => {
  it('register → me → logout → me answers 401', async () => {
    const email = uniqueEmail('somchai');
    const registered = await app.api.candidate.auth.register({
      body: { email: `  ${email.toUpperCase()} `, firstName: 'Somchai', lastName: 'Jaidee', password: STRONG_PASSWORD },
    });
    expect(registered.status).toBe(201);
    if (registered.status !== 201) return;
    const session = registered.body.result;
    expect(session).toMatchObject({ tokenType: 'Bearer', user: { email, roles: ['CANDIDATE'] } });
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now() + 60 * 60 * 1000);

    const me = await app.as(session.accessToken).candidate.auth.me();
    expect(me.status).toBe(200);
    if (me.status === 200) expect(me.body.result.user).toEqual(session.user);

    expect((await app.as(session.accessToken).candidate.auth.logout()).status).toBe(200);
    const after = await app.as(session.accessToken).candidate.auth.me();
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ error: { errorCode: 'UNAUTHENTICATED' } });
  });

  it('logs in with the e-mail in any case, and refuses a wrong password without telling which part was wrong', async () => {
    const { email } = await registerCandidate(app);
    const login = await app.api.candidate.auth.login({
      body: { email: email.toUpperCase(), password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(200);

    const wrongPassword = await app.api.candidate.auth.login({ body: { email, password: 'Wrong-password-1' } });
    const unknownEmail = await app.apiTh.candidate.auth.login({
      body: { email: uniqueEmail(), password: 'Wrong-password-1' },
    });
    expect(wrongPassword).toMatchObject({ status: 401, body: { message: 'Incorrect email or password' } });
    expect(unknownEmail).toMatchObject({ status: 401, body: { message: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' } });
    expect(wrongPassword.body).toMatchObject({ error: { errorCode: 'INVALID_CREDENTIALS' } });
  });

  it('answers 409 EMAIL_ALREADY_REGISTERED for an address already in use, whatever its case', async () => {
    const { email } = await registerCandidate(app);
    const again = await app.api.candidate.auth.register({
      body: { email: email.toUpperCase(), firstName: 'A', lastName: 'B', password: STRONG_PASSWORD },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This email address is already registered', error: { errorCode: 'EMAIL_ALREADY_REGISTERED' } },
    });
  });

  it('answers 422 PASSWORD_TOO_COMMON for a password on the common list', async () => {
    const response = await app.apiTh.candidate.auth.register({
      body: { email: uniqueEmail(), firstName: 'A', lastName: 'B', password: 'password123' },
    });
    expect(response).toMatchObject({
      status: 422,
      body: {
        error: { errorCode: 'PASSWORD_TOO_COMMON' },
        message: 'รหัสผ่านนี้ถูกใช้บ่อยเกินไป กรุณาเลือกรหัสผ่านที่คาดเดาได้ยากกว่านี้',
      },
    });
  });

  it.each([
    [
      'en',
      'First name is required',
      'Last name is required',
      'Password must be at least 6 characters long',
      'Invalid email address',
    ],
    ['th', 'กรุณากรอกชื่อ', 'กรุณากรอกนามสกุล', 'รหัสผ่านต้องมีความยาวอย่างน้อย 6 ตัวอักษร', 'รูปแบบอีเมลไม่ถูกต้อง'],
  ])('answers 400 with docs/domain.md messages (%s)', async (locale, firstName, lastName, password, email) => {
    const response = await app.fetch('/api/candidate/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify({ email: 'not-an-email', firstName: '  ', password: '12345' }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(errorCodeOf(body)).toBe('VALIDATION_ERROR');
    expect(fieldMessages(body)).toEqual({
      'body.email': email,
      'body.firstName': firstName,
      'body.lastName': lastName,
      'body.password': password,
    });
  });

  it('answers "Authorization header is required" in Thai too', async () => {
    const response = await app.fetch('/api/candidate/auth/me', { headers: { 'accept-language': 'th' } });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('ต้องระบุส่วนหัว Authorization');
  });

  it('keeps candidates and employers apart: a candidate cannot sign in as an employer', async () => {
    const { email } = await registerCandidate(app);
    const asEmployer = await app.api.company.auth.login({ body: { email, password: STRONG_PASSWORD } });
    expect(asEmployer.status).toBe(401);
  });
});
