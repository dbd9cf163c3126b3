import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

describe('the error envelope', () => {
  it('answers an unknown API route with 404 ROUTE_NOT_FOUND, in English and Thai', async () => {
    const response = await app.fetch('/api/shared/planets');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      status: 'error',
      statusCode: 404,
      message: 'No API route matches GET /api/shared/planets',
      error: { errorCode: 'ROUTE_NOT_FOUND', path: '/api/shared/planets', details: [] },
    });

    const thai = await app.fetch('/api/nothing-here', { method: 'DELETE', headers: { 'accept-language': 'th' } });
    expect(thai.status).toBe(404);
    expect((await thai.json()).message).toBe('ไม่พบเส้นทาง API DELETE /api/nothing-here');
  });

  it('answers 404 in the envelope for an unknown path outside the API too', async () => {
    const response = await app.fetch('/no/such/page', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(404);
    expect((await response.json()).error.errorCode).toBe('ROUTE_NOT_FOUND');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await app.fetch('/api/shared/industries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'th' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: 'error',
      message: 'เนื้อหาของคำขอไม่ใช่ JSON ที่ถูกต้อง',
      error: { errorCode: 'MALFORMED_JSON' },
    });
  });

  it('answers a body that is not JSON with 415 and an oversized one with 413', async () => {
    const form = await app.fetch('/api/shared/industries', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error.errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await app.fetch('/api/shared/industries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('echoes a sane X-Request-Id and replaces a hostile one', async () => {
    const echoed = await app.fetch('/healthz', { headers: { 'x-request-id': 'trace-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('trace-123');
    const replaced = await app.fetch('/healthz', { headers: { 'x-request-id': '<script>alert(1)</script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz when the database is reachable', async () => {
    expect(await (await app.fetch('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await app.fetch('/readyz')).json()).toEqual({ status: 'ok' });
  });
});
