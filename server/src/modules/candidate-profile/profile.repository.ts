import { randomUUID } from 'node:crypto';
import type {
  CandidateExperienceInput,
  CandidateJobPreferencesUpdateBody,
  CandidateProfile,
  CandidateWorkHistoryInput,
  EducationLevel,
  EmploymentStatus,
  EntityType,
  Gender,
  GraduationStatus,
  JobChangeCount,
  Proficiency,
  SkillType,
} from '@jobmatch/contract';
import type { Insertable, Kysely } from 'kysely';
import type { CandidateSkillTable, Database } from '../../db/schema.ts';
import { refreshCandidateSearchDocument } from '../../db/search-documents.ts';

const iso = (date: Date) => date.toISOString();
const names = (en: string | null, th: string | null) => ({ en: en ?? '', th: th ?? '' });

/**
 * Ids for the rows of a list, in ascending order: ordering by id then reads the list back in the
 * order the candidate wrote it (PostgreSQL compares uuids byte-wise, as their hex text sorts).
 */
export function orderedIds(count: number): string[] {
  return Array.from({ length: count }, () => randomUUID()).sort();
}

/** Reference tables whose ids the profile points at. */
export type ReferenceTable = 'industries' | 'occupations' | 'languages' | 'provinces' | 'districts';

/** The candidate's lists, each written whole: one row a list item, ordered by id. */
type ListTable =
  | 'candidate_educations'
  | 'candidate_language_skills'
  | 'candidate_skills'
  | 'candidate_qualifications'
  | 'candidate_experiences'
  | 'candidate_work_histories';

export type EducationInput = {
  status: GraduationStatus;
  fieldOfStudy: string;
  institution: string;
  startDate: string;
  endDate?: string | null;
  level: EducationLevel;
};
export type LanguageSkillInput = {
  languageId: string;
  communication: Proficiency;
  reading: Proficiency;
  writing: Proficiency;
  certifications: { certificationId: string; score?: string | null }[];
};
export type SkillInput = { name: string; type: SkillType; yearOfExperience?: number | null };
export type QualificationInput = { name: string; acquiredOn?: string | null };

export type CandidateColumns = {
  districtId?: string | null;
  address?: string | null;
  phoneNumber?: string | null;
  postalCode?: string | null;
  selfIntroduction?: string | null;
  dateOfBirth?: string | null;
  gender?: Gender | null;
  employmentStatus?: EmploymentStatus;
  jobChangeCount?: JobChangeCount;
  hasManagementExperience?: boolean;
  hideCompanyName?: boolean;
  openToCompanyOffer?: boolean;
  openToDirectMessage?: boolean;
  subscribedToNewsletter?: boolean;
};

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

/** The candidate's own profile: its rows, read back as docs/domain.md's candidate profile. */
export function createProfileRepository(db: Kysely<Database>) {
  async function personalRow(candidateId: string) {
    return db
      .selectFrom('candidates as ca')
      .innerJoin('users as u', 'u.id', 'ca.user_id')
      .leftJoin('districts as dis', 'dis.id', 'ca.district_id')
      .leftJoin('provinces as pro', 'pro.id', 'dis.province_id')
      .select([
        'ca.id',
        'ca.user_id',
        'ca.user_no',
        'ca.date_of_birth',
        'u.email',
        'u.first_name',
        'u.last_name',
        'ca.gender',
        'ca.phone_number',
        'ca.self_introduction',
        'ca.district_id',
        'ca.address',
        'ca.postal_code',
        'dis.name_en as district_name_en',
        'dis.name_th as district_name_th',
        'pro.id as province_id',
        'pro.name_en as province_name_en',
        'pro.name_th as province_name_th',
        'pro.region',
        'ca.employment_status',
        'ca.job_change_count',
        'ca.has_management_experience',
        'ca.hide_company_name',
        'ca.created_at',
        'ca.updated_at',
      ])
      .where('ca.id', '=', candidateId)
      .where('ca.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /**
   * Replaces the candidate's rows of a list with `rows` (every list is written whole): deletes the
   * old rows, inserts the new ones with ids in list order, and answers those ids.
   */
  async function replaceList<T extends ListTable>(
    table: T,
    candidateId: string,
    rows: readonly Omit<Insertable<Database[T]>, 'id' | 'candidate_id'>[],
  ): Promise<string[]> {
    // One table stands for all of them: each has the id and candidate_id columns this touches.
    const lists = db as unknown as Kysely<Pick<Database, 'candidate_skills'>>;
    await lists
      .deleteFrom(table as 'candidate_skills')
      .where('candidate_id', '=', candidateId)
      .execute();
    if (rows.length === 0) return [];
    const ids = orderedIds(rows.length);
    const values = rows.map((row, index) => ({ ...row, id: ids[index] as string, candidate_id: candidateId }));
    await lists
      .insertInto(table as 'candidate_skills')
      .values(values as unknown as Insertable<CandidateSkillTable>[])
      .execute();
    return ids;
  }

  async function educations(candidateId: string): Promise<CandidateProfile['educations']> {
    const rows = await db
      .selectFrom('candidate_educations')
      .select([
        'id',
        'candidate_id',
        'status',
        'field_of_study',
        'institution',
        'start_date',
        'end_date',
        'level',
        'created_at',
        'updated_at',
      ])
      .where('candidate_id', '=', candidateId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      status: row.status,
      fieldOfStudy: row.field_of_study,
      institution: row.institution,
      startDate: row.start_date,
      endDate: row.end_date,
      level: row.level,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
  }

  async function languageSkills(candidateId: string): Promise<CandidateProfile['languageSkills']> {
    const skills = await db
      .selectFrom('candidate_language_skills as ls')
      .innerJoin('languages as lang', 'lang.id', 'ls.language_id')
      .select([
        'ls.id',
        'ls.candidate_id',
        'ls.language_id',
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
      .execute();
    const certifications = await db
      .selectFrom('candidate_language_certifications as lc')
      .innerJoin('candidate_language_skills as ls', 'ls.id', 'lc.language_skill_id')
      .innerJoin('language_certifications as cert', 'cert.id', 'lc.certification_id')
      .select([
        'lc.id',
        'lc.certification_id',
        'lc.language_skill_id',
        'cert.name',
        'lc.score',
        'lc.created_at',
        'lc.updated_at',
      ])
      .where('ls.candidate_id', '=', candidateId)
      .orderBy('lc.id')
      .execute();
    return skills.map((skill) => ({
      id: skill.id,
      candidateId: skill.candidate_id,
      languageId: skill.language_id,
      language: { id: skill.language_id, localized: names(skill.name_en, skill.name_th) },
      communication: skill.communication,
      reading: skill.reading,
      writing: skill.writing,
      certifications: certifications
        .filter((cert) => cert.language_skill_id === skill.id)
        .map((cert) => ({
          id: cert.id,
          certificationId: cert.certification_id,
          languageSkillId: cert.language_skill_id,
          name: cert.name,
          score: cert.score,
          createdAt: iso(cert.created_at),
          updatedAt: iso(cert.updated_at),
        })),
      createdAt: iso(skill.created_at),
      updatedAt: iso(skill.updated_at),
    }));
  }

  async function qualifications(candidateId: string): Promise<CandidateProfile['qualifications']> {
    const rows = await db
      .selectFrom('candidate_qualifications')
      .select(['id', 'candidate_id', 'name', 'acquired_on', 'created_at', 'updated_at'])
      .where('candidate_id', '=', candidateId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      name: row.name,
      acquiredOn: row.acquired_on,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
  }

  async function skills(candidateId: string): Promise<CandidateProfile['skills']> {
    const rows = await db
      .selectFrom('candidate_skills')
      .select(['id', 'candidate_id', 'name', 'type', 'year_of_experience', 'created_at', 'updated_at'])
      .where('candidate_id', '=', candidateId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      name: row.name,
      yearOfExperience: row.year_of_experience,
      type: row.type,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
  }

  async function experiences(candidateId: string): Promise<CandidateProfile['experiences']> {
    const rows = await db
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
        'ce.entity_id',
        'ce.experience_type',
        'ce.year_of_experience',
        'ce.created_at',
        'ce.updated_at',
        'ind.name_en as industry_en',
        'ind.name_th as industry_th',
        'occ.name_en as occupation_en',
        'occ.name_th as occupation_th',
      ])
      .where('ce.candidate_id', '=', candidateId)
      .orderBy('ce.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      entityId: row.entity_id,
      entity: {
        id: row.entity_id,
        localized:
          row.experience_type === 'INDUSTRY'
            ? names(row.industry_en, row.industry_th)
            : names(row.occupation_en, row.occupation_th),
      },
      yearOfExperience: row.year_of_experience,
      experienceType: row.experience_type,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
  }

  async function workHistories(candidateId: string): Promise<CandidateProfile['workHistories']> {
    const rows = await db
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
        'wh.max_salary',
        'wh.min_salary',
        'wh.is_current',
        'wh.start_date',
        'wh.end_date',
        'wh.employment_type',
        'wh.created_at',
        'wh.updated_at',
      ])
      .where('wh.candidate_id', '=', candidateId)
      .orderBy('wh.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      candidateId: row.candidate_id,
      industryId: row.industry_id,
      occupationId: row.occupation_id,
      industry: { id: row.industry_id, localized: names(row.industry_en, row.industry_th) },
      occupation: { id: row.occupation_id, localized: names(row.occupation_en, row.occupation_th) },
      companyName: row.company_name,
      jobDetail: row.job_detail,
      annualSalary: row.annual_salary,
      maxSalary: row.max_salary,
      minSalary: row.min_salary,
      isCurrent: row.is_current,
      startDate: row.start_date,
      endDate: row.end_date,
      employmentType: row.employment_type,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
  }

  async function jobPreferences(candidateId: string): Promise<CandidateProfile['jobPreferences']> {
    const row = await db
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
      .executeTakeFirst();
    if (!row) return null;
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
        'cp.entity_id',
        'cp.entity_type',
        (eb) => eb.fn.coalesce('ind.name_en', 'occ.name_en', 'pro.name_en').as('name_en'),
        (eb) => eb.fn.coalesce('ind.name_th', 'occ.name_th', 'pro.name_th').as('name_th'),
      ])
      .where('cp.candidate_id', '=', candidateId)
      .orderBy('cp.id')
      .execute();
    const ofType = (type: EntityType) =>
      preferences
        .filter((preference) => preference.entity_type === type)
        .map((preference) => ({
          id: preference.id,
          candidateId: preference.candidate_id,
          entityId: preference.entity_id,
          entityType: preference.entity_type,
          entity: { id: preference.entity_id, localized: names(preference.name_en, preference.name_th) },
        }));
    return {
      id: row.id,
      candidateId: row.candidate_id,
      desiredAnnualSalary: row.desired_annual_salary,
      isOpenToAnyIndustry: row.is_open_to_any_industry,
      isOpenToAnyLocation: row.is_open_to_any_location,
      jobSearchStatus: row.job_search_status,
      relocationPreference: row.relocation_preference,
      industries: ofType('INDUSTRY'),
      locations: ofType('PROVINCE'),
      occupations: ofType('OCCUPATION'),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    };
  }

  return {
    /** The whole profile, or undefined for an unknown or deleted candidate. */
    async profile(candidateId: string): Promise<CandidateProfile | undefined> {
      const row = await personalRow(candidateId);
      if (!row) return undefined;
      return {
        personal: {
          id: row.id,
          userNo: row.user_no,
          dateOfBirth: row.date_of_birth,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          gender: row.gender,
          phoneNumber: row.phone_number,
          selfIntroduction: row.self_introduction,
        },
        address: {
          districtId: row.district_id,
          provinceId: row.province_id,
          address: row.address,
          postalCode: row.postal_code,
          district: row.district_id ? names(row.district_name_en, row.district_name_th) : null,
          province: row.province_id ? names(row.province_name_en, row.province_name_th) : null,
          region: row.region,
        },
        career: {
          employmentStatus: row.employment_status,
          jobChangeCount: row.job_change_count,
          hasManagementExperience: row.has_management_experience,
          hideCompanyName: row.hide_company_name,
        },
        educations: await educations(candidateId),
        languageSkills: await languageSkills(candidateId),
        qualifications: await qualifications(candidateId),
        skills: await skills(candidateId),
        experiences: await experiences(candidateId),
        workHistories: await workHistories(candidateId),
        jobPreferences: await jobPreferences(candidateId),
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      };
    },

    /** The account behind a live candidate, locked until the transaction ends. */
    account(candidateId: string) {
      return db
        .selectFrom('candidates as ca')
        .innerJoin('users as u', 'u.id', 'ca.user_id')
        .select(['ca.id as candidateId', 'u.id as userId', 'u.email'])
        .where('ca.id', '=', candidateId)
        .where('ca.deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Of `ids`, those that exist in `table`. */
    async existingIds(table: ReferenceTable, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await (db as Kysely<Pick<Database, ReferenceTable>>)
        .selectFrom(table as 'industries')
        .select('id')
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /** The language each of these certifications belongs to. */
    async certificationLanguages(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('language_certifications')
        .select(['id', 'language_id'])
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row.language_id]));
    },

    async updateCandidate(candidateId: string, columns: CandidateColumns, at: Date): Promise<void> {
      await db
        .updateTable('candidates')
        .set({
          district_id: columns.districtId,
          address: columns.address,
          phone_number: columns.phoneNumber,
          postal_code: columns.postalCode,
          self_introduction: columns.selfIntroduction,
          date_of_birth: columns.dateOfBirth,
          gender: columns.gender,
          employment_status: columns.employmentStatus,
          job_change_count: columns.jobChangeCount,
          has_management_experience: columns.hasManagementExperience,
          hide_company_name: columns.hideCompanyName,
          open_to_company_offer: columns.openToCompanyOffer,
          open_to_direct_message: columns.openToDirectMessage,
          subscribed_to_newsletter: columns.subscribedToNewsletter,
          updated_at: at,
        })
        .where('id', '=', candidateId)
        .execute();
    },

    async updateUser(
      userId: string,
      columns: { email?: string; firstName?: string; lastName?: string; locale?: 'en' | 'th' },
      at: Date,
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          email: columns.email,
          first_name: columns.firstName,
          last_name: columns.lastName,
          locale: columns.locale,
          updated_at: at,
        })
        .where('id', '=', userId)
        .execute();
    },

    async replaceEducations(candidateId: string, items: readonly EducationInput[]): Promise<void> {
      await replaceList(
        'candidate_educations',
        candidateId,
        items.map((item, index) => ({
          status: item.status,
          field_of_study: item.fieldOfStudy,
          institution: item.institution,
          start_date: item.startDate,
          end_date: item.endDate ?? null,
          level: item.level,
          sort_order: index,
        })),
      );
    },

    async replaceLanguageSkills(candidateId: string, items: readonly LanguageSkillInput[]): Promise<void> {
      // Their certifications go with them (ON DELETE CASCADE).
      const ids = await replaceList(
        'candidate_language_skills',
        candidateId,
        items.map((item) => ({
          language_id: item.languageId,
          communication: item.communication,
          reading: item.reading,
          writing: item.writing,
        })),
      );
      const certifications = items.flatMap((item, index) => {
        const certificationIds = orderedIds(item.certifications.length);
        return item.certifications.map((certification, position) => ({
          id: certificationIds[position] as string,
          language_skill_id: ids[index] as string,
          certification_id: certification.certificationId,
          score: certification.score ?? null,
        }));
      });
      if (certifications.length > 0) {
        await db.insertInto('candidate_language_certifications').values(certifications).execute();
      }
    },

    async replaceSkills(candidateId: string, items: readonly SkillInput[]): Promise<void> {
      await replaceList(
        'candidate_skills',
        candidateId,
        items.map((item) => ({ name: item.name, type: item.type, year_of_experience: item.yearOfExperience ?? null })),
      );
    },

    async replaceQualifications(candidateId: string, items: readonly QualificationInput[]): Promise<void> {
      await replaceList(
        'candidate_qualifications',
        candidateId,
        items.map((item) => ({ name: item.name, acquired_on: item.acquiredOn ?? null })),
      );
    },

    async replaceExperiences(candidateId: string, items: readonly CandidateExperienceInput[]): Promise<void> {
      await replaceList(
        'candidate_experiences',
        candidateId,
        items.map((item) => ({
          experience_type: item.experienceType,
          entity_id: item.entityId,
          year_of_experience: item.yearOfExperience ?? null,
        })),
      );
    },

    async replaceWorkHistories(candidateId: string, items: readonly CandidateWorkHistoryInput[]): Promise<void> {
      await replaceList(
        'candidate_work_histories',
        candidateId,
        items.map((item) => ({
          industry_id: item.industryId,
          occupation_id: item.occupationId,
          company_name: item.companyName,
          job_detail: item.jobDetail ?? null,
          annual_salary: item.annualSalary ?? null,
          min_salary: item.minSalary ?? null,
          max_salary: item.maxSalary ?? null,
          is_current: item.isCurrent,
          start_date: item.startDate,
          end_date: item.endDate ?? null,
          employment_type: item.employmentType,
        })),
      );
    },

    /** Creates the candidate's job preferences row or changes the fields given. */
    async upsertJobPreferences(
      candidateId: string,
      input: Omit<CandidateJobPreferencesUpdateBody, 'industryIds' | 'locationIds' | 'occupationIds'>,
      at: Date,
    ): Promise<void> {
      const columns = {
        desired_annual_salary: input.desiredAnnualSalary,
        is_open_to_any_industry: input.isOpenToAnyIndustry,
        is_open_to_any_location: input.isOpenToAnyLocation,
        job_search_status: input.jobSearchStatus,
        relocation_preference: input.relocationPreference,
      };
      await db
        .insertInto('candidate_job_preferences')
        .values({
          id: randomUUID(),
          candidate_id: candidateId,
          ...columns,
          desired_annual_salary: columns.desired_annual_salary ?? null,
        })
        .onConflict((conflict) => conflict.column('candidate_id').doUpdateSet({ ...columns, updated_at: at }))
        .execute();
    },

    async replacePreferences(candidateId: string, entityType: EntityType, entityIds: readonly string[]): Promise<void> {
      await db
        .deleteFrom('candidate_preferences')
        .where('candidate_id', '=', candidateId)
        .where('entity_type', '=', entityType)
        .execute();
      if (entityIds.length === 0) return;
      const ids = orderedIds(entityIds.length);
      await db
        .insertInto('candidate_preferences')
        .values(
          entityIds.map((entityId, index) => ({
            id: ids[index] as string,
            candidate_id: candidateId,
            entity_type: entityType,
            entity_id: entityId,
          })),
        )
        .execute();
    },

    /**
     * Recomputes the candidate's Thai-aware search document (the employer side's keyword search)
     * from its texts and the names of what it refers to (db/search-documents.ts). Call it in the
     * transaction of every profile change.
     */
    refreshSearchDocument(candidateId: string): Promise<void> {
      return refreshCandidateSearchDocument(db, candidateId);
    },
  };
}
