import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, up } from '../../migrations/20261222T0900_posting_province.ts';
import { createPosting } from './candidate-fixtures.ts';
import { registerEmployer } from './support/factories.ts';
import { DISTRICT, PROVINCE } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

const provinceOf = async (id: string) =>
  (await app.db.selectFrom('job_postings').select('province_id').where('id', '=', id).executeTakeFirstOrThrow())
    .province_id;

describe("a posting's province", () => {
  it('follows its district, whoever writes it', async () => {
    const employer = await registerEmployer(app);
    const id = await createPosting(app, employer, { districtId: DISTRICT.muangChiangMai });
    expect(await provinceOf(id)).toBe(PROVINCE.chiangMai);

    await app.db.updateTable('job_postings').set({ district_id: DISTRICT.phraNakhon }).where('id', '=', id).execute();
    expect(await provinceOf(id)).toBe(PROVINCE.bangkok);
    await app.db.updateTable('job_postings').set({ district_id: null }).where('id', '=', id).execute();
    expect(await provinceOf(id)).toBeNull();
    expect(await provinceOf(await createPosting(app, employer, { districtId: null }))).toBeNull();
  });

  it('follows its district to another province, as the reference data may move one', async () => {
    const employer = await registerEmployer(app);
    const id = await createPosting(app, employer, { districtId: DISTRICT.muangChiangMai });
    const moveTo = (provinceId: string) =>
      app.db
        .updateTable('districts')
        .set({ province_id: provinceId })
        .where('id', '=', DISTRICT.muangChiangMai)
        .execute();
    await moveTo(PROVINCE.bangkok);
    try {
      expect(await provinceOf(id)).toBe(PROVINCE.bangkok);
    } finally {
      await moveTo(PROVINCE.chiangMai);
    }
    expect(await provinceOf(id)).toBe(PROVINCE.chiangMai);
  });

  it('is given to the postings written before the migration', async () => {
    const employer = await registerEmployer(app);
    await down(app.db as unknown as Kysely<unknown>);
    const id = await createPosting(app, employer, { districtId: DISTRICT.muangChiangMai });
    await up(app.db as unknown as Kysely<unknown>);
    expect(await provinceOf(id)).toBe(PROVINCE.chiangMai);
  });
});
