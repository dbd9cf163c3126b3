import { randomUUID } from 'node:crypto';
import { contract, EducationLevel } from '@jobmatch/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshCandidateSearchCopies } from '../src/db/candidate-search-filters.ts';
import { normalise } from '../src/db/search.ts';
import { registerEmployer } from './support/factories.ts';
import { searchDocument } from './support/search-document.ts';
import { useTestApp } from './support/test-app.ts';

/**
 * Candidate search against a brute-force filter (docs/domain.md "Candidate search filters"): ~45
 * generated candidates, many random filter combinations, the same ids in the same order. The
 * candidates are written straight into the database (their shape, login times and visibility are
 * the point here, not the profile API), with the search row the profile service would write, each tagged with a word of this run so that queries can
 * be restricted to them; queries without the tag are compared on this run's rows only.
 */

const app = await useTestApp();
const employer = await registerEmployer(app);
const searchResponse = contract.company.candidates.search.responses[200];

// ── A seeded PRNG: a failure is reproducible from the printed seed ─────────────────────────────
const SEED = Number(process.env.SEARCH_PROPERTY_SEED ?? Date.now() % 1_000_000);
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = mulberry32(SEED);
const chance = (p: number) => random() < p;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const some = <T>(items: readonly T[], min: number, max: number): T[] => {
  const pool = [...items];
  const count = Math.min(pool.length, int(min, max));
  return Array.from({ length: count }, () => pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
};

// ── Reference data: small trees, so that parent ids and shared parents are exercised ───────────
type Node = { id: string; parent_id: string | null };
// Ordered, so that a seed picks the same reference data on every run.
const industries = await app.db.selectFrom('industries').select(['id', 'parent_id']).orderBy('code').execute();
const occupations = await app.db.selectFrom('occupations').select(['id', 'parent_id']).orderBy('code').execute();
const childrenOf = (tree: Node[], id: string) => tree.filter((node) => node.parent_id === id).map((node) => node.id);
const descendants = (tree: Node[], ids: string[]): Set<string> => {
  const found = new Set(ids);
  for (let frontier = ids; frontier.length > 0; ) {
    frontier = frontier.flatMap((id) => childrenOf(tree, id)).filter((id) => !found.has(id));
    for (const id of frontier) found.add(id);
  }
  return found;
};
const roots = (tree: Node[]) => tree.filter((node) => node.parent_id === null).map((node) => node.id);

const industrySections = roots(industries).slice(2, 4);
const industryDivisions = industrySections.flatMap((id) => childrenOf(industries, id).slice(0, 2));
const occupationMajor = roots(occupations)[1] ?? '';
const occupationSubMajors = childrenOf(occupations, occupationMajor).slice(0, 2);
const occupationMinors = occupationSubMajors.flatMap((id) => childrenOf(occupations, id).slice(0, 2));
const otherOccupation = childrenOf(occupations, roots(occupations)[2] ?? '')[0] ?? '';

const provinces = await app.db.selectFrom('provinces').select('id').orderBy('code').limit(3).execute();
const districts = await app.db
  .selectFrom('districts')
  .select(['id', 'province_id'])
  .where(
    'province_id',
    'in',
    provinces.map((province) => province.id),
  )
  .orderBy('code')
  .execute();
const districtPool = provinces.flatMap((province) =>
  districts.filter((district) => district.province_id === province.id).slice(0, 2),
);
const provinceOf = new Map(districts.map((district) => [district.id, district.province_id]));
const languages = await app.db.selectFrom('languages').select('id').where('code', 'in', ['en', 'th', 'ja']).execute();

const LEVELS = ['BASIC', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'] as const;
const EDUCATION_LEVELS = ['HIGH_SCHOOL', 'VOCATIONAL_SCHOOL', 'BACHELOR', 'MASTER', 'OTHER'] as const;
/**
 * What a search may ask for: every level, the four no candidate of this run holds too. A round
 * without a keyword (only the untagged test has them) that asks for one reads it through the
 * fence of a level the keyword sample holds none of (`rareEducation`), with its other filters,
 * and must find none of this run's candidates.
 */
const SEARCHED_EDUCATION_LEVELS = EducationLevel.options;
const WORDS = ['python', 'typescript', 'accounting', 'nursing', 'วิศวกรซอฟต์แวร์', 'นักการตลาด', 'บัญชี', 'พยาบาล'];
const KEYWORDS = [...WORDS, 'type', 'วิศวกร', 'ตลาด', 'script', 'python accounting', 'golang'];
const TAG = `tg${randomUUID().replace(/-/g, '').slice(0, 10)}`;

// ── Dates ────────────────────────────────────────────────────────────────────────────────────────
const TODAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());
const [THIS_YEAR = 0] = TODAY.split('-').map(Number);
const isDate = (value: string) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value);
const pad = (n: number) => String(n).padStart(2, '0');
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const shiftDays = (date: string, by: number) => new Date(Date.parse(date) + by * 86_400_000).toISOString().slice(0, 10);

/** Birthdays near today's date, Feb 29 and ordinary ones: the age boundaries get exercised. */
function dateOfBirth(): string | null {
  if (chance(0.1)) return null;
  const age = int(18, 60);
  const special = pick(['today', 'tomorrow', 'yesterday', 'leap', 'plain', 'plain']);
  const monthDay =
    special === 'leap'
      ? '02-29'
      : special === 'plain'
        ? `${pad(int(1, 12))}-${pad(int(1, 28))}`
        : shiftDays(TODAY, { today: 0, tomorrow: 1, yesterday: -1 }[special] ?? 0).slice(5);
  const year = special === 'leap' ? 2000 - 4 * int(0, 8) : THIS_YEAR - age;
  const date = `${year}-${monthDay}`;
  return isDate(date) ? date : `${year}-01-15`;
}

function ageOn(dob: string, today: string): number {
  const [y1 = 0, m1 = 0, d1 = 0] = dob.split('-').map(Number);
  const [y2 = 0, m2 = 0, d2 = 0] = today.split('-').map(Number);
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}

// ── The generated candidates ─────────────────────────────────────────────────────────────────────
type Generated = {
  id: string;
  userNo: number;
  lastLoginAt: Date | null;
  /** Why employers may not see the candidate, or null when they may. */
  hiddenBy: null | 'closedToOffers' | 'deletedAccount';
  dateOfBirth: string | null;
  districtId: string | null;
  hideCompanyName: boolean;
  educationLevels: string[];
  works: { industryId: string; occupationId: string; start: string; end: string | null }[];
  experiences: { type: 'INDUSTRY' | 'OCCUPATION'; entityId: string }[];
  preferences: { type: 'INDUSTRY' | 'OCCUPATION' | 'PROVINCE'; entityId: string }[];
  desiredSalary: number | null | undefined;
  languages: { languageId: string; levels: (typeof LEVELS)[number][] }[];
  texts: string[];
};

const LOGIN_BASE = Date.now() - 86_400_000;

function generate(index: number): Omit<Generated, 'id' | 'userNo'> {
  const works = Array.from({ length: int(0, 3) }, () => {
    // Now and then a job entered ahead of its first day: it adds no experience until it starts.
    const ahead = chance(0.08);
    const start = ahead
      ? shiftDays(TODAY, int(1, 3000))
      : `${int(2000, THIS_YEAR - 1)}-${pad(int(1, 12))}-${pad(int(1, 28))}`;
    const end = ahead || chance(0.35) ? null : shiftDays(start, int(0, 2500));
    return {
      industryId: chance(0.2) ? pick(industrySections) : pick(industryDivisions),
      occupationId: chance(0.15) ? otherOccupation : chance(0.2) ? pick(occupationSubMajors) : pick(occupationMinors),
      start,
      end: end && end > TODAY ? TODAY : end,
    };
  });
  const words = some(WORDS, 1, 3);
  return {
    // Ties on the login time, and never-signed-in candidates, test the secondary order.
    lastLoginAt: chance(0.2) ? null : new Date(LOGIN_BASE - int(0, 8) * 60_000),
    // The first few are hidden for sure; a few more at random.
    hiddenBy: index < 2 ? 'closedToOffers' : index < 4 ? 'deletedAccount' : chance(0.92) ? null : 'closedToOffers',
    dateOfBirth: dateOfBirth(),
    districtId: chance(0.15) ? null : pick(districtPool).id,
    hideCompanyName: chance(0.3),
    educationLevels: some(EDUCATION_LEVELS, 0, 2),
    works,
    experiences: some(
      [
        ...industryDivisions.map((entityId) => ({ type: 'INDUSTRY' as const, entityId })),
        ...occupationMinors.map((entityId) => ({ type: 'OCCUPATION' as const, entityId })),
      ],
      0,
      2,
    ),
    preferences: some(
      [
        ...industryDivisions.map((entityId) => ({ type: 'INDUSTRY' as const, entityId })),
        ...occupationMinors.map((entityId) => ({ type: 'OCCUPATION' as const, entityId })),
        ...provinces.map(({ id }) => ({ type: 'PROVINCE' as const, entityId: id })),
      ],
      0,
      2,
    ),
    desiredSalary: chance(0.2) ? undefined : chance(0.15) ? null : int(4, 40) * 50_000,
    languages: some(languages, 0, 2).map(({ id }) => ({
      languageId: id,
      levels: [pick(LEVELS), pick(LEVELS), pick(LEVELS)],
    })),
    texts: [`${TAG} ${words[0]}`, ...words.slice(1)],
  };
}

async function insert(candidate: Omit<Generated, 'id' | 'userNo'>, index: number): Promise<Generated> {
  const userId = randomUUID();
  const id = randomUUID();
  await app.db
    .insertInto('users')
    .values({
      id: userId,
      email: `${TAG}.${index}@example.test`,
      role: 'CANDIDATE',
      first_name: 'Generated',
      last_name: `Candidate ${index}`,
      last_login_at: candidate.lastLoginAt,
    })
    .execute();
  const [selfIntroduction, ...skills] = candidate.texts;
  const { user_no } = await app.db
    .insertInto('candidates')
    .values({
      id,
      user_id: userId,
      district_id: candidate.districtId,
      date_of_birth: candidate.dateOfBirth,
      hide_company_name: candidate.hideCompanyName,
      self_introduction: selfIntroduction ?? null,
      phone_number: '0812345678',
      address: 'Secret street 1',
      open_to_company_offer: candidate.hiddenBy !== 'closedToOffers',
      deleted_at: candidate.hiddenBy === 'deletedAccount' ? new Date() : null,
      ...searchDocument([selfIntroduction, ...skills, ...candidate.works.map(() => 'Hidden Co.')]),
    })
    .returning('user_no')
    .executeTakeFirstOrThrow();
  const rows = <T>(items: T[]) => items.map((item) => ({ id: randomUUID(), candidate_id: id, ...item }));
  if (skills.length > 0)
    await app.db
      .insertInto('candidate_skills')
      .values(rows(skills.map((name) => ({ name, type: 'SKILL' as const }))))
      .execute();
  if (candidate.educationLevels.length > 0)
    await app.db
      .insertInto('candidate_educations')
      .values(
        rows(
          candidate.educationLevels.map((level) => ({
            level: level as (typeof EDUCATION_LEVELS)[number],
            status: 'GRADUATED' as const,
            field_of_study: 'Studies',
            institution: 'A university',
            start_date: '2010-06-01',
          })),
        ),
      )
      .execute();
  if (candidate.works.length > 0)
    await app.db
      .insertInto('candidate_work_histories')
      .values(
        rows(
          candidate.works.map((work) => ({
            industry_id: work.industryId,
            occupation_id: work.occupationId,
            company_name: 'Hidden Co.',
            start_date: work.start,
            end_date: work.end,
            is_current: work.end === null,
            employment_type: 'FULL_TIME' as const,
          })),
        ),
      )
      .execute();
  if (candidate.experiences.length > 0)
    await app.db
      .insertInto('candidate_experiences')
      .values(
        rows(
          candidate.experiences.map((x) => ({ experience_type: x.type, entity_id: x.entityId, year_of_experience: 2 })),
        ),
      )
      .execute();
  if (candidate.preferences.length > 0)
    await app.db
      .insertInto('candidate_preferences')
      .values(rows(candidate.preferences.map((p) => ({ entity_type: p.type, entity_id: p.entityId }))))
      .execute();
  if (candidate.desiredSalary !== undefined)
    await app.db
      .insertInto('candidate_job_preferences')
      .values(rows([{ desired_annual_salary: candidate.desiredSalary }]))
      .execute();
  if (candidate.languages.length > 0)
    await app.db
      .insertInto('candidate_language_skills')
      .values(
        rows(
          candidate.languages.map(
            ({ languageId, levels: [communication = 'BASIC', reading = 'BASIC', writing = 'BASIC'] }) => ({
              language_id: languageId,
              communication,
              reading,
              writing,
            }),
          ),
        ),
      )
      .execute();
  // What the profile service does in the transaction of every change.
  await refreshCandidateSearchCopies(app.db, [id]);
  return { ...candidate, id, userNo: user_no };
}

// ── The filters, and the brute force that defines them ───────────────────────────────────────────
type Filter = {
  ageMin?: number;
  ageMax?: number;
  educationLevel?: string;
  experienceYearsMin?: number;
  experienceYearsMax?: number;
  industryIds?: string[];
  occupationIds?: string[];
  keyword?: string;
  languageSkills?: string[];
  locationIds?: string[];
  salaryMin?: number;
  salaryMax?: number;
};

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const words = (text: string) =>
  [...segmenter.segment(normalise(text))].filter((s) => s.isWordLike && s.segment.trim()).map((s) => s.segment.trim());

/** Every word of the keyword occurs in the texts (at a word's start or inside one), or the keyword as is. */
function keywordMatches(texts: string[], keyword: string): boolean {
  const document = normalise(texts.join('\n'));
  const queryWords = words(keyword);
  if (queryWords.length > 0 && queryWords.every((word) => document.includes(word))) return true;
  return document.includes(normalise(keyword.trim()));
}

const wholeYears = (totalDays: number) => Math.floor((4 * Math.max(0, totalDays)) / 1461);

function matches(c: Generated, f: Filter): boolean {
  if (c.hiddenBy) return false;
  if (f.ageMin !== undefined && (c.dateOfBirth === null || ageOn(c.dateOfBirth, TODAY) < f.ageMin)) return false;
  if (f.ageMax !== undefined && (c.dateOfBirth === null || ageOn(c.dateOfBirth, TODAY) > f.ageMax)) return false;
  if (f.educationLevel && !c.educationLevels.includes(f.educationLevel)) return false;
  const experience = wholeYears(c.works.reduce((sum, w) => sum + Math.max(0, days(w.start, w.end ?? TODAY)), 0));
  if (f.experienceYearsMin !== undefined && experience < f.experienceYearsMin) return false;
  if (f.experienceYearsMax !== undefined && experience > f.experienceYearsMax) return false;
  if (f.industryIds) {
    const ids = descendants(industries, f.industryIds);
    const hit =
      c.works.some((w) => ids.has(w.industryId)) ||
      [...c.experiences, ...c.preferences].some((x) => x.type === 'INDUSTRY' && ids.has(x.entityId));
    if (!hit) return false;
  }
  if (f.occupationIds) {
    const ids = descendants(occupations, f.occupationIds);
    const hit =
      c.works.some((w) => ids.has(w.occupationId)) ||
      [...c.experiences, ...c.preferences].some((x) => x.type === 'OCCUPATION' && ids.has(x.entityId));
    if (!hit) return false;
  }
  if (f.keyword && !keywordMatches([...c.texts, ...c.works.map(() => 'Hidden Co.')], f.keyword)) return false;
  for (const item of f.languageSkills ?? []) {
    const [languageId, minimum] = item.split(':');
    const met = c.languages.some(
      (skill) =>
        skill.languageId === languageId &&
        (!minimum ||
          Math.max(...skill.levels.map((level) => LEVELS.indexOf(level))) >= LEVELS.indexOf(minimum as never)),
    );
    if (!met) return false;
  }
  if (f.locationIds) {
    const district = c.districtId;
    if (!district || !(f.locationIds.includes(district) || f.locationIds.includes(provinceOf.get(district) ?? '')))
      return false;
  }
  if (f.salaryMin !== undefined || f.salaryMax !== undefined) {
    const salary = c.desiredSalary;
    if (salary === null || salary === undefined) return false;
    if (f.salaryMin !== undefined && salary < f.salaryMin) return false;
    if (f.salaryMax !== undefined && salary > f.salaryMax) return false;
  }
  return true;
}

/** Most recently signed in first (never signed in last), then the newest candidate number. */
const byRank = (a: Generated, b: Generated) =>
  (b.lastLoginAt?.getTime() ?? -Infinity) - (a.lastLoginAt?.getTime() ?? -Infinity) || b.userNo - a.userNo;

function randomFilter(): Filter {
  const filter: Filter = {};
  if (chance(0.3)) {
    filter.ageMin = int(18, 60);
    if (chance(0.5)) filter.ageMax = int(filter.ageMin, 65);
  } else if (chance(0.2)) filter.ageMax = int(18, 60);
  if (chance(0.2)) filter.educationLevel = pick(SEARCHED_EDUCATION_LEVELS);
  if (chance(0.3)) {
    if (chance(0.6)) filter.experienceYearsMin = int(0, 12);
    if (chance(0.6)) filter.experienceYearsMax = int(filter.experienceYearsMin ?? 0, 25);
  }
  if (chance(0.3)) filter.industryIds = some([...industrySections, ...industryDivisions], 1, 2);
  if (chance(0.3)) filter.occupationIds = some([occupationMajor, ...occupationSubMajors, ...occupationMinors], 1, 2);
  if (chance(0.35)) filter.keyword = pick(KEYWORDS);
  if (chance(0.25))
    filter.languageSkills = some(languages, 1, 2).map(({ id }) => (chance(0.6) ? `${id}:${pick(LEVELS)}` : id));
  if (chance(0.3))
    filter.locationIds = some([...provinces.map(({ id }) => id), ...districtPool.map(({ id }) => id)], 1, 2);
  if (chance(0.25)) {
    if (chance(0.7)) filter.salaryMin = int(4, 30) * 50_000;
    if (chance(0.6)) filter.salaryMax = int((filter.salaryMin ?? 0) / 50_000, 40) * 50_000;
  }
  return filter;
}

/** The query string, with arrays spelt `a=1&a=2` or `a[]=1&a[]=2` (a single item sometimes `a=1`). */
function queryString(filter: Filter, page: number, pageSize: number): string {
  const params: string[] = [`page=${page}`, `pageSize=${pageSize}`];
  for (const [key, value] of Object.entries(filter)) {
    if (Array.isArray(value)) {
      const name = chance(0.5) ? `${key}[]` : key;
      for (const item of value) params.push(`${encodeURIComponent(name)}=${encodeURIComponent(item)}`);
    } else params.push(`${key}=${encodeURIComponent(String(value))}`);
  }
  return params.join('&');
}

async function searchPage(filter: Filter, page: number, pageSize: number) {
  const response = await app.fetch(`/api/company/candidates?${queryString(filter, page, pageSize)}`, {
    headers: { authorization: `Bearer ${employer.token}` },
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  // Anonymous items: exactly docs/domain.md's fields, never a name, e-mail, phone or address.
  for (const item of body.result.candidates) expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
  return searchResponse.parse(body).result;
}

const ITEM_KEYS = [
  'dateOfBirth',
  'employmentStatus',
  'hideCompanyName',
  'id',
  'jobChangeCount',
  'lastLoginAt',
  'location',
  'recentHistory',
  'userNo',
];

/** Every result of the filter, page after page. */
async function searchAll(filter: Filter) {
  const items = [];
  for (let page = 1; ; page += 1) {
    const result = await searchPage(filter, page, 100);
    items.push(...result.candidates);
    if (page >= result.pagination.totalPages) return { items, total: result.pagination.total };
  }
}

let generated: Generated[] = [];

beforeAll(async () => {
  generated = [];
  for (let index = 0; index < 45; index += 1) generated.push(await insert(generate(index), index));
}, 60_000);

describe(`candidate search = brute force over generated candidates (seed ${SEED})`, () => {
  it('with the run’s tag: same ids, same order, same totals, on pages of any size', async () => {
    const sizes: number[] = [];
    for (let round = 0; round < 40; round += 1) {
      const filter = randomFilter();
      filter.keyword = filter.keyword && chance(0.5) ? `${TAG} ${filter.keyword}` : TAG;
      const expected = generated.filter((c) => matches(c, filter)).sort(byRank);
      sizes.push(expected.length);
      const pageSize = int(1, 15);
      const seen: string[] = [];
      for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / pageSize)) + 1; page += 1) {
        const result = await searchPage(filter, page, pageSize);
        expect(result.pagination).toEqual({
          page,
          pageSize,
          total: expected.length,
          totalExact: true,
          totalPages: Math.ceil(expected.length / pageSize),
        });
        seen.push(...result.candidates.map((item) => item.id));
      }
      expect(seen, `filter ${JSON.stringify(filter)}`).toEqual(expected.map((c) => c.id));
    }
    // The filters must discriminate: some rounds find several candidates, some fewer than all.
    const visible = generated.filter((c) => !c.hiddenBy).length;
    expect(sizes.filter((size) => size >= 2).length).toBeGreaterThan(5);
    expect(sizes.filter((size) => size < visible).length).toBeGreaterThan(5);
  });

  it('without the tag: this run’s candidates appear exactly when they match, in rank order', async () => {
    const mine = new Map(generated.map((c) => [c.id, c]));
    for (let round = 0; round < 40; round += 1) {
      const filter = randomFilter();
      const { items } = await searchAll(filter);
      const found = items.filter((item) => mine.has(item.id));
      const expected = generated.filter((c) => matches(c, filter)).sort(byRank);
      expect(
        found.map((item) => item.id),
        `filter ${JSON.stringify(filter)}`,
      ).toEqual(expected.map((c) => c.id));
      for (const item of found) {
        const candidate = mine.get(item.id) as Generated;
        expect(item.userNo).toBe(candidate.userNo);
        expect(item.dateOfBirth).toBe(candidate.dateOfBirth);
        expect(item.location?.districtId ?? null).toBe(candidate.districtId);
        expect(item.recentHistory === null).toBe(candidate.works.length === 0);
        if (item.recentHistory)
          expect(item.recentHistory.companyName).toBe(candidate.hideCompanyName ? null : 'Hidden Co.');
      }
    }
  });

  it('never shows candidates closed to offers or deleted, even by their own words', async () => {
    const hidden = generated.filter((c) => c.hiddenBy);
    expect(hidden.length).toBeGreaterThan(0);
    const { items } = await searchAll({ keyword: TAG });
    const ids = new Set(items.map((item) => item.id));
    for (const candidate of hidden) expect(ids.has(candidate.id)).toBe(false);
    expect(items.length).toBe(generated.length - hidden.length);
  });
});
