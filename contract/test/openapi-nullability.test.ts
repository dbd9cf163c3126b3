import { isAppRouteNoBody } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contract, routesOf } from '../src/index.ts';
import { generateOpenApiDocument } from '../src/openapi.ts';

/**
 * Walks every schema of every route (parameters, bodies, answers) side by side with what the
 * OpenAPI document says of it, and compares, at each property, array item and parameter, whether
 * null is allowed. Generated clients and validators read nothing else: a field the API may send as
 * null must say so (a nullable registered schema is `anyOf: [{$ref}, {type: 'null'}]`), and a
 * component must not take null for every field that refers to it because one of them may be null.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
};
type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

const document = generateOpenApiDocument() as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const COMPONENT = '#/components/schemas/';
const resolve = (ref: string): Schema => {
  const schema = ref.startsWith(COMPONENT) ? document.components.schemas[ref.slice(COMPONENT.length)] : undefined;
  if (!schema) throw new Error(`unresolvable $ref ${ref}`);
  return schema;
};

/** Whether `null` is valid against the schema (JSON Schema: every keyword must hold). */
function acceptsNull(schema: Schema): boolean {
  if (schema.$ref !== undefined && !acceptsNull(resolve(schema.$ref))) return false;
  if (schema.type !== undefined && ![schema.type].flat().includes('null')) return false;
  if (schema.enum !== undefined && !schema.enum.includes(null)) return false;
  if ('const' in schema && schema.const !== null) return false;
  if (schema.allOf && !schema.allOf.every(acceptsNull)) return false;
  if (schema.anyOf && !schema.anyOf.some(acceptsNull)) return false;
  if (schema.oneOf && schema.oneOf.filter(acceptsNull).length !== 1) return false;
  return true;
}

const isNullType = (schema: Schema) => Object.keys(schema).length === 1 && schema.type === 'null';

/** The schemas whose keywords describe a non-null value: through $ref, allOf, anyOf and oneOf. */
function branches(schema: Schema): Schema[] {
  if (isNullType(schema)) return [];
  const { $ref, allOf, anyOf, oneOf, ...own } = schema;
  return [
    own,
    ...($ref ? branches(resolve($ref)) : []),
    ...[...(allOf ?? []), ...(anyOf ?? []), ...(oneOf ?? [])].flatMap(branches),
  ];
}

/** The component a schema refers to: itself, or one of its anyOf, oneOf or allOf members. */
const refOf = (schema: Schema): string | undefined =>
  schema.$ref ?? [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].find((m) => m.$ref)?.$ref;

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => schema.def as unknown as Def;

/** The schema under its modifiers (optional, nullable, default, readonly, pipes, lazy). */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return unwrap(defOf(def.in).type === 'transform' ? def.out : def.in);
  if (def.type === 'lazy' && def.getter) return unwrap(def.getter());
  return schema;
}

/** The schema that carries a component's id, among a field's schema and its modifiers. */
function registeredIn(schema: z.ZodType, id: string): z.ZodType | undefined {
  for (let current: z.ZodType | undefined = schema; current; current = defOf(current).innerType) {
    if ((current.meta() as { id?: string } | undefined)?.id === id) return current;
  }
  return undefined;
}

/** The options of a union as the document lists them: nested unions flattened, null left out. */
const unionOptions = (schema: z.ZodType): z.ZodType[] =>
  (defOf(schema).options ?? []).flatMap((option) => {
    const inner = unwrap(option);
    if (defOf(inner).type === 'null') return [];
    return defOf(inner).type === 'union' ? unionOptions(inner) : [option];
  });

/** A place where the document and the contract disagree: the component (or route) and the path in it. */
type Mismatch = { at: string; where: string; zod: 'nullable' | 'not nullable'; document: string };

function compare(schema: z.ZodType, documented: Schema, at: string, where: string, found: Mismatch[]) {
  // Each component is read once per zod schema that it documents: recursive schemas end.
  const seen = new Map<string, Set<z.ZodType>>();
  const walk = (zod: z.ZodType, doc: Schema, owner: string, path: string) => {
    const nullable = zod.safeParse(null).success;
    if (nullable !== acceptsNull(doc)) {
      found.push({
        at: `${owner}${path}`,
        where,
        zod: nullable ? 'nullable' : 'not nullable',
        document: JSON.stringify(doc),
      });
    }
    const inner = unwrap(zod);
    const ref = refOf(doc);
    if (ref) {
      const readWith = seen.get(ref) ?? new Set();
      if (readWith.has(inner)) return;
      seen.set(ref, readWith.add(inner));
      // The component takes null exactly when its own schema does, whatever the field around it says.
      const registered = registeredIn(zod, ref.slice(COMPONENT.length));
      const componentNullable = registered?.safeParse(null).success;
      if (componentNullable !== undefined && componentNullable !== acceptsNull(resolve(ref))) {
        found.push({
          at: ref,
          where,
          zod: componentNullable ? 'nullable' : 'not nullable',
          document: JSON.stringify(resolve(ref).type),
        });
      }
    }
    // Below a $ref, places are named after the component.
    const [base, prefix] = ref ? [ref.slice(COMPONENT.length), ''] : [owner, path];
    const def = defOf(inner);
    const parts = branches(doc);
    switch (def.type) {
      case 'object':
        for (const [name, value] of Object.entries(def.shape ?? {})) {
          const property = parts.find((part) => part.properties?.[name])?.properties?.[name];
          if (!property) throw new Error(`${where}: ${base}${prefix}.${name} is not in the document`);
          walk(value, property, base, `${prefix}.${name}`);
        }
        return;
      case 'array': {
        const items = parts.find((part) => part.items)?.items;
        if (!def.element || !items) throw new Error(`${where}: ${base}${prefix} has no documented items`);
        walk(def.element, items, base, `${prefix}[]`);
        return;
      }
      case 'record': {
        const values = parts.find((part) => typeof part.additionalProperties === 'object')?.additionalProperties;
        if (def.valueType && typeof values === 'object') walk(def.valueType, values, base, `${prefix}{}`);
        return;
      }
      case 'union': {
        const options = unionOptions(inner);
        const alternatives = parts.flatMap((part) => [...(part.anyOf ?? []), ...(part.oneOf ?? [])]);
        const documentedOptions = alternatives.filter((alternative) => !isNullType(alternative));
        if (documentedOptions.length !== options.length)
          throw new Error(`${where}: ${base}${prefix}: union not understood`);
        options.forEach((option, index) => {
          walk(option, documentedOptions[index] as Schema, base, `${prefix}|${index}`);
        });
        return;
      }
      case 'intersection':
        throw new Error(`${where}: ${base}${prefix}: intersections are not understood by this test`);
      default:
        return;
    }
  };
  walk(schema, documented, `${where} ${at}`, '');
}

/** Every schema of the contract's routes, next to the document's schema for it. */
function mismatches(): Mismatch[] {
  const found: Mismatch[] = [];
  for (const { keys, route } of routesOf(contract)) {
    const where = keys.join('.');
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const operation = document.paths[path]?.[route.method.toLowerCase()];
    if (!operation) throw new Error(`${where}: no operation in the document`);

    const parameterSources = { path: route.pathParams, query: route.query, header: route.headers } as const;
    for (const [location, source] of Object.entries(parameterSources)) {
      if (!source) continue;
      const shape = defOf(unwrap(source as z.ZodType)).shape ?? {};
      for (const [name, value] of Object.entries(shape)) {
        const parameter = operation.parameters?.find((p) => p.in === location && p.name === name);
        if (!parameter) throw new Error(`${where}: parameter ${location} ${name} is not in the document`);
        compare(value, parameter.schema, `${location} ${name}`, where, found);
      }
    }
    const body = 'body' in route ? (route.body as z.ZodType | null) : null;
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    if (body && !bodySchema) throw new Error(`${where}: no request body in the document`);
    if (body && bodySchema) compare(body, bodySchema, 'body', where, found);
    for (const [status, answer] of Object.entries(route.responses)) {
      if (isAppRouteNoBody(answer)) continue;
      const schema = operation.responses[status]?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`${where}: no ${status} body in the document`);
      compare(answer as z.ZodType, schema, status, where, found);
    }
  }
  return found;
}

describe('nullability in the OpenAPI document', () => {
  it('allows null exactly where the contract does: every property, item, parameter and body', () => {
    const found = mismatches();
    expect(
      found.map(({ where, at, zod, document: documented }) => `${where} ${at}: ${zod} in zod, ${documented}`),
    ).toEqual([]);
  });

  it('renders a nullable registered schema as anyOf its $ref and null, and keeps the field’s description', () => {
    const candidate = document.components.schemas.ScoutedCandidate?.properties;
    expect(candidate?.contact).toEqual({
      anyOf: [{ $ref: '#/components/schemas/CandidateContact' }, { type: 'null' }],
      description: 'Only after the candidate accepted one of this company’s offers',
    });
    expect(document.components.schemas.Location?.type).toBe('object');
  });
});
