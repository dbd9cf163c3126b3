import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

type Header = readonly [name: string, value: string | number | readonly string[]];

/**
 * The headers helmet sets with its defaults. They are the same for every request, so helmet runs
 * once, on a response that only records them, and each request gets the list: helmet's dozen
 * middleware functions per request were a twentieth of a posting's page.
 */
function helmetHeaders(): readonly Header[] {
  const headers = new Map<string, Header>();
  const recorder = {
    setHeader: (name: string, value: Header[1]) => headers.set(name.toLowerCase(), [name, value]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  let called = false;
  helmet()({} as Parameters<ReturnType<typeof helmet>>[0], recorder, (error?: unknown) => {
    if (error) throw error;
    called = true;
  });
  // Helmet answers synchronously; if a version ever did not, no header would be sent silently.
  if (!called) throw new Error('helmet did not set its headers synchronously');
  return [...headers.values()];
}

export function securityHeaders(): RequestHandler {
  const headers = helmetHeaders();
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
