import { type Kysely, sql } from 'kysely';

const REGIONS = ['NORTH', 'NORTH_EAST', 'CENTRAL', 'EAST', 'WEST', 'SOUTH'];

const inList = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('provinces')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_th', 'text', (col) => col.notNull())
    .addColumn('region', 'text', (col) => col.notNull().check(sql`region IN (${inList(REGIONS)})`))
    .execute();

  await db.schema
    .createTable('districts')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('province_id', 'uuid', (col) => col.notNull().references('provinces.id'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind IN ('KHET', 'AMPHOE')`))
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_th', 'text', (col) => col.notNull())
    // The first postal code is the district's main one.
    .addColumn('postal_codes', sql`text[]`, (col) => col.notNull().check(sql`cardinality(postal_codes) >= 1`))
    .execute();
  await db.schema.createIndex('districts_province_id_idx').on('districts').column('province_id').execute();

  for (const table of ['industries', 'occupations']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'uuid', (col) => col.primaryKey())
      .addColumn('parent_id', 'uuid', (col) => col.references(`${table}.id`))
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('sort_order', 'integer', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('name_th', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex(`${table}_parent_id_idx`).on(table).column('parent_id').execute();
  }

  await db.schema
    .createTable('languages')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_th', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('language_certifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('language_id', 'uuid', (col) => col.notNull().references('languages.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addUniqueConstraint('language_certifications_language_name_key', ['language_id', 'name'])
    .execute();

  // Lets start-up skip re-seeding a dataset whose files have not changed.
  await db.schema
    .createTable('reference_data_versions')
    .addColumn('dataset', 'text', (col) => col.primaryKey())
    .addColumn('checksum', 'text', (col) => col.notNull())
    .addColumn('seeded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'reference_data_versions',
    'language_certifications',
    'languages',
    'occupations',
    'industries',
    'districts',
    'provinces',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
