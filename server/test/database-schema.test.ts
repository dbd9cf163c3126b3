import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { API, type Checker, SymbolFlags, type Type } from 'typescript/unstable/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.ts';
import { useTestApp } from './support/test-app.ts';

/**
 * The hand-written table types of db/schema.ts against the migrated database, so that neither
 * can change without the other: the same tables, the same columns, nullable exactly where the
 * type admits null, a database default wherever the type lets an insert leave the column out,
 * and compatible kinds of value. The types are read by TypeScript's own checker (TypeScript 7's
 * API, which runs the compiler in a child process), so aliases, `extends` and the contract's
 * enumerations count as the compiler sees them.
 */
type Kind = 'string' | 'number' | 'boolean' | 'date' | 'array' | 'json';
type Column = { nullable: boolean; optionalOnInsert: boolean; kinds: Kind[] };
type Tables = Map<string, Map<string, Column>>;

/** What each column type of the migrations reads back as through our drivers (see db/database.ts). */
const KINDS_OF: Record<string, Kind[]> = {
  uuid: ['string'],
  text: ['string'],
  'character varying': ['string'],
  date: ['string'],
  tsvector: ['string'],
  bit: ['string'],
  integer: ['number'],
  smallint: ['number'],
  bigint: ['number'],
  boolean: ['boolean'],
  'timestamp with time zone': ['date'],
  ARRAY: ['array'],
  jsonb: ['json', 'array'],
};

const SCHEMA_FILE = fileURLToPath(new URL('../src/db/schema.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
/** Kysely's own bookkeeping, not ours. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

const app = await useTestApp();
let api: API;
let declared: Tables;

/** `Database`'s tables as the compiler sees them: a ColumnType's select and insert sides, or the plain type. */
function declaredTables(checker: Checker): Tables {
  const at = { document: SCHEMA_FILE, position: 0 };
  const database = checker.resolveName('Database', SymbolFlags.Interface, at);
  const date = checker.resolveName('Date', SymbolFlags.Interface, at);
  if (!database || !date) throw new Error('db/schema.ts declares no Database interface');
  const dateType = checker.getDeclaredTypeOfSymbol(date);
  const is = (type: Type, target: Type) => checker.isTypeAssignableTo(type, target);
  const kindOf = (type: Type): Kind => {
    const value = checker.getNonNullableType(type) ?? type;
    if (value.isErrorType()) throw new Error(`unresolved type ${checker.typeToString(type)}`);
    if (is(value, checker.getStringType())) return 'string';
    if (is(value, checker.getNumberType())) return 'number';
    if (is(value, checker.getBooleanType())) return 'boolean';
    if (is(value, dateType)) return 'date';
    return checker.isArrayType(value) ? 'array' : 'json';
  };
  const tables: Tables = new Map();
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(database))) {
    const columns = new Map<string, Column>();
    const tableType = checker.getTypeOfSymbol(table);
    if (!tableType) throw new Error(`no type for table ${table.name}`);
    for (const column of checker.getPropertiesOfType(tableType)) {
      const type = checker.getTypeOfSymbol(column);
      if (!type) throw new Error(`no type for ${table.name}.${column.name}`);
      const side = (name: string) => {
        const property = checker.getPropertyOfType(type, name);
        return (property && checker.getTypeOfSymbol(property)) ?? type;
      };
      const selected = side('__select__');
      columns.set(column.name, {
        nullable: is(checker.getNullType(), selected),
        optionalOnInsert: is(checker.getUndefinedType(), side('__insert__')),
        kinds: [kindOf(selected)],
      });
    }
    tables.set(table.name, columns);
  }
  return tables;
}

type InformationSchemaColumn = {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  has_default: boolean;
};

async function migratedTables(db: Kysely<Database>): Promise<Tables> {
  const { rows } = await sql<InformationSchemaColumn>`
    SELECT c.table_name, c.column_name, c.data_type, c.is_nullable,
           (c.column_default IS NOT NULL OR c.is_identity = 'YES' OR c.is_generated = 'ALWAYS') AS has_default
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const tables: Tables = new Map();
  for (const row of rows) {
    if (MIGRATOR_TABLES.includes(row.table_name)) continue;
    const columns = tables.get(row.table_name) ?? new Map<string, Column>();
    columns.set(row.column_name, {
      nullable: row.is_nullable === 'YES',
      optionalOnInsert: row.has_default,
      kinds: KINDS_OF[row.data_type] ?? [],
    });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Every difference, one line each: empty when types and database agree. */
function differences(types: Tables, database: Tables): string[] {
  const found: string[] = [];
  const names = (map: Map<string, unknown>) => [...map.keys()];
  for (const table of names(database).filter((name) => !types.has(name))) found.push(`${table}: table not in Database`);
  for (const table of names(types).filter((name) => !database.has(name))) found.push(`${table}: no such table`);
  for (const [table, declaredColumns] of types) {
    const actual = database.get(table);
    if (!actual) continue;
    for (const column of names(actual).filter((name) => !declaredColumns.has(name))) {
      found.push(`${table}.${column}: column not declared`);
    }
    for (const [column, type] of declaredColumns) {
      const real = actual.get(column);
      if (!real) {
        found.push(`${table}.${column}: no such column`);
        continue;
      }
      if (type.nullable !== real.nullable) {
        found.push(
          `${table}.${column}: ${real.nullable ? 'nullable' : 'NOT NULL'}, declared ${type.nullable ? 'with' : 'without'} null`,
        );
      }
      if (type.optionalOnInsert && !real.optionalOnInsert) {
        found.push(`${table}.${column}: optional on insert (Generated) but without a default`);
      }
      if (real.kinds.length === 0) found.push(`${table}.${column}: a column type this test does not know`);
      else if (!type.kinds.some((kind) => real.kinds.includes(kind))) {
        found.push(`${table}.${column}: declared ${type.kinds.join('/')}, stored as ${real.kinds.join('/')}`);
      }
    }
  }
  return found;
}

/** Runs `change` and reads the schema inside a transaction that is rolled back. */
async function withChangedSchema(change: (trx: Kysely<Database>) => Promise<void>): Promise<Tables> {
  let seen: Tables | undefined;
  const rollback = new Error('rollback');
  await app.db
    .transaction()
    .execute(async (trx) => {
      await change(trx);
      seen = await migratedTables(trx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
  if (!seen) throw new Error('the schema was not read');
  return seen;
}

beforeAll(() => {
  api = new API({ cwd: fileURLToPath(new URL('../../', import.meta.url)) });
  const project = api.updateSnapshot({ openProjects: [TSCONFIG] }).getProject(TSCONFIG);
  if (!project) throw new Error(`TypeScript did not open ${TSCONFIG}`);
  declared = declaredTables(project.checker);
});

afterAll(() => api?.close());

describe('db/schema.ts and the migrated database', () => {
  it('have the same tables and columns, nullability, defaults and kinds of value', async () => {
    const database = await migratedTables(app.db);
    expect(database.size).toBeGreaterThan(30);
    expect([...declared.keys()].sort()).toEqual([...database.keys()].sort());
    expect(differences(declared, database)).toEqual([]);
  });

  it('notice a column the types do not declare, a changed nullability and a changed type', async () => {
    const changed = await withChangedSchema(async (trx) => {
      await sql`ALTER TABLE rate_limit_counters ADD COLUMN undeclared text`.execute(trx);
      await sql`ALTER TABLE sessions ALTER COLUMN expires_at DROP NOT NULL`.execute(trx);
      await sql`ALTER TABLE rate_limit_counters ALTER COLUMN hits TYPE text`.execute(trx);
      await sql`ALTER TABLE users ALTER COLUMN locale DROP DEFAULT`.execute(trx);
    });
    expect(differences(declared, changed).sort()).toEqual([
      'rate_limit_counters.hits: declared number, stored as string',
      'rate_limit_counters.undeclared: column not declared',
      'sessions.expires_at: nullable, declared without null',
      'users.locale: optional on insert (Generated) but without a default',
    ]);
  });
});
