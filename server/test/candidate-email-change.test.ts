import { describe, expect, it } from 'vitest';
import { registerCandidate, STRONG_PASSWORD, uniqueEmail } from './support/factories.ts';
import { linkIn } from './support/mail-catcher.ts';
import { TEST_BASE_URL, useTestApp } from './support/test-app.ts';

const app = await useTestApp();

describe('changing the sign-in e-mail', () => {
  it('kills reset links sent to the old address and keeps no mail addressed to it', async () => {
    const candidate = await registerCandidate(app);
    await app.api.candidate.auth.forgotPassword({ body: { email: candidate.email } });
    await app.deliverMail();
    const link = linkIn(app.mailbox.to(candidate.email)[0], `${TEST_BASE_URL}/reset-password`);
    const oldToken = link.searchParams.get('token') ?? '';

    const newEmail = uniqueEmail('moved');
    const changed = await app.as(candidate.token).candidate.profile.updateRegistration({
      body: { currentEmail: candidate.email, newEmail, firstName: 'Somchai', lastName: 'Jaidee' },
    });
    expect(changed.status).toBe(200);

    const reset = await app.api.candidate.auth.resetPassword({
      body: { token: oldToken, password: 'An0ther-Secret!' },
    });
    expect(reset).toMatchObject({ status: 400, body: { error: { errorCode: 'INVALID_RESET_TOKEN' } } });
    const toOldAddress = await app.db
      .selectFrom('outbox_emails')
      .select('id')
      .where('to_address', '=', candidate.email)
      .execute();
    expect(toOldAddress).toEqual([]);
    const login = await app.api.candidate.auth.login({ body: { email: newEmail, password: STRONG_PASSWORD } });
    expect(login.status).toBe(200);
  });
});
