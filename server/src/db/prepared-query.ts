import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Stands in for a value while a prepared query is built. Kysely keeps it as a parameter; using
 * it as a value instead (arithmetic, a template string, a length) would bake the placeholder into
 * the SQL, so that throws.
 */
class Placeholder {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
  [Symbol.toPrimitive](): never {
    throw new Error(`preparedQuery: parameter "${this.name}" is read as a value while the query is built`);
  }
}

type Prepared<O> = { compiled: CompiledQuery<O>; slots: (string | undefined)[] };

/** Shapes kept per query: far more than the filters' combinations in use; beyond, a shape is compiled per call. */
const MAX_SHAPES = 256;

/**
 * A query built and compiled once per shape: each later call only binds its values. Kysely
 * builds and compiles a query anew on every call, the largest part of the API's own work per
 * request in a CPU profile (docs/decisions.md #20), so the statements of the most frequent
 * requests (the session of every signed-in one, reading a posting, the searches) are prepared.
 *
 * `build` decides the statement's structure from `shape` alone (a small JSON value: which
 * filters are set, how many words a keyword has) and uses `values` only as the statement's
 * values: while it is prepared they are placeholders. A Kysely instance with plugins (tests that
 * watch statements) builds the query on every call, so that its plugins see each one.
 */
export function preparedQuery<V extends Record<string, unknown>, O, S = void>(
  build: (db: Kysely<Database>, values: V, shape: S) => Compilable<O>,
) {
  const prepared = new Map<string, Prepared<O>>();

  function prepare(db: Kysely<Database>, shape: S): Prepared<O> {
    const placeholders = new Proxy({} as V, {
      get: (_target, name) => (typeof name === 'string' ? new Placeholder(name) : undefined),
    });
    const compiled = build(db, placeholders, shape).compile();
    const slots = compiled.parameters.map((value) => (value instanceof Placeholder ? value.name : undefined));
    return { compiled, slots };
  }

  return async (db: Kysely<Database>, values: V, shape: S): Promise<O[]> => {
    if (db.getExecutor().plugins.length > 0) return (await db.executeQuery(build(db, values, shape))).rows;
    const key = JSON.stringify(shape ?? null);
    let statement = prepared.get(key);
    if (!statement) {
      statement = prepare(db, shape);
      if (prepared.size < MAX_SHAPES) prepared.set(key, statement);
    }
    const { compiled, slots } = statement;
    const parameters = compiled.parameters.map((constant, index) => {
      const name = slots[index];
      return name === undefined ? constant : values[name];
    });
    return (await db.executeQuery<O>({ ...compiled, parameters })).rows;
  };
}
