import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type ReferenceIds, refreshSearchDocumentsNaming } from '../../db/search-documents.ts';
import type { ClassificationTable } from './reference.repository.ts';

export type ReferenceSeedRepository = ReturnType<typeof createReferenceSeedRepository>;

type Row<T extends keyof Database> = Omit<Selectable<Database[T]>, 'seeded_at'>;

/**
 * The ids of the stored rows whose texts in search documents `rows` change (rows not stored yet
 * are in no document). Answered by the upserts before they write.
 */
function renamed<S extends { id: string }>(stored: S[], rows: NoInfer<S>[], texts: (row: S) => unknown[]): string[] {
  const before = new Map(stored.map((row) => [row.id, JSON.stringify(texts(row))]));
  return rows
    .filter((row) => before.has(row.id) && before.get(row.id) !== JSON.stringify(texts(row)))
    .map((row) => row.id);
}

/** Writes reference data by natural code, so re-seeding updates rows in place and keeps ids. */
export function createReferenceSeedRepository(db: Kysely<Database>) {
  return {
    async checksum(dataset: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('reference_data_versions')
        .select('checksum')
        .where('dataset', '=', dataset)
        .executeTakeFirst();
      return row?.checksum;
    },

    async saveChecksum(dataset: string, checksum: string): Promise<void> {
      await db
        .insertInto('reference_data_versions')
        .values({ dataset, checksum })
        .onConflict((oc) => oc.column('dataset').doUpdateSet({ checksum, seeded_at: new Date() }))
        .execute();
    },

    /** Answers the ids of the provinces it renamed. */
    async upsertProvinces(rows: Row<'provinces'>[]): Promise<string[]> {
      const stored = await db.selectFrom('provinces').select(['id', 'name_en', 'name_th']).execute();
      await db
        .insertInto('provinces')
        .values(rows)
        .onConflict((oc) =>
          oc.column('code').doUpdateSet((eb) => ({
            name_en: eb.ref('excluded.name_en'),
            name_th: eb.ref('excluded.name_th'),
            region: eb.ref('excluded.region'),
          })),
        )
        .execute();
      return renamed(stored, rows, (row) => [row.name_en, row.name_th]);
    },

    /** Answers the ids of the districts it renamed or moved to another province (documents name it too). */
    async upsertDistricts(rows: Row<'districts'>[]): Promise<string[]> {
      const stored = await db.selectFrom('districts').select(['id', 'name_en', 'name_th', 'province_id']).execute();
      await db
        .insertInto('districts')
        .values(rows)
        .onConflict((oc) =>
          oc.column('code').doUpdateSet((eb) => ({
            province_id: eb.ref('excluded.province_id'),
            kind: eb.ref('excluded.kind'),
            name_en: eb.ref('excluded.name_en'),
            name_th: eb.ref('excluded.name_th'),
            postal_codes: eb.ref('excluded.postal_codes'),
          })),
        )
        .execute();
      return renamed(stored, rows, (row) => [row.name_en, row.name_th, row.province_id]);
    },

    /**
     * Rows must come parents first: a child's parent_id refers to a row of the same batch.
     * Answers the ids of the rows whose names or aliases it changed.
     */
    async upsertClassifications(table: ClassificationTable, rows: Row<'industries'>[]): Promise<string[]> {
      const stored = await db.selectFrom(table).select(['id', 'name_en', 'name_th', 'search_aliases']).execute();
      await db
        .insertInto(table)
        .values(rows)
        .onConflict((oc) =>
          oc.column('code').doUpdateSet((eb) => ({
            parent_id: eb.ref('excluded.parent_id'),
            sort_order: eb.ref('excluded.sort_order'),
            name_en: eb.ref('excluded.name_en'),
            name_th: eb.ref('excluded.name_th'),
            search_aliases: eb.ref('excluded.search_aliases'),
          })),
        )
        .execute();
      return renamed(stored, rows, (row) => [row.name_en, row.name_th, row.search_aliases]);
    },

    async upsertLanguages(rows: Row<'languages'>[]): Promise<void> {
      await db
        .insertInto('languages')
        .values(rows)
        .onConflict((oc) =>
          oc.column('code').doUpdateSet((eb) => ({
            name_en: eb.ref('excluded.name_en'),
            name_th: eb.ref('excluded.name_th'),
          })),
        )
        .execute();
    },

    async upsertCertifications(rows: Row<'language_certifications'>[]): Promise<void> {
      await db
        .insertInto('language_certifications')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['language_id', 'name']).doUpdateSet((eb) => ({ sort_order: eb.ref('excluded.sort_order') })),
        )
        .execute();
    },

    /** Rewrites the search documents that hold the texts of these renamed rows (db/search-documents.ts). */
    refreshSearchDocumentsNaming(renamed: ReferenceIds): Promise<void> {
      return refreshSearchDocumentsNaming(db, renamed);
    },
  };
}
