import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ClassificationTable } from './reference.repository.ts';

export type ReferenceSeedRepository = ReturnType<typeof createReferenceSeedRepository>;

type Row<T extends keyof Database> = Omit<Database[T], 'seeded_at'>;

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

    async upsertProvinces(rows: Row<'provinces'>[]): Promise<void> {
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
    },

    async upsertDistricts(rows: Row<'districts'>[]): Promise<void> {
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
    },

    /** Rows must come parents first: a child's parent_id refers to a row of the same batch. */
    async upsertClassifications(table: ClassificationTable, rows: Row<'industries'>[]): Promise<void> {
      await db
        .insertInto(table)
        .values(rows)
        .onConflict((oc) =>
          oc.column('code').doUpdateSet((eb) => ({
            parent_id: eb.ref('excluded.parent_id'),
            sort_order: eb.ref('excluded.sort_order'),
            name_en: eb.ref('excluded.name_en'),
            name_th: eb.ref('excluded.name_th'),
          })),
        )
        .execute();
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
  };
}
