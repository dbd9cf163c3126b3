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
import { iso, names } from '../../db/row-values.ts';
import type { CandidateSkillTable, Database } from '../../db/schema.ts';
import { refreshCandidateSearchRows } from '../../db/search-documents.ts';
import { readCandidateLists, toOwnProfileLists } from './candidate-reader.repository.ts';

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

export type CandidateProfileRepository = ReturnType<typeof createCandidateProfileRepository>;

/** The candidate's own profile: its rows, read back as docs/domain.md's candidate profile. */
export function createCandidateProfileRepository(db: Kysely<Database>) {
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
        ...toOwnProfileLists(await readCandidateLists(db, candidateId)),
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
     * Marks the profile changed at `at` and recomputes what the employer's candidate search reads
     * from the candidate's row: the Thai-aware search document (db/search-documents.ts) and the
     * copied filter columns (db/candidate-search-filters.ts), all in one UPDATE. Call it in the
     * transaction of every profile change.
     */
    async refreshSearchRow(candidateId: string, at: Date): Promise<void> {
      await refreshCandidateSearchRows(db, [candidateId], at);
    },
  };
}
