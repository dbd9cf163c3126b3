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
 * with a result record and an issue list for each of its values, which is most of what a list
 * costs the API beyond its query. The repositories already build their answers in the contract's
 * shape, so the copy almost always equals its source: this check walks the answer without copying
 * it and says when zod's result would be the same. The kinds of schema the contract's responses
 * are made of are compiled into plain checks, formats with zod's own patterns; anything else (a
 * kind or a check not handled here, an object with a key the schema does not declare, a default
 * to fill in) answers `false`, and zod's parse decides, so no answer ever differs from zod's. The
 * tests compare the two on every answer they receive (`createApp`'s `verifyResponseChecks`).
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
      return noChecks(def) ? (value) => typeof value === 'boolean' : never;
    case 'literal':
    case 'enum': {
      // The set zod itself checks against.
      const values = schema._zod.values;
      if (!values || !noChecks(def)) return never;
      return (value) => values.has(value as core.util.Primitive);
    }
    case 'nullable': {
      const inner = checkOf((def as core.$ZodNullableDef).innerType);
      return (value) => value === null || inner(value);
    }
    case 'optional': {
      const inner = checkOf((def as core.$ZodOptionalDef).innerType);
      return (value) => value === undefined || inner(value);
    }
    case 'default': {
      // zod puts the default in the place of undefined.
      const inner = checkOf((def as core.$ZodDefaultDef).innerType);
      return (value) => value !== undefined && inner(value);
    }
    case 'unknown':
      // zod returns the value itself.
      return noChecks(def) ? () => true : never;
    default:
      return never;
  }
}

function stringCheck(schema: core.$ZodString): ResponseCheck {
  const def = schema._zod.def as core.$ZodStringDef & { format?: string; pattern?: RegExp };
  if (!noChecks(def)) return never;
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
  const def = schema._zod.def;
  if (!noChecks(def)) return never;
  const element = checkOf(def.element);
  return (value) => {
    if (!Array.isArray(value)) return false;
    for (let index = 0; index < value.length; index++) if (!element(value[index])) return false;
    return true;
  };
}

type Property = {
  key: string;
  check: ResponseCheck;
  /** zod leaves the key out when it is absent (optional in and out, not defaulted). */
  mayBeAbsent: boolean;
};

/**
 * A plain object whose keys are all declared, each absent one optional (zod then leaves it out
 * too) and each present one unchanged. Only a plain object: zod copies the keys of anything else
 * into one, and JSON.stringify would write the original differently (its own keys, its toJSON).
 */
function objectCheck(schema: core.$ZodObject): ResponseCheck {
  const def = schema._zod.def;
  if (!noChecks(def) || def.catchall !== undefined) return never;
  const properties: Property[] = Object.entries(def.shape).map(([key, property]) => ({
    key,
    check: checkOf(property as core.$ZodType),
    mayBeAbsent: property._zod.optin === 'optional' && property._zod.optout === 'optional',
  }));
  // A key an object inherits would be found on any answer (`in`): such a schema is left to zod.
  if (properties.some(({ key }) => key in Object.prototype)) return never;
  return (value) => {
    if (typeof value !== 'object' || value === null) return false;
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return false;
    const record = value as Record<string, unknown>;
    let declared = 0;
    for (const { key, check, mayBeAbsent } of properties) {
      if (!(key in record)) {
        if (mayBeAbsent) continue;
        return false;
      }
      if (!check(record[key])) return false;
      declared++;
    }
    // Any other key would be dropped from zod's copy (a plain object inherits none that for…in lists).
    let keys = 0;
    for (const _ in record) keys++;
    return keys === declared;
  };
}
