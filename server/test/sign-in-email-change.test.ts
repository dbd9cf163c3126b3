import { describe, expect, it } from 'vitest';
import { registerCandidate, STRONG_PASSWORD, uniqueEmail } from './support/factories.ts';
import { linkIn } from './support/mail-catcher.ts';
import { TEST_BASE_URL, useTestApp } from './support/test-app.ts';

const app = await useTestApp();

describe('a candidate changing the sign-in e-mail', () => {
  const names = { firstName: 'Somchai', lastName: 'Jaidee' };

  it('kills reset links sent to the old address, and what was written to it stays addressed to it', async () => {
    const candidate = await registerCandidate(app);
    await app.api.candidate.auth.forgotPassword({ body: { email: candidate.email } });

    const newEmail = uniqueEmail('moved');
    const changed = await app.as(candidate.token).candidate.profile.updateRegistration({
      body: { currentEmail: candidate.email, newEmail, ...names },
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
});
