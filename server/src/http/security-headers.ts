import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

type Header = readonly [name: string, value: string | number | readonly string[]];

/**
 * What helmet does to a response with its defaults: headers set, and headers removed
 * (X-Powered-By). It is the same for every request, so helmet runs once, on a response that only
 * records it, and each request gets the record: helmet's dozen middleware functions per request
 * were a twentieth of a posting's page.
 */
function helmetRecord() {
  const set = new Map<string, Header>();
  const removed = new Set<string>();
  const recorder = {
    setHeader: (name: string, value: Header[1]) => {
      set.set(name.toLowerCase(), [name, value]);
      removed.delete(name.toLowerCase());
    },
    removeHeader: (name: string) => {
      set.delete(name.toLowerCase());
      removed.add(name.toLowerCase());
    },
  } as unknown as ServerResponse;
  let called = false;
  helmet()({} as Parameters<ReturnType<typeof helmet>>[0], recorder, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  // Helmet answers synchronously; if a version ever did not, no header would be sent silently.
  if (!called) throw new Error('helmet did not set its headers synchronously');
  return { set: [...set.values()], removed: [...removed] };
}

export function securityHeaders(): RequestHandler {
  const { set, removed } = helmetRecord();
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/**
 * The API's answers are for their caller alone, and no cache may keep them (OWASP's REST Security
 * Cheat Sheet): many carry personal data (a profile, an offer, a hired candidate's contact
 * details), which a shared cache, or the browser's disk on a shared computer, would otherwise keep
 * past a sign-out. The reference data, the same for everyone, says otherwise for itself
 * (static-response.ts: its ETag and `public, max-age`).
 */
export const notStored: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
