import { randomUUID } from 'node:crypto';
import type { CandidateJobSearchQuery, EmploymentType } from '@jobmatch/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCandidateSearchFilters, refreshCandidateWorkDays } from '../src/db/candidate-search-filters.ts';
import {
  FILTERED_SIGNATURE_WALKED_ROWS,
  KEYWORD_SAMPLE_ROWS,
  SIGNATURE_WALKED_ROWS,
} from '../src/db/keyword-sample.ts';
import { documentOf, SIGNATURE_BITS, searchSignature } from '../src/db/search.ts';
import { refreshPostingSearchDocuments } from '../src/db/search-documents.ts';
import { createCandidateJobsRepository } from '../src/modules/candidate-jobs/candidate-jobs.repository.ts';
import {
  CANDIDATE_WALKED_ROWS,
  type CandidateFilter,
  createCompanyCandidatesRepository,
} from '../src/modules/company-candidates/company-candidates.repository.ts';
import { createReferenceRepository } from '../src/modules/reference/reference.repository.ts';
import { createReferenceService } from '../src/modules/reference/reference.service.ts';
import { createPosting, daysFromNow } from './candidate-fixtures.ts';
import { capturedCandidateSearch, removeTaggedCandidates } from './support/candidate-search.ts';
import { registerEmployer } from './support/factories.ts';
import { DISTRICT, PROVINCE } from './support/reference.ts';
import { capturingStatements } from './support/statement-capture.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

/** Open postings holding the common word: more than a first page and its count read (101). */
const COMMON = 150;
/** Words found only in this test's postings, so that searches see nothing of other tests. */
const word = () => `jm${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const common = word();
const rare = word();
/** A word held by more than twice the matches a first page's count needs (`walkedPage`). */
const plentiful = word();
const PLENTIFUL = 2 * 101 + 20;

let companyId = '';
let employer: Awaited<ReturnType<typeof registerEmployer>>;

/** Copies a statement writes: a full document costs its indexes much, and a statement has 5 s on a busy machine. */
const COPIES_PER_STATEMENT = 100;

/** `count` open postings like the template, each posted a minute before the last, search documents and all. */
async function postingsLike(template: string, count: number) {
  for (let first = 1; first <= count; first += COPIES_PER_STATEMENT) {
    const last = Math.min(count, first + COPIES_PER_STATEMENT - 1);
    await sql`
      INSERT INTO job_postings
      SELECT (jsonb_populate_record(null::job_postings, to_jsonb(jp) || jsonb_build_object(
        'id', gen_random_uuid(), 'posted_at', jp.posted_at - make_interval(mins => copy)))).*
      FROM job_postings jp, generate_series(${first}::int, ${last}::int) AS copy
      WHERE jp.id = ${template}`.execute(app.db);
  }
}

/**
 * `count` open postings like the template, posted a second apart from now back, whose search
 * document is `text` alone and which have no signature: thousands are written in one statement.
 */
async function lightPostingsLike(template: string, count: number, text: string) {
  const { rows: columns } = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'job_postings'
      AND column_name NOT IN ('id', 'posted_at', 'search_text', 'search_vector', 'search_signature')
    ORDER BY ordinal_position`.execute(app.db);
  const copied = sql.join(columns.map((column) => sql.ref(column.name)));
  await sql`
    INSERT INTO job_postings (id, posted_at, search_text, search_vector, search_signature, ${copied})
    SELECT gen_random_uuid(), now() - make_interval(secs => copy), ${text}, array_to_tsvector(${documentOf([text]).lexemes}::text[]), NULL, ${copied}
    FROM job_postings, generate_series(1, ${count}::int) AS copy
    WHERE id = ${template}`.execute(app.db);
}

/**
 * `count` candidates open to offers, each holding `text`, who signed in `apart` seconds apart
 * (a minute unless told), the latest `after` seconds ago, living in `districtId` when given.
 */
async function candidatesHolding(
  text: string,
  count: number,
  { apart = 60, after = 0, districtId = null }: { apart?: number; after?: number; districtId?: string | null } = {},
) {
  const { rows: candidates } = await sql<{ id: string }>`
    WITH signed_up AS (
      INSERT INTO users (id, email, role, first_name, last_name, last_login_at)
      SELECT gen_random_uuid(), ${text} || '.' || ${after}::int || '.' || n || '@example.test', 'CANDIDATE', 'Walk',
        'Candidate ' || n,
        now() - make_interval(secs => ${after}::int + n * ${apart}::int)
      FROM generate_series(1, ${count}::int) AS n
      RETURNING id)
    INSERT INTO candidates (id, user_id, open_to_company_offer, search_vector, search_text, district_id)
    SELECT gen_random_uuid(), id, true, array_to_tsvector(${documentOf([text]).lexemes}::text[]), ${text}, ${districtId}::uuid
    FROM signed_up
    RETURNING id`.execute(app.db);
  await refreshCandidateSearchFilters(
    app.db,
    candidates.map((candidate) => candidate.id),
  );
}

/** `count` open postings like this one and `count` candidates, all holding `text`. */
async function listsHolding(text: string, count: number, posting: { title: string; postedAt: Date }) {
  const template = await createPosting(app, employer, { ...posting, companySearchKeywords: [text] });
  await postingsLike(template, count - 1);
  await candidatesHolding(text, count);
}

beforeAll(async () => {
  employer = await registerEmployer(app);
  companyId = employer.user.companyId;
  await listsHolding(common, COMMON, { title: 'วิศวกรซอฟต์แวร์', postedAt: daysFromNow(-1) });
  await createPosting(app, employer, {
    title: 'นักบัญชีอาวุโส',
    postedAt: daysFromNow(-2),
    companySearchKeywords: [rare],
  });
});

// The test files of a worker share the database: its rows would be in their lists.
afterAll(async () => {
  await app.db.deleteFrom('job_postings').where('company_id', '=', companyId).execute();
  for (const text of [common, plentiful]) await removeTaggedCandidates(app.db, text);
});

/** The job search's repository, new (so its sample is read now), with the statements it runs. */
function jobSearch() {
  const { db, statements } = capturingStatements(app.db);
  const jobs = createCandidateJobsRepository(db, createReferenceService(createReferenceRepository(app.db)).lookup);
  return {
    search: (query: CandidateJobSearchQuery) => jobs.search(query, null, new Date()),
    /** The statements that read the page or count it (not the sample's). */
    searchStatements: () => statements.filter((text) => /"has_applied"|count\(\*\) as "total"/.test(text)),
  };
}

/** The employers' candidate search, as `jobSearch`. */
function candidateSearch() {
  const reading = capturedCandidateSearch(app.db, '2026-11-27');
  return {
    search: (
      keyword: string,
      filter: Omit<CandidateFilter, 'today' | 'keyword'> = {},
      paging = { page: 1, pageSize: 12 },
    ) => reading.search({ keyword, ...filter }, paging),
    searchStatements: reading.searchStatements,
  };
}

/**
 * The candidates employers may see who hold `keyword` (as the test words are: a substring of
 * their document) and pass `filter`, in the list's order, found by SQL of its own rather than by
 * the search: the first page a walk must answer, and the total it must count to (its bound, 100).
 */
async function candidatesBySql(keyword: string, filter: Omit<CandidateFilter, 'today' | 'keyword'> = {}) {
  const today = sql`${'2026-11-27'}::date`;
  const yearsBefore = (years: number) => sql`(${today} - make_interval(years => ${years}))::date`;
  const tests = [sql<boolean>`strpos(search_text, ${keyword}) > 0`];
  const { ageMin, ageMax, salaryMin, salaryMax, educationLevel, industryIds, occupationIds, languageSkills } = filter;
  if (ageMin !== undefined) tests.push(sql`date_of_birth <= ${yearsBefore(ageMin)}`);
  if (ageMax !== undefined) tests.push(sql`date_of_birth > ${yearsBefore(ageMax + 1)}`);
  if (salaryMin !== undefined) tests.push(sql`desired_annual_salary >= ${salaryMin}`);
  if (salaryMax !== undefined) tests.push(sql`desired_annual_salary <= ${salaryMax}`);
  if (educationLevel) tests.push(sql`${educationLevel} = any(education_levels)`);
  if (industryIds) tests.push(sql`industry_ids && ${industryIds}::uuid[]`);
  if (occupationIds) tests.push(sql`occupation_ids && ${occupationIds}::uuid[]`);
  // The levels copied onto the row hold every rank up to the best (db/candidate-search-filters.ts).
  for (const { languageId, minimum } of languageSkills ?? []) {
    const rank = minimum === null ? 1 : LANGUAGE_LEVELS.indexOf(minimum) + 1;
    tests.push(sql`${`${languageId}:${rank}`} = any(language_levels)`);
  }
  const workYears = sql`floor(4 * (select coalesce(sum(greatest(coalesce(w.end_date, ${today}) - w.start_date, 0)), 0)
    from candidate_work_histories w where w.candidate_id = candidates.id) / 1461)`;
  if (filter.experienceYearsMin !== undefined) tests.push(sql`${workYears} >= ${filter.experienceYearsMin}`);
  if (filter.experienceYearsMax !== undefined) tests.push(sql`${workYears} <= ${filter.experienceYearsMax}`);
  if (filter.locationIds) {
    tests.push(sql`(district_id = any(${filter.locationIds}::uuid[])
      or district_id in (select id from districts where province_id = any(${filter.locationIds}::uuid[])))`);
  }
  const { rows } = await sql<{ id: string }>`select id from candidates
    where open_to_company_offer and deleted_at is null and ${sql.join(tests, sql` and `)}
    order by last_login_at desc nulls last, user_no desc limit 101`.execute(app.db);
  return { rows: rows.slice(0, 12), total: Math.min(rows.length, 100), totalExact: rows.length <= 100 };
}

const LANGUAGE_LEVELS = ['BASIC', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'];

const ids = (page: { rows: { id: string }[] }) => page.rows.map((row) => row.id);

/** The test database, but a statement whose SQL holds `marker` fails with `error`. */
const failingWhere = (marker: string, error: () => Error) =>
  app.db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      if (app.db.getExecutor().compileQuery(node, queryId).sql.includes(marker)) throw error();
      return node;
    },
    transformResult: async ({ result }) => result,
  });

const referenceLookup = () => createReferenceService(createReferenceRepository(app.db)).lookup;

/**
 * Searches `place` for `keyword`, which more than a page and its count there hold (all in
 * `districtId`): checks that one statement walks (besides a count of the matches at a word's
 * start) and that the answer is the one the indexes give. Returns the walk's statement.
 */
async function walkedIn(place: string, districtId: string, keyword: string): Promise<string> {
  const walking = candidateSearch();
  const walked = await walking.search(keyword, { locationIds: [place] });
  const pages = walking.searchStatements().filter((text) => !text.startsWith('select count(*)'));
  expect(pages.map(walks)).toEqual([true]);
  expect(walked).toMatchObject({ total: 100, totalExact: false });
  expect(ids(walked)).toEqual(await latestHolding(keyword, districtId));

  const through = await candidatesBySql(keyword, { locationIds: [place] });
  expect(through).toMatchObject({ total: 100, totalExact: false });
  expect(ids(through)).toEqual(ids(walked));
  return pages[0] ?? '';
}

/** A walk of one province's candidates alone, from the index by province (#49). */
const WALKS_PROVINCE = /"c"\."province_id" = \(select \$\d+::uuid\) order by "c"\."last_login_at" desc/;
/** This test's postings holding `text` (of this employment type, in this province), as the list orders them. */
async function holdingInOrder(
  text: string,
  { employmentType, provinceId }: { employmentType?: EmploymentType; provinceId?: string } = {},
) {
  let holding = app.db
    .selectFrom('job_postings')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<boolean>`strpos(search_text, ${text}) > 0`);
  if (employmentType) holding = holding.where('employment_type', '=', employmentType);
  if (provinceId) holding = holding.where('province_id', '=', provinceId);
  const rows = await holding.orderBy('posted_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => row.id);
}
/** The first page of them. */
const newestHolding = async (text: string, employmentType?: EmploymentType) =>
  (await holdingInOrder(text, { employmentType })).slice(0, 12);
/**
 * Runs `test` with 140 of the common word's postings (given to it, newest first) moved to Chiang
 * Mai, and newer postings elsewhere making the sample: thirty of them hold the word,
 * `sampledInChiangMai` of those in Chiang Mai. Everything is put back afterwards.
 */
async function withCommonInChiangMai(sampledInChiangMai: number, test: (inChiangMai: string[]) => Promise<void>) {
  const filler = word();
  const inChiangMai = (await holdingInOrder(common)).slice(0, 140);
  const moveTo = (districtId: string) =>
    app.db.updateTable('job_postings').set({ district_id: districtId }).where('id', 'in', inChiangMai).execute();
  await moveTo(DISTRICT.muangChiangMai);
  const template = (await newestHolding(rare))[0] as string;
  await lightPostingsLike(template, KEYWORD_SAMPLE_ROWS - 30, filler);
  await lightPostingsLike(template, 30 - sampledInChiangMai, common);
  const inChiangMaiTemplate =
    sampledInChiangMai > 0 ? await createPosting(app, employer, { districtId: DISTRICT.muangChiangMai }) : null;
  if (inChiangMaiTemplate) await lightPostingsLike(inChiangMaiTemplate, sampledInChiangMai, common);
  try {
    await test(inChiangMai);
  } finally {
    await app.db
      .deleteFrom('job_postings')
      .where('company_id', '=', companyId)
      .where((eb) => eb.or([eb('search_text', 'in', [filler, common]), eb('id', '=', inChiangMaiTemplate)]))
      .execute();
    await moveTo(DISTRICT.phraNakhon);
  }
}
/** A statement that walks the list's (or a province's) first rows, and one that goes through the keyword's indexes. */
const walks = (statement: string | undefined) =>
  [SIGNATURE_WALKED_ROWS, FILTERED_SIGNATURE_WALKED_ROWS, CANDIDATE_WALKED_ROWS].some(
    (reach) => statement?.includes(`limit ${reach}) as`) === true,
  );
const throughIndexes = (statement: string | undefined) => statement?.includes('@@') === true;
/** Whether a walk stops at the page's matches (a bound value), not at a count's 101 (written into the SQL). */
const walksForThePageAlone = (statement: string | undefined) =>
  walks(statement) && /limit \(select \$\d+::integer\)\) as "first_matches"/.test(statement ?? '');
/**
 * The values a statement shows the planner: a walk hides every one (`(select $n::type)`), its
 * filters' and its page's window included, so that one plan serves every call (#40).
 */
const shownValues = (statement: string | undefined) => statement?.match(/(?<!\(select )\$\d+/g) ?? [];

describe('a keyword the first rows of the list hold is walked to in its order', () => {
  it('reads a first page and its count in one statement that walks the open postings in order', async () => {
    const { search, searchStatements } = jobSearch();
    const walked = await search({ keyword: common, page: 1, pageSize: 12 });
    expect(walked).toMatchObject({ total: 100, totalExact: false });
    expect(walked.rows).toHaveLength(12);
    const statements = searchStatements();
    expect(statements).toHaveLength(1);
    expect(walks(statements[0])).toBe(true);
    expect(throughIndexes(statements[0])).toBe(false);
    expect(shownValues(statements[0])).toEqual([]);

    expect(ids(walked)).toEqual(await newestHolding(common));

    // With a filter every one of them passes, the search is walked to the same answer.
    const withFilter = jobSearch();
    const filtered = await withFilter.search({ keyword: common, employmentType: 'FULL_TIME', page: 1, pageSize: 12 });
    expect(withFilter.searchStatements().map(walks)).toEqual([true]);
    // A walk with filters goes less far: not walked to, it reads the keyword's matches and filters them.
    expect(statements[0]).toContain(`limit ${SIGNATURE_WALKED_ROWS}) as`);
    expect(withFilter.searchStatements()[0]).toContain(`limit ${FILTERED_SIGNATURE_WALKED_ROWS}) as`);
    expect(ids(filtered)).toEqual(ids(walked));
    expect(filtered).toMatchObject({ total: 100, totalExact: false });
  });

  it("tests a search's filters on the postings it walks to, and walks only where the sample holds enough that pass them", async () => {
    // Three in four of the postings with the common word become part-time: 113 of them, 37 full-time.
    await sql`
      UPDATE job_postings SET employment_type = 'PART_TIME'
      WHERE id IN (SELECT id FROM (
        SELECT id, row_number() OVER (ORDER BY posted_at DESC, id DESC) AS position
        FROM job_postings WHERE company_id = ${companyId} AND strpos(search_text, ${common}) > 0) AS listed
        WHERE position % 4 <> 0)`.execute(app.db);
    try {
      const partTime = jobSearch();
      const walked = await partTime.search({ keyword: common, employmentType: 'PART_TIME', page: 1, pageSize: 12 });
      expect(partTime.searchStatements().map(walks)).toEqual([true]);
      // The filter is tested on the walked index's rows, before a document is read (#39).
      const [walk = ''] = partTime.searchStatements();
      expect(walk).toContain('"jp"."employment_type" = ');
      expect(walk).not.toContain('"document"."employment_type"');
      expect(shownValues(walk)).toEqual([]);
      expect(ids(walked)).toEqual(await newestHolding(common, 'PART_TIME'));
      expect(walked).toMatchObject({ total: 100, totalExact: false });

      // 37 full-time postings hold the word, fewer than a first page and its count need: the
      // filter's matches are left to the planner, through the keyword's indexes.
      const fullTime = jobSearch();
      const indexed = await fullTime.search({ keyword: common, employmentType: 'FULL_TIME', page: 1, pageSize: 12 });
      expect(fullTime.searchStatements().map(walks)).toEqual([false]);
      expect(fullTime.searchStatements().every(throughIndexes)).toBe(true);
      expect(ids(indexed)).toEqual(await newestHolding(common, 'FULL_TIME'));
      expect(indexed).toMatchObject({ total: 37, totalExact: true });

      // Two temporary postings hold the common word: the filter's few rows are read, each tested
      // for the keyword, its signature first, page and count in one statement.
      await sql`
        UPDATE job_postings SET employment_type = 'TEMPORARY'
        WHERE id IN (${sql.join(await newestHolding(common, 'FULL_TIME').then((newest) => newest.slice(0, 2)))})`.execute(
        app.db,
      );
      const temporary = jobSearch();
      const selected = await temporary.search({ keyword: common, employmentType: 'TEMPORARY', page: 1, pageSize: 12 });
      const [filterFirst] = temporary.searchStatements();
      expect(temporary.searchStatements()).toHaveLength(1);
      expect(filterFirst).toContain('offset 0');
      expect(filterFirst).toContain('strpos(');
      expect(filterFirst).toContain('search_signature');
      expect(throughIndexes(filterFirst)).toBe(false);
      expect(ids(selected)).toEqual(await newestHolding(common, 'TEMPORARY'));
      expect(selected).toMatchObject({ total: 2, totalExact: true });

      // A word the newest postings hardly hold: every match is read and filtered, in one statement.
      const rareSearch = jobSearch();
      const found = await rareSearch.search({ keyword: rare, employmentType: 'FULL_TIME', page: 1, pageSize: 12 });
      expect(rareSearch.searchStatements()).toHaveLength(1);
      expect(rareSearch.searchStatements()[0]).toContain('as materialized');
      expect(found.rows.map((row) => row.title)).toEqual(['นักบัญชีอาวุโส']);
      expect(found).toMatchObject({ total: 1, totalExact: true });
      expect(
        await jobSearch().search({ keyword: rare, employmentType: 'PART_TIME', page: 1, pageSize: 12 }),
      ).toMatchObject({ rows: [], total: 0 });
    } finally {
      await sql`UPDATE job_postings SET employment_type = 'FULL_TIME' WHERE company_id = ${companyId}`.execute(app.db);
    }
  });

  it("reads the rows a selective filter keeps whose signature may hold a common keyword in the list's order, testing their documents only up to the count's bound", async () => {
    // 140 of the common word's postings move to Chiang Mai. Newer postings elsewhere make the
    // sample: thirty of them hold the word (enough to walk to), none is in Chiang Mai.
    await withCommonInChiangMai(0, async (inChiangMai) => {
      const inProvince = { keyword: common, provinceId: PROVINCE.chiangMai, pageSize: 12 } as const;
      const first = jobSearch();
      const found = await first.search({ ...inProvince, page: 1 });
      const [statement] = first.searchStatements();
      expect(first.searchStatements()).toHaveLength(1);
      expect(statement).toContain('search_signature');
      expect(statement).toContain('strpos(');
      // In the list's order through an unmerged sub-query, not a fence that reads every match.
      expect(statement).toContain('offset 0');
      expect(statement).not.toContain('as materialized');
      expect(throughIndexes(statement)).toBe(false);
      expect(ids(found)).toEqual(inChiangMai.slice(0, 12));
      expect(found).toMatchObject({ total: 100, totalExact: false });

      const last = await jobSearch().search({ ...inProvince, page: 12 });
      expect(ids(last)).toEqual(inChiangMai.slice(132, 140));
      expect(last).toMatchObject({ total: 140, totalExact: true });
      const pastTheEnd = await jobSearch().search({ ...inProvince, page: 13 });
      expect(pastTheEnd).toMatchObject({ rows: [], total: 140, totalExact: true });
    });
  });

  it("walks a province's postings where the sample's share of the province puts the matches within the walk (#44)", async () => {
    // As above, but two of the newer postings that hold the word are in Chiang Mai: the sample
    // holds two of its rows, both matches, and a walk of the province's postings reaches as far
    // down the list as its share says, past all of the 140.
    await withCommonInChiangMai(2, async () => {
      const walking = jobSearch();
      const found = await walking.search({ keyword: common, provinceId: PROVINCE.chiangMai, page: 1, pageSize: 12 });
      // Counted at the word's start first (#35), fewer than twice the bound: then walked to, the
      // page and its count in one statement.
      const statements = walking.searchStatements();
      expect(statements.map(walks)).toEqual([false, true]);
      expect(walksForThePageAlone(statements[1])).toBe(false);
      expect(statements[1]).toMatch(/"jp"\."province_id" = \(select \$\d+::uuid\) order by/);
      const newestInChiangMai = (await holdingInOrder(common, { provinceId: PROVINCE.chiangMai })).slice(0, 12);
      expect(ids(found)).toEqual(newestInChiangMai);
      expect(found).toMatchObject({ total: 100, totalExact: false });
    });
  });

  it('tests the filters on the matches of a word the newest postings hold none of, where the filters keep much of the list', async () => {
    // The common word's 150 postings, most of the list, pay 900,000 a year.
    await sql`UPDATE job_postings SET estimated_salary_max = 900000 WHERE company_id = ${companyId}`.execute(app.db);
    try {
      const late = word();
      const { search, searchStatements } = jobSearch();
      const filters = { employmentType: 'FULL_TIME', salaryMin: 600_000, page: 1, pageSize: 12 } as const;
      // Nothing holds the word yet: the sample, read now, holds none of it.
      expect(await search({ keyword: late, ...filters })).toMatchObject({ rows: [], total: 0, totalExact: true });
      // Written since the sample was read: two full-time postings with the word, one part-time,
      // one full-time below the salary asked for.
      const posted = (days: number, employmentType: EmploymentType, estimatedSalaryMax: number) =>
        createPosting(app, employer, {
          postedAt: daysFromNow(-days),
          employmentType,
          estimatedSalaryMax,
          companySearchKeywords: [late],
        });
      const newest = await posted(1, 'FULL_TIME', 900_000);
      await posted(2, 'PART_TIME', 900_000);
      const older = await posted(3, 'FULL_TIME', 900_000);
      await posted(4, 'FULL_TIME', 300_000);
      const before = searchStatements().length;
      const found = await search({ keyword: late, ...filters });
      // One statement: the word's matches read behind the fence, the filters tested on them outside it.
      const [statement = '', ...more] = searchStatements().slice(before);
      expect(more).toEqual([]);
      const fence = statement.indexOf('from "matches"');
      expect(statement).toContain('as materialized');
      expect(fence).toBeGreaterThan(0);
      expect(statement.indexOf('"employment_type" = ')).toBeGreaterThan(fence);
      expect(statement.indexOf('coalesce(')).toBeGreaterThan(fence);
      expect(ids(found)).toEqual([newest, older]);
      expect(found).toMatchObject({ total: 2, totalExact: true });
      // A page past the end is counted on its own, the filters tested on the matches as well.
      const beyond = await search({ keyword: late, ...filters, page: 2 });
      const pastTheEnd = searchStatements().slice(before + 1);
      expect(pastTheEnd.length).toBeGreaterThan(0);
      expect(pastTheEnd.every((text) => text.includes('as materialized'))).toBe(true);
      expect(beyond).toMatchObject({ rows: [], total: 2, totalExact: true });
    } finally {
      await sql`UPDATE job_postings SET estimated_salary_max = NULL WHERE company_id = ${companyId}`.execute(app.db);
    }
  });

  it("reads a posting's document only where its signature may hold the keyword, or where it has none", async () => {
    const before = await jobSearch().search({ keyword: common, page: 1, pageSize: 12 });
    const [unsigned, missigned] = ids(before);
    const noBits = `x${'0'.repeat(SIGNATURE_BITS / 4)}`;
    await sql`UPDATE job_postings SET search_signature = NULL WHERE id = ${unsigned}`.execute(app.db);
    await sql`UPDATE job_postings SET search_signature = ${noBits}::bit(2048) WHERE id = ${missigned}`.execute(app.db);
    try {
      const { search, searchStatements } = jobSearch();
      const after = await search({ keyword: common, page: 1, pageSize: 12 });
      expect(searchStatements().map(walks)).toEqual([true]);
      expect(ids(after)).toContain(unsigned);
      expect(ids(after)).not.toContain(missigned);
    } finally {
      await refreshPostingSearchDocuments(app.db, [unsigned as string, missigned as string]);
    }
  });

  it('goes through the indexes for a page whose count needs more matches than the newest postings hold', async () => {
    const { search, searchStatements } = jobSearch();
    // Page 9 counts up to 200, and the sample holds 150 matches.
    const deep = await search({ keyword: common, page: 9, pageSize: 12 });
    expect(searchStatements().some(walks)).toBe(false);
    expect(searchStatements().every(throughIndexes)).toBe(true);
    expect(deep).toMatchObject({ total: COMMON, totalExact: true });
    expect(deep.rows).toHaveLength(12);
  });

  it('reads every match of a word the newest postings do not hold through the indexes, page and count at once', async () => {
    const { search, searchStatements } = jobSearch();
    const nowhere = await search({ keyword: word(), page: 1, pageSize: 12 });
    expect(nowhere).toMatchObject({ rows: [], total: 0, totalExact: true });
    const statements = searchStatements();
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('as materialized');
    expect(throughIndexes(statements[0])).toBe(true);
  });

  it('goes through the indexes for a word the newest postings hardly hold', async () => {
    const { search, searchStatements } = jobSearch();
    const found = await search({ keyword: rare, page: 1, pageSize: 12 });
    expect(searchStatements().some(walks)).toBe(false);
    expect(found).toMatchObject({ total: 1, totalExact: true });
    expect(found.rows.map((row) => row.title)).toEqual(['นักบัญชีอาวุโส']);
  });
});

describe('a keyword the newest rows hold more than twice what a count needs', () => {
  beforeAll(async () => {
    await listsHolding(plentiful, PLENTIFUL, { title: 'วิศวกรโยธา', postedAt: daysFromNow(-0.5) });
  });

  it('walks to the page alone, the sample having counted past the bound', async () => {
    const { search, searchStatements } = jobSearch();
    const first = await search({ keyword: plentiful, page: 1, pageSize: 12 });
    expect(searchStatements()).toHaveLength(1);
    expect(walksForThePageAlone(searchStatements()[0])).toBe(true);
    expect(first).toMatchObject({ total: 100, totalExact: false });
    expect(ids(first)).toEqual(await newestHolding(plentiful));

    // Page 5 counts up to 200: the sample's 222 matches are too few to stand for it, so the walk counts.
    const fifth = await search({ keyword: plentiful, page: 5, pageSize: 12 });
    expect(searchStatements().slice(1).map(walksForThePageAlone)).toEqual([false]);
    expect(searchStatements().slice(1).map(walks)).toEqual([true]);
    expect(fifth).toMatchObject({ total: 200, totalExact: false });

    // The same page, counted: identical rows.
    const counted = await search({ keyword: plentiful, page: 1, pageSize: 12, employmentType: 'FULL_TIME' });
    expect(ids(counted)).toEqual(ids(first));
  });

  it("walks to the page alone in the employers' candidate search too", async () => {
    const walking = candidateSearch();
    const walked = await walking.search(plentiful);
    expect(walking.searchStatements()).toHaveLength(1);
    expect(walksForThePageAlone(walking.searchStatements()[0])).toBe(true);
    expect(walked).toMatchObject({ total: 100, totalExact: false });
    expect(walked.rows).toHaveLength(12);
    const filtered = await candidatesBySql(plentiful);
    expect(ids(filtered)).toEqual(ids(walked));
  });

  it('walks the list for filters alone that the newest postings pass often enough, one plan for every value', async () => {
    const salary = 987_654_321;
    await sql`
      UPDATE job_postings SET estimated_salary_max = ${salary}
      WHERE company_id = ${companyId} AND strpos(search_text, ${plentiful}) > 0`.execute(app.db);
    try {
      const walking = jobSearch();
      const found = await walking.search({ salaryMin: salary, page: 1, pageSize: 12 });
      expect(walking.searchStatements()).toHaveLength(1);
      expect(walking.searchStatements()[0]).toMatch(/>= \(select \$\d+::integer\)/);
      expect(found).toMatchObject({ total: 100, totalExact: false });
      expect(ids(found)).toEqual(await newestHolding(plentiful));

      // All of them are in Bangkok: with a province, walked too, the province's value hidden as
      // every other (#42, #44).
      const inProvince = jobSearch();
      const inBangkok = await inProvince.search({
        salaryMin: salary,
        provinceId: PROVINCE.bangkok,
        page: 1,
        pageSize: 12,
      });
      const [walked, ...more] = inProvince.searchStatements();
      expect(more).toEqual([]);
      expect(shownValues(walked)).toEqual([]);
      expect(walked).toMatch(/"jp"\."province_id" = \(select \$\d+::uuid\)/);
      expect(inBangkok).toMatchObject({ total: 100, totalExact: false });
      expect(ids(inBangkok)).toEqual(ids(found));

      // Five of them pay more: too few for the walk, so that search is planned for its value.
      const newestFive = (await newestHolding(plentiful)).slice(0, 5);
      await sql`UPDATE job_postings SET estimated_salary_max = ${salary + 1} WHERE id IN (${sql.join(newestFive)})`.execute(
        app.db,
      );
      const planned = jobSearch();
      const few = await planned.search({ salaryMin: salary + 1, page: 1, pageSize: 12 });
      expect(planned.searchStatements()).toHaveLength(1);
      expect(planned.searchStatements()[0]).not.toContain('(select $');
      expect(few).toMatchObject({ total: 5, totalExact: true });
      expect(ids(few)).toEqual(newestFive);
    } finally {
      await sql`UPDATE job_postings SET estimated_salary_max = NULL WHERE company_id = ${companyId}`.execute(app.db);
    }
  });

  it('goes through the indexes after all when the walk finds fewer than the page, the sample having grown stale', async () => {
    const { search, searchStatements } = jobSearch();
    await search({ keyword: plentiful, page: 1, pageSize: 12 });
    const stillOpen = (await newestHolding(plentiful)).slice(0, 5);
    // All but 5 of the word's postings close after the sample was read.
    await sql`
      UPDATE job_postings SET status = 'CLOSED', closed_at = now()
      WHERE id IN (SELECT id FROM job_postings WHERE company_id = ${companyId} AND strpos(search_text, ${plentiful}) > 0
        ORDER BY posted_at DESC, id DESC OFFSET 5)`.execute(app.db);
    try {
      const after = await search({ keyword: plentiful, page: 1, pageSize: 12 });
      expect(searchStatements().slice(1).map(walksForThePageAlone)).toEqual([true, false]);
      expect(after).toMatchObject({ total: 5, totalExact: true });
      expect(ids(after)).toEqual(stillOpen);
    } finally {
      await sql`
        UPDATE job_postings SET status = 'ACTIVE', closed_at = NULL
        WHERE company_id = ${companyId} AND strpos(search_text, ${plentiful}) > 0`.execute(app.db);
    }
  });
});

describe("a keyword's matches at a word's start counted past the bound", () => {
  /** Words of this block's postings: held by 3 of the newest 1,000 and by older ones further on. */
  const sparse = word();
  const scarce = word();
  const inside = word();
  const filler = word();

  /** 3 postings holding `text` among the newest, and `older` more behind 1,000 newer ones that do not. */
  async function heldNewestAndOlder(text: string, older: number) {
    await postingsLike(
      await createPosting(app, employer, { postedAt: daysFromNow(-0.001), companySearchKeywords: [text] }),
      2,
    );
    await postingsLike(
      await createPosting(app, employer, { postedAt: daysFromNow(-2), companySearchKeywords: [text] }),
      older - 1,
    );
  }

  beforeAll(async () => {
    // 1,000 postings newer than all but the newest three of each word's.
    const template = await createPosting(app, employer, { postedAt: daysFromNow(-2), companySearchKeywords: [filler] });
    await lightPostingsLike(template, 1_000, filler);
    await heldNewestAndOlder(sparse, 247);
    await heldNewestAndOlder(scarce, 40);
    // Held inside a longer word only, as a segmenter may cut a Thai word (การนำ|เสนอ holds นำเสนอ).
    await heldNewestAndOlder(`x${inside}`, 147);
  });

  // The sample of the later tests must hold their words again.
  afterAll(async () => {
    for (const text of [sparse, scarce, inside, filler]) {
      await app.db.deleteFrom('job_postings').where(sql<boolean>`strpos(search_text, ${text}) > 0`).execute();
    }
  });

  /** The statement that counts a keyword's matches at a word's start, and one that walks for the page alone. */
  const countsAtWordStart = (statement: string | undefined) =>
    statement?.includes('@@ (select $') === true && statement.includes('offset 0');

  it('walks to the page alone when the word-start index counts past twice the bound, and counts once per sample', async () => {
    const { search, searchStatements } = jobSearch();
    const found = await search({ keyword: sparse, page: 1, pageSize: 12 });
    const [count, page, ...more] = searchStatements();
    expect(more).toEqual([]);
    expect(countsAtWordStart(count)).toBe(true);
    expect(walksForThePageAlone(page)).toBe(true);
    expect(ids(found)).toEqual(await newestHolding(sparse));
    expect(found).toMatchObject({ total: 100, totalExact: false });
    // The count stands as long as the sample does: the next search walks at once.
    const again = await search({ keyword: sparse, page: 1, pageSize: 12 });
    expect(searchStatements().slice(2).map(walksForThePageAlone)).toEqual([true]);
    expect(ids(again)).toEqual(ids(found));

    // With a word every posting holds, the rarer word is read through its index and the other tested on its rows.
    const twoWords = jobSearch();
    const both = await twoWords.search({ keyword: `backend ${sparse}`, page: 1, pageSize: 12 });
    const [bothCount = '', bothPage] = twoWords.searchStatements();
    expect(countsAtWordStart(bothCount)).toBe(true);
    expect(bothCount).toContain('strpos(');
    expect(walksForThePageAlone(bothPage)).toBe(true);
    expect(ids(both)).toEqual(ids(found));

    // With a filter, tested on the word's rows outside the sub-query.
    const filtered = jobSearch();
    const fullTime = await filtered.search({ keyword: sparse, employmentType: 'FULL_TIME', page: 1, pageSize: 12 });
    const [filteredCount = '', filteredPage] = filtered.searchStatements();
    expect(countsAtWordStart(filteredCount)).toBe(true);
    expect(filteredCount.indexOf('"employment_type" = ')).toBeGreaterThan(filteredCount.indexOf('offset 0'));
    expect(walksForThePageAlone(filteredPage)).toBe(true);
    expect(ids(fullTime)).toEqual(ids(found));
    expect(fullTime).toMatchObject({ total: 100, totalExact: false });
  });

  it('reads the page and its count as before when the word-start index counts fewer than twice the bound', async () => {
    const { search, searchStatements } = jobSearch();
    const found = await search({ keyword: scarce, page: 1, pageSize: 12 });
    const [count, ...rest] = searchStatements();
    expect(countsAtWordStart(count)).toBe(true);
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.some(walks)).toBe(false);
    expect(ids(found)).toEqual(await newestHolding(scarce));
    expect(found).toMatchObject({ total: 43, totalExact: true });

    // No posting is part-time: the sample holds none of the page, and nothing is counted first.
    const partTime = jobSearch();
    const none = await partTime.search({ keyword: scarce, employmentType: 'PART_TIME', page: 1, pageSize: 12 });
    expect(partTime.searchStatements().some(countsAtWordStart)).toBe(false);
    expect(none).toMatchObject({ rows: [], total: 0, totalExact: true });
  });

  it('reads as the sample chose otherwise when the page walk finds fewer than the page, the sample having grown stale', async () => {
    const { search, searchStatements } = jobSearch();
    const fullTime = { keyword: sparse, employmentType: 'FULL_TIME', page: 1, pageSize: 12 } as const;
    await search(fullTime);
    const stillOpen = (await newestHolding(sparse)).slice(0, 5);
    await sql`
      UPDATE job_postings SET status = 'CLOSED', closed_at = now()
      WHERE id IN (SELECT id FROM job_postings WHERE strpos(search_text, ${sparse}) > 0
        ORDER BY posted_at DESC, id DESC OFFSET 5)`.execute(app.db);
    try {
      const after = await search(fullTime);
      // The count stands; the walk finds 5, and the rarer keyword with a filter is read behind the fence.
      const [walk, fallback, ...more] = searchStatements().slice(2);
      expect(more).toEqual([]);
      expect(walksForThePageAlone(walk)).toBe(true);
      expect(fallback).toContain('as materialized');
      expect(after).toMatchObject({ total: 5, totalExact: true });
      expect(ids(after)).toEqual(stillOpen);
    } finally {
      await sql`
        UPDATE job_postings SET status = 'ACTIVE', closed_at = NULL
        WHERE strpos(search_text, ${sparse}) > 0`.execute(app.db);
    }
  });

  /** The job search on a database whose word-start counts (`offset 0`) fail with `error`. */
  const failingCounts = (error: () => Error) =>
    createCandidateJobsRepository(failingWhere('offset 0', error), referenceLookup());

  it('reads as it would without the count when the count times out', async () => {
    // PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout.
    const jobs = failingCounts(() =>
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    );
    const found = await jobs.search({ keyword: sparse, page: 1, pageSize: 12 }, null, new Date());
    expect(ids(found)).toEqual(await newestHolding(sparse));
    expect(found).toMatchObject({ total: 100, totalExact: false });
  });

  it('fails when the count fails otherwise, rather than hide a fault', async () => {
    const jobs = failingCounts(() => Object.assign(new Error('column c.user_no does not exist'), { code: '42703' }));
    await expect(jobs.search({ keyword: sparse, page: 1, pageSize: 12 }, null, new Date())).rejects.toThrow(
      'column c.user_no does not exist',
    );
  });

  it('counts nothing first for a word the sample holds only inside longer words', async () => {
    const { search, searchStatements } = jobSearch();
    const found = await search({ keyword: inside, page: 1, pageSize: 12 });
    expect(searchStatements().some(countsAtWordStart)).toBe(false);
    expect(ids(found)).toEqual(await newestHolding(inside));
    expect(found).toMatchObject({ total: 100, totalExact: false });
  });
});

describe('a walk in a province', () => {
  it("reads the province's postings alone, however many of other provinces are newer (#44)", async () => {
    const { search, searchStatements } = jobSearch();
    const inBangkok = { keyword: common, provinceId: PROVINCE.bangkok, page: 1, pageSize: 12 };
    const before = await search(inBangkok);
    expect(searchStatements().filter(walks)).toHaveLength(1);

    // Newer postings in Chiang Mai, more than a walk with filters reads: the sample, read before
    // them, still holds the matches, and the walk of Bangkok's postings passes over them.
    const filler = word();
    const template = await createPosting(app, employer, { districtId: DISTRICT.muangChiangMai, postedAt: new Date() });
    await lightPostingsLike(template, FILTERED_SIGNATURE_WALKED_ROWS, filler);
    try {
      const after = await search(inBangkok);
      const statements = searchStatements().slice(1);
      expect(statements.map(walks)).toEqual([true]);
      expect(statements[0]).toMatch(/"jp"\."province_id" = \(select \$\d+::uuid\) order by "jp"\."posted_at" desc/);
      expect(ids(after)).toEqual(ids(before));
      expect(after).toMatchObject({ total: 100, totalExact: false });
      // The same answer through the indexes.
      const indexed = await jobSearch().search({ ...inBangkok, employmentType: 'FULL_TIME' });
      expect(ids(indexed)).toEqual(ids(after));
    } finally {
      await app.db
        .deleteFrom('job_postings')
        .where('company_id', '=', companyId)
        .where(sql<boolean>`search_text = ${filler}`)
        .execute();
      await app.db.deleteFrom('job_postings').where('id', '=', template).execute();
    }
  });
});

describe('a walk that stops short of the matches', () => {
  it('goes through the indexes after all, when postings written since the sample push them beyond the walk', async () => {
    const { search, searchStatements } = jobSearch();
    const before = await search({ keyword: common, page: 1, pageSize: 12 });
    expect(searchStatements().filter(walks)).toHaveLength(1);

    // Newer postings without the word, more than a walk reads; the sample, read before them, still holds the matches.
    await lightPostingsLike((await newestHolding(rare))[0] as string, SIGNATURE_WALKED_ROWS, 'filler');
    const after = await search({ keyword: common, page: 1, pageSize: 12 });
    const statements = searchStatements().slice(1);
    // The walk, then the page and its count through the indexes.
    expect(statements.map(walks)).toEqual([true, false, false]);
    expect(statements.slice(1).every(throughIndexes)).toBe(true);
    expect(ids(after)).toEqual(ids(before));
    expect(after).toMatchObject({ total: 100, totalExact: false });

    // A later page, which a walk that found nothing could not tell from a page past the end.
    const second = await search({ keyword: common, page: 2, pageSize: 12 });
    expect(searchStatements().slice(4).map(walks)).toEqual([true, false, false]);
    const indexed = await jobSearch().search({ keyword: common, employmentType: 'FULL_TIME', page: 2, pageSize: 12 });
    expect(second.rows).toHaveLength(12);
    expect(ids(second)).toEqual(ids(indexed));
    expect(second).toMatchObject({ total: 100, totalExact: false });

    // A sample read now holds only the newer postings: the word is rare there, and every match
    // is read through the indexes, page and count in one statement, to the same answer.
    const resampled = jobSearch();
    const unsampled = await resampled.search({ keyword: common, page: 1, pageSize: 12 });
    expect(resampled.searchStatements()).toHaveLength(1);
    expect(resampled.searchStatements()[0]).toContain('as materialized');
    expect(ids(unsampled)).toEqual(ids(before));
    expect(unsampled).toMatchObject({ total: 100, totalExact: false });
  });
});

/**
 * Runs `check` with the `signed` candidates' signatures written for `text` and `missigned`'s
 * without a bit set, as if its text lacked every letter, then takes them away again (the
 * candidates made here have none, and are read whatever their signature).
 */
async function withSignatures(
  text: string,
  { signed, missigned }: { signed: string[]; missigned: string },
  check: () => Promise<void>,
) {
  const noBits = `x${'0'.repeat(SIGNATURE_BITS / 4)}`;
  await sql`UPDATE candidates SET search_signature = ${searchSignature([text])}::bit(2048) WHERE id = ANY(${signed}::uuid[])`.execute(
    app.db,
  );
  await sql`UPDATE candidates SET search_signature = ${noBits}::bit(2048) WHERE id = ${missigned}`.execute(app.db);
  try {
    await check();
  } finally {
    await sql`UPDATE candidates SET search_signature = NULL WHERE id = ANY(${[missigned, ...signed]}::uuid[])`.execute(
      app.db,
    );
  }
}

describe("the employers' candidate search", () => {
  it('walks to a keyword the candidates who signed in last hold, and answers as through the indexes', async () => {
    const walking = candidateSearch();
    const walked = await walking.search(common);
    expect(walked).toMatchObject({ total: 100, totalExact: false });
    expect(walked.rows).toHaveLength(12);
    const statements = walking.searchStatements();
    expect(statements).toHaveLength(1);
    expect(walks(statements[0])).toBe(true);
    expect(throughIndexes(statements[0])).toBe(false);

    const filtered = await candidatesBySql(common);
    expect(ids(filtered)).toEqual(ids(walked));
    expect(filtered).toMatchObject({ total: 100, totalExact: false });
  });

  it("reads a candidate's profile only where the signature may hold the keyword, or where there is none (#57)", async () => {
    const before = await candidateSearch().search(common);
    const [unsigned, missigned = '', ...signed] = ids(before);
    await withSignatures(common, { signed, missigned }, async () => {
      const walking = candidateSearch();
      const after = await walking.search(common);
      expect(walking.searchStatements().map(walks)).toEqual([true]);
      expect(walking.searchStatements()[0]).toContain('get_bit("c"."search_signature"');
      expect(ids(after)).toEqual(expect.arrayContaining([unsigned, ...signed]));
      expect(ids(after)).not.toContain(missigned);
    });
  });
});

describe("the employers' candidate search with filters", () => {
  /** Held by 240 candidates who signed in a minute apart, of whom every other one lives in Chiang Mai. */
  const placed = word();

  beforeAll(async () => {
    await candidatesHolding(placed, 120, { apart: 120, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(placed, 120, { apart: 120, after: 60 });
  });

  afterAll(async () => {
    await removeTaggedCandidates(app.db, placed);
  });

  it('walks to a keyword whose matches that pass the filters the candidates who signed in last hold, the filters tested on the index', async () => {
    const walking = candidateSearch();
    // A district, not a province: the list is walked (a province's candidates are walked alone, #49).
    const walked = await walking.search(placed, { locationIds: [DISTRICT.muangChiangMai] });
    const [statement, ...more] = walking.searchStatements();
    expect(more).toEqual([]);
    expect(walks(statement)).toBe(true);
    // The filters are tested on the walk's rows, the profile read only for those that pass them.
    expect(statement).toContain('inner join "candidates" as "profile"');
    const filterAt = statement?.indexOf('c.district_id = any(') ?? -1;
    expect(filterAt).toBeGreaterThan(0);
    expect(filterAt).toBeLessThan(statement?.indexOf('"profile"."search_text"') ?? 0);
    expect(shownValues(statement)).toEqual([]);
    expect(walked).toMatchObject({ total: 100, totalExact: false });
    expect(ids(walked)).toEqual(await latestHolding(placed, DISTRICT.muangChiangMai));

    // Found by SQL of its own: the same candidates.
    const through = await candidatesBySql(placed, { locationIds: [DISTRICT.muangChiangMai] });
    expect(ids(through)).toEqual(ids(walked));
    expect(through).toMatchObject({ total: 100, totalExact: false });
  });
});

describe("the employers' candidate search with filters that keep few of a keyword's matches", () => {
  /**
   * Held by the candidates who signed in last, about a minute apart, in Phra Nakhon, and by one
   * every 84 minutes in Chiang Mai: the sample holds about a dozen of those, too few for a walk of
   * 10,000 rows to find a page and its count (101), enough for one of SIGNATURE_WALKED_ROWS that
   * tests the filter and the signature on the search-order index (#41, #58), which reads up to
   * CANDIDATE_WALKED_ROWS (#61).
   */
  const held = word();

  beforeAll(async () => {
    await candidatesHolding(held, 120, { apart: 84 * 60, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(held, 20 * 120, { apart: 63, after: 30, districtId: DISTRICT.phraNakhon });
  });

  afterAll(async () => {
    await removeTaggedCandidates(app.db, held);
  });

  it('walks CANDIDATE_WALKED_ROWS rows, reading the profiles of those who pass the filters alone, and answers as through the indexes', async () => {
    // A district, not a province: the list is walked (a province's candidates are walked alone, #49).
    const walking = candidateSearch();
    const walked = await walking.search(held, { locationIds: [DISTRICT.muangChiangMai] });
    const [statement, ...more] = walking.searchStatements();
    expect(more).toEqual([]);
    expect(statement).toContain(`limit ${CANDIDATE_WALKED_ROWS}) as`);
    expect(statement).toContain('limit 101) as "first_matches"');
    expect(statement).toContain('inner join "candidates" as "profile"');
    expect(shownValues(statement)).toEqual([]);
    expect(walked).toMatchObject({ total: 100, totalExact: false });
    expect(ids(walked)).toEqual(await latestHolding(held, DISTRICT.muangChiangMai));

    // The keyword alone, and with filters that let most of the sample through, are walked as far:
    // each reads a profile only where the signature may hold the keyword (#58).
    const alone = candidateSearch();
    await alone.search(held);
    expect(alone.searchStatements().map(walks)).toEqual([true]);
    expect(alone.searchStatements()[0]).toContain(`limit ${CANDIDATE_WALKED_ROWS}) as`);
    const passingMany = candidateSearch();
    await passingMany.search(held, { locationIds: [DISTRICT.muangChiangMai, DISTRICT.phraNakhon] });
    expect(passingMany.searchStatements().map(walks)).toEqual([true]);
    expect(passingMany.searchStatements()[0]).toContain(`limit ${CANDIDATE_WALKED_ROWS}) as`);

    const through = await candidatesBySql(held, { locationIds: [DISTRICT.muangChiangMai] });
    expect(ids(through)).toEqual(ids(walked));
    expect(through).toMatchObject({ total: 100, totalExact: false });
  });
});

describe("the employers' candidate search for a keyword the sample holds a few of (#61)", () => {
  /**
   * Held by one candidate every 200 seconds in Chiang Mai's district, 150 of them, among a crowd
   * elsewhere one a second: the sample spans about 17 minutes, whatever else of this file's or
   * others' is in it, and holds four or five of them, too few for a walk of SIGNATURE_WALKED_ROWS
   * to find a page and its count (101; seven would do), enough for one of CANDIDATE_WALKED_ROWS
   * (three would do).
   */
  const held = word();
  const crowd = word();

  beforeAll(async () => {
    await candidatesHolding(held, 150, { apart: 200, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(crowd, 2 * KEYWORD_SAMPLE_ROWS, { apart: 1, after: 30 });
  });

  afterAll(async () => {
    for (const text of [held, crowd]) await removeTaggedCandidates(app.db, text);
  });

  it('walks CANDIDATE_WALKED_ROWS rows with filters, and answers as through the indexes', async () => {
    const walk = await walkedIn(DISTRICT.muangChiangMai, DISTRICT.muangChiangMai, held);
    expect(walk).toContain(`limit ${CANDIDATE_WALKED_ROWS}) as`);
  });

  it('reads the matches of the keyword alone in full: they are few, cheaper read than walked to', async () => {
    const reading = candidateSearch();
    const found = await reading.search(held);
    // Besides the page, the keyword's matches at a word's start may be counted.
    const pages = reading.searchStatements().filter((text) => !text.startsWith('select count(*)'));
    expect(pages.map(walks)).toEqual([false]);
    expect(pages[0]).toContain('as materialized');
    expect(found).toMatchObject({ total: 100, totalExact: false });
    expect(ids(found)).toEqual(await latestHolding(held));
  });
});

describe("the employers' candidate search with filters that pass much of the sample and few of a keyword's matches", () => {
  /**
   * Held by one candidate every 21 minutes in Chiang Mai, among a crowd there who signed in about
   * a minute apart: the district lets most of the sample through, the sample holds a few dozen of
   * the keyword's matches, fewer than a page and its count (101), enough for a walk to find them
   * (#41, #58).
   */
  const held = word();
  const crowd = word();

  beforeAll(async () => {
    await candidatesHolding(held, 120, { apart: 21 * 60, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(crowd, 20 * 120, { apart: 63, after: 30, districtId: DISTRICT.muangChiangMai });
  });

  afterAll(async () => {
    for (const text of [held, crowd]) await removeTaggedCandidates(app.db, text);
  });

  it("walks as far as the sample's share of matches says, and answers as through the indexes", async () => {
    const walking = candidateSearch();
    const walked = await walking.search(held, { locationIds: [DISTRICT.muangChiangMai] });
    // Besides the page, the keyword's matches at a word's start may be counted.
    const [statement, ...more] = walking.searchStatements().filter((text) => !text.startsWith('select count(*)'));
    expect(more).toEqual([]);
    expect(statement).toContain(`limit ${CANDIDATE_WALKED_ROWS}) as`);
    expect(statement).toContain('inner join "candidates" as "profile"');
    expect(walked).toMatchObject({ total: 100, totalExact: false });
    expect(ids(walked)).toEqual(await latestHolding(held, DISTRICT.muangChiangMai));

    const through = await candidatesBySql(held, { locationIds: [DISTRICT.muangChiangMai] });
    expect(ids(through)).toEqual(ids(walked));
  });
});

describe("the employers' candidate search in a province the sample holds none of a keyword's matches in (#59)", () => {
  /**
   * Held by one candidate every 45 minutes across the sample, none of them in Chiang Mai, and by
   * 150 in Chiang Mai who signed in before it was read; a neighbour in Chiang Mai signs in every 20
   * minutes, amid a crowd elsewhere a minute apart. The sample holds about twenty of the keyword's
   * matches and forty of Chiang Mai's, and none of both: counted together, a walk could not be
   * told how far to go. Their shares predict about one, and a walk of Chiang Mai's candidates
   * alone reaches twenty-five times further down the list than one of the list.
   */
  const spread = word();
  const neighbour = word();
  const crowd = word();

  beforeAll(async () => {
    await candidatesHolding(spread, 20, { apart: 45 * 60, after: 20 });
    await candidatesHolding(neighbour, 50, { apart: 20 * 60, after: 25, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(crowd, 2 * KEYWORD_SAMPLE_ROWS, { apart: 60, after: 30 });
    await candidatesHolding(spread, 150, { apart: 60, after: 1_100 * 60, districtId: DISTRICT.muangChiangMai });
  });

  afterAll(async () => {
    for (const text of [spread, neighbour, crowd]) await removeTaggedCandidates(app.db, text);
  });

  it("walks the province's candidates as far as the two shares predict, and answers as through the indexes", async () => {
    expect(await walkedIn(PROVINCE.chiangMai, DISTRICT.muangChiangMai, spread)).toMatch(WALKS_PROVINCE);
  });

  it('does not walk where the shares predict more than three and the sample holds none: the province holds the keyword less often', async () => {
    // A third of the sample or more holds it, none of them in Chiang Mai: its share predicts
    // several there, and finding none says Chiang Mai's candidates hold it seldom (a place's name).
    const tied = word();
    await candidatesHolding(tied, 600, { apart: 2 * 60, after: 22 });
    await candidatesHolding(tied, 150, { apart: 60, after: 1_200 * 60, districtId: DISTRICT.muangChiangMai });
    try {
      const reading = candidateSearch();
      const found = await reading.search(tied, { locationIds: [PROVINCE.chiangMai] });
      expect(reading.searchStatements().some(walks)).toBe(false);
      expect(ids(found)).toEqual(await latestHolding(tied, DISTRICT.muangChiangMai));
    } finally {
      await removeTaggedCandidates(app.db, tied);
    }
  });
});

describe("the employers' candidate search in a province more than a third of the sample lives in (#60)", () => {
  /**
   * Neighbours in Chiang Mai sign in every 30 seconds amid a crowd elsewhere a minute apart, so
   * that more than a third of the sample lives there (whatever else of this file's is in it). The
   * keyword is held by two of them in the sample and by 150 in Chiang Mai who signed in before it
   * was read. Two in more than a third of the sample put a page and its count (101) beyond a walk
   * of SIGNATURE_WALKED_ROWS of the province's candidates, within one of CANDIDATE_WALKED_ROWS.
   */
  const twice = word();
  const neighbour = word();
  const crowd = word();

  beforeAll(async () => {
    await candidatesHolding(neighbour, 800, { apart: 30, after: 25, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(crowd, KEYWORD_SAMPLE_ROWS, { apart: 60, after: 30 });
    await candidatesHolding(twice, 2, { apart: 30 * 60, after: 40, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(twice, 150, { apart: 60, after: 1_300 * 60, districtId: DISTRICT.muangChiangMai });
  });

  afterAll(async () => {
    for (const text of [twice, neighbour, crowd]) await removeTaggedCandidates(app.db, text);
  });

  it("walks CANDIDATE_WALKED_ROWS of the province's candidates, and answers as through the indexes", async () => {
    const walk = await walkedIn(PROVINCE.chiangMai, DISTRICT.muangChiangMai, twice);
    expect(walk).toMatch(WALKS_PROVINCE);
    expect(walk).toContain(`limit ${CANDIDATE_WALKED_ROWS}) as`);
  });

  it("reads the province's candidates with its id when the search has no keyword, however many they are", async () => {
    // Tested as a place, which no index answers, the filters alone walked the whole list's order,
    // testing every candidate's place; by its id, the index by province gives the province's alone.
    const filter = { locationIds: [PROVINCE.chiangMai] };
    const reading = candidateSearch();
    const found = await reading.search('', filter);
    const [statement = '', ...more] = reading.searchStatements();
    expect(more).toEqual([]);
    expect(statement).toMatch(/"c"\."province_id" = \$\d+/);
    expect(statement).not.toContain('c.district_id = any(');
    const expected = await candidatesBySql('', filter);
    expect(expected.rows).toHaveLength(12);
    expect(ids(found)).toEqual(expected.rows.map((row) => row.id));
    expect(found).toMatchObject({ total: expected.total, totalExact: expected.totalExact });
  });
});

describe("the employers' candidate search in one province, others having signed in since", () => {
  /** As above: held by 120 candidates in Chiang Mai among 2,400 elsewhere who signed in since. */
  const held = word();
  /** Held by 10,000 candidates in Bangkok, who signed in after the sample was read. */
  const filler = word();
  const inChiangMai = { locationIds: [PROVINCE.chiangMai] };
  const walking = candidateSearch();
  let before: Awaited<ReturnType<typeof walking.search>>;

  beforeAll(async () => {
    await candidatesHolding(held, 120, { apart: 21 * 60, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(held, 20 * 120, { apart: 63, after: 30 });
    before = await walking.search(held, inChiangMai);
    for (let after = 0; after < 5; after++) {
      await candidatesHolding(filler, 2_000, { apart: 0, after, districtId: DISTRICT.phraNakhon });
    }
  });

  afterAll(async () => {
    for (const text of [held, filler]) await removeTaggedCandidates(app.db, text);
  });

  it("walks the province's candidates alone, however many of other provinces signed in since (#49)", async () => {
    // The sample, read before those in Bangkok signed in, still holds the matches, and the walk of
    // Chiang Mai's candidates reads none of Bangkok's.
    expect(walking.searchStatements().map(walks)).toEqual([true]);
    const after = await walking.search(held, inChiangMai);
    const statements = walking.searchStatements().slice(1);
    expect(statements.map(walks)).toEqual([true]);
    expect(statements[0]).toMatch(/"c"\."province_id" = \(select \$\d+::uuid\) order by "c"\."last_login_at" desc/);
    expect(statements[0]).toContain(`limit ${CANDIDATE_WALKED_ROWS}) as`);
    expect(shownValues(statements[0])).toEqual([]);
    expect(ids(after)).toEqual(ids(before));
    expect(ids(after)).toEqual(await latestHolding(held, DISTRICT.muangChiangMai));
    expect(after).toMatchObject({ total: 100, totalExact: false });
  });
});

describe("the employers' candidate search in a province the sample holds little of", () => {
  /**
   * Held by 150 candidates in Chiang Mai, one every 250 minutes, and by 20 elsewhere, among
   * candidates signed in a minute apart: the sample holds about four of Chiang Mai's, too few for
   * a walk of the list to find a page and its count (101), and about twenty of the keyword's, too
   * many to read its matches in full (#36). Walking Chiang Mai's candidates alone, a walk of as
   * many rows reaches a hundred times further down the list (#49).
   */
  const sparse = word();
  const elsewhere = word();

  beforeAll(async () => {
    await candidatesHolding(sparse, 150, { apart: 250 * 60, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(sparse, 20, { apart: 45 * 60, after: 20 });
    await candidatesHolding(elsewhere, 2 * KEYWORD_SAMPLE_ROWS, { apart: 60, after: 30 });
  });

  afterAll(async () => {
    for (const text of [sparse, elsewhere]) await removeTaggedCandidates(app.db, text);
  });

  it("walks as far as the province's share of the sample says, and answers as through the indexes", async () => {
    const walking = candidateSearch();
    const walked = await walking.search(sparse, { locationIds: [PROVINCE.chiangMai] });
    // Besides the page, the keyword's matches at a word's start are counted (150, too few to walk
    // for the page alone).
    const pages = walking.searchStatements().filter((text) => !text.startsWith('select count(*)'));
    expect(pages.map(walks)).toEqual([true]);
    const [statement] = pages;
    expect(statement).toMatch(/"c"\."province_id" = \(select \$\d+::uuid\) order by "c"\."last_login_at" desc/);
    expect(walked).toMatchObject({ total: 100, totalExact: false });
    expect(ids(walked)).toEqual(await latestHolding(sparse, DISTRICT.muangChiangMai));

    // Two places are not one province: the list is walked as before, or the keyword's matches read.
    const twoPlaces = candidateSearch();
    const around = await twoPlaces.search(sparse, { locationIds: [PROVINCE.chiangMai, DISTRICT.phraNakhon] });
    expect(twoPlaces.searchStatements().some((text) => text.includes('"c"."province_id" = (select'))).toBe(false);
    expect(ids(around)).toEqual(ids(walked));
  });

  it('walks as if the province were large when its count times out, and fails when the count fails otherwise (#53)', async () => {
    const handful = word();
    await candidatesHolding(handful, 30, { apart: 30 * 60, after: 10, districtId: DISTRICT.muangChiangMai });
    /** The employers' search on a database whose count of a province's candidates fails with `error`. */
    const failingProvinceCount = (error: () => Error) =>
      createCompanyCandidatesRepository(failingWhere('as "living"', error), referenceLookup());
    const search = (error: () => Error) =>
      failingProvinceCount(error).search(
        { today: '2026-11-27', keyword: handful, locationIds: [PROVINCE.chiangMai] },
        { page: 1, pageSize: 12 },
      );
    try {
      const timedOut = await search(() => Object.assign(new Error('canceling statement'), { code: '57014' }));
      expect(timedOut).toMatchObject({ total: 30, totalExact: true });
      expect(ids(timedOut)).toEqual(await latestHolding(handful, DISTRICT.muangChiangMai));
      await expect(search(() => new Error('relation "candidates" does not exist'))).rejects.toThrow('does not exist');
    } finally {
      await removeTaggedCandidates(app.db, handful);
    }
  });

  it('counts the matches of a walk that reads the whole of a small province, not going through the indexes after it (#53)', async () => {
    const handful = word();
    await candidatesHolding(handful, 30, { apart: 30 * 60, after: 10, districtId: DISTRICT.muangChiangMai });
    try {
      const walking = candidateSearch();
      const found = await walking.search(handful, { locationIds: [PROVINCE.chiangMai] });
      // Besides the page, the keyword's matches at a word's start may be counted.
      const pages = walking.searchStatements().filter((text) => !text.startsWith('select count(*)'));
      expect(pages.map(walks)).toEqual([true]);
      expect(pages[0]).toMatch(/"c"\."province_id" = \(select \$\d+::uuid\)/);
      expect(found).toMatchObject({ total: 30, totalExact: true });
      expect(ids(found)).toEqual(await latestHolding(handful, DISTRICT.muangChiangMai));
      const last = await candidateSearch().search(
        handful,
        { locationIds: [PROVINCE.chiangMai] },
        { page: 3, pageSize: 12 },
      );
      expect(last).toMatchObject({ total: 30, totalExact: true });
      expect(last.rows).toHaveLength(6);
      // A page past the end has no row to carry the walk's count: the walk counts them again,
      // not going through the indexes (#59).
      const pastTheEnd = candidateSearch();
      const none = await pastTheEnd.search(handful, { locationIds: [PROVINCE.chiangMai] }, { page: 4, pageSize: 12 });
      expect(none).toMatchObject({ rows: [], total: 30, totalExact: true });
      const statements = pastTheEnd.searchStatements();
      expect(statements.filter((text) => !text.startsWith('select count(*)')).map(walks)).toEqual([true]);
      expect(statements.filter((text) => text.startsWith('select count(*)') && walks(text))).toHaveLength(1);
    } finally {
      await removeTaggedCandidates(app.db, handful);
    }
  });

  it("reads in full the matches of a keyword the sample hardly holds, though one of them lives in the province (#36), with the province's ids (#50)", async () => {
    const seldom = word();
    await candidatesHolding(seldom, 1, { after: 10, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(seldom, 4, { apart: 100 * 60, after: 40 });
    try {
      const reading = candidateSearch();
      const found = await reading.search(seldom, { locationIds: [PROVINCE.chiangMai] });
      const pages = reading.searchStatements().filter((text) => !text.startsWith('select count(*)'));
      expect(pages.map(walks)).toEqual([false]);
      const [statement = ''] = pages;
      expect(statement).toContain('as materialized');
      // The province keeps little of the sample: its ids, which its index of the candidates
      // employers may see answers, are tested inside the fence with the keyword.
      const fence = statement.slice(0, statement.indexOf('from "matches"'));
      expect(fence).toMatch(/"c"\."province_id" = \$\d+\)/);
      expect(fence).toContain('"c"."deleted_at" is null and "c"."open_to_company_offer" = true');
      expect(fence).not.toContain('c.district_id = any(');
      expect(found).toMatchObject({ total: 1, totalExact: true });
      expect(ids(found)).toEqual(await latestHolding(seldom, DISTRICT.muangChiangMai));
    } finally {
      await removeTaggedCandidates(app.db, seldom);
    }
  });

  describe('a keyword the sample holds too rarely to walk to but too often to call rare, with none of its matches in the province', () => {
    /**
     * Searches Chiang Mai for a keyword held by `sampled` candidates elsewhere who signed in
     * within hours, and by 60 in Chiang Mai two days ago and before, among 25 more there who
     * signed in within hours: Chiang Mai keeps more than 1 % of the sample, too many for its
     * candidates to be read first and tested for the keyword (#47, #58). With `overThirty`, the
     * search keeps those over thirty: the crowd elsewhere, the 60 and one of the 25 (the others
     * have no date of birth), so that the keyword's share and the filters' predict too few
     * matches for a walk of the province (#59), even of CANDIDATE_WALKED_ROWS of its candidates,
     * who are 2.5 % of the sample (#60). Returns the statements that read the page, and checks
     * the answer, which must be the 60's.
     */
    async function searchedInChiangMai(sampled: number, overThirty: boolean): Promise<string[]> {
      const held = word();
      const neighbours = word();
      await candidatesHolding(held, sampled, { apart: 5 * 60, after: 15 });
      await candidatesHolding(neighbours, 25, { apart: 5 * 60, after: 17, districtId: DISTRICT.muangChiangMai });
      await candidatesHolding(held, 60, { apart: 60 * 60, after: 2 * 86_400, districtId: DISTRICT.muangChiangMai });
      const oneNeighbour = app.db.selectFrom('candidates').select('id').where('search_text', '=', neighbours).limit(1);
      await app.db
        .updateTable('candidates')
        .set({ date_of_birth: '1990-01-01' })
        .where((eb) =>
          eb.or([
            eb('search_text', '=', elsewhere),
            eb.and([eb('search_text', '=', held), eb('district_id', '=', DISTRICT.muangChiangMai)]),
            eb('id', 'in', oneNeighbour),
          ]),
        )
        .execute();
      try {
        const reading = candidateSearch();
        const found = await reading.search(held, {
          locationIds: [PROVINCE.chiangMai],
          ...(overThirty ? { ageMin: 30 } : {}),
        });
        const pages = reading.searchStatements().filter((text) => !text.startsWith('select count(*)'));
        expect(found).toMatchObject({ total: 60, totalExact: true });
        expect(ids(found)).toEqual(await latestHolding(held, DISTRICT.muangChiangMai));
        return pages;
      } finally {
        await app.db
          .updateTable('candidates')
          .set({ date_of_birth: null })
          .where('search_text', '=', elsewhere)
          .execute();
        for (const text of [held, neighbours]) await removeTaggedCandidates(app.db, text);
      }
    }

    it("reads in full its matches in the province with the province's ids where the sample holds at most 3 % of it (#51)", async () => {
      const [statement, ...more] = await searchedInChiangMai(20, true);
      expect(more).toEqual([]);
      expect(walks(statement)).toBe(false);
      expect(statement).toContain('as materialized');
      expect(statement).not.toContain('c.district_id = any(');
      // The province's ids are read inside the fence, the age tested there too.
      const fence = statement?.slice(0, statement.indexOf('from "matches"'));
      expect(fence).toMatch(/"c"\."province_id" = \$\d+ and c\.date_of_birth <=/);
    });

    it("leaves a commoner one to the planner, with the province's ids for it to read in the list's order (#51)", async () => {
      const [statement, ...more] = await searchedInChiangMai(40, true);
      expect(more).toEqual([]);
      expect(walks(statement)).toBe(false);
      expect(statement).not.toContain('as materialized');
      expect(statement).not.toContain('c.district_id = any(');
      expect(statement).toMatch(/"c"\."province_id" = \$\d+ and/);
    });

    it("walks the province's candidates where the two shares predict the matches a walk of them finds (#59)", async () => {
      for (const sampled of [20, 40]) {
        const [statement, ...more] = await searchedInChiangMai(sampled, false);
        expect(more).toEqual([]);
        expect(walks(statement)).toBe(true);
        expect(statement).toMatch(/"c"\."province_id" = \(select \$\d+::uuid\)/);
      }
    });
  });

  it("reads a small province's candidates with its ids when the search has no keyword (#51)", async () => {
    const reading = candidateSearch();
    const found = await reading.search('', { locationIds: [PROVINCE.chiangMai] });
    const [statement = ''] = reading.searchStatements();
    expect(statement).toMatch(/"c"\."province_id" = \$\d+/);
    expect(statement).not.toContain('c.district_id = any(');
    const inChiangMai = await app.db
      .selectFrom('candidates as c')
      .innerJoin('districts as d', 'd.id', 'c.district_id')
      .select('c.id')
      .where('c.open_to_company_offer', '=', true)
      .where('c.deleted_at', 'is', null)
      .where('d.province_id', '=', PROVINCE.chiangMai)
      .orderBy(sql`c.last_login_at desc nulls last`)
      .orderBy('c.user_no', 'desc')
      .execute();
    expect(inChiangMai.length).toBeGreaterThan(100);
    expect(found).toMatchObject({ total: 100, totalExact: false });
    expect(ids(found)).toEqual(inChiangMai.slice(0, 12).map((row) => row.id));
  });
});

describe("the employers' candidate search's sample, testing each filter as the SQL does", () => {
  /** Held by 240 candidates who signed in two minutes apart: every other one passes each filter below. */
  const tested = word();
  const industryId = randomUUID();
  const occupationId = randomUUID();
  const languageId = randomUUID();

  beforeAll(async () => {
    await candidatesHolding(tested, 120, { apart: 120 });
    await candidatesHolding(tested, 120, { apart: 120, after: 60 });
    // The first 120 (signed in an even number of minutes ago) pass each filter, the others none.
    await sql`
      UPDATE candidates SET date_of_birth = '1992-02-29', desired_annual_salary = 500000,
        education_levels = '{BACHELOR}', industry_ids = ARRAY[${industryId}]::uuid[],
        occupation_ids = ARRAY[${occupationId}]::uuid[],
        language_levels = ARRAY[${`${languageId}:1`}, ${`${languageId}:2`}, ${`${languageId}:3`}]
      WHERE user_id IN (SELECT id FROM users WHERE email LIKE ${`${tested}.0.%`})`.execute(app.db);
    await sql`
      UPDATE candidates SET date_of_birth = '2005-01-01', desired_annual_salary = 100000
      WHERE user_id IN (SELECT id FROM users WHERE email LIKE ${`${tested}.60.%`})`.execute(app.db);
    // Work: the first 120 about 6 years, in a job since 2020 (the latest signed in also has a job
    // entered ahead of its first day, in 2029, which adds nothing yet); the others one year, ended.
    const { rows: working } = await sql<{ id: string; first: boolean }>`
      SELECT c.id, u.email LIKE ${`${tested}.0.%`} AS first FROM candidates c JOIN users u ON u.id = c.user_id
      WHERE u.email LIKE ${`${tested}.%`} ORDER BY u.last_login_at DESC`.execute(app.db);
    const industry = await app.db.selectFrom('industries').select('id').limit(1).executeTakeFirstOrThrow();
    const occupation = await app.db.selectFrom('occupations').select('id').limit(1).executeTakeFirstOrThrow();
    const job = (candidateId: string, start: string, end: string | null) => ({
      id: randomUUID(),
      candidate_id: candidateId,
      industry_id: industry.id,
      occupation_id: occupation.id,
      company_name: 'Walk Co.',
      start_date: start,
      end_date: end,
      is_current: end === null,
      employment_type: 'FULL_TIME' as const,
    });
    const ahead = working.find((row) => row.first);
    await app.db
      .insertInto('candidate_work_histories')
      .values([
        ...working.map((row) =>
          row.first ? job(row.id, '2020-11-01', null) : job(row.id, '2019-01-01', '2020-01-01'),
        ),
        ...(ahead ? [job(ahead.id, '2029-01-01', null)] : []),
      ])
      .execute();
    await refreshCandidateWorkDays(
      app.db,
      working.map((row) => row.id),
    );
  });

  afterAll(async () => {
    await removeTaggedCandidates(app.db, tested);
  });

  /** Whether a walk reads the page and its count (the sample counted 101 to 201 that pass), not the page alone. */
  const walksForPageAndCount = (statement: string | undefined) =>
    walks(statement) && statement?.includes('limit 101) as "first_matches"') === true;

  it.each<[string, Omit<CandidateFilter, 'today' | 'keyword'>]>([
    ['an age range (34 on 27 November 2026)', { ageMin: 34, ageMax: 34 }],
    ['a salary range', { salaryMin: 500_000, salaryMax: 500_000 }],
    ['an education level', { educationLevel: 'BACHELOR' }],
    ['an industry', { industryIds: [industryId, randomUUID()] }],
    ['an occupation', { occupationIds: [occupationId] }],
    ['a language at a level', { languageSkills: [{ languageId, minimum: 'ADVANCED' }] }],
    ['work experience (6 years on 27 November 2026)', { experienceYearsMin: 5, experienceYearsMax: 6 }],
  ])('walks for %s the candidates who pass it, as the SQL finds them', async (_, filter) => {
    const walking = candidateSearch();
    const walked = await walking.search(tested, filter);
    expect(walking.searchStatements().map(walksForPageAndCount)).toEqual([true]);
    expect(walked).toMatchObject({ total: 100, totalExact: false });
    const through = await candidatesBySql(tested, filter);
    expect(ids(through)).toEqual(ids(walked));
    expect(through).toMatchObject({ total: 100, totalExact: false });
  });
});

describe("the employers' candidate search for a keyword few candidates hold", () => {
  /** Held by 3 candidates in Chiang Mai who signed in a month ago, and 10 elsewhere. */
  const few = word();
  /** Candidates in Chiang Mai who signed in last, a whole sample of them: the filter keeps much of it. */
  const local = word();

  beforeAll(async () => {
    await candidatesHolding(few, 3, { after: 30 * 86_400, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(few, 10, { after: 31 * 86_400 });
    await candidatesHolding(local, KEYWORD_SAMPLE_ROWS, { apart: 1, districtId: DISTRICT.muangChiangMai });
  });

  afterAll(async () => {
    for (const text of [few, local]) await removeTaggedCandidates(app.db, text);
  });

  const readInFull = (statements: string[]) => statements.length === 1 && statements[0]?.includes('as materialized');

  it('reads every match of the keyword and filters them, where the planner would test every candidate (who passes the filters)', async () => {
    const inChiangMai = candidateSearch();
    const found = await inChiangMai.search(few, { locationIds: [PROVINCE.chiangMai] });
    const [statement = ''] = inChiangMai.searchStatements();
    expect(readInFull(inChiangMai.searchStatements())).toBe(true);
    // The filter keeps much of the list: tested on the keyword's matches, outside the fence.
    expect(statement.indexOf('c.province_id = any(')).toBeGreaterThan(statement.indexOf('from "matches"'));
    expect(found).toMatchObject({ total: 3, totalExact: true });
    expect(ids(found)).toEqual(await latestHolding(few, DISTRICT.muangChiangMai));
    // A page past the end is counted on its own, the filter tested on the matches as well.
    const beyond = await inChiangMai.search(few, { locationIds: [PROVINCE.chiangMai] }, { page: 2, pageSize: 12 });
    expect(beyond).toMatchObject({ rows: [], total: 3, totalExact: true });

    // Alone, with work experience, and a typo: the same way.
    const alone = candidateSearch();
    const everywhere = await alone.search(few);
    expect(ids(everywhere)).toEqual(await latestHolding(few));
    expect(everywhere).toMatchObject({ total: 13, totalExact: true });
    expect(readInFull(alone.searchStatements())).toBe(true);
    const experienced = candidateSearch();
    const withExperience = await experienced.search(few, { locationIds: [PROVINCE.chiangMai], experienceYearsMin: 0 });
    expect(readInFull(experienced.searchStatements())).toBe(true);
    expect(ids(withExperience)).toEqual(ids(found));
    const typo = candidateSearch();
    const none = await typo.search(word(), { locationIds: [PROVINCE.bangkok] });
    expect(readInFull(typo.searchStatements())).toBe(true);
    expect(none).toMatchObject({ rows: [], total: 0, totalExact: true });

    // With an age, the filters keep few of the sample, but the province alone keeps all of it:
    // tested inside the fence as a place, not read by its ids (#50).
    const aged = candidateSearch();
    const older = await aged.search(few, { locationIds: [PROVINCE.chiangMai], ageMin: 18 });
    const [agedStatement = ''] = aged.searchStatements();
    expect(readInFull(aged.searchStatements())).toBe(true);
    const fence = agedStatement.slice(0, agedStatement.indexOf('from "matches"'));
    expect(fence).toContain('c.province_id = any(');
    expect(fence).not.toMatch(/"c"\."province_id" = \$/);
    // The candidates made here have no date of birth: none is 18 or older.
    expect(older).toMatchObject({ rows: [], total: 0, totalExact: true });
  });

  it('reads every match of a keyword it walked to when the walk finds fewer than the count needs, not through the indexes (#58)', async () => {
    // Held by 8 of the candidates who signed in last, and by no one else: 8 of the sample's 1,000
    // put a page and its count within half of a walk, which then finds only them.
    const recent = word();
    await candidatesHolding(recent, 8, { apart: 1 });
    try {
      const reading = candidateSearch();
      const found = await reading.search(recent);
      const [walk, fallback, ...more] = reading
        .searchStatements()
        .filter((text) => !text.startsWith('select count(*)'));
      expect(more).toEqual([]);
      expect(walks(walk)).toBe(true);
      // Behind the fence, as the sample would have read it unwalked: not left to the planner.
      expect(fallback).toContain('as materialized');
      expect(found).toMatchObject({ total: 8, totalExact: true });
      expect(ids(found)).toEqual(await latestHolding(recent));
    } finally {
      await removeTaggedCandidates(app.db, recent);
    }
  });
});

describe("the employers' candidate search for a keyword of few matches with a common word (#56)", () => {
  /** Held by the 150 candidates who signed in last: a seventh of the sample, as "ช่าง" is. */
  const common = word();
  /**
   * Held with the common word by 3 candidates in Bangkok, one of them in the sample, and 1 in
   * Chiang Mai, alone by 2 more in Bangkok: the keyword's share and Bangkok's predict too few
   * matches for a walk of Bangkok's candidates (#59, #60).
   */
  const rare = word();
  /** The rest of the sample, in Bangkok: the province keeps much of it. */
  const filler = word();
  const keyword = `${common} ${rare}`;

  beforeAll(async () => {
    await candidatesHolding(common, 150, { apart: 1 });
    // The common word inside a longer word: found by its test on the row.
    await candidatesHolding(`${rare} x${common}`, 1, { after: 200, districtId: DISTRICT.phraNakhon });
    await candidatesHolding(`${rare} x${common}`, 2, { after: 5_000, districtId: DISTRICT.phraNakhon });
    await candidatesHolding(`${common} ${rare}`, 1, { after: 300, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(rare, 2, { after: 400, districtId: DISTRICT.phraNakhon });
    await candidatesHolding(filler, KEYWORD_SAMPLE_ROWS, { apart: 1, after: 500, districtId: DISTRICT.phraNakhon });
  });

  afterAll(async () => {
    for (const text of [common, `${rare} x${common}`, `${common} ${rare}`, rare, filler]) {
      await removeTaggedCandidates(app.db, text);
    }
  });

  /**
   * The search's fence: the part of its statement before the matches are read from it. Besides
   * it, the matches at a word's start may be counted, in case they pass the count's bound.
   */
  const fenceOf = (statements: string[]) => {
    const pages = statements.filter((text) => !text.startsWith('select count(*)'));
    expect(pages).toHaveLength(1);
    const [statement = ''] = pages;
    expect(statement).toContain('as materialized');
    return statement.slice(0, statement.indexOf('from "matches"'));
  };

  it("tests the common word on the rows the rare word and the province give, read with the places' ids", async () => {
    const inBangkok = candidateSearch();
    const found = await inBangkok.search(keyword, { locationIds: [PROVINCE.bangkok] });
    const fence = fenceOf(inBangkok.searchStatements());
    // One word through its indexes, the common one by strpos, and whom employers may see stated
    // inside the fence, where the places' indexes (which hold only them) can serve it.
    expect(fence.match(/ @@ /g)).toHaveLength(1);
    expect(fence).toContain('strpos("c"."search_text"');
    expect(fence).toContain('c.province_id = any(');
    expect(fence).toMatch(/"c"\."deleted_at" is null/);
    expect(found).toMatchObject({ total: 3, totalExact: true });
    expect(ids(found)).toEqual(await latestHolding(`x${common}`, DISTRICT.phraNakhon));
  });

  it('reads the other words in full and tests the filters after them where the sample holds none of them', async () => {
    // A typo beside a common word: its ids are few, and Bangkok's would cost more (#30).
    const typo = candidateSearch();
    const none = await typo.search(`${common} ${word()}`, { locationIds: [PROVINCE.bangkok] });
    const [statement = ''] = typo.searchStatements();
    const fence = fenceOf(typo.searchStatements());
    expect(fence.match(/ @@ /g)).toHaveLength(1);
    expect(fence).toContain('strpos("c"."search_text"');
    expect(fence).not.toContain('c.province_id = any(');
    expect(fence).not.toMatch(/"c"\."deleted_at" is null/);
    expect(statement.indexOf('c.province_id = any(')).toBeGreaterThan(statement.indexOf('from "matches"'));
    expect(none).toMatchObject({ rows: [], total: 0, totalExact: true });
  });

  it('reads every word through its indexes without a filter that has an index, as before', async () => {
    const alone = candidateSearch();
    const everywhere = await alone.search(keyword);
    expect(fenceOf(alone.searchStatements()).match(/ @@ /g)).toHaveLength(2);
    expect(everywhere).toMatchObject({ total: 4, totalExact: true });
    const aged = candidateSearch();
    // The candidates made here have no date of birth: none passes an age.
    expect(await aged.search(keyword, { ageMax: 60 })).toMatchObject({ rows: [], total: 0 });
    expect(aged.searchStatements().join()).not.toContain('strpos("c"."search_text"');
  });
});

describe("the employers' candidate search for a common keyword with a filter that keeps few candidates", () => {
  /**
   * Held by the 150 candidates who signed in last, 2 of them in one industry, and by 120 more in
   * it who signed in a month ago, behind a whole sample of others: the sample holds the keyword
   * often, the industry seldom, and too few of its matches in the industry for a walk, even of
   * CANDIDATE_WALKED_ROWS (#61).
   */
  const usual = word();
  const filler = word();
  const industryId = randomUUID();
  /**
   * An industry of 20 of the sample, 2 of them holding the keyword, and of 10 more who hold it
   * and signed in two months ago: it keeps more than 1 % of the sample, too few of the keyword's
   * matches for a walk (#58, #61).
   */
  const broaderId = randomUUID();

  beforeAll(async () => {
    await candidatesHolding(usual, 150);
    await candidatesHolding(filler, KEYWORD_SAMPLE_ROWS, { apart: 1, after: 151 * 60 });
    await candidatesHolding(usual, 120, { after: 30 * 86_400 });
    await candidatesHolding(usual, 10, { after: 60 * 86_400 });
    await sql`
      UPDATE candidates SET industry_ids = ARRAY[${industryId}]::uuid[]
      WHERE user_id IN (SELECT id FROM users WHERE email LIKE ${`${usual}.${30 * 86_400}.%`}
        OR email IN (${sql.join([40, 150].map((n) => `${usual}.0.${n}@example.test`))}))`.execute(app.db);
    await sql`
      UPDATE candidates SET industry_ids = ARRAY[${broaderId}]::uuid[]
      WHERE user_id IN (SELECT id FROM users WHERE email LIKE ${`${usual}.${60 * 86_400}.%`}
        OR email IN (${sql.join([
          ...[35, 125].map((n) => `${usual}.0.${n}@example.test`),
          ...Array.from({ length: 18 }, (_, n) => `${filler}.${151 * 60}.${101 + n}@example.test`),
        ])}))`.execute(app.db);
  });

  afterAll(async () => {
    for (const text of [usual, filler]) await removeTaggedCandidates(app.db, text);
  });

  /** The candidates of the industry holding the keyword, as the list orders them. */
  async function inIndustry(id = industryId) {
    const rows = await app.db
      .selectFrom('candidates')
      .select('id')
      .where(sql<boolean>`industry_ids && ARRAY[${id}]::uuid[] AND strpos(search_text, ${usual}) > 0`)
      .orderBy(sql`last_login_at desc nulls last`)
      .orderBy('user_no', 'desc')
      .execute();
    return rows.map((row) => row.id);
  }

  it("reads the industry's candidates in the list's order and tests their profiles, not the keyword's indexes", async () => {
    const industry = { industryIds: [industryId] };
    const first = candidateSearch();
    const found = await first.search(usual, industry);
    const [statement, ...more] = first.searchStatements();
    expect(more).toEqual([]);
    expect(walks(statement)).toBe(false);
    expect(throughIndexes(statement)).toBe(false);
    expect(statement).toContain('strpos("profile"."search_text"');
    // In the list's order through an unmerged sub-query, not a fence that reads every match.
    expect(statement).toContain('offset 0');
    expect(statement).not.toContain('as materialized');
    const expected = await inIndustry();
    expect(expected).toHaveLength(122);
    expect(ids(found)).toEqual(expected.slice(0, 12));
    expect(found).toMatchObject({ total: 100, totalExact: false });

    const last = await candidateSearch().search(usual, industry, { page: 11, pageSize: 12 });
    expect(ids(last)).toEqual(expected.slice(120));
    expect(last).toMatchObject({ total: 122, totalExact: true });

    // Found by SQL of its own: the same candidates.
    const through = await candidatesBySql(usual, industry);
    expect(ids(through)).toEqual(ids(found));
    expect(through).toMatchObject({ total: 100, totalExact: false });
  });

  it("reads a profile of the industry's only where the signature may hold the keyword, or where there is none (#58)", async () => {
    const industry = { industryIds: [industryId] };
    const [unsigned, missigned = '', ...signed] = (await inIndustry()).slice(0, 12);
    await withSignatures(usual, { signed, missigned }, async () => {
      const reading = candidateSearch();
      const found = await reading.search(usual, industry);
      const [statement = ''] = reading.searchStatements();
      expect(walks(statement)).toBe(false);
      expect(statement).toContain('offset 0');
      // The signature is tested on the filters' rows, before their profiles are joined.
      const signatureAt = statement.indexOf('get_bit("c"."search_signature"');
      expect(signatureAt).toBeGreaterThan(0);
      expect(signatureAt).toBeLessThan(statement.indexOf('"profile"."search_text"'));
      expect(ids(found)).toEqual(expect.arrayContaining([unsigned, ...signed]));
      expect(ids(found)).not.toContain(missigned);
    });
  });

  it("reads a province's candidates from the index by province where it keeps at most 3 % of the sample (#49)", async () => {
    // The 120 of the industry who signed in a month ago move to Chiang Mai, and so do 20 of the
    // sample's candidates who do not hold the keyword: the sample holds none of the search's
    // matches there, Chiang Mai keeps more than 1 % of it, and the industry less than a tenth.
    const moved = await app.db
      .selectFrom('candidates')
      .innerJoin('users', 'users.id', 'candidates.user_id')
      .select('candidates.id')
      .where((eb) =>
        eb.or([
          eb('users.email', 'like', `${usual}.${30 * 86_400}.%`),
          eb(
            'users.email',
            'in',
            Array.from({ length: 20 }, (_, n) => `${filler}.${151 * 60}.${n + 1}@example.test`),
          ),
        ]),
      )
      .execute();
    const movedIds = moved.map((row) => row.id);
    // Their province with their district, as refreshCandidateSearchFilters copies it: a refresh
    // would also take back the industry the test gave them.
    const moveTo = (districtId: string | null, provinceId: string | null) =>
      app.db
        .updateTable('candidates')
        .set({ district_id: districtId, province_id: provinceId })
        .where('id', 'in', movedIds)
        .execute();
    await moveTo(DISTRICT.muangChiangMai, PROVINCE.chiangMai);
    try {
      const inProvince = candidateSearch();
      const inChiangMai = { locationIds: [PROVINCE.chiangMai], industryIds: [industryId] };
      const found = await inProvince.search(usual, inChiangMai);
      const [statement, ...more] = inProvince.searchStatements();
      expect(more).toEqual([]);
      expect(walks(statement)).toBe(false);
      expect(throughIndexes(statement)).toBe(false);
      expect(statement).toContain('offset 0');
      expect(statement).toMatch(/"c"\."province_id" = \$\d+ and c\.industry_ids && /);
      expect(ids(found)).toEqual(await latestHolding(usual, DISTRICT.muangChiangMai));
      expect(found).toMatchObject({ total: 100, totalExact: false });

      const last = await candidateSearch().search(usual, inChiangMai, { page: 10, pageSize: 12 });
      expect(last).toMatchObject({ total: 120, totalExact: true });

      // An industry 12 % of the sample is in, with a province that keeps 2 % of it: together
      // about 0.24 %, so the province's candidates are read first all the same (#53).
      const sectionId = randomUUID();
      const inSection = Array.from({ length: 120 }, (_, n) => `${filler}.${151 * 60}.${200 + n}@example.test`);
      await sql`
        UPDATE candidates SET industry_ids = industry_ids || ARRAY[${sectionId}]::uuid[]
        WHERE user_id IN (SELECT id FROM users WHERE email IN (${sql.join(inSection)})
          OR email LIKE ${`${usual}.${30 * 86_400}.%`})`.execute(app.db);
      const common = candidateSearch();
      const inCommonSection = await common.search(usual, {
        locationIds: [PROVINCE.chiangMai],
        industryIds: [sectionId],
      });
      const [read, ...others] = common.searchStatements();
      expect(others).toEqual([]);
      expect(throughIndexes(read)).toBe(false);
      expect(read).toContain('offset 0');
      expect(read).toMatch(/"c"\."province_id" = \$\d+ and c\.industry_ids && /);
      expect(ids(inCommonSection)).toEqual(await latestHolding(usual, DISTRICT.muangChiangMai));
      expect(inCommonSection).toMatchObject({ total: 100, totalExact: false });
    } finally {
      await moveTo(null, null);
    }
  });

  it('goes through the indexes when each indexed filter keeps more than 1 % of the sample: a candidate costs a page of the table', async () => {
    const throughTheIndexes = (statements: string[]) => {
      const [statement, ...more] = statements;
      expect(more).toEqual([]);
      expect(walks(statement)).toBe(false);
      expect(throughIndexes(statement)).toBe(true);
      expect(statement).not.toContain('offset 0');
    };
    const broader = candidateSearch();
    const found = await broader.search(usual, { industryIds: [broaderId] });
    throughTheIndexes(broader.searchStatements());
    expect(ids(found)).toEqual((await inIndustry(broaderId)).slice(0, 12));
    expect(found).toMatchObject({ total: 12, totalExact: true });

    // An age keeps 3 of the 12, but has no index: PostgreSQL would read the industry's rows all the same.
    const bornOn29February = (await inIndustry(broaderId)).slice(2, 5);
    await app.db
      .updateTable('candidates')
      .set({ date_of_birth: '1992-02-29' })
      .where('id', 'in', bornOn29February)
      .execute();
    const aged = candidateSearch();
    const of34 = await aged.search(usual, { industryIds: [broaderId], ageMin: 34, ageMax: 34 });
    throughTheIndexes(aged.searchStatements());
    expect(ids(of34)).toEqual(bornOn29February);
    expect(of34).toMatchObject({ total: 3, totalExact: true });
  });
});

describe("the employers' candidate search, a keyword's matches at a word's start counted past the bound", () => {
  /** Held by 15 candidates who signed in before all others and 240 a day ago, all in Chiang Mai. */
  const sparse = word();
  const filler = word();

  beforeAll(async () => {
    await candidatesHolding(sparse, 15, { apart: 1, districtId: DISTRICT.muangChiangMai });
    await candidatesHolding(filler, 1_000, { apart: 1, after: 20 });
    await candidatesHolding(sparse, 240, { apart: 1, after: 86_400, districtId: DISTRICT.muangChiangMai });
  });

  afterAll(async () => {
    for (const text of [sparse, filler]) await removeTaggedCandidates(app.db, text);
  });

  const countsAtWordStart = (statement: string | undefined) =>
    statement?.includes('@@ (select $') === true && statement.includes('offset 0');

  it('walks to the page alone, alone and with filters, and counts once per sample', async () => {
    const { search, searchStatements } = candidateSearch();
    const found = await search(sparse);
    const [count, page, ...more] = searchStatements();
    expect(more).toEqual([]);
    expect(countsAtWordStart(count)).toBe(true);
    expect(walksForThePageAlone(page)).toBe(true);
    expect(found).toMatchObject({ total: 100, totalExact: false });
    expect(ids(found)).toEqual(await latestHolding(sparse));
    // The count stands as long as the sample does: the next search walks at once.
    await search(sparse);
    expect(searchStatements().slice(2).map(walksForThePageAlone)).toEqual([true]);

    // With a filter, tested on the word's rows outside the sub-query, and on the walk's rows.
    const filtered = candidateSearch();
    const inChiangMai = await filtered.search(sparse, { locationIds: [PROVINCE.chiangMai] });
    const [filteredCount = '', filteredPage = ''] = filtered.searchStatements();
    expect(countsAtWordStart(filteredCount)).toBe(true);
    expect(filteredCount.indexOf('c.province_id = any(')).toBeGreaterThan(filteredCount.indexOf('offset 0'));
    expect(walksForThePageAlone(filteredPage)).toBe(true);
    expect(filteredPage).toContain('inner join "candidates" as "profile"');
    expect(ids(inChiangMai)).toEqual(ids(found));
    expect(inChiangMai).toMatchObject({ total: 100, totalExact: false });

    // With work experience (none of them has any), tested on the word's rows as well (#62).
    const unexperienced = candidateSearch();
    const beginners = await unexperienced.search(sparse, { experienceYearsMax: 0 });
    const [experienceCount = '', experiencePage = ''] = unexperienced.searchStatements();
    expect(countsAtWordStart(experienceCount)).toBe(true);
    expect(experienceCount.indexOf('c.work_days_base')).toBeGreaterThan(experienceCount.indexOf('offset 0'));
    expect(walksForThePageAlone(experiencePage)).toBe(true);
    expect(ids(beginners)).toEqual(ids(found));

    // None of them lives in Bangkok: the sample holds none of the page, and nothing is counted first.
    const elsewhere = candidateSearch();
    const none = await elsewhere.search(sparse, { locationIds: [PROVINCE.bangkok] });
    expect(elsewhere.searchStatements().some(countsAtWordStart)).toBe(false);
    expect(none).toMatchObject({ rows: [], total: 0, totalExact: true });
  });
});

/** The 12 visible candidates holding `text` (living in `districtId` when given) who signed in last. */
async function latestHolding(text: string, districtId?: string) {
  let holding = app.db
    .selectFrom('candidates')
    .select('id')
    .where('open_to_company_offer', '=', true)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`strpos(search_text, ${text}) > 0`);
  if (districtId) holding = holding.where('district_id', '=', districtId);
  const rows = await holding.orderBy(sql`last_login_at desc nulls last`).orderBy('user_no', 'desc').limit(12).execute();
  return rows.map((row) => row.id);
}
