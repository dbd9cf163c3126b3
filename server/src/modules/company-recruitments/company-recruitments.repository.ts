import type {
  CreateRecruitmentBody,
  PaginationQuery,
  Recruitment,
  RecruitmentListItem,
  RecruitmentStats,
  RecruitmentStatus,
  UpdateRecruitmentBody,
} from '@jobmatch/contract';
import { type Kysely, type SqlBool, sql, type Updateable } from 'kysely';
import { type Page, preparedList } from '../../db/paging.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database, JobPostingTable } from '../../db/schema.ts';
import { type KeywordShape, type KeywordValues, keywordMatch, keywordTerms } from '../../db/search.ts';
import { refreshPostingSearchDocuments } from '../../db/search-documents.ts';
import { jobPostingSelect, referenceIdsOf, toRecruitment } from '../job-postings/job-postings.repository.ts';
import type { ReferenceLookupSource } from '../reference/reference-lookup.ts';

/** The content of a create or update body, without the status (which the service decides). */
export type RecruitmentContent = Omit<UpdateRecruitmentBody, 'status'>;

export type RecruitmentState = {
  status: RecruitmentStatus;
  postedAt: Date | null;
  estimatedSalaryMin: number | null;
  estimatedSalaryMax: number | null;
};

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** Body fields → job_postings columns; absent fields stay absent (a PATCH leaves them as they are). */
function contentColumns(content: RecruitmentContent): Updateable<JobPostingTable> {
  const columns: Updateable<JobPostingTable> = {
    title: content.title,
    description: content.description,
    employment_type: content.employmentStatus,
    industry_id: content.industryId,
    occupation_id: content.occupationId,
    district_id: content.districtId,
    summary: blankToNull(content.summary),
    highlight: blankToNull(content.highlight),
    memo: blankToNull(content.memo),
    education_level: content.educationLevel,
    salary_expectation: content.salaryExpectation,
    estimated_salary_min: content.estimatedSalaryMin,
    estimated_salary_max: content.estimatedSalaryMax,
    expired_at: content.expiredAt === undefined ? undefined : content.expiredAt ? new Date(content.expiredAt) : null,
    access_info: blankToNull(content.accessInfo),
    application_instructions: blankToNull(content.applicationInstructions),
    bonus_policy: blankToNull(content.bonusPolicy),
    contact_info: blankToNull(content.contactInfo),
    cover_image: blankToNull(content.coverImage),
    employee_benefits: blankToNull(content.employeeBenefits),
    leave_policy: blankToNull(content.leavePolicy),
    location_detail: blankToNull(content.locationDetail),
    probation_period: blankToNull(content.probationPeriod),
    qualification: blankToNull(content.qualification),
    salary_increase_policy: blankToNull(content.salaryIncreasePolicy),
    special_description: blankToNull(content.specialDescription),
    special_image: blankToNull(content.specialImage),
    special_topic: blankToNull(content.specialTopic),
    work_hours: blankToNull(content.workHours),
    company_search_keywords: content.companySearchKeyword,
    images: content.images,
    salary_examples: content.salaryExamples && JSON.stringify(content.salaryExamples),
    testimonials: content.testimonials && JSON.stringify(content.testimonials),
    application_steps: content.applicationSteps && JSON.stringify(content.applicationSteps),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

const ZERO_STATS: RecruitmentStats = { sent: 0, opened: 0, viewed: 0, applications: 0, interested: 0 };

/** The counts behind each posting's stats (docs/domain.md "Recruitment stats"). */
const statsRows = preparedQuery(
  (db, { ids }: { ids: string[] }) => {
    const ofPostings = sql<SqlBool>`job_posting_id = any(${ids}::uuid[])`;
    const offers = db
      .selectFrom('job_offers')
      .select([
        'job_posting_id',
        sql<number>`count(*) filter (where sent_at is not null)`.as('sent'),
        sql<number>`count(*) filter (where opened_at is not null)`.as('opened'),
        sql<number>`count(*) filter (where status = 'ACCEPTED')`.as('interested'),
      ])
      .where(ofPostings)
      .groupBy('job_posting_id');
    const views = db
      .selectFrom('job_posting_views')
      .select(['job_posting_id', sql<number>`count(*)`.as('viewed')])
      .where(ofPostings)
      .groupBy('job_posting_id');
    // A withdrawn application is no longer one; the candidate's next one to the job counts instead.
    const applications = db
      .selectFrom('job_applications')
      .select(['job_posting_id', sql<number>`count(*)`.as('applications')])
      .where(ofPostings)
      .where('status', '<>', 'CANCELLED')
      .groupBy('job_posting_id');
    return db
      .selectFrom('job_postings as jp')
      .leftJoin(offers.as('o'), 'o.job_posting_id', 'jp.id')
      .leftJoin(views.as('v'), 'v.job_posting_id', 'jp.id')
      .leftJoin(applications.as('a'), 'a.job_posting_id', 'jp.id')
      .select(['jp.id', 'o.sent', 'o.opened', 'o.interested', 'v.viewed', 'a.applications'])
      .where(sql<SqlBool>`jp.id = any(${ids}::uuid[])`);
  },
  { planOnce: () => true },
);

/** A company's recruitments, the latest changed first; `search` is matched as the job search's keyword is. */
const recruitmentList = preparedList(
  (
    db,
    values: KeywordValues & { companyId: string; status: RecruitmentStatus | null },
    shape: { status: boolean; search: KeywordShape | null },
  ) => {
    const { search } = shape;
    return db
      .selectFrom('job_postings as jp')
      .select(['jp.id', 'jp.title', 'jp.status', 'jp.posted_at', 'jp.closed_at', 'jp.created_at', 'jp.updated_at'])
      .where('jp.company_id', '=', values.companyId)
      .$if(shape.status, (qb) => qb.where('jp.status', '=', values.status as RecruitmentStatus))
      .$if(search !== null, (qb) => qb.where(keywordMatch('jp', search ?? { words: 0, read: 'indexes' }, values)))
      .orderBy('jp.updated_at', 'desc')
      .orderBy('jp.id', 'desc');
  },
  // A search's plan depends on how common its words are.
  { planOnce: (shape) => shape.search === null },
);

export type CompanyRecruitmentsRepository = ReturnType<typeof createCompanyRecruitmentsRepository>;

export function createCompanyRecruitmentsRepository(db: Kysely<Database>, readReference: ReferenceLookupSource) {
  /** docs/domain.md "Recruitment stats" of these postings: one grouped query, not one per posting. */
  async function statsOf(ids: string[]): Promise<Map<string, RecruitmentStats>> {
    if (ids.length === 0) return new Map();
    const rows = await statsRows(db, { ids });
    return new Map(
      rows.map((row) => [
        row.id,
        {
          sent: Number(row.sent ?? 0),
          opened: Number(row.opened ?? 0),
          viewed: Number(row.viewed ?? 0),
          applications: Number(row.applications ?? 0),
          interested: Number(row.interested ?? 0),
        },
      ]),
    );
  }

  return {
    async findById(companyId: string, id: string): Promise<Recruitment | undefined> {
      const row = await jobPostingSelect(db)
        .where('jp.company_id', '=', companyId)
        .where('jp.id', '=', id)
        .executeTakeFirst();
      return row && toRecruitment(row, await readReference(db, referenceIdsOf([row])));
    },

    /** What a status change and a salary check need, locked until the transaction ends. */
    lockState(companyId: string, id: string): Promise<RecruitmentState | undefined> {
      return db
        .selectFrom('job_postings')
        .select([
          'status',
          'posted_at as postedAt',
          'estimated_salary_min as estimatedSalaryMin',
          'estimated_salary_max as estimatedSalaryMax',
        ])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async insert(posting: {
      id: string;
      companyId: string;
      postedById: string;
      status: RecruitmentStatus;
      postedAt: Date | null;
      content: Omit<CreateRecruitmentBody, 'status'>;
    }): Promise<void> {
      const { content } = posting;
      await db
        .insertInto('job_postings')
        .values({
          ...contentColumns(content),
          id: posting.id,
          company_id: posting.companyId,
          posted_by_id: posting.postedById,
          status: posting.status,
          posted_at: posting.postedAt,
          title: content.title,
          description: content.description,
          employment_type: content.employmentStatus,
          industry_id: content.industryId,
          occupation_id: content.occupationId,
        })
        .execute();
    },

    async update(
      companyId: string,
      id: string,
      change: {
        content: RecruitmentContent;
        status?: RecruitmentStatus;
        postedAt?: Date;
        /** A date closes it; null reopens it; undefined leaves it as it is. */
        closedAt?: Date | null;
      },
      at: Date,
    ): Promise<void> {
      await db
        .updateTable('job_postings')
        .set({
          ...contentColumns(change.content),
          ...(change.status ? { status: change.status } : {}),
          ...(change.postedAt ? { posted_at: change.postedAt } : {}),
          ...(change.closedAt !== undefined ? { closed_at: change.closedAt } : {}),
          updated_at: at,
        })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    /** Rewrites the posting's Thai-aware search columns from its texts (candidates' job search reads them). */
    refreshSearchDocument(id: string): Promise<void> {
      return refreshPostingSearchDocuments(db, [id]);
    },

    async list(
      companyId: string,
      filter: { search?: string; status?: RecruitmentStatus },
      page: PaginationQuery,
    ): Promise<Page<RecruitmentListItem>> {
      const search = filter.search ? keywordTerms(filter.search) : null;
      const found = await recruitmentList(db, { ...search?.values, companyId, status: filter.status ?? null }, page, {
        status: filter.status !== undefined,
        search: search?.shape ?? null,
      });
      const stats = await statsOf(found.rows.map((row) => row.id));
      return {
        ...found,
        rows: found.rows.map((row) => ({
          id: row.id,
          title: row.title,
          status: row.status,
          stats: stats.get(row.id) ?? ZERO_STATS,
          postedAt: row.posted_at?.toISOString() ?? null,
          closedAt: row.closed_at?.toISOString() ?? null,
          createdAt: row.created_at.toISOString(),
          updatedAt: row.updated_at.toISOString(),
        })),
      };
    },

    /** Which of these reference ids do not exist (so the body can be refused before a foreign key fails). */
    async missingReferences(ids: {
      industryId?: string;
      occupationId?: string;
      districtId?: string | null;
    }): Promise<Array<'industryId' | 'occupationId' | 'districtId'>> {
      const exists = async (table: 'industries' | 'occupations' | 'districts', id: string | null | undefined) =>
        !id || (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
      const [industry, occupation, district] = await Promise.all([
        exists('industries', ids.industryId),
        exists('occupations', ids.occupationId),
        exists('districts', ids.districtId),
      ]);
      return [
        ...(industry ? [] : (['industryId'] as const)),
        ...(occupation ? [] : (['occupationId'] as const)),
        ...(district ? [] : (['districtId'] as const)),
      ];
    },
  };
}
