import type { CandidateProfile, EntityType, LocalizedText, ScoutedCandidate } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import { iso, names } from '../../db/row-values.ts';
import type { Database } from '../../db/schema.ts';

/** A row's reference to a reference-data row, null when that row does not exist. */
export type NamedReference = { id: string; localized: LocalizedText };

/**
 * A polymorphic reference (an experience's or a preference's entity) resolves through one of
 * several joins; with none matching, the entity does not exist and the reference is null.
 */
const reference = (id: string, en: string | null, th: string | null): NamedReference | null =>
  en === null && th === null ? null : { id, localized: names(en, th) };

const timestamps = (row: { created_at: Date; updated_at: Date }) => ({
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export type CandidateLists = Awaited<ReturnType<typeof readCandidateLists>>;

/**
 * The one way a candidate's lists are read: every list in the order the candidate wrote it
 * (educations by their position, the others by their ids, which are handed out in list order),
 * every name in English and Thai. The candidate's own profile and the employer's view of it map
 * this with their own thin mappers (`toOwnProfileLists`, `toEmployerViewLists`).
 */
export async function readCandidateLists(db: Kysely<Database>, candidateId: string) {
  const [
    educations,
    languageSkills,
    certifications,
    skills,
    qualifications,
    experiences,
    workHistories,
    jobPreferences,
  ] = await Promise.all([
    db
      .selectFrom('candidate_educations')
      .select([
        'id',
        'candidate_id',
        'level',
        'status',
        'institution',
        'field_of_study',
        'start_date',
        'end_date',
        'created_at',
        'updated_at',
      ])
      .where('candidate_id', '=', candidateId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('candidate_language_skills as ls')
      .innerJoin('languages as lang', 'lang.id', 'ls.language_id')
      .select([
        'ls.id',
        'ls.candidate_id',
        'ls.language_id',
        'lang.code',
        'lang.name_en',
        'lang.name_th',
        'ls.communication',
        'ls.reading',
        'ls.writing',
        'ls.created_at',
        'ls.updated_at',
      ])
      .where('ls.candidate_id', '=', candidateId)
      .orderBy('ls.id')
      .execute(),
    db
      .selectFrom('candidate_language_certifications as lc')
      .innerJoin('candidate_language_skills as ls', 'ls.id', 'lc.language_skill_id')
      .innerJoin('language_certifications as cert', 'cert.id', 'lc.certification_id')
      .select([
        'lc.id',
        'lc.language_skill_id',
        'lc.certification_id',
        'cert.name',
        'lc.score',
        'lc.created_at',
        'lc.updated_at',
      ])
      .where('ls.candidate_id', '=', candidateId)
      .orderBy('lc.id')
      .execute(),
    db
      .selectFrom('candidate_skills')
      .select(['id', 'candidate_id', 'name', 'type', 'year_of_experience', 'created_at', 'updated_at'])
      .where('candidate_id', '=', candidateId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('candidate_qualifications')
      .select(['id', 'candidate_id', 'name', 'acquired_on', 'created_at', 'updated_at'])
      .where('candidate_id', '=', candidateId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('candidate_experiences as ce')
      .leftJoin('industries as ind', (join) =>
        join.onRef('ind.id', '=', 'ce.entity_id').on('ce.experience_type', '=', 'INDUSTRY'),
      )
      .leftJoin('occupations as occ', (join) =>
        join.onRef('occ.id', '=', 'ce.entity_id').on('ce.experience_type', '=', 'OCCUPATION'),
      )
      .select([
        'ce.id',
        'ce.candidate_id',
        'ce.experience_type',
        'ce.entity_id',
        'ce.year_of_experience',
        'ce.created_at',
        'ce.updated_at',
        (eb) => eb.fn.coalesce('ind.name_en', 'occ.name_en').as('name_en'),
        (eb) => eb.fn.coalesce('ind.name_th', 'occ.name_th').as('name_th'),
      ])
      .where('ce.candidate_id', '=', candidateId)
      .orderBy('ce.id')
      .execute(),
    db
      .selectFrom('candidate_work_histories as wh')
      .innerJoin('industries as ind', 'ind.id', 'wh.industry_id')
      .innerJoin('occupations as occ', 'occ.id', 'wh.occupation_id')
      .select([
        'wh.id',
        'wh.candidate_id',
        'wh.industry_id',
        'wh.occupation_id',
        'ind.name_en as industry_en',
        'ind.name_th as industry_th',
        'occ.name_en as occupation_en',
        'occ.name_th as occupation_th',
        'wh.company_name',
        'wh.job_detail',
        'wh.annual_salary',
        'wh.min_salary',
        'wh.max_salary',
        'wh.is_current',
        'wh.start_date',
        'wh.end_date',
        'wh.employment_type',
        'wh.created_at',
        'wh.updated_at',
      ])
      .where('wh.candidate_id', '=', candidateId)
      .orderBy('wh.id')
      .execute(),
    db
      .selectFrom('candidate_job_preferences')
      .select([
        'id',
        'candidate_id',
        'desired_annual_salary',
        'is_open_to_any_industry',
        'is_open_to_any_location',
        'job_search_status',
        'relocation_preference',
        'created_at',
        'updated_at',
      ])
      .where('candidate_id', '=', candidateId)
      .executeTakeFirst(),
  ]);
  const preferences = await db
    .selectFrom('candidate_preferences as cp')
    .leftJoin('industries as ind', (join) =>
      join.onRef('ind.id', '=', 'cp.entity_id').on('cp.entity_type', '=', 'INDUSTRY'),
    )
    .leftJoin('occupations as occ', (join) =>
      join.onRef('occ.id', '=', 'cp.entity_id').on('cp.entity_type', '=', 'OCCUPATION'),
    )
    .leftJoin('provinces as pro', (join) =>
      join.onRef('pro.id', '=', 'cp.entity_id').on('cp.entity_type', '=', 'PROVINCE'),
    )
    .select([
      'cp.id',
      'cp.candidate_id',
      'cp.entity_type',
      'cp.entity_id',
      (eb) => eb.fn.coalesce('ind.name_en', 'occ.name_en', 'pro.name_en').as('name_en'),
      (eb) => eb.fn.coalesce('ind.name_th', 'occ.name_th', 'pro.name_th').as('name_th'),
    ])
    .where('cp.candidate_id', '=', candidateId)
    .orderBy('cp.entity_type')
    .orderBy('cp.id')
    .execute();

  return {
    educations: educations.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      level: row.level,
      status: row.status,
      institution: row.institution,
      fieldOfStudy: row.field_of_study,
      startDate: row.start_date,
      endDate: row.end_date,
      ...timestamps(row),
    })),
    languageSkills: languageSkills.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      languageId: row.language_id,
      language: { id: row.language_id, code: row.code, localized: names(row.name_en, row.name_th) },
      communication: row.communication,
      reading: row.reading,
      writing: row.writing,
      certifications: certifications
        .filter((certification) => certification.language_skill_id === row.id)
        .map((certification) => ({
          id: certification.id,
          certificationId: certification.certification_id,
          languageSkillId: certification.language_skill_id,
          name: certification.name,
          score: certification.score,
          ...timestamps(certification),
        })),
      ...timestamps(row),
    })),
    skills: skills.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      name: row.name,
      type: row.type,
      yearOfExperience: row.year_of_experience,
      ...timestamps(row),
    })),
    qualifications: qualifications.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      name: row.name,
      acquiredOn: row.acquired_on,
      ...timestamps(row),
    })),
    experiences: experiences.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      experienceType: row.experience_type,
      entityId: row.entity_id,
      entity: reference(row.entity_id, row.name_en, row.name_th),
      yearOfExperience: row.year_of_experience,
      ...timestamps(row),
    })),
    workHistories: workHistories.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      industryId: row.industry_id,
      occupationId: row.occupation_id,
      industry: { id: row.industry_id, localized: names(row.industry_en, row.industry_th) },
      occupation: { id: row.occupation_id, localized: names(row.occupation_en, row.occupation_th) },
      companyName: row.company_name,
      jobDetail: row.job_detail,
      annualSalary: row.annual_salary,
      minSalary: row.min_salary,
      maxSalary: row.max_salary,
      isCurrent: row.is_current,
      startDate: row.start_date,
      endDate: row.end_date,
      employmentType: row.employment_type,
      ...timestamps(row),
    })),
    jobPreferences: jobPreferences
      ? {
          id: jobPreferences.id,
          candidateId: jobPreferences.candidate_id,
          desiredAnnualSalary: jobPreferences.desired_annual_salary,
          isOpenToAnyIndustry: jobPreferences.is_open_to_any_industry,
          isOpenToAnyLocation: jobPreferences.is_open_to_any_location,
          jobSearchStatus: jobPreferences.job_search_status,
          relocationPreference: jobPreferences.relocation_preference,
          ...timestamps(jobPreferences),
        }
      : null,
    /** The industries, provinces and occupations the candidate would like, by kind, in the order written. */
    preferences: preferences.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      entityType: row.entity_type,
      entityId: row.entity_id,
      entity: reference(row.entity_id, row.name_en, row.name_th),
    })),
  };
}

/** An entity that is gone still shows its id: the candidate's own profile always names one. */
const named = (id: string, entity: NamedReference | null): NamedReference =>
  entity ?? { id, localized: names(null, null) };

type OwnLists = Pick<
  CandidateProfile,
  'educations' | 'languageSkills' | 'qualifications' | 'skills' | 'experiences' | 'workHistories' | 'jobPreferences'
>;

/** The candidate's own profile: every list as written, with the row ids it needs to edit them. */
export function toOwnProfileLists(lists: CandidateLists): OwnLists {
  const { jobPreferences } = lists;
  const ofType = (type: EntityType) =>
    lists.preferences
      .filter((preference) => preference.entityType === type)
      .map((preference) => ({ ...preference, entity: named(preference.entityId, preference.entity) }));
  return {
    educations: lists.educations,
    languageSkills: lists.languageSkills.map(({ language: { code: _code, ...language }, ...skill }) => ({
      ...skill,
      language,
    })),
    qualifications: lists.qualifications,
    skills: lists.skills,
    experiences: lists.experiences.map((experience) => ({
      ...experience,
      entity: named(experience.entityId, experience.entity),
    })),
    workHistories: lists.workHistories,
    jobPreferences: jobPreferences && {
      ...jobPreferences,
      industries: ofType('INDUSTRY'),
      locations: ofType('PROVINCE'),
      occupations: ofType('OCCUPATION'),
    },
  };
}

type EmployerLists = Pick<
  ScoutedCandidate,
  | 'educations'
  | 'languageSkills'
  | 'skills'
  | 'qualifications'
  | 'experiences'
  | 'workHistories'
  | 'jobPreferences'
  | 'preferences'
>;

/**
 * An employer's view: no row points back at the candidate, and the companies the candidate worked
 * for are left out when they asked to hide them.
 */
export function toEmployerViewLists(
  lists: CandidateLists,
  { hideCompanyName }: { hideCompanyName: boolean },
): EmployerLists {
  return {
    educations: lists.educations.map(({ candidateId: _, ...education }) => education),
    languageSkills: lists.languageSkills.map(({ candidateId: _, certifications, ...skill }) => ({
      ...skill,
      certifications: certifications.map(({ id, certificationId, name, score }) => ({
        id,
        certificationId,
        name,
        score,
      })),
    })),
    skills: lists.skills.map(({ candidateId: _, ...skill }) => skill),
    qualifications: lists.qualifications.map(({ candidateId: _, ...qualification }) => qualification),
    experiences: lists.experiences.map(({ candidateId: _, ...experience }) => experience),
    workHistories: lists.workHistories.map(({ candidateId: _, companyName, ...work }) => ({
      ...work,
      companyName: hideCompanyName ? null : companyName,
    })),
    jobPreferences: lists.jobPreferences && {
      desiredAnnualSalary: lists.jobPreferences.desiredAnnualSalary,
      isOpenToAnyIndustry: lists.jobPreferences.isOpenToAnyIndustry,
      isOpenToAnyLocation: lists.jobPreferences.isOpenToAnyLocation,
      jobSearchStatus: lists.jobPreferences.jobSearchStatus,
      relocationPreference: lists.jobPreferences.relocationPreference,
    },
    preferences: lists.preferences.map(({ entityType, entityId, entity }) => ({ entityType, entityId, entity })),
  };
}
