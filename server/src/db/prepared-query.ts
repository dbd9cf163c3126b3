import { type Compilable, type CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely';
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

/**
 * `value` as a one-row sub-query, `(SELECT $n::type)`: computed once per call like the value
 * itself, but planned as a value unknown in every call. In a statement whose best plan no value
 * changes, a value the planner is shown still moves its estimates a little, enough for a plan
 * made for any values to look dearer than one made for the call's, so that PostgreSQL plans every
 * call anew (plan_cache_mode auto keeps the plan made once only when it costs no more). Hidden
 * from the planner, every value leaves the two plans equal, and one plan serves every call.
 */
export const hiddenFromPlanner = <T>(value: unknown, type: string): RawBuilder<T> =>
  sql<T>`(select ${value}::${sql.raw(type)})`;

/**
 * A value of a statement, `hidden` from the planner in a statement planned once for every value
 * (a walk, walked filters, a keyword's word-start count). Every value is, the time and the page's
 * window included: a plan that sees one looks cheaper than the plan for any values, and
 * PostgreSQL would plan every call anew (docs/decisions.md #40).
 */
export const boundFor = <T>(hidden: boolean, value: T, type: string): T | RawBuilder<T> =>
  hidden ? hiddenFromPlanner<T>(value, type) : value;

type Prepared<O> = { compiled: CompiledQuery<O>; slots: (string | undefined)[] };

/** Shapes kept per query: far more than the filters' combinations in use; beyond, a shape is compiled per call. */
const MAX_SHAPES = 256;

/** The names of the statements PostgreSQL plans once per connection, by their SQL (`statementNameOf`). */
const statementNames = new Map<string, string>();
/** Far more than the statements in use; beyond, a statement is planned on every call. */
const MAX_NAMED_STATEMENTS = 4_096;

/**
 * The name under which the database connections prepare this SQL (`NamedStatementClient` in
 * database.ts), if a `preparedQuery` with `planOnce` compiled it (docs/decisions.md #20).
 */
export const statementNameOf = (sql: string): string | undefined => statementNames.get(sql);

function nameStatement(sql: string) {
  if (statementNames.has(sql) || statementNames.size >= MAX_NAMED_STATEMENTS) return;
  statementNames.set(sql, `jobmatch_${statementNames.size + 1}`);
}

export type PreparedOptions<S> = {
  /**
   * True for a shape whose best plan no value can change (a primary key, one company's own rows,
   * the ids of a page, the unfiltered list of open postings): PostgreSQL then parses it once per
   * connection and, once it has seen that a plan for any values costs no more than the plans
   * for the values given, plans it once (`plan_cache_mode` auto). Planning was most of the
   * database's work for such a statement. Leave it false where a value decides the plan: how
   * common a keyword, a province or a salary is decides whether to walk the list's order or
   * read an index of matches.
   */
  planOnce?: (shape: S) => boolean;
};

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
  { planOnce }: PreparedOptions<S> = {},
) {
  const prepared = new Map<string, Prepared<O>>();

  function prepare(db: Kysely<Database>, shape: S): Prepared<O> {
    const placeholders = new Proxy({} as V, {
      get: (_target, name) => (typeof name === 'string' ? new Placeholder(name) : undefined),
    });
    const compiled = build(db, placeholders, shape).compile();
    const slots = compiled.parameters.map((value) => (value instanceof Placeholder ? value.name : undefined));
    if (planOnce?.(shape)) nameStatement(compiled.sql);
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
