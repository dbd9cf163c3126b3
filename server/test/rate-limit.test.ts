import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

const database = await createTestDatabase();
const app = await startTestApp(database, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('rate limits on sign-in, sign-up and recovery', () => {
  it('answers the 4th login attempt within the window with 429 RATE_LIMITED and Retry-After', async () => {
    const attempt = () =>
      app.fetch('/api/candidate/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'th' },
        body: JSON.stringify({ email: 'guess@example.test', password: 'guess-1234' }),
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      status: 'error',
      message: 'มีการลองหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
      error: { errorCode: 'RATE_LIMITED' },
    });
  });

  it('counts each route on its own: forgot-password still answers', async () => {
    const response = await app.fetch('/api/candidate/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.test' }),
    });
    expect(response.status).toBe(200);
  });
});
