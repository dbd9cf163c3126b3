import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { candidateAccess } from '../../common/access.ts';
import { paginated, protectedErrors } from '../../common/envelope.ts';
import { jobCompany } from '../../common/job-posting.ts';
import { paginationQuery } from '../../common/pagination.ts';
import { isoDateTime, uuid } from '../../common/primitives.ts';

const c = initContract();

/** A company opening the same candidate again within this many minutes adds to the same entry. */
export const PROFILE_VIEW_WINDOW_MINUTES = 60;

/** A company that opened the candidate's profile (the employer's candidate detail). */
export const candidateProfileView = z
  .object({
    id: uuid,
    company: jobCompany,
    viewedAt: isoDateTime.describe(
      `When the company opened the profile; its further views within ${PROFILE_VIEW_WINDOW_MINUTES} minutes belong to this entry`,
    ),
    contactUnlocked: z
      .boolean()
      .describe(
        'Whether the company saw your name, e-mail and phone number: it does once you accepted one of its offers',
      ),
  })
  .meta({ id: 'CandidateProfileView' });

export const candidateProfileViewsContract = c.router({
  list: {
    method: 'GET',
    path: '/profile/views',
    summary: 'Which companies opened the signed-in candidate’s profile, and when, newest first',
    description: `Every time a company opens the candidate's detail, one entry; the same company again within ${PROFILE_VIEW_WINDOW_MINUTES} minutes is the same entry. Companies never see these views.`,
    query: paginationQuery,
    metadata: candidateAccess,
    responses: { 200: paginated('profileViews', candidateProfileView), ...protectedErrors },
  },
});

export type CandidateProfileView = z.infer<typeof candidateProfileView>;
