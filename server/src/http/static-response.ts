import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Stream } from 'node:stream';
import { type AppRoute, type ServerInferResponseBody, validateResponse } from '@ts-rest/core';
import type { Response } from 'express';
import { ok } from './envelope.ts';

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

/** ts-rest pipes a Stream body into the response as it is: the bytes serialised beforehand. */
class SerialisedBody extends Stream {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer) {
    super();
    this.#bytes = bytes;
  }

  override pipe<T extends NodeJS.WritableStream>(destination: T): T {
    destination.end(this.#bytes);
    return destination;
  }
}

/**
 * Answers a static result with its ETag and Cache-Control: 304 without a body when the client
 * already holds it, otherwise the body serialised (and validated) once per answer.
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
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', response.bytes.length);
  // The contract's body type describes these bytes; ts-rest writes a Stream as it is.
  return { status: 200, body: new SerialisedBody(response.bytes) as never } as const;
}
