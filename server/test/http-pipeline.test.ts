import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import helmet from 'helmet';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { inSeries } from '../src/http/compose.ts';
import { requestLogger } from '../src/http/request-logger.ts';
import { securityHeaders } from '../src/http/security-headers.ts';

/** Serves `app` on a free port until the file's tests end; answers the URL of `path`. */
async function serve(app: express.Express) {
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
}

describe('inSeries', async () => {
  const seen: string[] = [];
  const mark =
    (name: string): RequestHandler =>
    (_req, _res, next) => {
      seen.push(name);
      next();
    };
  const app = express();
  app.get('/ok', inSeries(mark('a'), mark('b'), mark('c')), (_req, res) => {
    res.send(seen.join(','));
  });
  // At the app's level, as the app uses it: there next('route') goes on to the next middleware.
  app.use(
    '/skip-route',
    inSeries(mark('a'), (_req, _res, next) => next('route'), mark('b')),
  );
  app.get('/skip-route', (_req, res) => {
    res.send(seen.join(','));
  });
  app.get(
    '/passed-on',
    inSeries(mark('a'), (_req, _res, next) => next(new Error('passed on')), mark('never')),
  );
  app.get(
    '/thrown',
    inSeries(
      mark('a'),
      () => {
        throw new Error('thrown');
      },
      mark('never'),
    ),
  );
  app.get(
    '/rejected',
    inSeries(
      mark('a'),
      async () => {
        throw new Error('rejected');
      },
      mark('never'),
    ),
  );
  const failed: ErrorRequestHandler = (error, _req, res, _next) => {
    res.status(500).send(`${seen.join(',')} ${(error as Error).message}`);
  };
  app.use(failed);
  const url = await serve(app);
  const text = async (path: string) => {
    seen.length = 0;
    const response = await fetch(url(path));
    return `${response.status} ${await response.text()}`;
  };

  it('runs the handlers in order, then what follows', async () => {
    expect(await text('/ok')).toBe('200 a,b,c');
  });

  it("goes on to the next handler on next('route'), as Express does between the app's middleware", async () => {
    expect(await text('/skip-route')).toBe('200 a,b');
  });

  it.each([
    ['/passed-on', '500 a passed on'],
    ['/thrown', '500 a thrown'],
    ['/rejected', '500 a rejected'],
  ])('skips the rest after an error (%s), as Express does', async (path, expected) => {
    expect(await text(path)).toBe(expected);
  });
});

describe('securityHeaders', async () => {
  const answer: RequestHandler = (_req, res) => {
    res.send('ok');
  };
  const ours = express().use(securityHeaders()).get('/', answer);
  const helmets = express().use(helmet()).get('/', answer);
  const [oursUrl, helmetsUrl] = [await serve(ours), await serve(helmets)];
  const securityHeadersOf = async (url: string) => {
    const { headers } = await fetch(url);
    const skipped = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'etag']);
    return Object.fromEntries([...headers].filter(([name]) => !skipped.has(name)));
  };

  it('sends what helmet sends on every request, and no X-Powered-By', async () => {
    const expected = await securityHeadersOf(helmetsUrl('/'));
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(await securityHeadersOf(oursUrl('/'))).toEqual(expected);
    expect(await securityHeadersOf(oursUrl('/'))).toEqual(expected);
    // Express adds X-Powered-By to every response before any middleware; helmet removes it.
    expect((await fetch(oursUrl('/'))).headers.get('x-powered-by')).toBeNull();
  });
});

describe('requestLogger', () => {
  /** A request through the logger: the lines written, and the response to end or close. */
  function logged(level: 'info' | 'silent') {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const req = Object.assign(new EventEmitter(), {
      method: 'GET',
      originalUrl: '/api/candidate/jobs?page=2',
      headers: { 'x-request-id': 'probe-1' },
    }) as unknown as IncomingMessage & express.Request;
    const headers = new Map<string, unknown>();
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      writableEnded: false,
      setHeader: (name: string, value: unknown) => headers.set(name, value),
    }) as unknown as ServerResponse & express.Response;
    let nexts = 0;
    requestLogger(logger)(req, res, () => nexts++);
    return { lines, req, res, headers, nexts };
  }

  it('logs a finished request once, with its id, method, URL and status', () => {
    const { lines, req, res, headers, nexts } = logged('info');
    expect(nexts).toBe(1);
    expect(req.id).toBe('probe-1');
    expect(headers.get('X-Request-Id')).toBe('probe-1');
    Object.assign(res, { statusCode: 404, writableEnded: true });
    res.emit('finish');
    res.emit('close');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'request completed',
      req: { id: 'probe-1', method: 'GET', url: '/api/candidate/jobs?page=2' },
      res: { statusCode: 404 },
    });
  });

  it('logs a connection closed before the answer was sent as aborted, at its status level', () => {
    const { lines, res } = logged('info');
    res.emit('close');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request aborted', req: { id: 'probe-1' } });
  });

  it('logs a 5xx answer as an error', () => {
    const { lines, res } = logged('info');
    Object.assign(res, { statusCode: 503, writableEnded: true });
    res.emit('finish');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 503 } });
  });

  it('gives the request a logger whose lines say which request they belong to', () => {
    const { lines, req } = logged('info');
    req.log.warn({ detail: 1 }, 'something happened');
    expect(lines[0]).toMatchObject({ msg: 'something happened', detail: 1, req: { id: 'probe-1', method: 'GET' } });
  });

  it('listens for nothing when the logger is silent', () => {
    const { lines, res } = logged('silent');
    expect(res.listenerCount('finish') + res.listenerCount('close')).toBe(0);
    res.emit('close');
    expect(lines).toHaveLength(0);
  });
});
