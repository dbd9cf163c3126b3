import { describe, expect, it } from 'vitest';
import { validationMessages } from './support/errors.ts';
import { registerEmployer } from './support/factories.ts';
import { INDUSTRY, OCCUPATION } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

describe('text PostgreSQL cannot store', () => {
  // JSON may escape half of a surrogate pair ("\ud800"); no UTF-8 can hold it. A jsonb column
  // refused it with a 500, and a text column silently stored U+FFFD instead.
  it('refuses a lone surrogate in any string of a body, naming each field, in English and Thai', async () => {
    const admin = await registerEmployer(app);
    const body = JSON.stringify({
      title: 'Engineer \ud800',
      description: 'Build things',
      employmentStatus: 'FULL_TIME',
      industryId: INDUSTRY.computerProgramming,
      occupationId: OCCUPATION.softwareDevelopers,
      testimonials: [{ quote: 'Great team \udc00' }],
    });
    expect(body).toContain('\\ud800');
    for (const [locale, text] of [
      ['en', 'Contains a character that is not allowed'],
      ['th', 'มีอักขระที่ไม่อนุญาต'],
    ] as const) {
      const response = await app.fetch('/api/company/recruitment', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${admin.token}`,
          'accept-language': locale,
        },
        body,
      });
      expect(validationMessages({ status: response.status, body: await response.json() })).toEqual({
        'body.title': text,
        'body.testimonials.0.quote': text,
      });
    }
  });

  it('still stores a well-formed surrogate pair (an emoji) as it was sent', async () => {
    const admin = await registerEmployer(app);
    const response = await app.as(admin.token).company.profile.update({ body: { profile: 'Hello 👩‍💻 \ud83d\ude00' } });
    expect(response.status).toBe(200);
    expect(response.status === 200 && response.body.result.profile.profile).toBe('Hello 👩‍💻 😀');
  });
});
