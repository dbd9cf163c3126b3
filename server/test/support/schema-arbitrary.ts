import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries built from a zod schema, through the JSON Schema of its input (what a
 * client sends). Only the JSON Schema features the contract's inputs use are understood; anything
 * else throws, so that a new kind of field is noticed instead of silently generated as garbage.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  minItems?: number;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

const UNDERSTOOD = new Set([
  '$schema',
  '$ref',
  '$defs',
  'type',
  'properties',
  'required',
  'items',
  'maxItems',
  'minItems',
  'enum',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'anyOf',
  'default',
  'description',
]);

/** The JSON Schema of what `schema` accepts as input. */
export const inputSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A number written into the JSON text as is, for numbers JavaScript cannot hold (1e400, 2^64). */
export class RawNumber {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** Where a value goes: its property name (array items keep their property's name) and schema. */
export type Field = { key: string; schema: JsonSchema };

export type Generation = {
  /** A generator for a field the schema alone describes badly (ids that exist, e-mail addresses), if any. */
  special: (field: Field) => fc.Arbitrary<unknown> | undefined;
  /** Text for a string field within its length bounds. */
  text: (min: number, max: number) => fc.Arbitrary<string>;
  /** Values that break the field's type or bounds; mixed into valid input at `hostileWeight`. */
  hostile: (field: Field) => fc.Arbitrary<unknown>;
  /** Out of 100 fields, how many get a hostile value instead (0: valid input only). */
  hostileWeight: number;
  /**
   * `smallest`: no optional property (such input gets past cross-field rules most often);
   * `largest`: every property, every list at its limit (what makes queries slow).
   */
  shape: 'any' | 'smallest' | 'largest';
};

const ISO_RANGE = { min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true };
const SOON = {
  min: new Date(Date.now() + 3_600_000),
  max: new Date(Date.now() + 365 * 86_400_000),
  noInvalidDate: true,
};

/** Date-times are mostly deadlines and schedules, which must lie ahead: half of them do. */
export const dateTimeArbitrary = fc.oneof(fc.date(SOON), fc.date(ISO_RANGE)).map((date) => date.toISOString());

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/$defs/', '');
  const target = root.$defs?.[name];
  if (!target) throw new Error(`unresolved ${schema.$ref}`);
  return resolve(target, root);
}

function checkUnderstood(schema: JsonSchema) {
  const unknown = Object.keys(schema).filter((key) => !UNDERSTOOD.has(key));
  if (unknown.length > 0) throw new Error(`schema-arbitrary does not understand ${unknown.join(', ')}`);
}

function stringArbitrary(schema: JsonSchema, generation: Generation): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 300;
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.date(ISO_RANGE).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return dateTimeArbitrary;
    case 'email':
      return fc.emailAddress().filter((address) => address.length <= max);
    case 'uri':
      return fc.webUrl().filter((url) => url.length <= max);
    case undefined:
      break;
    default:
      throw new Error(`schema-arbitrary does not understand the format ${schema.format}`);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: max });
  return generation.text(min, max);
}

function valueArbitrary(field: Field, root: JsonSchema, generation: Generation): fc.Arbitrary<unknown> {
  const schema = resolve(field.schema, root);
  checkUnderstood(schema);
  const special = generation.special({ key: field.key, schema });
  if (special) return special;
  if (schema.anyOf)
    return fc.oneof(...schema.anyOf.map((option) => withHostility({ ...field, schema: option }, root, generation)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) {
    return fc.oneof(
      ...schema.type.map((type) => valueArbitrary({ ...field, schema: { ...schema, type } }, root, generation)),
    );
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return stringArbitrary(schema, generation);
    case 'array':
      return fc.array(withHostility({ key: field.key, schema: schema.items ?? {} }, root, generation), {
        minLength: generation.shape === 'largest' ? (schema.maxItems ?? 10) : (schema.minItems ?? 0),
        maxLength: schema.maxItems ?? 10,
      });
    case 'object': {
      const required = schema.required ?? [];
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).filter(
          ([key]) => generation.shape !== 'smallest' || required.includes(key),
        ),
      );
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [
          key,
          withHostility({ key, schema: property }, root, generation),
        ]),
      );
      const requiredKeys = generation.shape === 'largest' ? Object.keys(properties) : required;
      return fc.record(model, { requiredKeys: requiredKeys.filter((key) => key in properties) });
    }
    default:
      throw new Error(`schema-arbitrary does not understand the type ${JSON.stringify(schema.type)} of ${field.key}`);
  }
}

function withHostility(field: Field, root: JsonSchema, generation: Generation): fc.Arbitrary<unknown> {
  const valid = valueArbitrary(field, root, generation);
  if (generation.hostileWeight <= 0) return valid;
  return fc.oneof(
    { weight: 100 - generation.hostileWeight, arbitrary: valid },
    {
      weight: generation.hostileWeight,
      arbitrary: generation.hostile({ key: field.key, schema: resolve(field.schema, root) }),
    },
  );
}

/** Values for `schema` (the JSON Schema of a route's params, query or body). */
export function arbitraryOf(schema: JsonSchema, generation: Generation): fc.Arbitrary<unknown> {
  return withHostility({ key: '', schema }, schema, generation);
}

/** JSON text of `value`, with each RawNumber written as its text. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
