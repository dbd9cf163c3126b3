import { z } from 'zod/mini';
import { dropInvalid, MAX_ANNUAL_SALARY, page } from '../../jobs/search-params.ts';

/**
 * The candidate search's URL (`/employer/candidates?ageMin=25&industryIds=[…]&page=2`) holds the
 * API's query: the same fields, values and limits as the contract's `candidateSearchQuery`, so a
 * shared link asks the API exactly what the page showed. Written with zod/mini (route schemas load
 * before any screen, without the contract); web/test/employer-search-params.test.ts proves both
 * agree. A value the API would refuse (a hand-edited link) is dropped instead of breaking the page.
 */
export const EDUCATION_LEVELS = [
  'HIGH_SCHOOL',
  'VOCATIONAL_SCHOOL',
  'TECHNICAL_COLLEGE',
  'JUNIOR_COLLEGE',
  'UNIVERSITY',
  'BACHELOR',
  'MASTER',
  'GRADUATE_SCHOOL',
  'OTHER',
] as const;
export const PROFICIENCIES = ['BASIC', 'INTERMEDIATE', 'ADVANCED', 'NATIVE'] as const;
export type Proficiency = (typeof PROFICIENCIES)[number];

export const CANDIDATE_SEARCH_LIMITS = {
  age: 150,
  experienceYears: 100,
  salary: MAX_ANNUAL_SALARY,
  keyword: 200,
  ids: 20,
  languages: 10,
};

const L = CANDIDATE_SEARCH_LIMITS;
const upTo = (max: number) => dropInvalid(z.int().check(z.minimum(0), z.maximum(max)));
const ids = dropInvalid(z.array(z.uuid()).check(z.maxLength(L.ids)));
const LANGUAGE_SKILL = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(:(${PROFICIENCIES.join('|')}))?$`,
  'i',
);

export const candidateSearchFields = z.object({
  keyword: dropInvalid(z.string().check(z.trim(), z.maxLength(L.keyword))),
  ageMin: upTo(L.age),
  ageMax: upTo(L.age),
  educationLevel: dropInvalid(z.enum(EDUCATION_LEVELS)),
  experienceYearsMin: upTo(L.experienceYears),
  experienceYearsMax: upTo(L.experienceYears),
  industryIds: ids,
  occupationIds: ids,
  languageSkills: dropInvalid(z.array(z.string().check(z.regex(LANGUAGE_SKILL))).check(z.maxLength(L.languages))),
  locationIds: ids,
  salaryMin: upTo(L.salary),
  salaryMax: upTo(L.salary),
  page,
});

export type CandidateSearchParams = z.infer<typeof candidateSearchFields>;

const RANGES = ['age', 'experienceYears', 'salary'] as const;

/** A range whose minimum is above its maximum (the API refuses it) keeps only its minimum. */
export function withOrderedRanges(search: CandidateSearchParams): CandidateSearchParams {
  const ordered = { ...search };
  for (const name of RANGES) {
    const min = ordered[`${name}Min`];
    const max = ordered[`${name}Max`];
    if (min !== undefined && max !== undefined && min > max) ordered[`${name}Max`] = undefined;
  }
  return ordered;
}

export const candidateSearchParams = z.pipe(candidateSearchFields, z.transform(withOrderedRanges));

/** `languageId` or `languageId:MINIMUM`, as the API's languageSkills items are written. */
export function languageSkillFilter(languageId: string, minimum: Proficiency | null): string {
  return minimum ? `${languageId}:${minimum}` : languageId;
}

export function parseLanguageSkill(value: string): { languageId: string; minimum: Proficiency | null } {
  const [languageId = '', minimum] = value.split(':');
  return { languageId, minimum: (minimum as Proficiency | undefined) ?? null };
}

export const CANDIDATES_PAGE_SIZE = 10;
