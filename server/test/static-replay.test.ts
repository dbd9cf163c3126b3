import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { PROVINCE } from './support/reference.ts';
import { startLoggingTestApp } from './support/test-app.ts';

/**
 * The reference answers are replayed (http/static-response.ts `staticReplay`) once the app
 * has sent them: a replayed answer must be the app's answer, header for header and byte for byte.
 */
const { app, lines, close } = await startLoggingTestApp<{
  msg?: string;
  replayed?: boolean;
  req?: { url?: string };
  res?: { statusCode?: number };
}>('info');

afterAll(close);

/** Everything a client sees of an answer but what differs per request. */
async function seen(path: string, headers: Record<string, string> = {}) {
  const response = await app.fetch(path, { headers });
  const kept = [...response.headers].filter(
    ([name]) => !['x-request-id', 'date', 'keep-alive', 'connection'].includes(name),
  );
  return {
    status: response.status,
    headers: Object.fromEntries(kept),
    body: await response.text(),
    id: response.headers.get('x-request-id'),
  };
}

const replayedLines = (path: string) => lines.filter((line) => line.replayed && line.req?.url === path);

describe('replayed reference answers', () => {
  it.each([
    ['/api/shared/locations/provinces', 'en'],
    ['/api/shared/locations/provinces?region=NORTH', 'th'],
    [`/api/shared/locations/districts?provinceId=${PROVINCE.chiangMai}`, 'th'],
    ['/api/shared/industries', 'en'],
    // Express finds a route without regard to case, and so does the replay.
    ['/API/Shared/languages', 'en'],
  ])('%s (%s): the second answer is the first, replayed, with its own request id', async (path, locale) => {
    const headers = { 'accept-language': locale };
    const first = await seen(path, headers);
    expect(first.status).toBe(200);
    expect(replayedLines(path)).toHaveLength(0);
    const again = await seen(path, headers);
    expect(replayedLines(path)).toHaveLength(1);
    expect({ ...again, id: undefined }).toEqual({ ...first, id: undefined });
    expect(again.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.id).not.toBe(first.id);
    expect(again.headers['content-language']).toBe(locale);
    expect(again.headers['content-security-policy']).toBeTruthy();
  });

  it('answers 304 to its ETag exactly as the app does, and the other language as the app does', async () => {
    const path = `/api/shared/locations/provinces?region=SOUTH&probe=${randomUUID()}`;
    const appNotModified = await seen(path, { 'if-none-match': '*' });
    expect(appNotModified.status).toBe(304);
    const full = await seen(path);
    expect(full.status).toBe(200);
    const etag = full.headers.etag ?? '';
    const replayedNotModified = await seen(path, { 'if-none-match': `W/${etag}` });
    expect(replayedLines(path).map((line) => line.res?.statusCode)).toEqual([304]);
    expect(replayedNotModified).toEqual({ ...appNotModified, id: replayedNotModified.id });

    // Thai is another answer: recorded from the app first, then replayed.
    const thai = await seen(path, { 'accept-language': 'th' });
    expect(replayedLines(path)).toHaveLength(1);
    expect(thai.headers['content-language']).toBe('th');
    expect(thai.body).toBe(full.body);
  });

  it('never replays what is not a static answer: errors, other routes, other methods', async () => {
    const bad = '/api/shared/locations/provinces?region=ATLANTIS';
    for (let i = 0; i < 2; i++) expect((await seen(bad)).status).toBe(400);
    const jobs = '/api/candidate/jobs';
    for (let i = 0; i < 2; i++) expect((await seen(jobs)).status).toBe(200);
    expect([...replayedLines(bad), ...replayedLines(jobs)]).toHaveLength(0);
  });
});
