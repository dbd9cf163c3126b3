import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { negotiateLocale } from '@jobmatch/contract';
import { type AppRoute, type ServerInferResponseBody, validateResponse } from '@ts-rest/core';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { ok } from './envelope.ts';
import { requestId } from './request-logger.ts';
import { SerialisedBody } from './serialised-body.ts';

/**
 * A success result that stays the same until the data behind it changes (a deploy), with the
 * time that data was written. Whoever answers with it must answer the same question with the
 * same object: its serialised response is kept with the object.
 */
export type StaticAnswer<T> = { readonly result: T; readonly asOf: Date };

/**
 * The same for every caller and language, so `public` (a shared cache may keep it even when the
 * request carries a token). Ids never change, so a copy up to an hour old can only show an
 * outdated name; after the hour a client revalidates with If-None-Match and gets a bodiless 304.
 * Without `must-revalidate`, a cache may still use its copy while the server is unreachable,
 * which for this data is better than an error.
 */
const STATIC_CACHE_CONTROL = 'public, max-age=3600';

/** The `result` of the route's success envelope. */
type ResultOf<R extends AppRoute> = ServerInferResponseBody<R, 200> extends { result: infer T } ? T : never;

type Serialised = { readonly bytes: Buffer; readonly etag: string };

const serialised = new WeakMap<StaticAnswer<unknown>, Serialised>();

/**
 * The envelope of the answer, validated against the route's contract as ts-rest validates every
 * other response (which also drops what the contract does not declare), once. Its `timestamp`
 * is the time the data was written, so the bytes and their hash, the strong ETag, stay the same
 * for as long as the data does.
 */
function serialise(route: AppRoute, answer: StaticAnswer<unknown>): Serialised {
  const envelope = { ...ok(answer.result).body, timestamp: answer.asOf.toISOString() };
  const { body } = validateResponse({ appRoute: route, response: { status: 200, body: envelope } });
  const bytes = Buffer.from(JSON.stringify(body));
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url')}"` };
}

/**
 * If-None-Match (RFC 9110 §13.1.2): "*", or a list of entity tags compared weakly, so W/"x"
 * matches "x". A malformed list matches nothing, which answers the full body.
 */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  for (const [, tag] of header.matchAll(/(?:W\/)?("[^"]*")/g)) if (tag === etag) return true;
  return false;
}

/** What `staticReplay` keeps of an answer: the headers Express's middleware set, and the bytes. */
type Recorded = {
  readonly headers: ReadonlyArray<readonly [string, string | number | string[]]>;
  readonly bytes: Buffer;
  readonly etag: string;
};

type Recorder = (headers: Recorded['headers'], bytes: Buffer, etag: string) => void;

/**
 * What the replay leaves for `staticOk` with a response it passed on to the app: the function
 * that records the answer being sent (Express keeps the same response object, only its prototype
 * changes).
 */
const recorders = new WeakMap<ServerResponse, Recorder>();

/** The headers that differ per request or per status, never replayed as recorded. */
const NOT_REPLAYED = new Set(['x-request-id', 'content-type', 'content-length']);

/**
 * A bound on the answers kept: every reference URL in both languages is about 1,100; junk query
 * parameters (which the routes ignore) make more URLs, and those must not grow memory.
 */
const MAX_RECORDED = 2_000;

/**
 * The static answers as the app sent them, replayed for the same URL and language in front of
 * the app: the reference data answers from memory, and its cost is then the HTTP exchange itself
 * (issue 13 asks at least 0.7 of a bare `node:http` handler's throughput; Express's request setup,
 * route matching and middleware alone cost more than that). An answer is recorded the first time
 * the app sends it (status 200) and repeated with the same headers, body and ETag, a new
 * X-Request-Id and a request log line, and a 304 when If-None-Match holds its ETag. Only public
 * routes answer this way, so nothing about the caller is skipped; they are the routes whose paths
 * start with `under` (in lower case), and no other request is looked up or prepared for
 * recording. `replay` answers a request and says true, or says false and leaves it to the app.
 */
export function staticReplay(logger: Logger, under: string) {
  const recorded = new Map<string, Recorded>();
  return function replay(req: IncomingMessage, res: ServerResponse): boolean {
    // Without regard to case, as Express finds the route.
    if (req.method !== 'GET' || req.url?.slice(0, under.length).toLowerCase() !== under) return false;
    const key = `${negotiateLocale(req.headers['accept-language'])} ${req.url}`;
    const answer = recorded.get(key);
    if (!answer) {
      if (recorded.size < MAX_RECORDED) {
        recorders.set(res, (headers, bytes, etag) => recorded.set(key, { headers, bytes, etag }));
      }
      return false;
    }
    const started = performance.now();
    const id = requestId(req, res);
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    if (ifNoneMatchHits(req.headers['if-none-match'], answer.etag)) {
      res.statusCode = 304;
      res.end();
    } else {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', answer.bytes.length);
      res.end(answer.bytes);
    }
    logger.info(
      {
        req: { id, method: req.method, url: req.url },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
        replayed: true,
      },
      'request completed',
    );
    return true;
  };
}

/**
 * Answers a static result with its ETag and Cache-Control: 304 without a body when the client
 * already holds it, otherwise the body serialised (and validated) once per answer. The route's
 * path must start with what the app gives `staticReplay` (`/api/shared/`), or its answers are
 * never replayed: still right, only slower.
 */
export function staticOk<R extends AppRoute>(
  req: { tsRestRoute: R; headers: IncomingHttpHeaders },
  res: Response,
  answer: StaticAnswer<ResultOf<R>>,
) {
  let response = serialised.get(answer);
  if (!response) {
    response = serialise(req.tsRestRoute, answer);
    serialised.set(answer, response);
  }
  res.setHeader('ETag', response.etag);
  res.setHeader('Cache-Control', STATIC_CACHE_CONTROL);
  if (ifNoneMatchHits(req.headers['if-none-match'], response.etag)) return { status: 304, body: undefined } as const;
  const record = recorders.get(res);
  const { bytes, etag } = response;
  const sent = record
    ? (sentRes: ServerResponse) =>
        record(
          Object.entries(sentRes.getHeaders())
            .filter(
              (entry): entry is [string, string | number | string[]] =>
                entry[1] !== undefined && !NOT_REPLAYED.has(entry[0]),
            )
            .map(([name, value]) => [name, value] as const),
          bytes,
          etag,
        )
    : undefined;
  // The contract's body type describes these bytes; ts-rest writes a Stream as it is.
  return { status: 200, body: new SerialisedBody(bytes, sent) as never } as const;
}
