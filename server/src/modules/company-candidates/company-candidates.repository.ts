import type {
  CandidateSearchItem,
  EducationLevel,
  PaginationQuery,
  Proficiency,
  ScoutedCandidate,
} from '@jobmatch/contract';
import { type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { createKeywordSample, KEYWORD_SAMPLE_ROWS, WALKED_ROWS, walkIfHeld } from '../../db/keyword-sample.ts';
import {
  type CountedShape,
  countLimitOf,
  keywordSearchPageOf,
  type Page,
  preparedCount,
  windowOf,
} from '../../db/paging.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { iso } from '../../db/row-values.ts';
import type { Database } from '../../db/schema.ts';
import { isWalked, type KeywordShape, type KeywordValues, keywordMatch, keywordTerms } from '../../db/search.ts';
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

/** Summed days of the candidate's work histories (ongoing ones up to today), as SQL. */
const workDays = (today: string) =>
  sql<number>`(select coalesce(sum(greatest(coalesce(w.end_date, ${today}::date) - w.start_date, 0)), 0) from candidate_work_histories w where w.candidate_id = c.id)`;

/** The date `years` years before `today` (PostgreSQL clamps 29 February to the 28th). */
const yearsBefore = (today: string, years: number) =>
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
  salaryMin: boolean;
  salaryMax: boolean;
  keyword: KeywordShape | null;
  languageSkills: boolean;
};

/** Whether a search has a filter besides its keyword. */
const filtered = (shape: CandidateSearchShape) =>
  Object.entries(shape).some(([filter, set]) => filter !== 'keyword' && set);

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
  salaryMin: number;
  salaryMax: number;
  languageLevels: string[];
  limit: number;
  offset: number;
};

/**
 * The candidates a search matches. Every filter tests the candidate's own row
 * (db/candidate-search-filters.ts), so matches are found and counted on `candidates` alone,
 * walking `candidates_search_order_idx` in the list's order.
 */
function candidateSearchMatches(db: Kysely<Database>, values: CandidateSearchValues, shape: CandidateSearchShape) {
  const { keyword } = shape;
  return db
    .selectFrom('candidates as c')
    .where(employersMaySee)
    .$if(shape.ageMin, (qb) => qb.where('c.date_of_birth', '<=', yearsBefore(values.today, values.ageMin)))
    .$if(shape.ageMax, (qb) => qb.where('c.date_of_birth', '>', yearsBefore(values.today, values.ageMaxExclusive)))
    .$if(shape.educationLevel, (qb) => qb.where(sql<SqlBool>`c.education_levels @> ${values.educationLevels}::text[]`))
    .$if(shape.experienceYearsMin, (qb) => qb.where(sql`4 * ${workDays(values.today)}`, '>=', values.experienceMin))
    .$if(shape.experienceYearsMax, (qb) =>
      qb.where(sql`4 * ${workDays(values.today)}`, '<', values.experienceMaxExclusive),
    )
    .$if(shape.industries, (qb) => qb.where(sql<SqlBool>`c.industry_ids && ${values.industryIds}::uuid[]`))
    .$if(shape.occupations, (qb) => qb.where(sql<SqlBool>`c.occupation_ids && ${values.occupationIds}::uuid[]`))
    .$if(shape.locations, (qb) =>
      qb.where(
        sql<SqlBool>`(c.district_id = any(${values.locationIds}::uuid[]) or c.province_id = any(${values.locationIds}::uuid[]))`,
      ),
    )
    .$if(shape.salaryMin, (qb) => qb.where('c.desired_annual_salary', '>=', values.salaryMin))
    .$if(shape.salaryMax, (qb) => qb.where('c.desired_annual_salary', '<=', values.salaryMax))
    .$if(keyword !== null, (qb) => qb.where(keywordMatch('c', keyword ?? { words: 0, read: 'indexes' }, values)))
    .$if(shape.languageSkills, (qb) => qb.where(sql<SqlBool>`c.language_levels @> ${values.languageLevels}::text[]`));
}

/** The candidates employers may see in the list's order, the latest signed in first: what a walk reads, and its sample. */
const lastSignedInCandidates = (db: Kysely<Database>) =>
  db
    .selectFrom('candidates as c')
    .where(employersMaySee)
    .orderBy('c.last_login_at', (order) => order.desc().nullsLast())
    .orderBy('c.user_no', 'desc');

/**
 * The matches of a walked keyword (keyword-sample.ts): among the candidates who signed in last
 * that the walk may read, in the list's order. As `walkedJobMatches`: the keyword is tested above
 * their own limit, which no index can serve, so the walk is the plan for every keyword.
 */
function walkedCandidateMatches(db: Kysely<Database>, values: CandidateSearchValues, keyword: KeywordShape) {
  const lastSignedIn = lastSignedInCandidates(db)
    .select(['c.last_login_at', 'c.user_no', 'c.search_text'])
    .limit(sql.lit(WALKED_ROWS));
  return db.selectFrom(lastSignedIn.as('c')).where(() => keywordMatch('c', keyword, values));
}

/**
 * A page of a search by a keyword alone that is neither walked nor rare (the others are read with
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
 * Every match of a keyword alone that the candidates who signed in last do not hold (`rare`),
 * read through the keyword's indexes in full before they are ordered, as the job search's
 * (`fencedJobMatches`): for a word no profile holds, walking the list read every visible
 * candidate until the statement timed out.
 */
function rareKeywordCandidateMatches(db: Kysely<Database>, values: CandidateSearchValues, shape: CandidateSearchShape) {
  return db
    .with(
      (cte) => cte('matches').materialized(),
      () => candidateSearchMatches(db, values, shape).select(['c.last_login_at', 'c.user_no']),
    )
    .selectFrom('matches as c');
}

/**
 * A page and its total in one statement, for every search but a keyword alone that is not walked,
 * as the job search's (`jobSearchCountedPage`): the count is taken from the rows the page is taken from.
 */
const candidateSearchCountedPage = preparedQuery(
  (db, values: CandidateSearchValues & { countLimit: number }, counted: CountedShape<CandidateSearchShape>) => {
    const shape = counted.search;
    const { keyword } = shape;
    const matches =
      keyword !== null && isWalked(keyword)
        ? walkedCandidateMatches(db, values, keyword)
        : keyword?.read === 'rare'
          ? rareKeywordCandidateMatches(db, values, shape)
          : candidateSearchMatches(db, values, shape);
    // By user_no, not id: the search-order index holds it, so the matches are read from the index alone.
    const firstMatches = matches
      .select(['c.last_login_at', 'c.user_no'])
      .orderBy('c.last_login_at', (order) => order.desc().nullsLast())
      .orderBy('c.user_no', 'desc')
      .limit(countLimitOf(values, counted))
      .as('first_matches');
    const page = db
      .selectFrom(firstMatches)
      .select(['first_matches.user_no', sql<number>`count(*) over ()`.as('matches')])
      .orderBy('first_matches.last_login_at', (order) => order.desc().nullsLast())
      .orderBy('first_matches.user_no', 'desc')
      .limit(values.limit)
      .offset(values.offset)
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
  { planOnce: ({ search }) => unfiltered(search) || (search.keyword !== null && isWalked(search.keyword)) },
);

const candidateSearchStatements = {
  page: candidateSearchPage,
  countedPage: candidateSearchCountedPage,
  count: preparedCount(candidateSearchMatches, { planOnce: unfiltered }),
};

export type CompanyCandidatesRepository = ReturnType<typeof createCompanyCandidatesRepository>;

export function createCompanyCandidatesRepository(db: Kysely<Database>, readReference: ReferenceLookupSource) {
  const candidates = () => db.selectFrom('candidates as c').where('c.deleted_at', 'is', null);
  /** The search texts of the visible candidates a walk reads first (keyword-sample.ts). */
  const lastSignedIn = createKeywordSample(async () => {
    const rows = await lastSignedInCandidates(db).select('c.search_text').limit(KEYWORD_SAMPLE_ROWS).execute();
    return rows.map((row) => ({ text: row.search_text }));
  });

  return {
    /**
     * Every filter tests the candidate's own row (db/candidate-search-filters.ts), so matches are
     * found and counted on `candidates` alone, walking `candidates_search_order_idx` in the
     * list's order; the page's rows are then read by id, named from the reference data in memory.
     */
    async search(filter: CandidateFilter, page: PaginationQuery): Promise<Page<CandidateSearchItem>> {
      const { today } = filter;
      const keyword = filter.keyword ? keywordTerms(filter.keyword) : null;
      const shape: CandidateSearchShape = {
        ageMin: filter.ageMin !== undefined,
        ageMax: filter.ageMax !== undefined,
        educationLevel: filter.educationLevel !== undefined,
        experienceYearsMin: filter.experienceYearsMin !== undefined,
        experienceYearsMax: filter.experienceYearsMax !== undefined,
        industries: Boolean(filter.industryIds?.length),
        occupations: Boolean(filter.occupationIds?.length),
        locations: Boolean(filter.locationIds?.length),
        salaryMin: filter.salaryMin !== undefined,
        salaryMax: filter.salaryMax !== undefined,
        keyword: keyword?.shape ?? null,
        languageSkills: Boolean(filter.languageSkills?.length),
      };
      // A keyword alone whose matches the candidates who signed in last hold is walked to, page and count at once.
      if (keyword && !filtered(shape)) shape.keyword = await walkIfHeld(lastSignedIn, keyword, page, WALKED_ROWS);
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
        salaryMin: filter.salaryMin ?? 0,
        salaryMax: filter.salaryMax ?? 0,
        languageLevels: languageLevelsWanted(filter.languageSkills ?? []),
        ...windowOf(page),
      };
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
