import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { bodyFieldErrors, describeError, errorCodeOf } from '../src/api-errors.ts';
import en from '../src/i18n/en.json' with { type: 'json' };

const t = i18next.createInstance();
await t.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

/** A failed ts-rest call as the hooks report it: the response's status and body. */
const failed = (status: number, body: unknown) => ({ status, body, headers: new Headers() });
const envelope = (errorCode: string, message: string, details: { path: string; message: string }[] = []) => ({
  status: 'error',
  message,
  timestamp: '2026-01-01T00:00:00+07:00',
  statusCode: 400,
  metaData: null,
  error: { details: details.map((detail) => ({ ...detail, code: 'custom' })), path: '/api/x', errorCode },
});

describe('errors of API calls as people read them', () => {
  it('puts the server’s body field errors on their fields', () => {
    const error = failed(
      400,
      envelope('VALIDATION_ERROR', 'The request has invalid fields', [
        { path: 'body.email', message: 'Invalid email address' },
        { path: 'body.items.0.name', message: 'Name is required' },
        { path: 'query.page', message: 'Page must be 1 or more' },
      ]),
    );
    expect(bodyFieldErrors(error)).toEqual({ email: 'Invalid email address', 'items.0.name': 'Name is required' });
    expect(errorCodeOf(error)).toBe('VALIDATION_ERROR');
  });

  it('says what the server said (already in the UI language) when there is an envelope', () => {
    const error = failed(409, envelope('EMAIL_ALREADY_REGISTERED', 'อีเมลนี้ถูกลงทะเบียนแล้ว'));
    expect(describeError(error, t.t)).toBe('อีเมลนี้ถูกลงทะเบียนแล้ว');
  });

  it('words it itself without one: no connection, a proxy’s page, a bare status', () => {
    expect(describeError(new TypeError('Failed to fetch'), t.t)).toBe(en.errors.network);
    expect(describeError(failed(502, '<html>Bad gateway</html>'), t.t)).toBe(
      'The server answered with an error (HTTP 502). Please try again.',
    );
    expect(describeError(failed(429, {}), t.t)).toBe(en.errors.rateLimited);
    expect(describeError(failed(404, null), t.t)).toBe(en.errors.notFound);
    expect(bodyFieldErrors(failed(502, 'oops'))).toEqual({});
  });
});
