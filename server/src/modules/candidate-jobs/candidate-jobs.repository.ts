import {
  type CandidateApplication,
  type CandidateJob,
  type CandidateJobSearchQuery,
  type CandidateJobSummary,
  type CandidateSavedJob,
  CLOSING_SOON_DAYS,
  type EmploymentType,
  type PaginationQuery,
  type RecruitmentStatus,
} from '@jobmatch/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import {
  countedAtWordStart,
  createKeywordSample,
  FILTERED_SIGNATURE_WALKED_ROWS,
  KEYWORD_SAMPLE_ROWS,
  type SampleFilter,
  SIGNATURE_WALKED_ROWS,
  walkIfHeld,
} from '../../db/keyword-sample.ts';
import {
  type CountedShape,
  countedMatchesOf,
  countLimitOf,
  countOfUnmerged,
  keywordSearchPageOf,
  type Page,
  preparedCount,
  preparedList,
  windowOf,
} from '../../db/paging.ts';
import { boundFor, hiddenFromPlanner, preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import {
  isWalked,
  type KeywordShape,
  type KeywordValues,
  keywordAtWordStart,
  keywordMatch,
  keywordTerms,
  lexemesOf,
  mayHoldKeyword,
  walksKeyword,
} from '../../db/search.ts';
import {
  type JobPostingRow,
  type JobPostingSummaryRow,
  jobPostingSelect,
  jobPostingSummarySelect,
  referenceIdsOf,
  toJobCompany,
  toJobCompanySummary,
  toJobPosting,
  toJobPostingSummary,
} from '../job-postings/job-postings.repository.ts';
import type { ReferenceLookupSource } from '../reference/reference-lookup.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type PostingState = { status: RecruitmentStatus; posted_at: Date | null; expired_at: Date | null };

/** docs/domain.md: a candidate sees postings that are ACTIVE, posted, and not past expiredAt. */
export function isOpen(posting: PostingState, now: Date): boolean {
  return (
    posting.status === 'ACTIVE' &&
    posting.posted_at !== null &&
    posting.posted_at <= now &&
    (posting.expired_at === null || posting.expired_at > now)
  );
}

export function savedJobStatus(posting: PostingState, now: Date): CandidateSavedJob['status'] {
  if (!isOpen(posting, now)) return 'CLOSED';
  if (posting.expired_at && posting.expired_at.getTime() - now.getTime() <= CLOSING_SOON_DAYS * DAY_MS) {
    return 'CLOSING_SOON';
  }
  return 'RECRUITING';
}

type PostingScope = ExpressionBuilder<Database & { jp: Database['job_postings'] }, 'jp'>;

/**
 * The SQL form of `isOpen`. The status is written into the SQL, not bound: only then can a plan
 * made once for every call (`planOnce`) use the open-postings index, whose rows are those of
 * this status.
 */
const openPosting = (now: Date | Expression<Date>) => (eb: PostingScope) =>
  eb.and([
    eb('jp.status', '=', sql.lit('ACTIVE')),
    eb('jp.posted_at', 'is not', null),
    eb('jp.posted_at', '<=', now),
    eb.or([eb('jp.expired_at', 'is', null), eb('jp.expired_at', '>', now)]),
  ]);

/** What deciding on an application needs to know about a posting, whatever its status. */
export function postingState(db: Kysely<Database>, jobId: string) {
  return db
    .selectFrom('job_postings')
    .select(['id', 'company_id', 'title', 'status', 'posted_at', 'expired_at'])
    .where('id', '=', jobId)
    .executeTakeFirst();
}

/** Whether `candidateId` (null when signed out) applied to and saved the posting. */
const candidateFlags = (candidateId: string | null) => (eb: PostingScope) =>
  candidateId
    ? [
        // A withdrawn application leaves the candidate free to apply again.
        eb
          .exists(
            eb
              .selectFrom('job_applications as ja')
              .select('ja.id')
              .whereRef('ja.job_posting_id', '=', 'jp.id')
              .where('ja.candidate_id', '=', candidateId)
              .where('ja.status', '<>', 'CANCELLED'),
          )
          .as('has_applied'),
        eb
          .exists(
            eb
              .selectFrom('saved_job_postings as sj')
              .select('sj.job_posting_id')
              .whereRef('sj.job_posting_id', '=', 'jp.id')
              .where('sj.candidate_id', '=', candidateId),
          )
          .as('has_saved'),
      ]
    : [sql<boolean>`false`.as('has_applied'), sql<boolean>`false`.as('has_saved')];

/** A candidate reading an open posting (signed out: `candidateId` null): the most frequent read after a search. */
const openPostingRows = {
  signedOut: preparedQuery(
    (db, { jobId, now }: { jobId: string; now: Date }) =>
      jobPostingSelect(db).select(candidateFlags(null)).where('jp.id', '=', jobId).where(openPosting(now)),
    { planOnce: () => true },
  ),
  signedIn: preparedQuery(
    (db, { jobId, now, candidateId }: { jobId: string; now: Date; candidateId: string }) =>
      jobPostingSelect(db).select(candidateFlags(candidateId)).where('jp.id', '=', jobId).where(openPosting(now)),
    { planOnce: () => true },
  ),
};

/** A candidate's saved postings (one of them, `only`), most recently saved first: one candidate's rows, planned once. */
const savedJobList = preparedList(
  (db, values: { candidateId: string; jobId: string | null }, shape: { only: boolean }) =>
    jobPostingSelect(db)
      .select(candidateFlags(values.candidateId))
      .innerJoin('saved_job_postings as saved', 'saved.job_posting_id', 'jp.id')
      .select(['saved.candidate_id as saved_by', 'saved.created_at as saved_at'])
      .where('saved.candidate_id', '=', values.candidateId)
      .$if(shape.only, (qb) => qb.where('saved.job_posting_id', '=', values.jobId as string))
      .orderBy('saved.created_at', 'desc')
      .orderBy('jp.id', 'desc'),
  { planOnce: () => true },
);

/** Which filters a job search has: the structure of its statements. */
type JobSearchShape = {
  signedIn: boolean;
  keyword: KeywordShape | null;
  industry: boolean;
  occupation: boolean;
  province: boolean;
  employmentType: boolean;
  salaryMin: boolean;
  /**
   * Filters without a keyword that the newest postings pass often enough for the open-postings
   * index, walked in order, to find the page and its count among its first rows: their values
   * are hidden from the planner, so that one plan serves every call (docs/decisions.md #34).
   */
  filtersWalked: boolean;
};

/** Whether a search has a filter besides its keyword. */
const filtered = (shape: JobSearchShape) =>
  shape.industry || shape.occupation || shape.province || shape.employmentType || shape.salaryMin;

/** Every open posting, newest first: whatever the values, the open-postings index gives the page in order. */
const unfiltered = (shape: JobSearchShape) => shape.keyword === null && !filtered(shape);

/** The values a job search binds. */
type JobSearchValues = KeywordValues & {
  now: Date;
  candidateId: string | null;
  industryIds: string[];
  occupationIds: string[];
  provinceId: string | null;
  employmentType: EmploymentType | null;
  salaryMin: number | null;
  limit: number;
  offset: number;
};

/** Which of a search's filters are set. */
type PostingFilterFlags = Pick<JobSearchShape, 'industry' | 'occupation' | 'province' | 'employmentType' | 'salaryMin'>;

/**
 * The conditions of a search's filters on the postings of `table` (job_postings or an alias),
 * their values `hidden` from the planner or not (`boundFor`). `sampledFilterOf` is the same test
 * on a sampled posting: the two change together.
 *
 * Hidden, a list of ids is tested with IS TRUE, which no index can serve: such a test is made on
 * the rows a walk reads (docs/decisions.md #42). A province is one id, which the open postings'
 * index by province serves in the list's order, hidden or not (#44).
 */
function postingFilters(
  table: string,
  values: JobSearchValues,
  shape: PostingFilterFlags,
  hidden: boolean,
): Expression<SqlBool>[] {
  const column = (name: keyof Database['job_postings']) => sql.ref(`${table}.${name}`);
  // One array parameter however many ids (none matches nothing).
  const isAnyOf = (name: 'industry_id' | 'occupation_id', ids: string[]) => {
    const test = sql<SqlBool>`${column(name)} = any(${boundFor(hidden, ids, 'uuid[]')}::uuid[])`;
    return hidden ? sql<SqlBool>`(${test}) is true` : test;
  };
  const filters: Expression<SqlBool>[] = [];
  if (shape.industry) filters.push(isAnyOf('industry_id', values.industryIds));
  if (shape.occupation) filters.push(isAnyOf('occupation_id', values.occupationIds));
  if (shape.province)
    filters.push(sql<SqlBool>`${column('province_id')} = ${boundFor(hidden, values.provinceId, 'uuid')}`);
  if (shape.employmentType) {
    filters.push(sql<SqlBool>`${column('employment_type')} = ${boundFor(hidden, values.employmentType, 'text')}`);
  }
  if (shape.salaryMin) {
    filters.push(
      sql<SqlBool>`coalesce(${column('estimated_salary_max')}, ${column('salary_expectation')}, ${column('estimated_salary_min')}) >= ${boundFor(hidden, values.salaryMin, 'integer')}`,
    );
  }
  return filters;
}

/** The columns `postingFilters` tests (the two change together). */
const FILTERED_COLUMNS = [
  'jp.industry_id',
  'jp.occupation_id',
  'jp.province_id',
  'jp.employment_type',
  'jp.estimated_salary_max',
  'jp.salary_expectation',
  'jp.estimated_salary_min',
] as const;

/** A posting of the keyword sample: its search text and lexemes, and what the search's filters test. */
type SampledPosting = {
  text: string;
  lexemes: string;
  industryId: string | null;
  occupationId: string | null;
  provinceId: string | null;
  employmentType: EmploymentType;
  salary: number | null;
};

/** `postingFilters` as a test of a sampled posting, named by the search's filters. */
function sampledFilterOf(filters: CandidateJobSearchQuery, values: JobSearchValues): SampleFilter<SampledPosting> {
  const industries = new Set(values.industryIds);
  const occupations = new Set(values.occupationIds);
  const { industryId, occupationId, provinceId, employmentType, salaryMin } = filters;
  const isOneOf = (ids: Set<string>, id: string | null) => id !== null && ids.has(id);
  return {
    key: JSON.stringify([industryId, occupationId, provinceId, employmentType, salaryMin]),
    holds: (posting) =>
      (industryId === undefined || isOneOf(industries, posting.industryId)) &&
      (occupationId === undefined || isOneOf(occupations, posting.occupationId)) &&
      (provinceId === undefined || posting.provinceId === provinceId) &&
      (employmentType === undefined || posting.employmentType === employmentType) &&
      (salaryMin === undefined || (posting.salary !== null && posting.salary >= salaryMin)),
  };
}

/** The open postings a search matches, found on job_postings alone. */
function jobSearchMatches(db: Kysely<Database>, values: JobSearchValues, shape: JobSearchShape) {
  let matches = db
    .selectFrom('job_postings as jp')
    .where(openPosting(boundFor(shape.filtersWalked, values.now, 'timestamptz')));
  const { keyword } = shape;
  if (keyword?.read !== 'filteredAfter') {
    for (const filter of postingFilters('jp', values, shape, shape.filtersWalked))
      matches = matches.where(() => filter);
  }
  if (keyword) matches = matches.where(() => keywordMatch('jp', keyword, values));
  return matches;
}

/** How far a walk for this search may read (keyword-sample.ts). */
const signatureWalkedRowsOf = (shape: JobSearchShape) =>
  filtered(shape) ? FILTERED_SIGNATURE_WALKED_ROWS : SIGNATURE_WALKED_ROWS;

/** The open postings in the list's order, newest first: what a walk reads, and its sample. */
const newestOpenPostings = (db: Kysely<Database>, now: Date | Expression<Date>) =>
  db.selectFrom('job_postings as jp').where(openPosting(now)).orderBy('jp.posted_at', 'desc').orderBy('jp.id', 'desc');

/**
 * The matches of a walked keyword (keyword-sample.ts): among the newest open postings the walk may
 * read, in the list's order. The keyword is tested above their own limit, which no index can
 * serve, so the walk is the plan for every keyword, and it stops at the matches it is asked for.
 * The walk reads the signatures and the filtered columns from the open-postings signature index
 * alone, and reads a posting's document only where its signature may hold the keyword
 * (docs/decisions.md #26, #28) and it passes the search's filters (#39). Its values are hidden
 * from the planner, so that one plan serves every call.
 */
function walkedJobMatches(db: Kysely<Database>, values: JobSearchValues, shape: JobSearchShape, keyword: KeywordShape) {
  let newest = newestOpenPostings(db, hiddenFromPlanner<Date>(values.now, 'timestamptz'));
  // A province's postings are walked alone, from the index by province (#44): the walk's rows,
  // and its reach, are the province's, and the other filters are tested on them.
  if (shape.province)
    newest = newest.where('jp.province_id', '=', hiddenFromPlanner<string>(values.provinceId, 'uuid'));
  const walked = newest
    .select(['jp.id', 'jp.posted_at', 'jp.search_signature', ...FILTERED_COLUMNS])
    .limit(sql.lit(signatureWalkedRowsOf(shape)));
  let matches = db.selectFrom(walked.as('jp')).where(() => mayHoldKeyword('jp.search_signature', values));
  for (const filter of postingFilters('jp', values, { ...shape, province: false }, true))
    matches = matches.where(() => filter);
  return matches
    .innerJoin('job_postings as document', 'document.id', 'jp.id')
    .where(() => keywordMatch('document', keyword, values));
}

/**
 * A page of a search by a keyword alone that is neither walked nor rare (the others are read with
 * their count, `jobSearchCountedPage`): matches are found on job_postings alone (its open-postings index
 * gives them in order, or the keyword's indexes); the joins that only add columns run for the
 * page's rows, which are summaries (docs/decisions.md #18).
 */
const jobSearchPage = preparedQuery((db, values: JobSearchValues, shape: JobSearchShape) =>
  jobPostingSummarySelect(db)
    .select(candidateFlags(shape.signedIn ? values.candidateId : null))
    .where(
      'jp.id',
      'in',
      jobSearchMatches(db, values, shape)
        .select('jp.id')
        .orderBy('jp.posted_at', 'desc')
        .orderBy('jp.id', 'desc')
        .limit(values.limit)
        .offset(values.offset),
    )
    .orderBy('jp.posted_at', 'desc')
    .orderBy('jp.id', 'desc'),
);

/**
 * The matches of a common keyword among the few rows a search's filters select (`filterFirst`,
 * docs/decisions.md #29): the filters' rows whose signature may hold the keyword, read through
 * the filters' indexes (a province's from the open postings' index by province alone, in the
 * list's order, with the signatures and every filtered column, #44) and put in the list's order
 * by a sub-query PostgreSQL cannot merge into the statement (OFFSET 0), so that it cannot walk
 * the list's index instead. Their documents are then tested in that order, and a count stops at
 * its bound: "นักบัญชี" + Chiang Mai tested 101 documents, not the 396 matches, 4 ms instead of
 * 15 (#37).
 */
function filterFirstJobMatches(
  db: Kysely<Database>,
  values: JobSearchValues,
  shape: JobSearchShape,
  keyword: KeywordShape,
) {
  let selected = db
    .selectFrom('job_postings as jp')
    .where(openPosting(values.now))
    .where(() => mayHoldKeyword('jp.search_signature', values));
  for (const filter of postingFilters('jp', values, shape, shape.filtersWalked))
    selected = selected.where(() => filter);
  const inOrder = selected
    .select(['jp.id', 'jp.posted_at'])
    .orderBy('jp.posted_at', 'desc')
    .orderBy('jp.id', 'desc')
    .offset(sql.lit(0));
  return db
    .selectFrom(inOrder.as('jp'))
    .innerJoin('job_postings as document', 'document.id', 'jp.id')
    .where(() => keywordMatch('document', keyword, values));
}

/**
 * Every match of a keyword too rare to walk to (`rare`) read before it is ordered, through the
 * keyword's indexes. Left to order them by the list's index and stop at the page, PostgreSQL
 * walks it for such searches too, and for a word no posting holds it read every open posting
 * (4 s at 200,000 postings, docs/decisions.md #27): the materialised common table expression is
 * a fence it cannot walk through. When the filters are `filteredAfter` (a keyword the newest
 * postings hold none of), they are tested on its matches outside the fence, where PostgreSQL
 * cannot read their rows through their indexes (docs/decisions.md #30).
 */
function fencedJobMatches(db: Kysely<Database>, values: JobSearchValues, shape: JobSearchShape) {
  let matches = db
    .with(
      (cte) => cte('matches').materialized(),
      () =>
        jobSearchMatches(db, values, shape).select([
          'jp.id',
          'jp.posted_at',
          ...(shape.keyword?.read === 'filteredAfter' ? FILTERED_COLUMNS : []),
        ]),
    )
    .selectFrom('matches as jp');
  if (shape.keyword?.read === 'filteredAfter') {
    for (const filter of postingFilters('jp', values, shape, shape.filtersWalked))
      matches = matches.where(() => filter);
  }
  return matches;
}

/**
 * The matches of a search as its keyword's read finds them (walked, fenced or through the
 * planner's choice of indexes): its page and its count are taken from the same rows, so that a
 * page past the end, counted on its own, tells the same total.
 */
function searchedPostings(db: Kysely<Database>, values: JobSearchValues, shape: JobSearchShape) {
  const { keyword } = shape;
  if (keyword !== null && isWalked(keyword)) return walkedJobMatches(db, values, shape, keyword);
  if (keyword?.read === 'filterFirst') return filterFirstJobMatches(db, values, shape, keyword);
  const fenced = keyword?.read === 'rare' || keyword?.read === 'filteredAfter';
  return fenced ? fencedJobMatches(db, values, shape) : jobSearchMatches(db, values, shape);
}

/**
 * A page and its total in one statement, for every search but a keyword alone that is not walked
 * (docs/decisions.md #21, #25): a window counts the first `countLimit` matches, and the page is
 * taken from them, so the matches are not read again by a count. (Where the newest postings do
 * not hold them, a keyword's page alone is cheaper to find first and count on its own.)
 */
const jobSearchCountedPage = preparedQuery(
  (db, values: JobSearchValues & { countLimit: number }, counted: CountedShape<JobSearchShape>) => {
    const shape = counted.search;
    // A walk's statement hides its page's window too, or PostgreSQL would plan every call anew (#40).
    const hidden = shape.filtersWalked || walksKeyword(shape);
    const firstMatches = searchedPostings(db, values, shape)
      .select(['jp.id', 'jp.posted_at'])
      .orderBy('jp.posted_at', 'desc')
      .orderBy('jp.id', 'desc')
      .limit(countLimitOf(values, counted, hidden))
      .as('first_matches');
    const page = db
      .selectFrom(firstMatches)
      .select(['first_matches.id', sql<number>`count(*) over ()`.as('matches')])
      .orderBy('first_matches.posted_at', 'desc')
      .orderBy('first_matches.id', 'desc')
      .limit(boundFor(hidden, values.limit, 'integer'))
      .offset(boundFor(hidden, values.offset, 'integer'))
      .as('page');
    return jobPostingSummarySelect(db)
      .innerJoin(page, 'page.id', 'jp.id')
      .select(candidateFlags(shape.signedIn ? values.candidateId : null))
      .select('page.matches')
      .orderBy('jp.posted_at', 'desc')
      .orderBy('jp.id', 'desc');
  },
  // A walked keyword's plan is the walk whatever its words, and walked filters' whatever their
  // values, so they are prepared by name.
  { planOnce: ({ search }) => unfiltered(search) || search.filtersWalked || walksKeyword(search) },
);

/**
 * Counts, up to `countLimit`, the open postings that pass the search's filters and hold the
 * keyword with its word number `startWord` at the start of one of their words
 * (`keywordAtWordStart`): some of the search's matches, read through the word's ids in the
 * tsvector's index, so that their count says whether the search's total is past its bound
 * (docs/decisions.md #35). The filters are tested on those rows, outside a sub-query that
 * PostgreSQL cannot merge into the statement (OFFSET 0): merged, it read the ids of the filters'
 * indexes too (72,000 for Bangkok, 9 ms, for the 2,700 of "python"). Every value is hidden from
 * the planner: one plan serves every keyword.
 */
const wordStartCount = preparedQuery(
  (
    db,
    values: JobSearchValues & { countLimit: number },
    shape: PostingFilterFlags & { words: number; startWord: number },
  ) => {
    const heldAtWordStart = db
      .selectFrom('job_postings as jp')
      .select(['jp.id', ...FILTERED_COLUMNS])
      .where(openPosting(hiddenFromPlanner<Date>(values.now, 'timestamptz')))
      .where(() => keywordAtWordStart('jp', shape.words, shape.startWord, values))
      .offset(sql.lit(0));
    return countOfUnmerged(db, heldAtWordStart.as('jp'), postingFilters('jp', values, shape, true), values.countLimit);
  },
  { planOnce: () => true },
);

const jobSearchStatements = {
  page: jobSearchPage,
  countedPage: jobSearchCountedPage,
  count: preparedCount(searchedPostings, { planOnce: unfiltered }),
};

export type CandidateJobsRepository = ReturnType<typeof createCandidateJobsRepository>;

/** Job postings as candidates search and read them, saved jobs and applications. */
export function createCandidateJobsRepository(db: Kysely<Database>, readReference: ReferenceLookupSource) {
  /** The open postings a walk reads first, with what a search's filters test (keyword-sample.ts). */
  const newestOpen = createKeywordSample<SampledPosting>(async () => {
    const rows = await newestOpenPostings(db, new Date())
      .select([
        'jp.search_text',
        lexemesOf('jp').as('lexemes'),
        'jp.industry_id',
        'jp.occupation_id',
        'jp.province_id',
        'jp.employment_type',
        (eb) =>
          eb.fn.coalesce('jp.estimated_salary_max', 'jp.salary_expectation', 'jp.estimated_salary_min').as('salary'),
      ])
      .limit(KEYWORD_SAMPLE_ROWS)
      .execute();
    return rows.map((row) => ({
      text: row.search_text,
      lexemes: row.lexemes,
      industryId: row.industry_id,
      occupationId: row.occupation_id,
      provinceId: row.province_id,
      employmentType: row.employment_type,
      salary: row.salary,
    }));
  });

  /** The candidate's latest application to each of the postings read (a list names none). */
  async function latestApplications(
    candidateId: string | null,
    jobIds: string[],
  ): Promise<Map<string, CandidateApplication>> {
    if (candidateId === null || jobIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('job_applications')
      .select(APPLICATION_COLUMNS)
      .where('candidate_id', '=', candidateId)
      .where('job_posting_id', 'in', jobIds)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const latest = new Map<string, CandidateApplication>();
    for (const row of rows) if (!latest.has(row.job_posting_id)) latest.set(row.job_posting_id, toApplication(row));
    return latest;
  }

  type Flags = { has_applied: SqlBool; has_saved: SqlBool };
  const flagsOf = (row: Flags) => ({ hasApplied: Boolean(row.has_applied), hasSaved: Boolean(row.has_saved) });

  async function toCandidateJobSummaries(rows: (JobPostingSummaryRow & Flags)[]): Promise<CandidateJobSummary[]> {
    const names = await readReference(db, referenceIdsOf(rows));
    return rows.map((row) => ({
      ...toJobPostingSummary(row, names),
      company: toJobCompanySummary(row),
      ...flagsOf(row),
    }));
  }

  async function toCandidateJobs(rows: (JobPostingRow & Flags)[], candidateId: string | null): Promise<CandidateJob[]> {
    const applications = await latestApplications(
      candidateId,
      rows.map((row) => row.id),
    );
    const names = await readReference(db, referenceIdsOf(rows));
    return rows.map((row) => ({
      ...toJobPosting(row, names),
      company: toJobCompany(row),
      ...flagsOf(row),
      application: applications.get(row.id) ?? null,
    }));
  }

  /**
   * How far down the list a walk of `walkedRows` postings with filters reaches: a walk in a
   * province reads the province's postings alone (#44), so as far as the province's share of the
   * sample says; `walkedRows` when the sample holds none of them and cannot tell.
   */
  async function listReachOf(walkedRows: number, provinceId: string | null): Promise<number> {
    if (provinceId === null) return walkedRows;
    const { found, sampled } = await newestOpen.matches([], {
      key: JSON.stringify(['province', provinceId]),
      holds: (posting) => posting.provinceId === provinceId,
    });
    return found === 0 ? walkedRows : Math.floor((walkedRows * sampled) / found);
  }

  /**
   * How a search's keyword is read (keyword-sample.ts): walked to, page and count at once, where
   * the newest postings hold its matches; or walked to for its page alone where the sample has
   * counted past the count's bound, or the keyword's matches at a word's start have
   * (`countedAtWordStart`, docs/decisions.md #35).
   */
  async function keywordReadOf(
    words: string[],
    shape: JobSearchShape & { keyword: KeywordShape },
    values: JobSearchValues,
    paging: PaginationQuery,
    filter: SampleFilter<SampledPosting> | undefined,
  ): Promise<KeywordShape> {
    const walkedRows = signatureWalkedRowsOf(shape);
    const reach = await listReachOf(walkedRows, shape.province ? values.provinceId : null);
    const keyword = await walkIfHeld(newestOpen, { shape: shape.keyword, words }, paging, walkedRows, filter, reach);
    const { industry, occupation, province, employmentType, salaryMin } = shape;
    const filterFlags = { industry, occupation, province, employmentType, salaryMin };
    return countedAtWordStart(newestOpen, { shape: keyword, words }, paging, {
      walkedRows: reach,
      filter,
      count: async (startWord, countLimit) => {
        const [row] = await wordStartCount(
          db,
          { ...values, countLimit },
          { ...filterFlags, words: words.length, startWord },
        );
        return Number(row?.total ?? 0);
      },
    });
  }

  return {
    async search(
      filters: CandidateJobSearchQuery,
      candidateId: string | null,
      now: Date,
    ): Promise<Page<CandidateJobSummary>> {
      // Sections become lists of ids: a sub-query of the reference tables each would be one more
      // relation to plan (docs/decisions.md #17).
      const reference = await readReference(db, []);
      const keyword = filters.keyword?.trim() ? keywordTerms(filters.keyword) : null;
      const shape: JobSearchShape = {
        signedIn: candidateId !== null,
        keyword: keyword?.shape ?? null,
        industry: filters.industryId !== undefined,
        occupation: filters.occupationId !== undefined,
        province: filters.provinceId !== undefined,
        employmentType: filters.employmentType !== undefined,
        salaryMin: filters.salaryMin !== undefined,
        filtersWalked: false,
      };
      const values: JobSearchValues = {
        ...keyword?.values,
        now,
        candidateId,
        industryIds: filters.industryId ? reference.withDescendants([filters.industryId]) : [],
        occupationIds: filters.occupationId ? reference.withDescendants([filters.occupationId]) : [],
        provinceId: filters.provinceId ?? null,
        employmentType: filters.employmentType ?? null,
        salaryMin: filters.salaryMin ?? null,
        ...windowOf(filters),
      };
      if (keyword) {
        const filter = filtered(shape) ? sampledFilterOf(filters, values) : undefined;
        shape.keyword = await keywordReadOf(
          keyword.words,
          { ...shape, keyword: keyword.shape },
          values,
          filters,
          filter,
        );
      } else if (filtered(shape)) {
        // Filters the newest postings pass often enough: walked to, one plan for every value.
        const { found } = await newestOpen.matches([], sampledFilterOf(filters, values));
        shape.filtersWalked = found >= countedMatchesOf(filters);
      }
      const together = keyword === null || filtered(shape) || shape.keyword?.read === 'rare';
      const { rows, total, totalExact } = await keywordSearchPageOf(jobSearchStatements, db, {
        values,
        shape,
        paging: filters,
        together,
      });
      return {
        rows: await toCandidateJobSummaries(rows),
        total,
        totalExact,
        page: filters.page,
        pageSize: filters.pageSize,
      };
    },

    /** An open posting, or undefined when it does not exist or candidates may not see it. */
    async findOpen(jobId: string, candidateId: string | null, now: Date): Promise<CandidateJob | undefined> {
      const [row] = candidateId
        ? await openPostingRows.signedIn(db, { jobId, now, candidateId })
        : await openPostingRows.signedOut(db, { jobId, now });
      return row && (await toCandidateJobs([row], candidateId))[0];
    },

    /** "viewed" in recruitment stats counts distinct candidates: the first view is kept. */
    async recordView(jobId: string, candidateId: string, at: Date): Promise<void> {
      await db
        .insertInto('job_posting_views')
        .values({ job_posting_id: jobId, candidate_id: candidateId, viewed_at: at })
        .onConflict((conflict) => conflict.columns(['job_posting_id', 'candidate_id']).doNothing())
        .execute();
    },

    async isSaved(candidateId: string, jobId: string): Promise<boolean> {
      const row = await db
        .selectFrom('saved_job_postings')
        .select('job_posting_id')
        .where('candidate_id', '=', candidateId)
        .where('job_posting_id', '=', jobId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async save(candidateId: string, jobId: string): Promise<void> {
      await db
        .insertInto('saved_job_postings')
        .values({ candidate_id: candidateId, job_posting_id: jobId })
        .onConflict((conflict) => conflict.columns(['candidate_id', 'job_posting_id']).doNothing())
        .execute();
    },

    async unsave(candidateId: string, jobId: string): Promise<void> {
      await db
        .deleteFrom('saved_job_postings')
        .where('candidate_id', '=', candidateId)
        .where('job_posting_id', '=', jobId)
        .execute();
    },

    /** The saved postings, most recently saved first, whatever their status now. */
    async savedJobs(
      candidateId: string,
      paging: PaginationQuery,
      now: Date,
      only?: { jobId: string },
    ): Promise<Page<CandidateSavedJob>> {
      const page = await savedJobList(db, { candidateId, jobId: only?.jobId ?? null }, paging, { only: Boolean(only) });
      const names = await readReference(db, referenceIdsOf(page.rows));
      return {
        ...page,
        rows: page.rows.map((row) => ({
          candidateId: row.saved_by,
          jobPostingId: row.id,
          createdAt: row.saved_at.toISOString(),
          status: savedJobStatus(row, now),
          hasApplied: Boolean(row.has_applied),
          job: toJobPosting(row, names),
          company: toJobCompany(row),
        })),
      };
    },
  };
}

/** An application row as the candidate API shows it (the candidate's data export too). */
export function toApplication(row: {
  id: string;
  candidate_id: string;
  job_posting_id: string;
  offer_id: string | null;
  status: CandidateApplication['status'];
  created_at: Date;
  updated_at: Date;
  withdrawn_at: Date | null;
}): CandidateApplication {
  return {
    id: row.id,
    candidateId: row.candidate_id,
    jobId: row.job_posting_id,
    offerId: row.offer_id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
  };
}

/** The columns `toApplication` maps. */
export const APPLICATION_COLUMNS = [
  'id',
  'candidate_id',
  'job_posting_id',
  'offer_id',
  'status',
  'created_at',
  'updated_at',
  'withdrawn_at',
] as const;
