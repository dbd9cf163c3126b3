import { Stream } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import { type AppRoute, type AppRouter, isAppRoute, TsRestResponseError, validateResponse } from '@ts-rest/core';
import type { z } from 'zod';
import { compileResponseCheck, type ResponseCheck } from './response-check.ts';
import { SerialisedBody, utf8Bytes } from './serialised-body.ts';

type Result = { status: number; body: unknown };
type Handler = (args: unknown) => Promise<Result>;
type Implementation = Handler | { handler: Handler };

/** The same JSON value: JSON's objects have no order, so neither do these keys. */
const sameJson = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a) ?? 'null'), JSON.parse(JSON.stringify(b) ?? 'null'));

const where = (route: AppRoute, status: number) => `${route.method} ${route.path} ${status}`;

const isZodSchema = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && '_zod' in schema;

/** The route's checks, compiled when its status first answers (a status without a zod schema, not JSON, has none). */
function checksOf(route: AppRoute) {
  const checks = new Map<number, ResponseCheck | null>();
  return (status: number) => {
    let check = checks.get(status);
    if (check === undefined) {
      const schema: unknown = route.responses[status];
      check = isZodSchema(schema) ? compileResponseCheck(schema) : null;
      checks.set(status, check);
    }
    return check;
  };
}

/** The handler's answer, returned or thrown as a TsRestResponseError (which ts-rest sends as an answer). */
async function answerOf(handle: Handler, args: unknown): Promise<Result> {
  try {
    return await handle(args);
  } catch (error) {
    if (error instanceof TsRestResponseError) return { status: error.statusCode, body: error.body };
    throw error;
  }
}

/**
 * A handler whose answers are checked against the route's contract, as ts-rest's
 * `responseValidation` checks them (docs/architecture.md, step 7): by the compiled check
 * (`response-check.ts`), and by zod's parse, ts-rest's own validation, for an answer the check
 * does not vouch for, which zod then refuses (an error, answered 500) or answers with its copy.
 * `verify` has zod check every answer too, and fails the request when the check passed an answer
 * zod changes, or left to zod one it does not (an answer made of a kind the check does not
 * compile): the tests run with it.
 */
function checkedHandler(route: AppRoute, handle: Handler, verify: boolean): Handler {
  const checkFor = checksOf(route);
  return async (args) => {
    const result = await answerOf(handle, args);
    // A static answer was validated when it was serialised (static-response.ts).
    if (result.body instanceof Stream) return result;
    const status = Number(result.status);
    const response = { status, body: result.body };
    const check = checkFor(status);
    const passed = check?.(result.body) ?? false;
    if (!verify) {
      const answer = passed ? result : (validateResponse({ appRoute: route, response }) as Result);
      return serialised(check, answer);
    }
    const zodCopy = validateResponse({ appRoute: route, response }) as Result;
    const same = sameJson(zodCopy.body, result.body);
    if (passed && !same) throw new Error(`the response check passed an answer zod changes: ${where(route, status)}`);
    // A JSON answer zod leaves as it is should not pay for zod's copy: the check is missing a kind.
    if (!passed && same && check) {
      throw new Error(`the response check left an unchanged answer to zod: ${where(route, status)}`);
    }
    return serialised(check, passed ? result : zodCopy);
  };
}

/**
 * A checked JSON answer with its body serialised, which ts-rest then writes as it is
 * (serialised-body.ts); any other answer (no body, not JSON) is left to ts-rest.
 */
function serialised(check: ResponseCheck | null, result: Result): Result {
  if (check === null || result.body === undefined) return result;
  return { status: result.status, body: new SerialisedBody(utf8Bytes(JSON.stringify(result.body))) };
}

/**
 * The implementations of a contract router with every answer checked against the contract; ts-rest
 * then sends them unvalidated (`responseValidation: false`).
 */
export function withResponseChecks<T>(routes: AppRouter, implementation: T, { verify }: { verify: boolean }): T {
  const wrapped: Record<string, unknown> = {};
  // The implementation's keys, as ts-rest registers them.
  for (const [key, implemented] of Object.entries(implementation as Record<string, unknown>)) {
    const route = routes[key];
    if (route === undefined) throw new Error(`withResponseChecks: the contract has no "${key}"`);
    if (!isAppRoute(route)) {
      wrapped[key] = withResponseChecks(route, implemented, { verify });
      continue;
    }
    const given = implemented as Implementation;
    wrapped[key] =
      typeof given === 'function'
        ? checkedHandler(route, given, verify)
        : { ...given, handler: checkedHandler(route, given.handler, verify) };
  }
  return wrapped as T;
}
