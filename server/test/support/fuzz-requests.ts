import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { ContractRoute } from './contract-routes.ts';
import { arbitraryOf, type Field, type Generation, inputSchemaOf, RawNumber, toJsonText } from './schema-arbitrary.ts';

/**
 * HTTP requests for one route of the contract, generated from its zod schemas: valid ones, ones
 * with hostile values in some fields, and ones that attack the transport (path escapes, query
 * spellings, content types and encodings, huge or deep bodies, oversized headers).
 */

export type Caller = 'none' | 'candidate' | 'employer';

export type FuzzRequest = {
  /** What kind of request this is, for the failure report (`valid`, `hostile fields`, `content type`…). */
  kind: string;
  caller: Caller;
  method: string;
  /** Path and query, as sent: escapes are already applied (or deliberately broken). */
  target: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Sent this many times at once (races: two identical requests must not both win, nor one fail). */
  copies?: number;
};

/** Text a careful client may well send, and that has broken servers before. */
export const NASTY_TEXT = [
  "' OR '1'='1' --",
  "'); DROP TABLE users; --",
  '1; SELECT pg_sleep(10) --',
  "%' OR 1=1 --",
  "\\'; --",
  '$1 $$ $body$',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '&lt;&amp;&#0;&#x0;',
  '\u200b',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\u202e\u2066evil\u2069\u202c',
  '\u061c\u200e\u200f',
  '\ud800',
  '\udfff',
  'a\ud83dz',
  '\u0000',
  'a\u0000b',
  'ประจำ ภาษาไทย ๑๒๓ สวัสดีครับ',
  'e\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'ｆｕｌｌ　ｗｉｄｔｈ',
  'ﷺ',
  '\r\n\t\u000b\f',
  '\u00a0\u2028\u2029',
  '   ',
  '& | ! ( ) : * <-> \\ \' "',
  '%_\\%',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the test input.
  '.*+?^${}()|[]',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the test input.
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  '__proto__',
  'null',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(30),
];

/** Percent-encodes every byte of the UTF-8 form but the unreserved characters (lone surrogates become U+FFFD). */
export function percentEncode(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/**
 * Text between `min` and `max` UTF-16 code units (zod's measure), mostly of the nasty sort, but
 * storable: without U+0000 or half a surrogate pair, which every route refuses (hostile values).
 */
export function textArbitrary(min: number, max: number): fc.Arbitrary<string> {
  const fit = (text: string) => text.replaceAll('\u0000', '').slice(0, max).toWellFormed().padEnd(min, 'a');
  const longWord = fc
    .constantFrom('é', 'x', 'ก', 'https://example.test/')
    .map((piece) => piece.repeat(Math.ceil(Math.min(max, 3000) / piece.length)));
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
      {
        weight: 3,
        arbitrary: fc
          .array(fc.constantFrom(...NASTY_TEXT, 'engineer', 'วิศวกร'), { maxLength: 6 })
          .map((words) => words.join(' ')),
      },
      { weight: 2, arbitrary: longWord },
    )
    .map(fit);
}

const NUMBER_EDGES = [
  -1,
  0.5,
  2_147_483_648,
  -2_147_483_649,
  99_999_999_999_999,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  new RawNumber('-0'),
  new RawNumber('1e400'),
  new RawNumber('123456789012345678901234567890'),
  new RawNumber('9223372036854775808'),
];

/** Values that break a field's type or bounds. */
export function hostileValue({ schema }: Field): fc.Arbitrary<unknown> {
  const max = schema.maxLength ?? 300;
  const common: unknown[] = [null, true, '', [], {}, { $ne: null }, [null], 'x'.repeat(max + 1), '\u0000'];
  const byType: unknown[] = [];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    byType.push(...NUMBER_EDGES, '12', (schema.minimum ?? 0) - 1, (schema.maximum ?? 2 ** 31) + 1);
  }
  if (type === 'string') {
    byType.push(12, 'é'.repeat(3000), 'x'.repeat(100_000), ...NASTY_TEXT);
    if (schema.format === 'uuid') {
      byType.push('not-a-uuid', '00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF');
    }
    if (schema.format === 'date') byType.push('2024-02-30', '0000-01-01', '9999-12-31', '+275760-09-13');
    if (schema.format === 'date-time') {
      byType.push('2024-01-01T00:00:00', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59+14:00', '2024-01-01T25:00:00Z');
    }
  }
  if (type === 'array')
    byType.push(
      'single',
      Array.from({ length: (schema.maxItems ?? 50) + 1 }, () => 'x'),
    );
  return fc.constantFrom(...common, ...byType);
}

export type RouteInputs = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

function queryString(query: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value instanceof RawNumber) pairs.push(`${percentEncode(key)}=${value.text}`);
    else if (value !== null && typeof value === 'object') {
      for (const [sub, item] of Object.entries(value)) add(`${key}[${sub}]`, item);
    } else pairs.push(`${percentEncode(key)}=${percentEncode(value === null ? '' : String(value))}`);
  };
  for (const [key, value] of Object.entries(query ?? {})) add(key, value);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

const pathOf = (route: ContractRoute, params: Record<string, unknown> | undefined, raw: Record<string, string> = {}) =>
  route.route.path.replace(/:(\w+)/g, (_, name: string) => raw[name] ?? percentEncode(String(params?.[name] ?? '')));

const hasBody = (route: ContractRoute) => route.route.method !== 'GET' && 'body' in route.route && !!route.route.body;

function request(
  route: ContractRoute,
  kind: string,
  caller: Caller,
  inputs: RouteInputs,
  target?: string,
): FuzzRequest {
  return {
    kind,
    caller,
    method: route.route.method,
    target: target ?? `${pathOf(route, inputs.params)}${queryString(inputs.query)}`,
    headers: hasBody(route) ? { 'content-type': 'application/json' } : {},
    body: hasBody(route) ? toJsonText(inputs.body ?? {}) : undefined,
  };
}

/** Path segments a client can send that no uuid parser expects; each one raw (not escaped again). */
const BAD_SEGMENTS = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AE',
  '%00',
  '%FF%FE',
  '..%2F..%2Fetc%2Fpasswd',
  '%27%20OR%201%3D1--',
  '%E0%B8%97%E0%B8%94%E0%B8%AA%E0%B8%AD%E0%B8%9A',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/xml',
  'application/merge-patch+json',
];

const MALFORMED_JSON = [
  '{',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '[',
  '"\\ud800"',
  '{"a":"\\u00"}',
];

/** What is added to a query string: each parameter again, arrays and objects where scalars go, bad escapes… */
const QUERY_EXTRAS: ((query: string) => string)[] = [
  (query) => query,
  () => 'page=1&page=2&pageSize[]=3&keyword[$ne]=x',
  () => 'page[a][b][c][d][e][f][g]=1&__proto__[polluted]=1',
  () => 'keyword=%E0%A4%A&page=%&status=%zz',
  () => Array.from({ length: 1500 }, (_, index) => `p${index}=${index}`).join('&'),
  () => 'page=99999999999999999999&pageSize=1e3&ageMin=-0',
];

const LANGUAGES = ['th', 'th-TH;q=nope, *;q=abc', 'x'.repeat(2000), '*', 'zz-ZZ', ''];
const ENCODINGS = ['gzip', 'deflate', 'br', 'identity', 'zstd', 'gzip, gzip', 'x-unknown'];
const NOT_COMPRESSED = new Uint8Array([0x1f, 0x8b, 0x08, 0, 1, 2, 3]);

const BIG_BODIES: (() => string)[] = [
  () => JSON.stringify({ x: 'a'.repeat(1_200_000) }),
  () => JSON.stringify({ x: 'a'.repeat(900_000) }),
  () => `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  () => `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  () => JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`k${index}`, index]))),
  () => '',
];

const withHeaders = (sent: FuzzRequest, headers: Record<string, string>): FuzzRequest => ({
  ...sent,
  headers: { ...sent.headers, ...headers },
});

/** Requests that attack the transport rather than one field, each built on a valid request. */
function transportArbitrary(route: ContractRoute, valid: fc.Arbitrary<RouteInputs>, caller: fc.Arbitrary<Caller>) {
  const params = Object.keys((route.route.pathParams as { shape?: object } | undefined)?.shape ?? {});
  const plain = (kind: string) =>
    fc.tuple(valid, caller).map(([inputs, who]) => ({ inputs, sent: request(route, kind, who, inputs) }));
  const variants: fc.Arbitrary<FuzzRequest>[] = [
    fc.tuple(plain('query spelling'), fc.constantFrom(...QUERY_EXTRAS)).map(([{ sent }, extra]) => {
      const [path, query = ''] = sent.target.split('?');
      return { ...sent, target: `${path}?${[query, extra(query)].filter(Boolean).join('&')}` };
    }),
    fc
      .tuple(plain('accept-language'), fc.constantFrom(...LANGUAGES))
      .map(([{ sent }, language]) => withHeaders(sent, { 'accept-language': language })),
    plain('oversized headers').map(({ sent }) => withHeaders(sent, { 'x-filler': 'a'.repeat(20_000) })),
  ];
  if (params.length > 0) {
    variants.push(
      fc
        .tuple(plain('path escape'), fc.constantFrom(...params), fc.constantFrom(...BAD_SEGMENTS))
        .map(([{ inputs, sent }, name, segment]) => ({
          ...sent,
          target: `${pathOf(route, inputs.params, { [name]: segment })}${queryString(inputs.query)}`,
        })),
    );
  }
  if (hasBody(route)) {
    variants.push(
      fc
        .tuple(plain('content type'), fc.constantFrom(...CONTENT_TYPES))
        .map(([{ sent }, contentType]) => withHeaders(sent, { 'content-type': contentType })),
      fc
        .tuple(plain('content encoding'), fc.constantFrom(...ENCODINGS), fc.boolean())
        .map(([{ sent }, encoding, intact]) => ({
          ...withHeaders(sent, { 'content-encoding': encoding }),
          body: intact && encoding === 'gzip' ? new Uint8Array(gzipSync(sent.body ?? '')) : NOT_COMPRESSED,
        })),
      fc
        .tuple(plain('malformed JSON'), fc.constantFrom(...MALFORMED_JSON))
        .map(([{ sent }, body]) => ({ ...sent, body })),
      fc
        .tuple(plain('huge, deep or empty body'), fc.constantFrom(...BIG_BODIES))
        .map(([{ sent }, make]) => ({ ...sent, body: make() })),
    );
  }
  return fc.oneof(...variants);
}

/** Every kind of request for `route`, with the caller's session chosen by `caller`. */
export function requestArbitrary(
  route: ContractRoute,
  options: {
    caller: fc.Arbitrary<Caller>;
    special: Generation['special'];
    /** Makes valid input meet the rules between fields that a JSON Schema cannot state. */
    coherent: (value: unknown) => unknown;
  },
): fc.Arbitrary<FuzzRequest> {
  const parts = {
    params: route.route.pathParams,
    query: route.route.query,
    body: hasBody(route) ? (route.route as { body: unknown }).body : undefined,
  };
  const inputs = (hostileWeight: number, shape: Generation['shape'] = 'any') => {
    const generation: Generation = {
      special: options.special,
      text: textArbitrary,
      hostile: hostileValue,
      hostileWeight,
      shape,
    };
    const model = Object.entries(parts)
      .filter(([, schema]) => schema)
      .map(([part, schema]) => [part, arbitraryOf(inputSchemaOf(schema as never), generation)]);
    const values = fc.record(Object.fromEntries(model)) as fc.Arbitrary<RouteInputs>;
    return hostileWeight > 0 ? values : values.map((valid) => options.coherent(valid) as RouteInputs);
  };
  const kind = (name: string, values: fc.Arbitrary<RouteInputs>) =>
    fc.tuple(values, options.caller).map(([inputs, who]) => request(route, name, who, inputs));
  return fc.oneof(
    { weight: 3, arbitrary: kind('valid', inputs(0)) },
    { weight: 2, arbitrary: kind('valid, required fields only', inputs(0, 'smallest')) },
    { weight: 1, arbitrary: kind('valid, every list full', inputs(0, 'largest')) },
    {
      weight: 1,
      arbitrary: kind('valid, twice at once', inputs(0)).map((twice) => ({ ...twice, copies: 2 })),
    },
    { weight: 3, arbitrary: kind('hostile fields', inputs(15)) },
    { weight: 3, arbitrary: transportArbitrary(route, inputs(0), options.caller) },
  );
}
