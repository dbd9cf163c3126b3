import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { up as reindex } from '../../migrations/20261210T0900_thai_search_reindex.ts';
import { up as signAgain } from '../../migrations/20261221T0900_posting_signature_triples.ts';
import { up as joinLoanwords } from '../../migrations/20261223T0900_thai_loanword_lexemes.ts';
import { up as signCandidates } from '../../migrations/20261225T0900_candidate_search_signatures.ts';
import { up as insideLexemes } from '../../migrations/20261229T0900_inside_word_lexemes.ts';
import { documentOf, normalise, SIGNATURE_BITS, searchSignature } from '../src/db/search.ts';
import { createPosting } from './candidate-fixtures.ts';
import { registerCandidate, registerEmployer } from './support/factories.ts';
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

describe('the migration that signs postings again', () => {
  it("writes every posting's signature from its search text, the triples' bits included", async () => {
    const employer = await registerEmployer(app);
    const ids = [
      await createPosting(app, employer, { title: 'Python developer', districtId: DISTRICT.muangChiangMai }),
      await createPosting(app, employer, { title: 'นักบัญชีอาวุโส' }),
    ];
    // Signed before: none of the bits a keyword's triples set.
    await sql`UPDATE job_postings SET search_signature = ${'0'.repeat(SIGNATURE_BITS)}::bit(${sql.lit(SIGNATURE_BITS)})
      WHERE id = any(${ids}::uuid[])`.execute(app.db);

    await signAgain(app.db as unknown as Kysely<unknown>);

    const { rows } = await sql<{ id: string; search_text: string; signature: string }>`
      SELECT id, search_text, search_signature::text AS signature FROM job_postings`.execute(app.db);
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
    for (const row of rows) {
      const expected = BigInt(`0${searchSignature([row.search_text])}`)
        .toString(2)
        .padStart(SIGNATURE_BITS, '0');
      expect(row.signature, row.id).toBe(expected);
    }
  });
});

describe("candidates' signatures (#57)", () => {
  const bitsOf = (signature: string | null) => BigInt(`0${signature}`).toString(2).padStart(SIGNATURE_BITS, '0');
  const signatures = async (ids: string[]) =>
    (
      await sql<{ search_text: string; signature: string | null }>`
        SELECT search_text, search_signature::text AS signature FROM candidates WHERE id = any(${ids}::uuid[])`.execute(
        app.db,
      )
    ).rows;

  it("are written with a profile's document, and by the migration that adds them for every candidate", async () => {
    const candidates = [await registerCandidate(app), await registerCandidate(app)];
    const [first] = candidates;
    await app
      .as(first?.token as string)
      .candidate.profile.updateSelfIntroduction({ body: { selfIntroduction: 'ช่างเชื่อมประจำโรงงาน Python' } });
    const ids = candidates.map((candidate) => candidate.user.candidateId);
    const written = await signatures(ids.slice(0, 1));
    expect(written).toEqual([{ search_text: expect.stringContaining('ช่างเชื่อม'), signature: expect.any(String) }]);
    for (const row of written) expect(row.signature).toBe(bitsOf(searchSignature([row.search_text])));

    // A database that had the candidates before their signatures.
    await sql`UPDATE candidates SET search_signature = NULL`.execute(app.db);
    await signCandidates(app.db as unknown as Kysely<unknown>);

    const { rows } = await sql<{ unsigned: number }>`
      SELECT count(*)::int AS unsigned FROM candidates WHERE search_signature IS NULL`.execute(app.db);
    expect(rows).toEqual([{ unsigned: 0 }]);
    for (const row of await signatures(ids)) expect(row.signature).toBe(bitsOf(searchSignature([row.search_text])));
  });
});

describe('the migration that makes listed Thai loanwords one lexeme', () => {
  const lexemes = async (table: 'job_postings' | 'candidates', id: string) => {
    const { rows } = await sql<{ lexemes: string[] }>`
      SELECT tsvector_to_array(search_vector) AS lexemes FROM ${sql.table(table)} WHERE id = ${id}`.execute(app.db);
    return rows[0]?.lexemes ?? [];
  };
  // What the segmenter alone made of โลจิสติกส์.
  const PIECES = ['หัวหน้า', 'แผนก', 'โล', 'จิ', 'สติ', 'กส์'];

  it('rewrites the postings and profiles that hold one, and no other', async () => {
    const employer = await registerEmployer(app);
    const holding = await createPosting(app, employer, { title: 'หัวหน้าแผนกโลจิสติกส์' });
    const other = await createPosting(app, employer, { title: 'พนักงานขาย' });
    const candidate = await registerCandidate(app);
    const { rows } = await sql<{ id: string }>`
      SELECT c.id FROM candidates c JOIN users u ON u.id = c.user_id WHERE u.email = ${candidate.email}`.execute(
      app.db,
    );
    const candidateId = rows[0]?.id ?? '';
    const text = 'หัวหน้าแผนกโลจิสติกส์';
    await sql`UPDATE candidates SET self_introduction = ${text}, search_text = ${normalise(text)},
      search_vector = array_to_tsvector(${PIECES}::text[]) WHERE id = ${candidateId}`.execute(app.db);
    await sql`UPDATE job_postings SET search_vector = array_to_tsvector(${PIECES}::text[]) WHERE id = ${holding}`.execute(
      app.db,
    );
    await sql`UPDATE job_postings SET search_vector = array_to_tsvector(${['stale']}::text[]) WHERE id = ${other}`.execute(
      app.db,
    );

    await joinLoanwords(app.db as unknown as Kysely<unknown>);

    for (const [table, id] of [
      ['job_postings', holding],
      ['candidates', candidateId],
    ] as const) {
      const written = await lexemes(table, id);
      expect(written, table).toContain('โลจิสติกส์');
      expect(written, table).not.toContain('กส์');
    }
    expect(await lexemes('job_postings', other)).toEqual(['stale']);
  });
});

describe('the migration that adds the lexemes of inner parts (#68)', () => {
  it('gives documents written before them the lexemes the code now writes for their texts', async () => {
    const employer = await registerEmployer(app);
    const spaced = await createPosting(app, employer, {
      title: 'PostgreSQL developer',
      districtId: DISTRICT.phraNakhon,
    });
    const thai = await createPosting(app, employer, { title: 'พนักงานบัญชี', districtId: DISTRICT.phraNakhon });
    const lexemesOf = async (id: string) => {
      const { rows } = await sql<{ lexemes: string[] }>`
        SELECT tsvector_to_array(search_vector) AS lexemes FROM job_postings WHERE id = ${id}`.execute(app.db);
      return [...(rows[0]?.lexemes ?? [])].sort();
    };
    const written = { spaced: await lexemesOf(spaced), thai: await lexemesOf(thai) };
    expect(written.spaced).toEqual(expect.arrayContaining(['~ostgresql', '~sql', '~eveloper']));
    // As the code before wrote them: the tokens alone.
    await sql`UPDATE job_postings SET search_vector = array_to_tsvector(ARRAY(
      SELECT lexeme FROM unnest(tsvector_to_array(search_vector)) lexeme WHERE lexeme NOT LIKE '~%'))
      WHERE id IN (${spaced}, ${thai})`.execute(app.db);
    const find = async (keyword: string) =>
      JSON.stringify((await app.api.candidate.jobs.list({ query: { keyword, pageSize: 100 } })).body);
    expect(await find('gresql')).not.toContain(spaced);

    await insideLexemes(app.db as unknown as Kysely<unknown>);

    expect(await lexemesOf(spaced)).toEqual(written.spaced);
    expect(await lexemesOf(thai)).toEqual(written.thai);
    expect(await find('gresql')).toContain(spaced);
    expect(written.spaced).toEqual(expect.arrayContaining(documentOf(['PostgreSQL developer']).lexemes));
  });
});
