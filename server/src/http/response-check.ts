import type { z } from 'zod';
import type * as core from 'zod/v4/core';

/**
 * Whether zod's parse of a value would return it unchanged: accepted, with no key the schema does
 * not declare, no default to fill in, and nothing else to convert, so that the value's JSON is the
 * JSON value of zod's result (its objects' keys may come in another order, which a JSON object
 * does not have: zod's copy lists them in the schema's order). `false` says only that zod must
 * decide (it may refuse the value, or accept a copy of it).
 */
export type ResponseCheck = (value: unknown) => boolean;

/**
 * A check of the answers of a response schema that costs a fraction of zod's parse
 * (docs/decisions.md #24).
 *
 * Every answer is checked against the contract on its way out, and the check is also the privacy
 * line: a field the contract does not declare never leaves. zod's parse copies the whole answer,
 * with a result record and an issue list for each of its values, a third of what a list cost the
 * API beyond its query. The repositories already build their answers in the contract's shape, so
 * the copy almost always equals its source: this check walks the answer without copying it and
 * says when zod's result would be the same. The kinds of schema the contract's responses are made
 * of are compiled into plain checks, formats with zod's own patterns; anything else (a kind, or a
 * check on any kind or wrapper, not handled here; a key the schema does not declare; a default to
 * fill in; an object JSON.stringify would write otherwise than zod's copy) answers `false`, and
 * zod's parse decides. The answers are data: a value is read here and again by JSON.stringify.
 * The tests compare the two on every answer they receive (`createApp`'s `verifyResponseChecks`).
 */
export function compileResponseCheck(schema: z.ZodType): ResponseCheck {
  return checkOf(schema as unknown as core.$ZodType);
}

const never: ResponseCheck = () => false;

/** Formats whose whole check in zod is their pattern (others, such as url or email, check more). */
const PATTERN_FORMATS = new Set(['uuid', 'datetime', 'date']);

const noChecks = (def: core.$ZodTypeDef) => (def.checks ?? []).length === 0;

function checkOf(schema: core.$ZodType): ResponseCheck {
  const def = schema._zod.def;
  // A number's bounds and a string's overwrites are compiled (numberCheck, stringCheck); any other
  // check (a refinement, a length, an overwrite on a wrapper) is zod's to run.
  if (def.type !== 'number' && def.type !== 'string' && !noChecks(def)) return never;
  switch (def.type) {
    case 'object':
      return objectCheck(schema as core.$ZodObject);
    case 'array':
      return arrayCheck(schema as core.$ZodArray);
    case 'string':
      return stringCheck(schema as core.$ZodString);
    case 'number':
      return numberCheck(schema as core.$ZodNumber);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'literal':
    case 'enum': {
      // The set zod itself checks against.
      const values = schema._zod.values;
      if (!values) return never;
      return (value) => values.has(value as core.util.Primitive);
    }
    case 'nullable': {
      const inner = checkOf((def as core.$ZodNullableDef).innerType);
      return (value) => value === null || inner(value);
    }
    case 'optional': {
      const { innerType } = def as core.$ZodOptionalDef;
      const inner = checkOf(innerType);
      // exactOptional refuses a present undefined; over a default, zod fills it in.
      if (schema._zod.traits.has('$ZodExactOptional') || innerType._zod.optin === 'defaulted') {
        return (value) => value !== undefined && inner(value);
      }
      return (value) => value === undefined || inner(value);
    }
    case 'default': {
      // zod puts the default in the place of undefined.
      const inner = checkOf((def as core.$ZodDefaultDef).innerType);
      return (value) => value !== undefined && inner(value);
    }
    case 'unknown':
      // zod returns the value itself.
      return () => true;
    default:
      return never;
  }
}

/** The function of an overwrite (zod's `overwrite`, and `toLowerCase`, `trim` … made of it), or null for another check. */
function overwriteOf(check: core.$ZodCheck): ((value: string) => unknown) | null {
  const def = check._zod.def as { check: string; tx?: unknown };
  return def.check === 'overwrite' && typeof def.tx === 'function' ? (def.tx as (value: string) => unknown) : null;
}

function stringCheck(schema: core.$ZodString): ResponseCheck {
  const def = schema._zod.def as core.$ZodStringDef & { format?: string; pattern?: RegExp };
  const overwrites = (def.checks ?? []).map(overwriteOf);
  if (overwrites.some((overwrite) => overwrite === null)) return never;
  const kind = stringKindCheck(def);
  if (overwrites.length === 0 || kind === never) return kind;
  // zod puts what an overwrite returns in the value's place: a value every overwrite returns as it
  // is (an id already in lower case) is zod's result too. The contract's overwrites are pure.
  const unchanged = overwrites as ((value: string) => unknown)[];
  return (value) => kind(value) && unchanged.every((overwrite) => overwrite(value as string) === value);
}

function stringKindCheck(def: core.$ZodStringDef & { format?: string; pattern?: RegExp }): ResponseCheck {
  if (def.format === undefined) return (value) => typeof value === 'string';
  const pattern = def.pattern;
  if (!PATTERN_FORMATS.has(def.format) || !(pattern instanceof RegExp) || pattern.global || pattern.sticky)
    return never;
  return (value) => typeof value === 'string' && pattern.test(value);
}

/** A bound of a number: zod's `greater_than` and `less_than` checks (min, max, positive …). */
type Bound = (value: number) => boolean;

function boundOf(check: core.$ZodCheck): Bound | null {
  const def = check._zod.def as { check: string; value?: unknown; inclusive?: boolean };
  if (typeof def.value !== 'number') return null;
  const limit = def.value;
  if (def.check === 'greater_than') return def.inclusive ? (n) => n >= limit : (n) => n > limit;
  if (def.check === 'less_than') return def.inclusive ? (n) => n <= limit : (n) => n < limit;
  return null;
}

function numberCheck(schema: core.$ZodNumber): ResponseCheck {
  const def = schema._zod.def as core.$ZodNumberDef & { format?: string };
  const bounds = (def.checks ?? []).map(boundOf);
  if (bounds.some((bound) => bound === null)) return never;
  const inRange = bounds as Bound[];
  // zod refuses NaN and the infinities; `safeint` (z.int()) is an integer within ±(2^53 − 1).
  let kind: Bound;
  if (def.format === undefined) kind = Number.isFinite;
  else if (def.format === 'safeint') kind = Number.isSafeInteger;
  else return never;
  return (value) => {
    if (typeof value !== 'number' || !kind(value)) return false;
    for (const bound of inRange) if (!bound(value)) return false;
    return true;
  };
}

function arrayCheck(schema: core.$ZodArray): ResponseCheck {
  const element = checkOf(schema._zod.def.element);
  return (value) => {
    // Only a plain array: JSON.stringify would write what a toJSON of its own or of a subclass returns.
    if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype || 'toJSON' in value) return false;
    for (let index = 0; index < value.length; index++) if (!element(value[index])) return false;
    return true;
  };
}

type Property = {
  check: ResponseCheck;
  /** zod leaves the key out when it is absent (optional in and out, not defaulted). */
  mayBeAbsent: boolean;
};

/**
 * A plain object whose keys are all declared and enumerable, each present one unchanged and each
 * absent one optional (zod then leaves it out too). The keys are the ones for…in lists, as
 * JSON.stringify writes them: a key zod finds that JSON.stringify would not write (not
 * enumerable, or inherited) leaves the answer to zod. Only a plain object, without toJSON: zod
 * copies the keys of anything else into a plain object, and JSON.stringify would write the
 * original otherwise. The check reads each value once and JSON.stringify again: the answers are
 * data (object literals), not accessors that could answer differently the second time.
 */
function objectCheck(schema: core.$ZodObject): ResponseCheck {
  const def = schema._zod.def;
  if (def.catchall !== undefined || Object.getOwnPropertySymbols(def.shape).length > 0) return never;
  const properties = new Map<string, Property>();
  for (const [key, property] of Object.entries(def.shape) as [string, core.$ZodType][]) {
    // zod skips __proto__; JSON.stringify would call a toJSON.
    if (key === '__proto__' || key === 'toJSON') return never;
    properties.set(key, {
      check: checkOf(property),
      mayBeAbsent: property._zod.optin === 'optional' && property._zod.optout === 'optional',
    });
  }
  const required = [...properties.values()].filter(({ mayBeAbsent }) => !mayBeAbsent).length;
  const optionalKeys = [...properties].filter(([, { mayBeAbsent }]) => mayBeAbsent).map(([key]) => key);
  return (value) => {
    if (typeof value !== 'object' || value === null || 'toJSON' in value) return false;
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return false;
    const record = value as Record<string, unknown>;
    let requiredListed = 0;
    let optionalListed = 0;
    for (const key in record) {
      const property = properties.get(key);
      if (property === undefined || !property.check(record[key])) return false;
      if (property.mayBeAbsent) optionalListed++;
      else requiredListed++;
    }
    if (requiredListed !== required) return false;
    if (optionalListed === optionalKeys.length) return true;
    // An optional key for…in did not list is absent for zod too only if `in` does not find it.
    let optionalFound = 0;
    for (const key of optionalKeys) if (key in record) optionalFound++;
    return optionalFound === optionalListed;
  };
}
