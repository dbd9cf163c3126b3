import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuiltInProvider } from '../src/modules/identity/identity-provider.ts';

/**
 * The built-in provider accepts a token it has verified before on its expiry alone
 * (identity-provider.ts): what it remembers must never outlive the token or widen its audience.
 */
describe('built-in token verification', () => {
  const provider = createBuiltInProvider(randomBytes(32).toString('hex'));
  const session = { sessionId: randomUUID(), userId: randomUUID() };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a token again until its expiry, and not from that second on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const token = await provider.issue({
      ...session,
      audience: 'employer',
      expiresAt: new Date('2026-11-26T10:01:00Z'),
    });

    expect(await provider.verify(token, ['employer'])).toEqual({ kind: 'session', ...session });
    vi.setSystemTime(new Date('2026-11-26T10:00:59.999Z'));
    expect(await provider.verify(token, ['employer'])).toEqual({ kind: 'session', ...session });
    vi.setSystemTime(new Date('2026-11-26T10:01:00Z'));
    expect(await provider.verify(token, ['employer'])).toBeNull();
  });

  it('does not accept a verified token for another audience', async () => {
    const token = await provider.issue({ ...session, audience: 'employer', expiresAt: new Date(Date.now() + 60_000) });

    expect(await provider.verify(token, ['employer'])).not.toBeNull();
    expect(await provider.verify(token, ['candidate'])).toBeNull();
    expect(await provider.verify(token, ['candidate', 'employer'])).not.toBeNull();
  });

  it('refuses a changed signature after the genuine token was verified', async () => {
    const token = await provider.issue({ ...session, audience: 'candidate', expiresAt: new Date(Date.now() + 60_000) });
    expect(await provider.verify(token, ['candidate'])).not.toBeNull();

    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const forged = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    expect(await provider.verify(forged, ['candidate'])).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    const stranger = createBuiltInProvider(randomBytes(32).toString('hex'));
    const token = await stranger.issue({ ...session, audience: 'candidate', expiresAt: new Date(Date.now() + 60_000) });
    expect(await stranger.verify(token, ['candidate'])).not.toBeNull();
    expect(await provider.verify(token, ['candidate'])).toBeNull();
  });
});
