import { randomUUID } from 'node:crypto';
import { contract } from '@jobmatch/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { refreshCandidateSearchFilters } from '../src/db/candidate-search-filters.ts';
import { refreshCandidateSearchDocuments, refreshCompanyPostingSearchDocuments } from '../src/db/search-documents.ts';
import { referenceId, seedReferenceData } from '../src/modules/reference/reference-data.seeder.ts';
import { createPosting } from './candidate-fixtures.ts';
import { registerEmployer } from './support/factories.ts';
import { DISTRICT, INDUSTRY, OCCUPATION, PROVINCE } from './support/reference.ts';
import { capturingStatements } from './support/statement-capture.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();
const employer = await registerEmployer(app);

/** A word found only in this test's rows, so that searches see nothing of other tests. */
const uniqueWord = () => `sd${randomUUID().replace(/-/g, '').slice(0, 12)}`;

type Profile = {
  intro: string;
  districtId?: string | null;
  skills?: string[];
  works?: { industryId: string; occupationId: string; companyName: string; jobDetail?: string }[];
  educations?: { institution: string; fieldOfStudy: string; order: number }[];
  qualifications?: string[];
  experiences?: { type: 'INDUSTRY' | 'OCCUPATION'; id: string }[];
  preferences?: { type: 'INDUSTRY' | 'OCCUPATION' | 'PROVINCE'; id: string }[];
};

/** A candidate written straight into the tables, its search document not yet written. */
async function insertCandidate(profile: Profile): Promise<string> {
  const userId = randomUUID();
  const id = randomUUID();
  await app.db
    .insertInto('users')
    .values({ id: userId, email: `${userId}@example.test`, role: 'CANDIDATE' })
    .execute();
  await app.db
    .insertInto('candidates')
    .values({ id, user_id: userId, self_introduction: profile.intro, district_id: profile.districtId ?? null })
    .execute();
  const child = () => ({ id: randomUUID(), candidate_id: id });
  for (const name of profile.skills ?? [])
    await app.db
      .insertInto('candidate_skills')
      .values({ ...child(), name, type: 'SKILL' })
      .execute();
  for (const work of profile.works ?? [])
    await app.db
      .insertInto('candidate_work_histories')
      .values({
        ...child(),
        industry_id: work.industryId,
        occupation_id: work.occupationId,
        company_name: work.companyName,
        job_detail: work.jobDetail ?? null,
        start_date: '2018-01-01',
        employment_type: 'FULL_TIME',
      })
      .execute();
  for (const education of profile.educations ?? [])
    await app.db
      .insertInto('candidate_educations')
      .values({
        ...child(),
        status: 'GRADUATED',
        institution: education.institution,
        field_of_study: education.fieldOfStudy,
        start_date: '2010-06-01',
        level: 'BACHELOR',
        sort_order: education.order,
      })
      .execute();
  for (const name of profile.qualifications ?? [])
    await app.db
      .insertInto('candidate_qualifications')
      .values({ ...child(), name })
      .execute();
  for (const experience of profile.experiences ?? [])
    await app.db
      .insertInto('candidate_experiences')
      .values({ ...child(), experience_type: experience.type, entity_id: experience.id })
      .execute();
  for (const preference of profile.preferences ?? [])
    await app.db
      .insertInto('candidate_preferences')
      .values({ ...child(), entity_type: preference.type, entity_id: preference.id })
      .execute();
  return id;
}

async function documents(ids: string[]) {
  const { rows } = await sql<{ id: string; vector: string; text: string }>`
    SELECT id, search_vector::text AS vector, search_text AS text FROM candidates WHERE id = ANY(${ids}::uuid[])`.execute(
    app.db,
  );
  return Object.fromEntries(rows.map((row) => [row.id, { vector: row.vector, text: row.text }]));
}

async function findCandidates(keyword: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({ keyword, page: String(page), pageSize: '100' });
    const response = await app.fetch(`/api/company/candidates?${query}`, {
      headers: { authorization: `Bearer ${employer.token}` },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const result = contract.company.candidates.search.responses[200].parse(body).result;
    ids.push(...result.candidates.map((item) => item.id));
    if (page >= result.pagination.totalPages) return ids;
  }
}

async function findJobs(keyword: string): Promise<string[]> {
  const response = await app.api.candidate.jobs.list({ query: { keyword, pageSize: 100 } });
  if (response.status !== 200) throw new Error(`GET /jobs: ${response.status}`);
  return response.body.result.jobs.map((job) => job.id);
}

/** Makes the seeder see the occupations file as changed, as after an edit of occupations.json. */
const staleOccupations = () =>
  app.db
    .updateTable('reference_data_versions')
    .set({ checksum: 'stale' })
    .where('dataset', '=', 'occupations')
    .execute();

describe('search documents written for a batch', () => {
  it('are the documents each candidate gets when refreshed alone', async () => {
    const tag = uniqueWord();
    const ids = [
      await insertCandidate({
        intro: `${tag} Backend developer, payments`,
        districtId: DISTRICT.muangChiangMai,
        skills: ['TypeScript', 'PostgreSQL'],
        works: [
          {
            industryId: INDUSTRY.computerProgramming,
            occupationId: OCCUPATION.softwareDevelopers,
            companyName: 'Acme',
          },
          {
            industryId: INDUSTRY.financialServices,
            occupationId: OCCUPATION.financeProfessionals,
            companyName: 'Bank',
          },
        ],
        educations: [
          { institution: 'มหาวิทยาลัยเชียงใหม่', fieldOfStudy: 'วิศวกรรมคอมพิวเตอร์', order: 1 },
          { institution: 'Chiang Mai high school', fieldOfStudy: 'Science', order: 0 },
        ],
        qualifications: ['AWS Certified'],
        preferences: [{ type: 'PROVINCE', id: PROVINCE.bangkok }],
      }),
      await insertCandidate({
        intro: `${tag} นักบัญชีประจำสำนักงาน`,
        districtId: DISTRICT.phraNakhon,
        experiences: [{ type: 'INDUSTRY', id: INDUSTRY.publishing }],
        preferences: [
          { type: 'OCCUPATION', id: OCCUPATION.financeProfessionals },
          { type: 'INDUSTRY', id: INDUSTRY.informationSection },
        ],
      }),
      await insertCandidate({ intro: `${tag} no references at all` }),
      await insertCandidate({
        intro: `${tag} editor`,
        works: [{ industryId: INDUSTRY.publishing, occupationId: OCCUPATION.professionals, companyName: 'Press' }],
        experiences: [{ type: 'OCCUPATION', id: OCCUPATION.softwareDevelopers }],
      }),
    ];
    for (const id of ids) await refreshCandidateSearchDocuments(app.db, [id]);
    const alone = await documents(ids);
    expect(alone[ids[0] as string]?.text).toContain('เชียงใหม่');
    expect(alone[ids[0] as string]?.text).toContain('programmer');
    expect(alone[ids[1] as string]?.text).toContain('กรุงเทพมหานคร');

    await sql`UPDATE candidates SET search_vector = ''::tsvector, search_text = '' WHERE id = ANY(${ids}::uuid[])`.execute(
      app.db,
    );
    await refreshCandidateSearchDocuments(app.db, [...ids, randomUUID(), ids[0] as string]);
    expect(await documents(ids)).toEqual(alone);
  });
});

describe('search documents after the reference data changes', () => {
  it('hold the names the seeder writes: a renamed occupation is found by its new name, not its old one', async () => {
    const tag = uniqueWord();
    const librarians = referenceId('OCCUPATION', '262');
    const { name_th: fileName } = await app.db
      .selectFrom('occupations')
      .select('name_th')
      .where('id', '=', librarians)
      .executeTakeFirstOrThrow();
    // The name the database held before occupations.json renamed the group.
    await app.db.updateTable('occupations').set({ name_th: 'ผู้ดูแลหอจดหมายเก่า' }).where('id', '=', librarians).execute();
    const id = await insertCandidate({
      intro: tag,
      works: [{ industryId: INDUSTRY.financialServices, occupationId: librarians, companyName: 'Archive' }],
    });
    await refreshCandidateSearchDocuments(app.db, [id]);
    expect(await findCandidates(`${tag} หอจดหมายเก่า`)).toEqual([id]);
    expect(await findCandidates(`${tag} ${fileName}`)).toEqual([]);

    await staleOccupations();
    expect(await seedReferenceData(app.db)).toEqual(['occupations']);

    expect(await findCandidates(`${tag} ${fileName}`)).toEqual([id]);
    expect(await findCandidates(`${tag} ภัณฑารักษ์`)).toEqual([id]);
    expect(await findCandidates(`${tag} หอจดหมายเก่า`)).toEqual([]);
  });

  it('hold the aliases once the seeder writes them into a database whose documents predate them', async () => {
    const tag = uniqueWord();
    const developer = await insertCandidate({
      intro: tag,
      works: [
        { industryId: INDUSTRY.financialServices, occupationId: OCCUPATION.softwareDevelopers, companyName: 'A' },
      ],
    });
    // As the aliases migration leaves an existing database: the column empty, documents without aliases.
    await app.db.updateTable('occupations').set({ search_aliases: [] }).execute();
    await refreshCandidateSearchDocuments(app.db, [developer]);
    expect(await findCandidates(`${tag} วิศวกรซอฟต์แวร์`)).toEqual([]);

    await staleOccupations();
    expect(await seedReferenceData(app.db)).toEqual(['occupations']);

    expect(await findCandidates(`${tag} วิศวกรซอฟต์แวร์`)).toEqual([developer]);
  });

  it("move a candidate to the province the seeder moves their district to, as the search's filters read it", async () => {
    const id = await insertCandidate({ intro: uniqueWord(), districtId: DISTRICT.muangChiangMai });
    const provinceOf = async () =>
      (await app.db.selectFrom('candidates').select('province_id').where('id', '=', id).executeTakeFirstOrThrow())
        .province_id;
    // As a database whose districts file put Mueang Chiang Mai in Bangkok would hold it.
    await app.db
      .updateTable('districts')
      .set({ province_id: PROVINCE.bangkok })
      .where('id', '=', DISTRICT.muangChiangMai)
      .execute();
    await refreshCandidateSearchFilters(app.db, [id]);
    expect(await provinceOf()).toBe(PROVINCE.bangkok);

    await app.db
      .updateTable('reference_data_versions')
      .set({ checksum: 'stale' })
      .where('dataset', '=', 'locations')
      .execute();
    expect(await seedReferenceData(app.db)).toEqual(['locations']);

    expect(await provinceOf()).toBe(PROVINCE.chiangMai);
  });
});

describe('occupation aliases', () => {
  it('find a candidate and a posting in ISCO 251 by the job titles a reader uses', async () => {
    const tag = uniqueWord();
    const works = (occupationId: string) => [
      { industryId: INDUSTRY.financialServices, occupationId, companyName: 'Siam Holdings' },
    ];
    const developer = await insertCandidate({ intro: tag, works: works(OCCUPATION.softwareDevelopers) });
    const accountant = await insertCandidate({ intro: tag, works: works(OCCUPATION.financeProfessionals) });
    await refreshCandidateSearchDocuments(app.db, [developer, accountant]);
    const posting = (occupationId: string) =>
      createPosting(app, employer, {
        title: 'Team member',
        summary: null,
        description: 'Join us.',
        industryId: INDUSTRY.financialServices,
        occupationId,
        districtId: null,
        companySearchKeywords: [tag],
      });
    const developerJob = await posting(OCCUPATION.softwareDevelopers);
    const accountantJob = await posting(OCCUPATION.financeProfessionals);

    for (const [words, candidates, jobs] of [
      ['วิศวกรซอฟต์แวร์', [developer], [developerJob]],
      ['programmer', [developer], [developerJob]],
      ['โปรแกรมเมอร์', [developer], [developerJob]],
      ['Software engineer', [developer], [developerJob]],
      ['นักบัญชี', [accountant], [accountantJob]],
      ['auditor', [accountant], [accountantJob]],
    ] as const) {
      expect((await findCandidates(`${tag} ${words}`)).sort(), words).toEqual([...candidates].sort());
      expect((await findJobs(`${tag} ${words}`)).sort(), words).toEqual([...jobs].sort());
    }
  });
});

describe("a company's postings, when it is renamed", () => {
  it('are written a thousand at a time, so that no statement binds more values than PostgreSQL takes', async () => {
    // Writing a posting's document binds four values and a statement binds at most 65,535: written
    // in one statement, the documents of a company with 16,384 postings or more could not be written.
    const company = await registerEmployer(app);
    const companyId = company.user.companyId;
    const first = await createPosting(app, company, { status: 'DRAFT' });
    const { rows: columns } = await sql<{ name: string }>`
      SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'job_postings' AND column_name <> 'id'
      ORDER BY ordinal_position`.execute(app.db);
    const copied = sql.join(columns.map((column) => sql.ref(column.name)));
    try {
      await sql`
        INSERT INTO job_postings (id, ${copied})
        SELECT gen_random_uuid(), ${copied} FROM job_postings CROSS JOIN generate_series(2, 1500)
        WHERE id = ${first}`.execute(app.db);
      const name = uniqueWord();
      await app.db.updateTable('companies').set({ name }).where('id', '=', companyId).execute();

      const { db, statements } = capturingStatements(app.db);
      await refreshCompanyPostingSearchDocuments(db, companyId);

      const writes = statements.filter((statement) => statement.startsWith('\n    UPDATE'));
      const valuesBound = writes.map((statement) =>
        Math.max(...[...statement.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]))),
      );
      expect(valuesBound).toEqual([4_000, 2_000]);
      const { rows } = await sql<{ postings: number; named: number }>`
        SELECT count(*)::int AS postings, count(*) FILTER (WHERE search_text LIKE ${`%${name}%`})::int AS named
        FROM job_postings WHERE company_id = ${companyId}`.execute(app.db);
      expect(rows[0]).toEqual({ postings: 1_500, named: 1_500 });
    } finally {
      await app.db.deleteFrom('job_postings').where('company_id', '=', companyId).execute();
    }
  });
});
