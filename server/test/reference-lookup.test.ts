import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPosting } from './candidate-fixtures.ts';
import { registerEmployer } from './support/factories.ts';
import { DISTRICT, INDUSTRY, OCCUPATION, PROVINCE } from './support/reference.ts';
import { startTestApp, useTestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * Postings and candidates keep the ids of their reference rows; the API names them from the
 * reference data in memory rather than by joining the reference tables. These tests compare what
 * it shows with the tables themselves.
 */
const app = await useTestApp();
const employer = await registerEmployer(app);

async function readJob(jobId: string) {
  const response = await app.api.candidate.jobs.get({ params: { jobId } });
  if (response.status !== 200) throw new Error(`GET /jobs/${jobId}: ${response.status}`);
  return response.body.result.job;
}

describe('reference names of a posting', () => {
  it('shows its industry, occupation, district and province as the tables name them, in English and Thai', async () => {
    const jobId = await createPosting(app, employer, { districtId: DISTRICT.muangChiangMai });
    const job = await readJob(jobId);

    const industry = await app.db
      .selectFrom('industries')
      .select(['name_en', 'name_th'])
      .where('id', '=', INDUSTRY.computerProgramming)
      .executeTakeFirstOrThrow();
    const occupation = await app.db
      .selectFrom('occupations')
      .select(['name_en', 'name_th'])
      .where('id', '=', OCCUPATION.softwareDevelopers)
      .executeTakeFirstOrThrow();
    const district = await app.db
      .selectFrom('districts')
      .select(['name_en', 'name_th', 'postal_codes'])
      .where('id', '=', DISTRICT.muangChiangMai)
      .executeTakeFirstOrThrow();
    const province = await app.db
      .selectFrom('provinces')
      .select('region')
      .where('id', '=', PROVINCE.chiangMai)
      .executeTakeFirstOrThrow();

    expect(job.industry).toEqual({
      id: INDUSTRY.computerProgramming,
      localized: { en: industry.name_en, th: industry.name_th },
    });
    expect(job.occupation.localized).toEqual({ en: occupation.name_en, th: occupation.name_th });
    expect(job.location).toMatchObject({
      districtId: DISTRICT.muangChiangMai,
      provinceId: PROVINCE.chiangMai,
      district: { en: district.name_en, th: district.name_th },
      province: { en: 'Chiang Mai', th: 'เชียงใหม่' },
      region: province.region,
      postalCode: district.postal_codes[0],
    });
  });

  it('names a district added after the names were read: an unknown id makes the data be read again', async () => {
    // An app of its own: the district it adds would stay in the names the worker's shared app
    // holds in memory, and the files after this one count a province's districts.
    const database = await createTestDatabase();
    const own = await startTestApp(database);
    try {
      const ownEmployer = await registerEmployer(own);
      const readOwnJob = async (jobId: string) => {
        const response = await own.api.candidate.jobs.get({ params: { jobId } });
        if (response.status !== 200) throw new Error(`GET /jobs/${jobId}: ${response.status}`);
        return response.body.result.job;
      };
      // The names are in memory once any posting has been shown.
      await readOwnJob(await createPosting(own, ownEmployer));
      const districtId = randomUUID();
      await own.db
        .insertInto('districts')
        .values({
          id: districtId,
          province_id: PROVINCE.chiangMai,
          code: `9${randomUUID().replace(/\D/g, '').slice(0, 5)}`,
          kind: 'AMPHOE',
          name_en: 'Test District',
          name_th: 'อำเภอทดสอบ',
          postal_codes: ['50999'],
        })
        .execute();

      const job = await readOwnJob(await createPosting(own, ownEmployer, { districtId }));

      expect(job.location).toMatchObject({
        districtId,
        district: { en: 'Test District', th: 'อำเภอทดสอบ' },
        province: { en: 'Chiang Mai', th: 'เชียงใหม่' },
        postalCode: '50999',
      });
    } finally {
      await own.close();
      await database.close();
    }
  });
});
