import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up as reindex } from '../../migrations/20261210T0900_thai_search_reindex.ts';
import { createPosting } from './candidate-fixtures.ts';
import { registerEmployer } from './support/factories.ts';
import { DISTRICT } from './support/reference.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

describe('the migration that re-indexes search documents', () => {
  it('rewrites documents written the old way (NFKC split SARA AM, no reference names)', async () => {
    const employer = await registerEmployer(app);
    const id = await createPosting(app, employer, {
      title: 'พนักงานประจำสำนักงานใหญ่',
      districtId: DISTRICT.muangChiangMai,
    });
    // What the old code stored: ประจำ decomposed, the words split inside, no place names.
    const decomposed = 'พนักงานประจำสำนักงานใหญ่'.normalize('NFKC');
    await sql`UPDATE job_postings SET search_vector = array_to_tsvector(${['พนักงานประจ', 'าสำ']}::text[]), search_text = ${decomposed} WHERE id = ${id}`.execute(
      app.db,
    );
    const find = async (keyword: string) =>
      (await app.api.candidate.jobs.list({ query: { keyword, pageSize: 100 } })).body;
    const before = await find('ประจำ เชียงใหม่');
    expect(JSON.stringify(before)).not.toContain(id);

    await reindex(app.db as unknown as Kysely<unknown>);

    for (const keyword of ['ประจำ เชียงใหม่', 'ประจำ สำนักงาน', 'Chiang Mai พนักงาน']) {
      expect(JSON.stringify(await find(keyword)), keyword).toContain(id);
    }
  });
});
