import { PassThrough, Stream } from 'node:stream';
import { text } from 'node:stream/consumers';
import { initContract, TsRestResponseError, TsRestResponseValidationError } from '@ts-rest/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withResponseChecks } from '../src/http/checked-responses.ts';
import { compileResponseCheck } from '../src/http/response-check.ts';

/** A value as its JSON reads (a JSON object's keys have no order; toStrictEqual ignores it). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

/** Every kind of schema the contract's responses are made of, and kinds and checks the check leaves to zod. */
const item = z.object({ en: z.string(), th: z.string() });
const handled = z.object({
  id: z.uuid(),
  reference: z.uuid().toLowerCase(),
  at: z.iso.datetime({ offset: true }),
  day: z.iso.date(),
  name: z.string(),
  note: z.string().nullable(),
  count: z.int().min(0).max(99),
  ratio: z.number().gt(0),
  flag: z.boolean(),
  kind: z.enum(['DRAFT', 'CLOSED']),
  status: z.literal('success'),
  maybe: z.string().optional(),
  filled: z.string().default('x'),
  items: z.array(item),
  metaData: z.record(z.string(), z.unknown()).optional(),
  anything: z.unknown(),
});
const zoo = handled.extend({
  either: z.union([z.string(), z.int()]).optional(),
  short: z.string().max(3).optional(),
  refined: z
    .string()
    .nullable()
    .refine((text) => text !== null)
    .optional(),
  overwritten: z
    .string()
    .nullable()
    .overwrite((text) => text ?? 'filled')
    .optional(),
  defaultedOptional: z.string().default('x').optional(),
  exact: z.string().exactOptional(),
});

const valid = {
  id: fc.uuid(),
  reference: fc.uuid(),
  at: fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  day: fc.constantFrom('2026-02-28', '2024-02-29'),
  name: fc.string(),
  note: fc.option(fc.string(), { nil: null }),
  count: fc.integer({ min: 0, max: 99 }),
  ratio: fc.double({ min: 0.001, max: 1e9, noNaN: true }),
  flag: fc.boolean(),
  kind: fc.constantFrom('DRAFT', 'CLOSED'),
  status: fc.constant('success'),
  maybe: fc.string(),
  filled: fc.string(),
  items: fc.array(fc.record({ en: fc.string(), th: fc.string() }), { maxLength: 3 }),
  anything: fc.jsonValue(),
};

/** The zoo's valid answers: its optional default is given (absent, zod fills it in). */
const validZooAnswer = { ...valid, defaultedOptional: fc.string() };

/** A key changed: taken out, or set to anything (a valid value of another key, undefined, junk). */
const change = fc.oneof(
  fc.record({ key: fc.constantFrom(...Object.keys(valid)), remove: fc.constant(true) }),
  fc.record({
    key: fc.constantFrom(
      ...Object.keys(valid),
      'either',
      'short',
      'metaData',
      'refined',
      'overwritten',
      'defaultedOptional',
      'exact',
      'passwordHash',
    ),
    remove: fc.constant(false),
    value: fc.oneof(
      fc.anything(),
      fc.constant(undefined),
      fc.string({ maxLength: 5 }),
      fc.integer(),
      fc.dictionary(fc.string(), fc.jsonValue()),
      fc.array(fc.record({ en: fc.string(), th: fc.string(), secret: fc.anything() }, { requiredKeys: ['en', 'th'] })),
      ...Object.values(valid),
    ),
  }),
);

/** Valid answers with up to three changes: every edge of every kind of schema, often enough. */
const nearlyValid = fc.tuple(fc.record(validZooAnswer), fc.array(change, { maxLength: 3 })).map(([answer, changes]) => {
  const value: Record<string, unknown> = { ...answer };
  for (const { key, remove, ...rest } of changes) {
    if (remove) delete value[key];
    else value[key] = (rest as { value?: unknown }).value;
  }
  return value;
});

describe('the compiled response check', () => {
  const check = compileResponseCheck(zoo);

  it("vouches only for what zod's parse returns unchanged, as a JSON value", () => {
    let vouched = 0;
    fc.assert(
      fc.property(nearlyValid, (value) => {
        if (!check(value)) return;
        vouched++;
        const parsed = zoo.safeParse(value);
        expect(parsed.success).toBe(true);
        expect(asJson(parsed.data)).toStrictEqual(asJson(value));
      }),
      { numRuns: 3000 },
    );
    // Not vacuous: a good share of the values passes the check (a valid answer, or a harmless change).
    expect(vouched).toBeGreaterThan(300);
  });

  it('vouches for every answer in the shape the schema declares, so the answers take the fast path', () => {
    const handledCheck = compileResponseCheck(handled);
    fc.assert(
      fc.property(
        fc.record(valid, {
          requiredKeys: (Object.keys(valid) as (keyof typeof valid)[]).filter((key) => key !== 'maybe'),
        }),
        (value) => {
          expect(handledCheck(value)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  const sample = {
    id: '0b4e7a52-64a3-4c9f-9f0e-5d1f2c3b4a59',
    reference: 'f94c26cb-8f98-5ea0-bd9d-d5f1df96b786',
    at: '2026-11-27T14:06:14.137Z',
    day: '2026-11-27',
    name: 'พนักงานประจำสำนักงาน',
    note: null,
    count: 3,
    ratio: 0.5,
    flag: false,
    kind: 'DRAFT',
    status: 'success',
    filled: 'given',
    items: [{ en: 'Chiang Mai', th: 'เชียงใหม่' }],
    anything: { free: ['form'] },
    defaultedOptional: 'given',
  };

  it.each([
    ['an id that is not a uuid', { id: 'c435162c-dfaf-4fb3-a38b' }],
    ['an id to write in lower case that is not a uuid', { reference: 'f94c26cb-8f98-5ea0-bd9d' }],
    ['a time without its zone', { at: '2026-11-27T14:06:14' }],
    ['a day that does not exist', { day: '2026-02-30' }],
    ['a number where a text belongs', { name: 7 }],
    ['undefined where null is allowed', { note: undefined }],
    ['a fraction where a whole number belongs', { count: 1.5 }],
    ['a whole number past its maximum', { count: 100 }],
    ['zero where more than zero belongs', { ratio: 0 }],
    ['NaN', { ratio: Number.NaN }],
    ['a text where a boolean belongs', { flag: 'false' }],
    ['a value outside the enum', { kind: 'ARCHIVED' }],
    ['another literal', { status: 'error' }],
    ['an item missing a key', { items: [{ en: 'Chiang Mai' }] }],
    ['an object where an array belongs', { items: { 0: { en: 'a', th: 'b' } } }],
  ])('says no to %s', (_, change) => {
    const value = { ...sample, ...change };
    expect(zoo.safeParse(value).success).toBe(false);
    expect(check(value)).toBe(false);
  });

  it.each([
    ['a key the schema does not declare', { ...sample, passwordHash: 'x' }],
    ['a nested key the schema does not declare', { ...sample, items: [{ en: 'a', th: 'b', secret: 1 }] }],
    [
      'an absent default, which zod fills in',
      Object.fromEntries(Object.entries(sample).filter(([k]) => k !== 'filled')),
    ],
    ['a kind of schema it does not compile (a union)', { ...sample, either: 'x' }],
    ['a check it does not compile (a maximum length)', { ...sample, short: 'abc' }],
    ['an id in capitals, which zod writes in lower case', { ...sample, reference: sample.reference.toUpperCase() }],
    ['an object that is not a plain one', Object.assign(Object.create({ inherited: true }), sample)],
    ['an overwrite on a wrapper, which changes null', { ...sample, overwritten: null }],
    ['undefined under an optional default, which zod fills in', { ...sample, defaultedOptional: undefined }],
  ])('leaves %s to zod', (_, value) => {
    expect(zoo.safeParse(value).success).toBe(true);
    expect(check(value)).toBe(false);
  });

  it.each([
    ['a refinement on a wrapper', { ...sample, refined: null }],
    ['undefined where exactOptional wants a text or nothing', { ...sample, exact: undefined }],
  ])('says no to %s, a check on a wrapper zod runs', (_, value) => {
    expect(zoo.safeParse(value).success).toBe(false);
    expect(check(value)).toBe(false);
  });

  describe('answers JSON.stringify would write otherwise than zod’s copy', () => {
    const person = z.object({ name: z.string(), nickname: z.string().optional() });
    const personCheck = compileResponseCheck(person);

    it.each([
      [
        'a declared key that is not enumerable, and one that is not declared',
        Object.defineProperty({ passwordHash: 'scrypt$…' }, 'name', { value: 'Narin', enumerable: false }),
      ],
      [
        'an optional key that is not enumerable',
        Object.defineProperty({ name: 'Narin' }, 'nickname', { value: 'Nan', enumerable: false }),
      ],
      [
        'a toJSON of its own that is not enumerable',
        Object.defineProperty({ name: 'Narin' }, 'toJSON', { value: () => ({ passwordHash: 'scrypt$…' }) }),
      ],
      ['a declared key inherited from its prototype', Object.create({ name: 'Narin' })],
    ])('%s', (_, value) => {
      expect(JSON.stringify(value)).not.toBe(JSON.stringify(person.safeParse(value).data ?? null));
      expect(personCheck(value)).toBe(false);
    });

    it('an array with a toJSON of its own or of a subclass', () => {
      const names = compileResponseCheck(z.array(z.string()));
      class Names extends Array<string> {
        toJSON() {
          return 'leaked';
        }
      }
      expect(names(Object.assign(['a'], { toJSON: () => 'leaked' }))).toBe(false);
      expect(names(Names.from(['a']))).toBe(false);
      expect(names(['a'])).toBe(true);
    });

    it('a symbol key in the schema, which the check cannot list', () => {
      const key = Symbol('key');
      const withSymbol = z.object({ name: z.string(), [key]: z.string() });
      expect(withSymbol.safeParse({ name: 'Narin' }).success).toBe(false);
      expect(compileResponseCheck(withSymbol)({ name: 'Narin' })).toBe(false);
    });

    it('a check on unknown', () => {
      const refined = z.object({ anything: z.unknown().refine((value) => value !== 1) });
      expect(compileResponseCheck(refined)({ anything: 1 })).toBe(false);
    });
  });

  it('vouches for an answer without its optional keys, which zod leaves out too', () => {
    expect(check(sample)).toBe(true);
    expect(asJson(zoo.parse(sample))).toStrictEqual(asJson(sample));
  });
});

describe('withResponseChecks', () => {
  const c = initContract();
  const routes = c.router({
    get: {
      method: 'GET',
      path: '/thing',
      responses: {
        200: z.object({ name: z.string(), city: z.string().optional() }),
        404: z.object({ message: z.string() }),
      },
    },
    remove: { method: 'DELETE', path: '/thing', body: null, responses: { 204: c.noBody() } },
    either: { method: 'GET', path: '/either', responses: { 200: z.union([z.string(), z.int()]) } },
  });
  const others = {
    either: async () => ({ status: 200, body: 'x' }),
    remove: async () => ({ status: 204, body: undefined }),
  };
  const handlerOf = (body: unknown, verify: boolean) =>
    withResponseChecks(routes, { ...others, get: async () => ({ status: 200, body }) }, { verify }).get;

  /** The answer as ts-rest sends it: a JSON answer's body is its text, which ts-rest pipes into the response. */
  const sent = async (result: { status: number; body: unknown }) => {
    expect(result.body).toBeInstanceOf(Stream);
    return { status: result.status, text: await text((result.body as Stream).pipe(new PassThrough())) };
  };

  // Unverified is how the server runs; verified is how the tests run it.
  describe.each([false, true])('verify: %s', (verify) => {
    const answer = (body: unknown) => handlerOf(body, verify)();

    it('sends an answer in the shape of the contract as it is, not zod’s copy (which lists keys in the schema’s order)', async () => {
      expect(await sent(await answer({ city: 'เชียงใหม่', name: 'Narin' }))).toEqual({
        status: 200,
        text: '{"city":"เชียงใหม่","name":"Narin"}',
      });
    });

    it('sends zod’s copy of an answer with a field the contract does not declare: the field never leaves', async () => {
      expect(await sent(await answer({ name: 'Narin', passwordHash: 'scrypt$…' }))).toEqual({
        status: 200,
        text: '{"name":"Narin"}',
      });
    });

    it('leaves an answer without a body to ts-rest', async () => {
      const remove = withResponseChecks(
        routes,
        { ...others, get: async () => ({ status: 200, body: {} }) },
        { verify },
      ).remove;
      expect(await remove()).toEqual({ status: 204, body: undefined });
    });

    it('refuses an answer that breaks the contract with the error ts-rest’s validation throws', async () => {
      await expect(answer({ name: 42 })).rejects.toBeInstanceOf(TsRestResponseValidationError);
    });

    it('checks an answer thrown as a TsRestResponseError, which ts-rest sends too', async () => {
      const thrown = withResponseChecks(
        routes,
        {
          get: async () => {
            throw new TsRestResponseError(routes.get, {
              status: 404,
              body: { message: 'Not found', passwordHash: 'x' } as never,
            });
          },
          ...others,
        },
        { verify },
      );
      expect(await sent(await thrown.get())).toEqual({ status: 404, text: '{"message":"Not found"}' });
    });
  });

  it('verifying, fails an answer the check leaves to zod though zod leaves it unchanged (a kind the check lacks)', async () => {
    const either = withResponseChecks(
      routes,
      { ...others, get: async () => ({ status: 200, body: {} }) },
      { verify: true },
    ).either;
    await expect(either()).rejects.toThrow('the response check left an unchanged answer to zod: GET /either 200');
  });

  it('verifying, fails an answer the check passed that zod changes (an accessor that answers differently each time)', async () => {
    let reads = 0;
    const body = {
      get name() {
        reads += 1;
        return `read ${reads}`;
      },
    };
    await expect(handlerOf(body, true)()).rejects.toThrow(
      'the response check passed an answer zod changes: GET /thing 200',
    );
  });
});
