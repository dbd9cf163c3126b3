import { randomUUID } from 'node:crypto';
import type { EmploymentType, OfferStatus, RecruitmentStatus } from '@jobmatch/contract';
import { refreshPostingSearchDocuments } from '../src/db/search-documents.ts';
import type { Employer } from './support/factories.ts';
import { DISTRICT, INDUSTRY, OCCUPATION } from './support/reference.ts';
import type { TestApp } from './support/test-app.ts';

/**
 * Rows the candidate-side tests need from the employer side. They are written straight into the
 * database, because the employer routes that create them are built (and changed) elsewhere.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

export type PostingInput = {
  title?: string;
  summary?: string | null;
  description?: string;
  status?: RecruitmentStatus;
  industryId?: string;
  occupationId?: string;
  districtId?: string | null;
  employmentType?: EmploymentType;
  estimatedSalaryMin?: number | null;
  estimatedSalaryMax?: number | null;
  salaryExpectation?: number | null;
  postedAt?: Date | null;
  expiredAt?: Date | null;
  companySearchKeywords?: string[];
};

/** A job posting of `employer`'s company, open (ACTIVE, posted yesterday, no expiry) unless told otherwise. */
export async function createPosting(app: TestApp, employer: Employer, input: PostingInput = {}): Promise<string> {
  const id = randomUUID();
  const title = input.title ?? `Backend engineer ${id.slice(0, 8)}`;
  const summary = input.summary === undefined ? 'Build the platform' : input.summary;
  const description = input.description ?? 'Design and run services.';
  const keywords = input.companySearchKeywords ?? [];
  await app.db
    .insertInto('job_postings')
    .values({
      id,
      company_id: employer.user.companyId,
      posted_by_id: employer.user.recruiterId,
      industry_id: input.industryId ?? INDUSTRY.computerProgramming,
      occupation_id: input.occupationId ?? OCCUPATION.softwareDevelopers,
      district_id: input.districtId === undefined ? DISTRICT.phraNakhon : input.districtId,
      status: input.status ?? 'ACTIVE',
      title,
      summary,
      description,
      employment_type: input.employmentType ?? 'FULL_TIME',
      estimated_salary_min: input.estimatedSalaryMin ?? null,
      estimated_salary_max: input.estimatedSalaryMax ?? null,
      salary_expectation: input.salaryExpectation ?? null,
      posted_at: input.postedAt === undefined ? daysFromNow(-1) : input.postedAt,
      expired_at: input.expiredAt ?? null,
      company_search_keywords: keywords,
      salary_examples: JSON.stringify([{ title: 'Engineer', annualSalary: 900_000 }]),
      testimonials: JSON.stringify([{ quote: 'Great team', role: 'Engineer', tenure: '2 years', title: 'Why I stay' }]),
      application_steps: JSON.stringify([{ title: 'Interview', description: 'One hour, online' }]),
    })
    .execute();
  // The same document the recruitment module writes, so that keyword search can find it.
  await refreshPostingSearchDocuments(app.db, [id]);
  return id;
}

export type OfferInput = {
  status?: OfferStatus;
  sentAt?: Date | null;
  expiresAt?: Date | null;
  title?: string;
};

/**
 * An offer from `employer` to a candidate for a posting, with its LETTER message, in the state
 * the employer's offer routes and the dispatcher leave it (SENT: sent an hour ago, expiring in 30 days).
 */
export async function createOffer(
  app: TestApp,
  employer: Employer,
  candidateId: string,
  jobId: string,
  input: OfferInput = {},
): Promise<string> {
  const id = randomUUID();
  const status = input.status ?? 'SENT';
  const delivered = status !== 'SCHEDULED' && status !== 'CANCELLED';
  const sentAt = input.sentAt === undefined ? (delivered ? new Date(Date.now() - 60 * 60 * 1000) : null) : input.sentAt;
  const title = input.title ?? `Join us ${id.slice(0, 8)}`;
  await app.db
    .insertInto('job_offers')
    .values({
      id,
      company_id: employer.user.companyId,
      candidate_id: candidateId,
      job_posting_id: jobId,
      offer_by_id: employer.user.recruiterId,
      status,
      title,
      introduction: 'Hello from our team',
      content: 'We would like to meet you.',
      policies: ['Remote work', 'Flexible hours'],
      is_casual_interview_ok: true,
      is_premium_offer: false,
      scheduled_at: status === 'SCHEDULED' ? daysFromNow(1) : null,
      sent_at: sentAt,
      expires_at:
        input.expiresAt === undefined ? (sentAt ? new Date(sentAt.getTime() + 30 * DAY_MS) : null) : input.expiresAt,
      cancelled_at: status === 'CANCELLED' ? new Date() : null,
    })
    .execute();
  await app.db
    .insertInto('offer_messages')
    .values({
      id: randomUUID(),
      offer_id: id,
      type: 'LETTER',
      status: status === 'SCHEDULED' ? 'SCHEDULED' : status === 'CANCELLED' ? 'CANCELLED' : 'SENT',
      subject: title,
      message: 'We would like to meet you.',
      is_scheduled: status === 'SCHEDULED',
      scheduled_at: status === 'SCHEDULED' ? daysFromNow(1) : null,
      sent_at: sentAt,
    })
    .execute();
  return id;
}

/** A raw JSON request, for bodies the typed client would refuse to send (invalid on purpose). */
export async function send(
  app: TestApp,
  request: { method: string; path: string; token?: string; locale?: 'en' | 'th'; body?: unknown },
  // biome-ignore lint/suspicious/noExplicitAny: the raw JSON of deliberately invalid requests, read field by field.
): Promise<{ status: number; body: any }> {
  const response = await app.fetch(`/api/candidate${request.path}`, {
    method: request.method,
    headers: {
      'content-type': 'application/json',
      'accept-language': request.locale ?? 'en',
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return { status: response.status, body: await response.json() };
}
