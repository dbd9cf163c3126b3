import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { referenceId, seedReferenceData } from '../src/modules/reference/reference-data.seeder.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

async function counts() {
  const result = await sql<Record<string, number>>`
    SELECT (SELECT count(*) FROM provinces) AS provinces,
           (SELECT count(*) FROM districts) AS districts,
           (SELECT count(*) FROM industries) AS industries,
           (SELECT count(*) FROM occupations) AS occupations,
           (SELECT count(*) FROM languages) AS languages,
           (SELECT count(*) FROM language_certifications) AS certifications`.execute(app.db);
  return result.rows[0];
}

describe('reference data seeding', () => {
  it('is idempotent: a second run writes nothing and changes no count', async () => {
    const before = await counts();
    expect(before).toMatchObject({
      provinces: 77,
      districts: 928,
      industries: 21 + 88,
      occupations: 10 + 43 + 130,
      languages: 183,
    });
    expect(await seedReferenceData(app.db)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('re-seeds a dataset whose files changed, updating rows in place with stable ids', async () => {
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('provinces').set({ name_en: 'Wrong name' }).where('code', '=', '10').execute();
      await trx
        .updateTable('reference_data_versions')
        .set({ checksum: 'stale' })
        .where('dataset', '=', 'locations')
        .execute();
    });
    expect(await seedReferenceData(app.db)).toEqual(['locations']);
    const bangkok = await app.db
      .selectFrom('provinces')
      .select(['id', 'name_en'])
      .where('code', '=', '10')
      .executeTakeFirstOrThrow();
    expect(bangkok).toEqual({ id: referenceId('PROVINCE', '10'), name_en: 'Bangkok' });
    expect(await counts()).toMatchObject({ provinces: 77, districts: 928 });
  });
});
