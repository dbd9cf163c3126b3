import { afterAll, describe, expect, it } from 'vitest';
import { startLoggingTestApp } from './support/test-app.ts';

/** Each request's log line says which request it was and how it ended, and nothing more of it. */
const { app, lines, close } = await startLoggingTestApp<Record<string, unknown>>('info');

afterAll(close);

describe('the request log', () => {
  it.each([
    ['/api/candidate/jobs?keyword=วิศวกร&page=1', 200],
    ['/api/candidate/jobs?page=0', 400],
  ])('logs %s with its id, method, URL and status only', async (path, status) => {
    const id = `probe-${status}`;
    const response = await app.fetch(path, { headers: { 'x-request-id': id } });
    expect(response.status).toBe(status);
    // The line is written once the answer is sent, so it is there when the whole answer has come.
    await response.text();
    expect(response.headers.get('x-request-id')).toBe(id);
    const line = lines.find((logged) => (logged.req as { id?: string } | undefined)?.id === id);
    expect(line?.msg).toBe('request completed');
    expect(line?.level).toBe(status < 400 ? 30 : 40);
    const sent = new URL(path, app.baseUrl);
    expect(line?.req).toEqual({ id, method: 'GET', url: sent.pathname + sent.search });
    expect(line?.res).toEqual({ statusCode: status });
  });
});
