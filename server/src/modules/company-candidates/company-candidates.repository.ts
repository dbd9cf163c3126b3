import type {
  CandidateSearchItem,
  EducationLevel,
  PaginationQuery,
  Proficiency,
  ScoutedCandidate,
} from '@jobmatch/contract';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { WORK_DAYS_EPOCH } from '../../db/candidate-search-filters.ts';
import { isDatabaseUnavailable } from '../../db/database.ts';
import {
  commonWordOf,
  countedAtWordStart,
  createKeywordSample,
  FILTERED_AFTER_SHARE,
  JOINT_SAMPLED_MATCHES,
  KEYWORD_SAMPLE_ROWS,
  type SampleFilter,
  SIGNATURE_WALKED_ROWS,
  sharedOut,
  walkIfHeld,
} from '../../db/keyword-sample.ts';
import {
  type CountedShape,
  countLimitOf,
  countOfUnmerged,
  keywordSearchPageOf,
  type Page,
  preparedCount,
  windowOf,
} from '../../db/paging.ts';
import { boundFor, hiddenFromPlanner, preparedQuery } from '../../db/prepared-query.ts';
import { iso } from '../../db/row-values.ts';
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
import { readCandidateLists, toEmployerViewLists } from '../candidate-profile/candidate-reader.repository.ts';
import type { ReferenceLookup, ReferenceLookupSource } from '../reference/reference-lookup.ts';

/** The search filters as the repository applies them; ids already expanded to their descendants. */
export type CandidateFilter = {
  /** Today's date in Asia/Bangkok, YYYY-MM-DD: ages and ongoing jobs are measured against it. */
  today: string;
  ageMin?: number;
  ageMax?: number;
  educationLevel?: EducationLevel;
  experienceYearsMin?: number;
  experienceYearsMax?: number;
  industryIds?: string[];
  occupationIds?: string[];
  keyword?: string;
  languageSkills?: { languageId: string; minimum: Proficiency | null }[];
  locationIds?: string[];
  salaryMin?: number;
  salaryMax?: number;
};

const PROFICIENCY_ORDER: readonly Proficiency[] = ['BASIC', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'];

/**
 * The `language_levels` entries a candidate needs to meet every language item: the best of their
 * communication, reading and writing levels reaches the item's minimum. `language_levels` lists
 * every rank up to that best level (db/candidate-search-filters.ts), so all items are one
 * containment test.
 */
function languageLevelsWanted(items: NonNullable<CandidateFilter['languageSkills']>): string[] {
  // Ranks count from 1 (BASIC); an item without a minimum needs any level.
  return items.map(
    ({ languageId, minimum }) => `${languageId}:${minimum === null ? 1 : PROFICIENCY_ORDER.indexOf(minimum) + 1}`,
  );
}

/** Days between two YYYY-MM-DD dates. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * Whole years of `days` of work: days ÷ 365.25, rounded down, i.e. ⌊4·days / 1461⌋ — computed
 * the same way in SQL, so a filter and the years shown always agree.
 */
export const wholeYears = (days: number) => Math.floor((4 * Math.max(0, days)) / 1461);

/**
 * Summed days of the candidate's work histories (ongoing ones up to today), as SQL, from the
 * copies on their row (db/candidate-search-filters.ts, `refreshCandidateWorkDays`), which a walk's
 * rows hold too; summed from the histories while an ongoing job has not started yet (one entered
 * ahead of its first day), found by `user_no`, which a walk's rows also hold.
 */
const workDays = (today: unknown) =>
  sql<number>`(case when c.ongoing_jobs_started is null or c.ongoing_jobs_started <= ${today}::date
    then c.work_days_base + c.ongoing_jobs * (${today}::date - ${sql.lit(WORK_DAYS_EPOCH)}::date)
    else (select coalesce(sum(greatest(coalesce(w.end_date, ${today}::date) - w.start_date, 0)), 0)
      from candidates profile join candidate_work_histories w on w.candidate_id = profile.id
      where profile.user_no = c.user_no) end)`;

/** The date `years` years before `today` (PostgreSQL clamps 29 February to the 28th). */
const yearsBefore = (today: unknown, years: unknown) =>
  sql<string>`(${today}::date - make_interval(years => ${years}::int))::date`;

/** Where a candidate lives as employers see it: district and province, without the postal code. */
const toLocation = (names: ReferenceLookup, districtId: string | null) => {
  const place = names.place(districtId);
  return (
    place && {
      districtId: place.districtId,
      provinceId: place.provinceId,
      district: place.district,
      province: place.province,
      region: place.region,
    }
  );
};

/** Each candidate's latest work history, for a page of them. */
const latestHistoryRows = preparedQuery(
  (db, { ids }: { ids: string[] }) =>
    db
      .selectFrom('candidate_work_histories as w')
      .innerJoin('candidates as c', 'c.id', 'w.candidate_id')
      .distinctOn('w.candidate_id')
      .select([
        'w.candidate_id',
        'w.industry_id',
        'w.occupation_id',
        'w.company_name',
        'w.employment_type',
        'w.is_current',
        'w.start_date',
        'w.end_date',
        'c.hide_company_name',
      ])
      .where(sql<SqlBool>`w.candidate_id = any(${ids}::uuid[])`)
      .orderBy('w.candidate_id')
      .orderBy('w.is_current', 'desc')
      .orderBy('w.end_date', (order) => order.desc().nullsFirst())
      .orderBy('w.start_date', 'desc')
      .orderBy('w.id'),
  { planOnce: () => true },
);

/** The latest work history of each candidate: the current job first, then the one that ended last. */
export async function recentHistories(
  db: Kysely<Database>,
  readReference: ReferenceLookupSource,
  ids: string[],
  today: string,
) {
  if (ids.length === 0) return new Map<string, CandidateSearchItem['recentHistory']>();
  const rows = await latestHistoryRows(db, { ids });
  const names = await readReference(
    db,
    rows.flatMap((row) => [row.industry_id, row.occupation_id]),
  );
  return new Map(
    rows.map((row) => [
      row.candidate_id,
      {
        industry: { id: row.industry_id, localized: names.industry(row.industry_id) },
        occupation: { id: row.occupation_id, localized: names.occupation(row.occupation_id) },
        employmentType: row.employment_type,
        isCurrent: row.is_current,
        years: wholeYears(daysBetween(row.start_date, row.end_date ?? today)),
        companyName: row.hide_company_name ? null : row.company_name,
      },
    ]),
  );
}

/** The columns of a candidate search item, over `candidates as c` (which keeps its own copy of the last sign-in). */
export const CANDIDATE_ITEM_COLUMNS = [
  'c.id',
  'c.user_no',
  'c.date_of_birth',
  'c.employment_status',
  'c.hide_company_name',
  'c.job_change_count',
  'c.last_login_at',
  'c.district_id',
] as const;

export type CandidateItemRow = {
  id: string;
  district_id: string | null;
  user_no: number;
  date_of_birth: string | null;
  employment_status: CandidateSearchItem['employmentStatus'];
  hide_company_name: boolean;
  job_change_count: CandidateSearchItem['jobChangeCount'];
  last_login_at: Date | null;
};

export function toCandidateSearchItem(
  row: CandidateItemRow,
  names: ReferenceLookup,
  histories: Map<string, CandidateSearchItem['recentHistory']>,
): CandidateSearchItem {
  return {
    id: row.id,
    userNo: row.user_no,
    dateOfBirth: row.date_of_birth,
    employmentStatus: row.employment_status,
    hideCompanyName: row.hide_company_name,
    jobChangeCount: row.job_change_count,
    lastLoginAt: iso(row.last_login_at),
    location: toLocation(names, row.district_id),
    recentHistory: histories.get(row.id) ?? null,
  };
}

/**
 * The one statement of whom employers may see: open to company offers, account not deleted. Both
 * are written into the SQL, not bound: only then can a plan made once for every call
 * (`planOnce`) use the search-order index, whose rows are these.
 */
const employersMaySee = (eb: ExpressionBuilder<Database & { c: Database['candidates'] }, 'c'>) =>
  eb.and([eb('c.deleted_at', 'is', null), eb('c.open_to_company_offer', '=', sql.lit(true))]);

/** How many candidates employers may see live in a province, counted up to `limit`. */
async function visibleInProvince(db: Kysely<Database>, provinceId: string, limit: number): Promise<number> {
  const living = db
    .selectFrom('candidates as c')
    .where(employersMaySee)
    .where('c.province_id', '=', provinceId)
    .select(sql.lit(1).as('one'))
    .limit(limit);
  const row = await db
    .selectFrom(living.as('living'))
    .select((eb) => eb.fn.countAll<string>().as('living'))
    .executeTakeFirst();
  return Number(row?.living ?? 0);
}

/** Whether employers may see this candidate (the search's rule). */
export async function isVisible(db: Kysely<Database>, candidateId: string): Promise<boolean> {
  const row = await db
    .selectFrom('candidates as c')
    .where(employersMaySee)
    .select('c.id')
    .where('c.id', '=', candidateId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which filters a candidate search has: the structure of its statements. */
type CandidateSearchShape = {
  ageMin: boolean;
  ageMax: boolean;
  educationLevel: boolean;
  experienceYearsMin: boolean;
  experienceYearsMax: boolean;
  industries: boolean;
  occupations: boolean;
  locations: boolean;
  /**
   * The places are one province: a walk reads that province's candidates alone, in the list's
   * order, from the index by province (docs/decisions.md #49), and a search without a keyword
   * reads them by `province_id = $n`, whatever the province's size (#64).
   */
  province: boolean;
  /**
   * The one province of a search with a keyword keeps few candidates (at most
   * PROVINCE_FIRST_SHARE of the sample): the matches are read with the province's ids from its
   * index (`province_id = $n`, #50, #51), not tested as a place, which no index answers.
   */
  smallProvince: boolean;
  /**
   * A search without a keyword asks for an education level the sample holds none of: its few
   * holders are read in full, through the index of levels, before they are ordered (#65).
   */
  rareEducation: boolean;
  salaryMin: boolean;
  salaryMax: boolean;
  keyword: KeywordShape | null;
  languageSkills: boolean;
};

/** The parts of a search's shape that say how it is read, not which candidates it keeps (its one province is a place too). */
const READ_FLAGS: ReadonlySet<string> = new Set(['keyword', 'province', 'smallProvince', 'rareEducation']);

/** Whether a search has a filter besides its keyword. */
const filtered = (shape: CandidateSearchShape) =>
  Object.entries(shape).some(([filter, set]) => !READ_FLAGS.has(filter) && set);

/** Every visible candidate, the latest signed in first: whatever the values, the search-order index gives the page. */
const unfiltered = (shape: CandidateSearchShape) => shape.keyword === null && !filtered(shape);

/** The values a candidate search binds. */
type CandidateSearchValues = KeywordValues & {
  today: string;
  ageMin: number;
  ageMaxExclusive: number;
  educationLevels: EducationLevel[];
  experienceMin: number;
  experienceMaxExclusive: number;
  industryIds: string[];
  occupationIds: string[];
  locationIds: string[];
  /** The one province of the places, when they are one (`province`). */
  provinceId: string | null;
  salaryMin: number;
  salaryMax: number;
  languageLevels: string[];
  limit: number;
  offset: number;
};

/**
 * The largest share of the sample a keyword may hold for its matches to be read in full, and the
 * search's filters tested on them (`rare`, `filteredAfter`), where a walk does not reach them, or
 * stops short of them (#58): about 8,000 of a million candidates, tens of milliseconds, as long
 * as the candidates who signed in last hold it about as often as the others (a word the dormant
 * profiles hold far more often is read in full all the same). Left to the planner, which prices
 * the keyword test as one cheap operator, such a keyword was tested along the list for every
 * candidate (who passed the filters): "priao" (598 profiles, none in Bangkok) with Bangkok, and a
 * typo with an age range, answered 503 when the statement timed out after 5 s; "บางน้ำเปรี้ยว"
 * alone took 3 s for its second page (docs/decisions.md #36).
 */
const FEW_MATCHES_SHARE = 0.01;

/**
 * The largest share of the sample a keyword's word may hold for its matches at a word's start to
 * count a search's total (keyword-sample.ts, `countedAtWordStart`): the job search's count reads
 * up to a fifth of 200,000 postings' ids, about 40,000 and 20 ms; a fifth of a million
 * candidates was 170,000, 100–130 ms ("data" with a salary, "บัญชี" with Bangkok and an age
 * range) once for each filter combination, where the search itself took 13–21 ms. A twentieth
 * reads about as many ids as the job search's count.
 */
const CANDIDATE_WORD_START_COUNTED_SHARE = 0.05;

/**
 * The largest share of the sample one of a search's filters that has an index (INDEXED_FILTERS)
 * may keep alone for the filters' rows to be read first and tested for a common keyword
 * (`filterFirst`), a third of the job search's FILTER_FIRST_SHARE: a candidate's row is read from
 * the table, a page each, where a posting's come from a narrow index (#44). "engineer" with an
 * industry section that keeps 2 % of the list read 18,389 rows from 17,653 pages, 107 ms, where
 * the planner's own read took 33–61 ms; at that rate 1 % is about 8,400 rows, 50 ms. What the
 * filters keep together does not bound the read: Japanese (7 %) with Bangkok, an age and a
 * salary keep 0.7 %, but PostgreSQL read the language's 67,600 rows, 400 ms against 140; with an
 * industry section (12 %) for Bangkok, it did not AND the two indexes either, 412 ms against 111
 * (docs/decisions.md #47).
 */
const CANDIDATE_FILTER_FIRST_SHARE = 0.01;

/**
 * The largest share of the sample a search's one province may keep for its candidates to be read
 * first and tested for a common keyword (`filterFirst`): they come from the index by province in
 * the list's order, the other filters and the signature tested on the index's rows, and only the
 * profiles of those who pass them are read (#58). All 15,069 of Chiang Mai's (1.6 % of the
 * sample) took 23 ms on the bench data; 3 % is about 28,000 rows (docs/decisions.md #49). Also
 * the share up to which a search's matches are read with the province's ids (`smallProvince`,
 * #50, #51): Bangkok's 305,000 took 44 ms to read, where its 2,293 matches of "บาริสต้า" were
 * rechecked in 22.
 */
const PROVINCE_FIRST_SHARE = 0.03;

/**
 * The largest share of the list a small province's candidates who pass the search's other
 * filters may make up for the province's candidates to be read first (`PROVINCE_FIRST_SHARE`),
 * estimated as the province's share of the sample times the share of it the other filters pass:
 * each who passes them cost a profile, read until the count's bound, and every one of them when
 * fewer matched, about 2,500 at a million candidates, 28 ms (since #58, only those whose
 * signature may hold the keyword cost one; the share was not measured again). It was a tenth of
 * the sample for the other filters whatever the province (3 % of it, 0.3 % of the list), which
 * left a province of 10,814 candidates with an age that a quarter of the sample passes to the
 * planner: "accountant" + Chiang Rai + age ≤ 29, page 9, read the keyword's ids with the
 * province's, 125–138 ms against 19–25 (docs/decisions.md #53).
 */
const PROVINCE_PASSING_SHARE = 0.003;

/**
 * The largest share of the sample a keyword neither walked to nor read first by its filters may
 * hold for its matches in a small province to be read in full with the province's ids (`rare`,
 * `smallProvince`): the province's candidates that hold it are rechecked, a profile each, after
 * the keyword's ids are read from its two indexes, about 0.4 µs an id each. A commoner keyword
 * is left to the planner, which walks the province's candidates in the list's order and finds
 * its matches among the first: "developer" (10 % of the sample) in Roi Et, 12,074 candidates,
 * read 240,000 ids and rechecked 4,164 profiles in 124–188 ms, where the walk took 15. A rarer
 * one is not found there: "driver" (1 %) had 50 matches among the 6,092 candidates of a province,
 * and the walk read every profile, 68 ms, where its ids and the 50 took 20 (docs/decisions.md #51).
 */
const PROVINCE_FENCED_SHARE = 0.03;

/**
 * The most rows a walk of the candidates reads (`walkedRows`), and the reach a search with filters
 * is judged on (`listReachOf`), three times a walk of the postings for a keyword alone (on which a
 * keyword alone is judged, and then walked as far, so that a walk that stops short reads three
 * times as many rows before it falls back): the search-order index and the index by
 * province hold what the filters test and the signature, and are read at about 0.65–0.8 µs a row
 * (Bangkok's first 50,253 in 32 ms, the list's first 90,000 in 74), so a walk's reach is what the
 * profiles it reads cost, not its rows. Judged on SIGNATURE_WALKED_ROWS, a common keyword with
 * filters that keep few of its matches went to the planner, which walked the list's order and
 * read every candidate's row to test them: "developer" + an industry section + Bangkok + age
 * ≤ 35 read 95,000 rows for 101 matches, 340 ms (walked, 33–46); "python" + the section + age
 * ≤ 35 114,000, 650 ms warm and past the statement's five seconds cold (walked, 22). A province
 * of up to half as many candidates is walked whole (#53; docs/decisions.md #60, #61).
 */
export const CANDIDATE_WALKED_ROWS = 3 * SIGNATURE_WALKED_ROWS;

/** Which filters besides a keyword a candidate search has. */
type CandidateFilterFlags = Omit<CandidateSearchShape, 'keyword'>;

/** The filters that have an index of their own: PostgreSQL reads a search's rows through one of them, or an AND of some. */
const INDEXED_FILTERS = ['industries', 'occupations', 'locations', 'languageSkills'] as const;

/** A search with the filter `name` alone. */
const onlyFilter = (name: keyof CandidateFilterFlags): CandidateFilterFlags => ({
  ageMin: false,
  ageMax: false,
  educationLevel: false,
  experienceYearsMin: false,
  experienceYearsMax: false,
  industries: false,
  occupations: false,
  locations: false,
  province: false,
  smallProvince: false,
  rareEducation: false,
  salaryMin: false,
  salaryMax: false,
  languageSkills: false,
  [name]: true,
});

/**
 * The tests of a search's filters (not its keyword) on `c`: `candidates`, or a walk's rows of it,
 * which hold every column they test (`filteredColumnsOf`). Their values are `hidden` from the
 * planner in a statement planned once for every value (a walk, a word-start count): shown them,
 * PostgreSQL would plan every call anew (docs/decisions.md #40).
 */
function candidateFilters(
  values: CandidateSearchValues,
  flags: CandidateFilterFlags,
  hidden = false,
): Expression<SqlBool>[] {
  const value = (name: keyof CandidateSearchValues, type: string) => boundFor(hidden, values[name], type);
  const today = value('today', 'date');
  const tests: Expression<SqlBool>[] = [];
  if (flags.ageMin) tests.push(sql`c.date_of_birth <= ${yearsBefore(today, value('ageMin', 'integer'))}`);
  if (flags.ageMax) tests.push(sql`c.date_of_birth > ${yearsBefore(today, value('ageMaxExclusive', 'integer'))}`);
  if (flags.educationLevel) tests.push(sql`c.education_levels @> ${value('educationLevels', 'text[]')}::text[]`);
  if (flags.experienceYearsMin) tests.push(sql`4 * ${workDays(today)} >= ${value('experienceMin', 'integer')}`);
  if (flags.experienceYearsMax) {
    tests.push(sql`4 * ${workDays(today)} < ${value('experienceMaxExclusive', 'integer')}`);
  }
  if (flags.industries) tests.push(sql`c.industry_ids && ${value('industryIds', 'uuid[]')}::uuid[]`);
  if (flags.occupations) tests.push(sql`c.occupation_ids && ${value('occupationIds', 'uuid[]')}::uuid[]`);
  if (flags.locations) {
    const places = value('locationIds', 'uuid[]');
    tests.push(sql`(c.district_id = any(${places}::uuid[]) or c.province_id = any(${places}::uuid[]))`);
  }
  if (flags.salaryMin) tests.push(sql`c.desired_annual_salary >= ${value('salaryMin', 'integer')}`);
  if (flags.salaryMax) tests.push(sql`c.desired_annual_salary <= ${value('salaryMax', 'integer')}`);
  if (flags.languageSkills) tests.push(sql`c.language_levels @> ${value('languageLevels', 'text[]')}::text[]`);
  return tests;
}

/**
 * The candidates a search matches. Every filter tests the candidate's own row
 * (db/candidate-search-filters.ts), so matches are found and counted on `candidates` alone,
 * walking `candidates_search_order_idx` in the list's order. A small province
 * (`smallProvince`), and any one province of a search without a keyword, is `province_id = $n`,
 * which PostgreSQL reads from the index by province in the list's order, or ANDs into a
 * keyword's bitmaps, as it judges best. Tested as a place, which no index answers, it walked the
 * whole list's order: "engineer" + a province + an age read the rows of 114,955 candidates for
 * its 101 matches, 416 ms; the province's own, 1,897 rows, took 5 (#51); Bangkok + a salary
 * no one there asks for read all 842,000 visible candidates, 2.5 s, where Bangkok's 305,000 took
 * 280 ms (#64).
 */
function candidateSearchMatches(db: Kysely<Database>, values: CandidateSearchValues, shape: CandidateSearchShape) {
  const { keyword } = shape;
  let matches = db.selectFrom('candidates as c').where(employersMaySee);
  const byProvince = shape.smallProvince || (shape.province && keyword === null);
  if (byProvince) matches = matches.where('c.province_id', '=', values.provinceId);
  const tested = byProvince ? besidesProvince(shape) : shape;
  for (const test of candidateFilters(values, tested)) matches = matches.where(() => test);
  if (keyword !== null) matches = matches.where(() => keywordMatch('c', keyword, values));
  return matches;
}

/** The candidates employers may see in the list's order, the latest signed in first: what a walk reads, and its sample. */
const lastSignedInCandidates = (db: Kysely<Database>) =>
  db
    .selectFrom('candidates as c')
    .where(employersMaySee)
    .orderBy('c.last_login_at', (order) => order.desc().nullsLast())
    .orderBy('c.user_no', 'desc');

/** A walk's `fallback` to `read` (and the common word it tests so, #56), for when the walk stops short. */
const fallbackTo = (read: KeywordShape): Pick<KeywordShape, 'fallback' | 'commonWord'> => ({
  fallback: read.read,
  ...(read.commonWord === undefined ? {} : { commonWord: read.commonWord }),
});

/** The filters tested on a search's rows: in one province (`province`), read by it, all but its place. */
const besidesProvince = (shape: CandidateSearchShape): CandidateSearchShape =>
  shape.province ? { ...shape, locations: false, province: false, smallProvince: false } : shape;

/**
 * The rows a walk reads: the candidates who signed in last, or those of the search's one province
 * (`province`), whose walk tests the search's other filters alone. However many filters it tests,
 * a walk reads CANDIDATE_WALKED_ROWS rows at most: it tests the filters and the signature on the
 * index, under a microsecond a row, and reads a profile only where both pass (docs/decisions.md
 * #58, #60, #61).
 */
function walkedRows(db: Kysely<Database>, values: CandidateSearchValues, shape: CandidateSearchShape) {
  const rows = lastSignedInCandidates(db).limit(sql.lit(CANDIDATE_WALKED_ROWS));
  if (!shape.province) return rows;
  return rows.where('c.province_id', '=', hiddenFromPlanner<string>(values.provinceId, 'uuid'));
}

/** The columns of `candidates_search_order_idx` that the search's filters test, but work experience. */
const FILTERED_COLUMNS = [
  'c.date_of_birth',
  'c.education_levels',
  'c.industry_ids',
  'c.occupation_ids',
  'c.district_id',
  'c.province_id',
  'c.desired_annual_salary',
  'c.language_levels',
] as const;

/** The columns of `candidates_search_order_idx` that a filter of work experience tests (`workDays`). */
const WORK_DAYS_COLUMNS = ['c.work_days_base', 'c.ongoing_jobs', 'c.ongoing_jobs_started'] as const;

/**
 * The columns `candidateFilters` tests for a search with these filters: work experience's only
 * where it is asked for, so that the reads of the other searches carry no more than they did.
 */
const filteredColumnsOf = (flags: CandidateFilterFlags) =>
  flags.experienceYearsMin || flags.experienceYearsMax ? [...FILTERED_COLUMNS, ...WORK_DAYS_COLUMNS] : FILTERED_COLUMNS;

/**
 * The matches of a walked keyword (keyword-sample.ts): among the candidates who signed in last
 * that the walk may read, in the list's order. As `walkedJobMatches`: the keyword is tested above
 * their own limit, which no index can serve, so the walk is the plan for every keyword. The walk
 * reads the search-order index alone (a province's candidates the index by province, `walkedRows`,
 * #49), which holds every column the filters test and the profile's signature, and reads the
 * profile of a candidate who passes them and whose signature may hold the keyword for the
 * keyword's test: a document is read only where it may matter (docs/decisions.md #36, #57, #58).
 */
function walkedCandidateMatches(
  db: Kysely<Database>,
  values: CandidateSearchValues,
  shape: CandidateSearchShape,
  keyword: KeywordShape,
) {
  const rows = walkedRows(db, values, shape).select(['c.last_login_at', 'c.user_no', 'c.search_signature']);
  let passing = db
    .selectFrom((filtered(shape) ? rows.select(filteredColumnsOf(shape)) : rows).as('c'))
    .where(() => mayHoldKeyword('c.search_signature', values));
  for (const test of candidateFilters(values, besidesProvince(shape), true)) passing = passing.where(() => test);
  return passing
    .innerJoin('candidates as profile', 'profile.user_no', 'c.user_no')
    .where(() => keywordMatch('profile', keyword, values));
}

/**
 * A page of a search by a keyword alone that is neither walked nor read in full (the others are read with
 * their count, `candidateSearchCountedPage`); its rows are read by id, named from the reference
 * data in memory.
 */
const candidateSearchPage = preparedQuery((db, values: CandidateSearchValues, shape: CandidateSearchShape) =>
  db
    .selectFrom('candidates as c')
    .where('c.deleted_at', 'is', null)
    .select(CANDIDATE_ITEM_COLUMNS)
    .where(
      'c.id',
      'in',
      candidateSearchMatches(db, values, shape)
        .select('c.id')
        .orderBy('c.last_login_at', (order) => order.desc().nullsLast())
        .orderBy('c.user_no', 'desc')
        .limit(values.limit)
        .offset(values.offset),
    )
    .orderBy('c.last_login_at', (order) => order.desc().nullsLast())
    .orderBy('c.user_no', 'desc'),
);

/**
 * Every match of a keyword few candidates hold (`rare`, `filteredAfter`), read through the
 * keyword's indexes in full before they are ordered, as the job search's (`fencedJobMatches`):
 * for a word no profile holds, walking the list read every visible candidate until the statement
 * timed out, with or without filters (a typo with an age range answered 503 after 5 s). Whom
 * employers may see is tested outside the fence: inside, PostgreSQL read the ids of a partial
 * index of the visible candidates to test it, the 372,743 of `candidates_occupation_ids_idx`
 * (158 ms) for the 598 profiles of "priao". So are the filters when they are `filteredAfter`,
 * where PostgreSQL cannot read their rows through their indexes (#30). In a small province
 * (`smallProvince`), the fence tests `province_id` and whom employers may see, which
 * `candidates_search_province_id_idx` answers with the province's ids: PostgreSQL ANDs them into
 * the keyword's, and rechecks only the documents of the matches in the province. Tested as a
 * place (`district_id` or `province_id`), it rechecked every match's ("บาริสต้า" in Chiang Mai:
 * 2,293 documents for 40 matches, #50). So are the matches in a small province of a keyword too
 * rare there to walk to that the sample holds at most PROVINCE_FENCED_SHARE of (#51). A `rare`
 * keyword with a common word (`commonWord`) tests whom employers may see inside the fence too,
 * with the filters: its other words' ids may be many, and the filters' are ANDed into them (#56).
 */
function rareKeywordCandidateMatches(
  db: Kysely<Database>,
  values: CandidateSearchValues,
  shape: CandidateSearchShape,
  keyword: KeywordShape,
) {
  const after = keyword.read === 'filteredAfter';
  let held = db.selectFrom('candidates as c').where(() => keywordMatch('c', keyword, values));
  if (shape.smallProvince) {
    held = held.where(employersMaySee).where('c.province_id', '=', values.provinceId);
    for (const test of candidateFilters(values, besidesProvince(shape))) held = held.where(() => test);
  } else if (!after) {
    for (const test of candidateFilters(values, shape)) held = held.where(() => test);
    // The filters' indexes are partial, of the candidates employers may see: stated here,
    // PostgreSQL may AND them into the other words' ids a common word is tested on (#56).
    if (keyword.commonWord !== undefined) held = held.where(employersMaySee);
  }
  let matches = db
    .with(
      (cte) => cte('matches').materialized(),
      () =>
        held.select([
          'c.last_login_at',
          'c.user_no',
          'c.deleted_at',
          'c.open_to_company_offer',
          ...(after ? filteredColumnsOf(shape) : []),
        ]),
    )
    .selectFrom('matches as c')
    .where(sql<SqlBool>`c.deleted_at is null and c.open_to_company_offer`);
  if (after) for (const test of candidateFilters(values, shape)) matches = matches.where(() => test);
  return matches;
}

/**
 * The matches of a common keyword among the few candidates a search's filters select
 * (`filterFirst`), as the job search's (`filterFirstJobMatches`): the filters' rows whose
 * signature may hold the keyword, read as PostgreSQL chooses for the filters alone (through the
 * index of a filter that keeps few, or of one more selective still, `readsFewRows`), put in the
 * list's order by a sub-query it cannot merge into the statement (OFFSET 0), so that it cannot
 * walk the list's index instead; their profiles are then tested for the keyword in that order,
 * and a count stops at its bound. Tested for the signature first, a row costs a profile only
 * where it may match, so a keyword as rare as a walk goes for is read so too (#58). Left to the
 * planner, the keyword's bitmaps were read with the filters' and thousands of profiles rechecked:
 * "บัญชี" + Bangkok + an age + an industry division took 115–203 ms, 18–30 read so
 * (docs/decisions.md #47).
 * A search's one province is `province_id = $1`, which the index by province serves in the list's
 * order (#49).
 */
function filterFirstCandidateMatches(
  db: Kysely<Database>,
  values: CandidateSearchValues,
  shape: CandidateSearchShape,
  keyword: KeywordShape,
) {
  let selected = db
    .selectFrom('candidates as c')
    .where(employersMaySee)
    .where(() => mayHoldKeyword('c.search_signature', values));
  // A province's candidates are read from the index by province, in the list's order (#49).
  if (shape.province) selected = selected.where('c.province_id', '=', values.provinceId);
  for (const test of candidateFilters(values, besidesProvince(shape))) selected = selected.where(() => test);
  const inOrder = selected
    .select(['c.last_login_at', 'c.user_no'])
    .orderBy('c.last_login_at', (order) => order.desc().nullsLast())
    .orderBy('c.user_no', 'desc')
    .offset(sql.lit(0));
  return db
    .selectFrom(inOrder.as('c'))
    .innerJoin('candidates as profile', 'profile.user_no', 'c.user_no')
    .where(() => keywordMatch('profile', keyword, values));
}

/**
 * The matches of a search by an education level few hold (`rareEducation`), read in full before
 * they are ordered: a materialized CTE is planned for all its rows, so PostgreSQL can read the
 * level's few holders from `candidates_search_education_idx` (or AND it with another filter's
 * index) and test the other filters on them. Planned for the first page in the list's order, it
 * walked the whole list: PostgreSQL estimates a level it has no statistics for at 0.5 % of the
 * list, however few hold it (#65).
 */
function rareEducationCandidateMatches(
  db: Kysely<Database>,
  values: CandidateSearchValues,
  shape: CandidateSearchShape,
) {
  return db
    .with(
      (cte) => cte('matches').materialized(),
      () => candidateSearchMatches(db, values, shape).select(['c.last_login_at', 'c.user_no']),
    )
    .selectFrom('matches as c');
}

/**
 * The matches of a search as its keyword's read finds them (walked, fenced or through the
 * planner's choice of indexes), or, without a keyword, as its filters are read (a rare education
 * level's holders fenced, #65), as the job search's (`searchedPostings`): its page and its count
 * are taken from the same rows, so that a page past the end, counted on its own, tells the same
 * total.
 */
function searchedCandidates(db: Kysely<Database>, values: CandidateSearchValues, shape: CandidateSearchShape) {
  const { keyword } = shape;
  if (keyword !== null && isWalked(keyword)) return walkedCandidateMatches(db, values, shape, keyword);
  if (keyword?.read === 'filterFirst') return filterFirstCandidateMatches(db, values, shape, keyword);
  if (keyword?.read === 'rare' || keyword?.read === 'filteredAfter') {
    return rareKeywordCandidateMatches(db, values, shape, keyword);
  }
  if (shape.rareEducation) return rareEducationCandidateMatches(db, values, shape);
  return candidateSearchMatches(db, values, shape);
}

/**
 * A page and its total in one statement, for every search but a keyword alone that is not walked,
 * as the job search's (`jobSearchCountedPage`): the count is taken from the rows the page is taken from.
 */
const candidateSearchCountedPage = preparedQuery(
  (db, values: CandidateSearchValues & { countLimit: number }, counted: CountedShape<CandidateSearchShape>) => {
    const shape = counted.search;
    // A walk's statement hides its page's window too, as its filters (docs/decisions.md #40).
    const hidden = walksKeyword(shape);
    // By user_no, not id: the search-order index holds it, so the matches are read from the index alone.
    const firstMatches = searchedCandidates(db, values, shape)
      .select(['c.last_login_at', 'c.user_no'])
      .orderBy('c.last_login_at', (order) => order.desc().nullsLast())
      .orderBy('c.user_no', 'desc')
      .limit(countLimitOf(values, counted, hidden))
      .as('first_matches');
    const page = db
      .selectFrom(firstMatches)
      .select(['first_matches.user_no', sql<number>`count(*) over ()`.as('matches')])
      .orderBy('first_matches.last_login_at', (order) => order.desc().nullsLast())
      .orderBy('first_matches.user_no', 'desc')
      .limit(boundFor(hidden, values.limit, 'integer'))
      .offset(boundFor(hidden, values.offset, 'integer'))
      .as('page');
    return db
      .selectFrom('candidates as c')
      .innerJoin(page, 'page.user_no', 'c.user_no')
      .select(CANDIDATE_ITEM_COLUMNS)
      .select('page.matches')
      .orderBy('c.last_login_at', (order) => order.desc().nullsLast())
      .orderBy('c.user_no', 'desc');
  },
  // A walked keyword's plan is the walk whatever its words, so it is prepared by name.
  { planOnce: ({ search }) => unfiltered(search) || walksKeyword(search) },
);

/**
 * Counts, up to `countLimit`, the candidates employers may see who pass the search's filters and
 * hold the keyword with its word number `startWord` at the start of one of their words
 * (`keywordAtWordStart`), as the job search's `wordStartCount` (docs/decisions.md #35): the word's
 * ids are read from the tsvector's index, the filters tested on those rows outside a sub-query
 * PostgreSQL cannot merge into the statement (OFFSET 0), so that it reads no filter's index.
 */
const wordStartCount = preparedQuery(
  (
    db,
    values: CandidateSearchValues & { countLimit: number },
    shape: CandidateFilterFlags & { words: number; startWord: number },
  ) => {
    const heldAtWordStart = db
      .selectFrom('candidates as c')
      .where(employersMaySee)
      .select(['c.user_no', ...filteredColumnsOf(shape)])
      .where(() => keywordAtWordStart('c', shape.words, shape.startWord, values))
      .offset(sql.lit(0));
    return countOfUnmerged(db, heldAtWordStart.as('c'), candidateFilters(values, shape, true), values.countLimit);
  },
  { planOnce: () => true },
);

const candidateSearchStatements = {
  page: candidateSearchPage,
  countedPage: candidateSearchCountedPage,
  count: preparedCount(searchedCandidates, { planOnce: unfiltered }),
};

/** A candidate of the keyword sample: their search text and lexemes, and what the search's filters test. */
type SampledCandidate = {
  text: string;
  lexemes: string;
  dateOfBirth: string | null;
  educationLevels: string[];
  industryIds: string[];
  occupationIds: string[];
  districtId: string | null;
  provinceId: string | null;
  salary: number | null;
  languageLevels: string[];
  workDaysBase: number;
  ongoingJobs: number;
};

/** The date `years` years before `today` (YYYY-MM-DD), 29 February clamped to the 28th as PostgreSQL does (`yearsBefore`). */
function dateYearsBefore(today: string, years: number): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const target = year - years;
  const leap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0;
  const clampedDay = month === 2 && day === 29 && !leap ? 28 : day;
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(clampedDay).padStart(2, '0')}`;
}

/**
 * `candidateFilters` as a test of a sampled candidate, named by the search's filters. Work
 * experience is counted as if every ongoing job had started: the sample only estimates.
 */
function sampledFilterOf(values: CandidateSearchValues, flags: CandidateFilterFlags): SampleFilter<SampledCandidate> {
  const industries = new Set(values.industryIds);
  const occupations = new Set(values.occupationIds);
  const locations = new Set(values.locationIds);
  const oldest = dateYearsBefore(values.today, values.ageMaxExclusive);
  const youngest = dateYearsBefore(values.today, values.ageMin);
  const isOneOf = (ids: Set<string>, id: string | null) => id !== null && ids.has(id);
  const sinceEpoch = daysBetween(WORK_DAYS_EPOCH, values.today);
  const workDaysOf = (row: SampledCandidate) => row.workDaysBase + row.ongoingJobs * sinceEpoch;
  const tests: ((candidate: SampledCandidate) => boolean)[] = [];
  /** The filters' names and values: the sample's name of them. */
  const named: unknown[] = [values.today];
  const test = (name: keyof CandidateFilterFlags, value: unknown, holds: (candidate: SampledCandidate) => boolean) => {
    if (!flags[name]) return;
    named.push(name, value);
    tests.push(holds);
  };
  test('ageMin', youngest, ({ dateOfBirth }) => dateOfBirth !== null && dateOfBirth <= youngest);
  test('ageMax', oldest, ({ dateOfBirth }) => dateOfBirth !== null && dateOfBirth > oldest);
  test('educationLevel', values.educationLevels, (row) =>
    values.educationLevels.every((level) => row.educationLevels.includes(level)),
  );
  test('industries', values.industryIds, (row) => row.industryIds.some((id) => industries.has(id)));
  test('occupations', values.occupationIds, (row) => row.occupationIds.some((id) => occupations.has(id)));
  test(
    'locations',
    values.locationIds,
    (row) => isOneOf(locations, row.districtId) || isOneOf(locations, row.provinceId),
  );
  test('experienceYearsMin', values.experienceMin, (row) => 4 * workDaysOf(row) >= values.experienceMin);
  test(
    'experienceYearsMax',
    values.experienceMaxExclusive,
    (row) => 4 * workDaysOf(row) < values.experienceMaxExclusive,
  );
  test('salaryMin', values.salaryMin, ({ salary }) => salary !== null && salary >= values.salaryMin);
  test('salaryMax', values.salaryMax, ({ salary }) => salary !== null && salary <= values.salaryMax);
  test('languageSkills', values.languageLevels, (row) =>
    values.languageLevels.every((level) => row.languageLevels.includes(level)),
  );
  return { key: JSON.stringify(named), holds: (candidate) => tests.every((holds) => holds(candidate)) };
}

export type CompanyCandidatesRepository = ReturnType<typeof createCompanyCandidatesRepository>;

export function createCompanyCandidatesRepository(db: Kysely<Database>, readReference: ReferenceLookupSource) {
  const candidates = () => db.selectFrom('candidates as c').where('c.deleted_at', 'is', null);
  /**
   * The visible candidates a walk reads first, with their lexemes and what the filters test
   * (keyword-sample.ts); a keyword's matches among those a search's filters keep, where it holds
   * one or none, predicted from the two shares (`sharedOut`, docs/decisions.md #59).
   */
  const lastSignedIn = sharedOut(
    createKeywordSample<SampledCandidate>(async () => {
      const rows = await lastSignedInCandidates(db)
        .select(['c.search_text', lexemesOf('c').as('lexemes'), ...FILTERED_COLUMNS, ...WORK_DAYS_COLUMNS])
        .limit(KEYWORD_SAMPLE_ROWS)
        .execute();
      return rows.map((row) => ({
        text: row.search_text,
        lexemes: row.lexemes,
        dateOfBirth: row.date_of_birth,
        educationLevels: row.education_levels,
        industryIds: row.industry_ids,
        occupationIds: row.occupation_ids,
        districtId: row.district_id,
        provinceId: row.province_id,
        salary: row.desired_annual_salary,
        languageLevels: row.language_levels,
        workDaysBase: row.work_days_base,
        ongoingJobs: row.ongoing_jobs,
      }));
    }),
  );

  /** How many of the sample live in the search's places (its one province, `province`). */
  const provinceInSample = (values: CandidateSearchValues) =>
    lastSignedIn.matches([], sampledFilterOf(values, onlyFilter('locations')));

  /**
   * Whether no candidate of the sample holds the search's education level: its holders are then
   * likely few enough to read in full (`rareEducation`), a few thousandths of the list at most
   * where those who signed in last hold it as often as the rest (#65).
   */
  async function holdsNoneOfLevel(values: CandidateSearchValues): Promise<boolean> {
    const { found } = await lastSignedIn.matches([], sampledFilterOf(values, onlyFilter('educationLevel')));
    return found === 0;
  }

  /** Whether the search's one province keeps at most PROVINCE_FIRST_SHARE of the sample: its indexes give few rows. */
  async function keepsFewInProvince(values: CandidateSearchValues): Promise<boolean> {
    const { found, sampled } = await provinceInSample(values);
    return found <= PROVINCE_FIRST_SHARE * sampled;
  }

  /**
   * Whether one of the search's filters that has an index keeps at most
   * CANDIDATE_FILTER_FIRST_SHARE of the sample alone: reading the rows the filters select,
   * PostgreSQL read no more than the most selective filter's in every search measured (#47), and
   * tested the others (an age, a salary, a second index it did not AND) on each row read. A
   * search's one province may keep up to PROVINCE_FIRST_SHARE: its rows come from the index by
   * province, which holds what the other filters test (#49).
   */
  async function readsFewRows(shape: CandidateSearchShape, values: CandidateSearchValues): Promise<boolean> {
    if (shape.smallProvince) {
      const inProvince = await provinceInSample(values);
      const passing = await lastSignedIn.matches([], sampledFilterOf(values, besidesProvince(shape)));
      const passingShare = (inProvince.found / inProvince.sampled) * (passing.found / passing.sampled);
      if (passingShare <= PROVINCE_PASSING_SHARE) return true;
    }
    for (const name of INDEXED_FILTERS) {
      if (!shape[name]) continue;
      const kept = await lastSignedIn.matches([], sampledFilterOf(values, onlyFilter(name)));
      if (kept.found <= CANDIDATE_FILTER_FIRST_SHARE * kept.sampled) return true;
    }
    return false;
  }

  /**
   * `read`, a walk, marked `whole` where it walks one province that holds at most half as many
   * candidates as the walk reads: having found fewer matches than the count's bound, it has found
   * them all, where it went through the indexes after all ("customer" + Lamphun + age ≤ 30, page
   * 7: 131 matches among the province's 4,859 candidates, then 80 ms through the indexes, #53).
   * Half, so that those who sign up or move there while the sample serves (the province's count
   * is kept as long) cannot push some beyond the walk. Counted once per sample.
   */
  async function wholeProvince(
    read: KeywordShape,
    shape: CandidateSearchShape,
    values: CandidateSearchValues,
  ): Promise<KeywordShape> {
    const { provinceId } = values;
    if (read.read !== 'walked' || !shape.province || provinceId === null) return read;
    const wholeAtMost = CANDIDATE_WALKED_ROWS / 2;
    try {
      // Counted only as far as the answer needs: Bangkok's 305,000 stop at one more than half.
      const counted = await lastSignedIn.counted(`province ${provinceId}`, () =>
        visibleInProvince(db, provinceId, wholeAtMost + 1),
      );
      return counted <= wholeAtMost ? { ...read, whole: true } : read;
    } catch (error) {
      // The count only spares work: not answered in time, the walk falls back as it would without it.
      if (!isDatabaseUnavailable(error)) throw error;
      return read;
    }
  }

  /**
   * How far down the list a walk for this search reaches: a walk for a keyword alone is judged on
   * SIGNATURE_WALKED_ROWS, where not walking reads its few matches in full or leaves a common one
   * to the planner's indexes, both cheaper than a longer walk; one with filters on
   * CANDIDATE_WALKED_ROWS (#61). A walk in a province reads the province's candidates alone
   * (#49), so as far as the province's share of the sample says, as the job search's
   * `listReachOf`; not scaled where the sample holds fewer than JOINT_SAMPLED_MATCHES of the
   * search's matches in the province and `sharedOut` does not predict them: one sampled match
   * says little of how many the province holds. Scaled on one, "python" in a province holding
   * about 40, page 5, walked 5,000 of its profiles and then went through the indexes, 74 ms
   * against 37; "manager" with an age and an industry section in a province of 4,973 candidates,
   * 46 matches, 133 ms against 16. Predicted from the keyword's and the filters' shares, which
   * are counted on many rows, the reach is scaled (#59).
   */
  async function listReachOf(
    shape: CandidateSearchShape,
    values: CandidateSearchValues,
    words: readonly string[],
  ): Promise<number> {
    if (!filtered(shape)) return SIGNATURE_WALKED_ROWS;
    if (!shape.province) return CANDIDATE_WALKED_ROWS;
    const matches = await lastSignedIn.matches(words, sampledFilterOf(values, shape));
    if (matches.found < JOINT_SAMPLED_MATCHES && !matches.estimated) return CANDIDATE_WALKED_ROWS;
    const { found, sampled } = await provinceInSample(values);
    return Math.floor((CANDIDATE_WALKED_ROWS * sampled) / found);
  }

  /**
   * How a search's keyword is read (keyword-sample.ts): walked to, page and count at once, where
   * the candidates who signed in last hold its matches (with filters, those that pass them); or
   * walked to for its page alone where the sample has counted past the count's bound, or the
   * keyword's matches at a word's start have (`countedAtWordStart`). A keyword the sample holds
   * at most FEW_MATCHES_SHARE of has few matches: they are all read, and filtered (`rare`,
   * `filteredAfter`). One a walk
   * would reach alone, with a filter whose index keeps few rows (`readsFewRows`), is tested on the
   * rows the filters select (`filterFirst`); any other is read through the indexes, as the
   * planner chooses, or, in a small province, in full with the province's ids when the sample
   * holds at most PROVINCE_FENCED_SHARE of it (`rare`, #51). A keyword of few matches with a
   * common word, with a filter that has an index, tests that word on the rows (#56), and is read
   * in full with the filters' ids where the sample holds its other words.
   */
  async function keywordReadOf(
    keyword: { shape: KeywordShape; words: string[] },
    shape: CandidateSearchShape,
    values: CandidateSearchValues,
    paging: PaginationQuery,
  ): Promise<KeywordShape> {
    const reach = await listReachOf(shape, values, keyword.words);
    const withWordStartCount = (read: KeywordShape, filter?: SampleFilter<SampledCandidate>) =>
      countedAtWordStart(lastSignedIn, { shape: read, words: keyword.words }, paging, {
        walkedRows: reach,
        filter,
        countedShare: CANDIDATE_WORD_START_COUNTED_SHARE,
        count: async (startWord, countLimit) => {
          // How the search is read does not change what the count tests: one statement serves.
          const { keyword: _, ...flags } = { ...shape, smallProvince: false };
          const [row] = await wordStartCount(
            db,
            { ...values, countLimit },
            { ...flags, words: keyword.words.length, startWord },
          );
          return Number(row?.total ?? 0);
        },
      });
    const alone = await lastSignedIn.matches(keyword.words);
    const few = alone.found <= FEW_MATCHES_SHARE * alone.sampled;
    const filter = filtered(shape) ? sampledFilterOf(values, shape) : undefined;
    const read = await walkIfHeld(lastSignedIn, keyword, paging, SIGNATURE_WALKED_ROWS, filter, reach);
    if (isWalked(read)) {
      // A walk that stops short of a keyword of few matches reads them as it would have without
      // the walk, not through the planner's choice of indexes (#36, #58).
      const unwalked = few ? await fewMatchesRead(read, shape, keyword.words, filter) : null;
      const walked = unwalked === null ? read : { ...read, ...fallbackTo(unwalked) };
      return withWordStartCount(await wholeProvince(walked, shape, values), filter);
    }
    if (!few) {
      const filterFirst = read.read === 'filterFirst' && (await readsFewRows(shape, values));
      if (filterFirst) return withWordStartCount(read, filter);
      const fencedInProvince = shape.smallProvince && alone.found <= PROVINCE_FENCED_SHARE * alone.sampled;
      return withWordStartCount({ ...read, read: fencedInProvince ? 'rare' : 'indexes' }, filter);
    }
    return withWordStartCount(await fewMatchesRead(read, shape, keyword.words, filter), filter);
  }

  /**
   * How a keyword the sample holds at most FEW_MATCHES_SHARE of is read, not walked: every match
   * read and filtered (`rare`, `filteredAfter`). With a common word, in a search with a filter
   * that has an index, that word is tested on the rows its other words' ids leave (#56). Where
   * the sample holds the other words, their rows may be many more than the keyword's: they are
   * read with the filters' ids, not before them (`filteredAfter`).
   */
  async function fewMatchesRead(
    read: KeywordShape,
    shape: CandidateSearchShape,
    words: readonly string[],
    filter: SampleFilter<SampledCandidate> | undefined,
  ): Promise<KeywordShape> {
    const commonWord = INDEXED_FILTERS.some((name) => shape[name]) ? await commonWordOf(lastSignedIn, words) : null;
    const others = words.filter((_, index) => index !== commonWord);
    if (commonWord !== null && (await lastSignedIn.matches(others)).found > 0) {
      return { ...read, read: 'rare', commonWord };
    }
    // Filters that keep much of the list are tested on the few matches, not read through their
    // indexes: Bangkok's are 305,000 ids, 42 ms, for the 700 of "priao" (#30).
    const kept = filter && (await lastSignedIn.matches([], filter));
    if (kept !== undefined && kept.found >= FILTERED_AFTER_SHARE * kept.sampled) {
      return { ...read, read: 'filteredAfter', ...(commonWord === null ? {} : { commonWord }) };
    }
    return { ...read, read: 'rare' };
  }

  return {
    /**
     * Every filter tests the candidate's own row (db/candidate-search-filters.ts), so matches are
     * found and counted on `candidates` alone, walking `candidates_search_order_idx` in the
     * list's order; the page's rows are then read by id, named from the reference data in memory.
     */
    async search(filter: CandidateFilter, page: PaginationQuery): Promise<Page<CandidateSearchItem>> {
      const { today } = filter;
      const keyword = filter.keyword ? keywordTerms(filter.keyword) : null;
      const [place, ...otherPlaces] = filter.locationIds ?? [];
      const inProvince =
        place !== undefined && otherPlaces.length === 0 && (await readReference(db, [])).isProvince(place);
      const shape: CandidateSearchShape = {
        ageMin: filter.ageMin !== undefined,
        ageMax: filter.ageMax !== undefined,
        educationLevel: filter.educationLevel !== undefined,
        experienceYearsMin: filter.experienceYearsMin !== undefined,
        experienceYearsMax: filter.experienceYearsMax !== undefined,
        industries: Boolean(filter.industryIds?.length),
        occupations: Boolean(filter.occupationIds?.length),
        locations: Boolean(filter.locationIds?.length),
        province: inProvince,
        smallProvince: false,
        rareEducation: false,
        salaryMin: filter.salaryMin !== undefined,
        salaryMax: filter.salaryMax !== undefined,
        keyword: keyword?.shape ?? null,
        languageSkills: Boolean(filter.languageSkills?.length),
      };
      const values: CandidateSearchValues = {
        ...keyword?.values,
        today,
        ageMin: filter.ageMin ?? 0,
        ageMaxExclusive: (filter.ageMax ?? 0) + 1,
        educationLevels: filter.educationLevel ? [filter.educationLevel] : [],
        // Whole years are ⌊4·days / 1461⌋ (`wholeYears`): the bounds compare 4·days.
        experienceMin: 1461 * (filter.experienceYearsMin ?? 0),
        experienceMaxExclusive: 1461 * ((filter.experienceYearsMax ?? 0) + 1),
        industryIds: filter.industryIds ?? [],
        occupationIds: filter.occupationIds ?? [],
        locationIds: filter.locationIds ?? [],
        provinceId: inProvince ? place : null,
        salaryMin: filter.salaryMin ?? 0,
        salaryMax: filter.salaryMax ?? 0,
        languageLevels: languageLevelsWanted(filter.languageSkills ?? []),
        ...windowOf(page),
      };
      // Without a keyword, any one province is read by its id (`candidateSearchMatches`, #64).
      shape.smallProvince = shape.province && keyword !== null && (await keepsFewInProvince(values));
      shape.rareEducation = shape.educationLevel && keyword === null && (await holdsNoneOfLevel(values));
      if (keyword) {
        shape.keyword = await keywordReadOf(keyword, shape, values, page);
      }
      const together = keyword === null || filtered(shape) || shape.keyword?.read === 'rare';
      const { rows, total, totalExact } = await keywordSearchPageOf(candidateSearchStatements, db, {
        values,
        shape,
        paging: page,
        together,
      });
      const histories = await recentHistories(
        db,
        readReference,
        rows.map((row) => row.id),
        today,
      );
      const names = await readReference(
        db,
        rows.map((row) => row.district_id),
      );
      return {
        rows: rows.map((row) => toCandidateSearchItem(row, names, histories)),
        total,
        totalExact,
        page: page.page,
        pageSize: page.pageSize,
      };
    },

    /**
     * The profile an employer of `companyId` sees, or undefined when they may not see it. A
     * candidate who accepted this company's offer stays visible to it (with contact details)
     * after closing themselves to new offers: the hire must not lose sight of them.
     */
    async profile(candidateId: string, companyId: string): Promise<ScoutedCandidate | undefined> {
      const acceptedOffer = (eb: ExpressionBuilder<Database & { c: Database['candidates'] }, 'c'>) =>
        eb.exists(
          eb
            .selectFrom('job_offers as jo')
            .select(sql.lit(1).as('one'))
            .whereRef('jo.candidate_id', '=', 'c.id')
            .where('jo.company_id', '=', companyId)
            .where('jo.status', '=', 'ACCEPTED'),
        );
      const candidate = await candidates()
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .where((eb) => eb.or([eb('c.open_to_company_offer', '=', true), acceptedOffer(eb)]))
        .select([
          'c.id',
          'c.user_no',
          'c.date_of_birth',
          'c.gender',
          'c.employment_status',
          'c.job_change_count',
          'c.has_management_experience',
          'c.hide_company_name',
          'c.self_introduction',
          'c.phone_number',
          'c.last_login_at',
          'u.first_name',
          'u.last_name',
          'u.email',
          'c.district_id',
        ])
        .select((eb) => acceptedOffer(eb).as('accepted_offer'))
        .where('c.id', '=', candidateId)
        .executeTakeFirst();
      if (!candidate) return undefined;

      return {
        id: candidate.id,
        userNo: candidate.user_no,
        dateOfBirth: candidate.date_of_birth,
        gender: candidate.gender,
        employmentStatus: candidate.employment_status,
        jobChangeCount: candidate.job_change_count,
        hasManagementExperience: candidate.has_management_experience,
        hideCompanyName: candidate.hide_company_name,
        lastLoginAt: iso(candidate.last_login_at),
        selfIntroduction: candidate.self_introduction,
        location: toLocation(await readReference(db, [candidate.district_id]), candidate.district_id),
        ...toEmployerViewLists(await readCandidateLists(db, candidateId), {
          hideCompanyName: candidate.hide_company_name,
        }),
        contact: candidate.accepted_offer
          ? {
              firstName: candidate.first_name,
              lastName: candidate.last_name,
              email: candidate.email,
              phoneNumber: candidate.phone_number,
            }
          : null,
      };
    },
  };
}
