import { randomUUID } from 'node:crypto';
import {
  type CreateRecruitmentBody,
  message,
  type PaginationQuery,
  type Recruitment,
  type RecruitmentStatus,
  type UpdateRecruitmentBody,
} from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { changesNothing } from '../../lib/patch.ts';
import type { EmployerPrincipal } from '../identity/principal.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import {
  type CompanyRecruitmentsRepository,
  createCompanyRecruitmentsRepository,
} from './company-recruitments.repository.ts';

/**
 * Where a recruitment may go from each status (the contract's update route describes the same);
 * staying where it is is always allowed. Reopening (CLOSED → ACTIVE) also needs a new expiry.
 */
const NEXT_STATUSES: Record<RecruitmentStatus, readonly RecruitmentStatus[]> = {
  DRAFT: ['ACTIVE', 'CLOSED'],
  ACTIVE: ['PAUSED', 'CLOSED'],
  PAUSED: ['ACTIVE', 'CLOSED'],
  CLOSED: ['ACTIVE'],
};

export function canChangeStatus(from: RecruitmentStatus, to: RecruitmentStatus): boolean {
  return from === to || NEXT_STATUSES[from].includes(to);
}

const REFERENCE_MESSAGES = {
  industryId: 'unknownIndustry',
  occupationId: 'unknownOccupation',
  districtId: 'unknownDistrict',
} as const;

/** Referenced ids must exist: 400 UNKNOWN_REFERENCE naming each field, never a foreign-key 500. */
async function checkReferences(
  repository: CompanyRecruitmentsRepository,
  ids: { industryId?: string; occupationId?: string; districtId?: string | null },
) {
  const missing = await repository.missingReferences(ids);
  if (missing.length === 0) return;
  throw new AppError('UNKNOWN_REFERENCE', 'errorUnknownReference', {
    details: missing.map((field) => ({
      path: `body.${field}`,
      message: message(REFERENCE_MESSAGES[field]),
      code: 'unknown_reference',
    })),
  });
}

/** A closed recruitment reopens for a new period only: the same change must set an expiry in the future. */
function checkReopening(expiredAt: string | null | undefined, now: Date) {
  if (expiredAt === undefined || expiredAt === null) throw invalidField('body.expiredAt', 'reopenExpiryRequired');
  if (Date.parse(expiredAt) <= now.getTime()) throw invalidField('body.expiredAt', 'expiresAtInPast');
}

function checkSalaryRange(min: number | null | undefined, max: number | null | undefined) {
  if (typeof min === 'number' && typeof max === 'number' && min > max) {
    throw invalidField('body.estimatedSalaryMax', 'rangeOrder');
  }
}

export type CompanyRecruitmentsService = ReturnType<typeof createCompanyRecruitmentsService>;

export function createCompanyRecruitmentsService({
  db,
  reference,
}: {
  db: Kysely<Database>;
  reference: ReferenceService;
}) {
  const repository = createCompanyRecruitmentsRepository(db, reference.lookup);

  async function recruitmentOf(employer: EmployerPrincipal, id: string): Promise<Recruitment> {
    const recruitment = await repository.findById(employer.companyId, id);
    if (!recruitment) throw notFound('recruitmentId', id);
    return recruitment;
  }

  return {
    async create(employer: EmployerPrincipal, body: CreateRecruitmentBody): Promise<Recruitment> {
      const { status, ...content } = body;
      return db.transaction().execute(async (trx) => {
        const recruitments = createCompanyRecruitmentsRepository(trx, reference.lookup);
        await checkReferences(recruitments, content);
        const id = randomUUID();
        await recruitments.insert({
          id,
          companyId: employer.companyId,
          postedById: employer.recruiterId,
          status,
          postedAt: status === 'ACTIVE' ? new Date() : null,
          content,
        });
        await recruitments.refreshSearchDocument(id);
        const created = await recruitments.findById(employer.companyId, id);
        if (!created) throw notFound('recruitmentId', id);
        return created;
      });
    },

    list(employer: EmployerPrincipal, query: PaginationQuery & { search?: string; status?: RecruitmentStatus }) {
      const { page, pageSize, ...filter } = query;
      return repository.list(employer.companyId, filter, { page, pageSize });
    },

    get: recruitmentOf,

    /**
     * Content and status in one change: the first ACTIVE sets postedAt, CLOSED sets closedAt and
     * reopening clears it.
     */
    async update(employer: EmployerPrincipal, id: string, body: UpdateRecruitmentBody): Promise<Recruitment> {
      if (changesNothing(body)) return recruitmentOf(employer, id);
      const { status, ...content } = body;
      return db.transaction().execute(async (trx) => {
        const recruitments = createCompanyRecruitmentsRepository(trx, reference.lookup);
        const current = await recruitments.lockState(employer.companyId, id);
        if (!current) throw notFound('recruitmentId', id);
        if (status && !canChangeStatus(current.status, status)) {
          throw new AppError('INVALID_STATUS_TRANSITION', 'errorInvalidStatusTransition', {
            params: {
              from: { message: `recruitmentStatus${current.status}` },
              to: { message: `recruitmentStatus${status}` },
            },
            details: [{ path: 'body.status', message: `${current.status} → ${status}`, code: 'invalid_transition' }],
          });
        }
        const now = new Date();
        const reopens = current.status === 'CLOSED' && status === 'ACTIVE';
        if (reopens) checkReopening(content.expiredAt, now);
        checkSalaryRange(
          content.estimatedSalaryMin === undefined ? current.estimatedSalaryMin : content.estimatedSalaryMin,
          content.estimatedSalaryMax === undefined ? current.estimatedSalaryMax : content.estimatedSalaryMax,
        );
        await checkReferences(recruitments, content);
        const changesStatus = status !== undefined && status !== current.status;
        await recruitments.update(
          employer.companyId,
          id,
          {
            content,
            status: changesStatus ? status : undefined,
            postedAt: changesStatus && status === 'ACTIVE' && !current.postedAt ? now : undefined,
            closedAt: changesStatus && status === 'CLOSED' ? now : reopens ? null : undefined,
          },
          now,
        );
        await recruitments.refreshSearchDocument(id);
        const updated = await recruitments.findById(employer.companyId, id);
        if (!updated) throw notFound('recruitmentId', id);
        return updated;
      });
    },
  };
}
