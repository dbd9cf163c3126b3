import { type CandidateSearchQuery, parseLanguageSkillFilter, type ScoutedCandidate } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { bangkokToday } from '../../lib/bangkok-time.ts';
import { recordProfileView } from '../candidate-profile-views/candidate-profile-views.service.ts';
import type { EmployerPrincipal } from '../identity/principal.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { createCompanyCandidatesRepository, isVisible } from './company-candidates.repository.ts';

/** Whether employers may see this candidate (the search's rule), in the caller's transaction. */
export function isVisibleToEmployers(db: Kysely<Database>, candidateId: string): Promise<boolean> {
  return isVisible(db, candidateId);
}

export type CompanyCandidatesService = ReturnType<typeof createCompanyCandidatesService>;

export function createCompanyCandidatesService({
  db,
  reference,
}: {
  db: Kysely<Database>;
  reference: ReferenceService;
}) {
  const repository = createCompanyCandidatesRepository(db, reference.lookup);

  return {
    /** docs/domain.md "Candidate search filters" over the anonymous profiles open to offers. */
    async search(_employer: EmployerPrincipal, query: CandidateSearchQuery) {
      const { page, pageSize, industryIds, occupationIds, languageSkills, ...filters } = query;
      const tree = await reference.lookup(db, []);
      return repository.search(
        {
          ...filters,
          today: bangkokToday(),
          industryIds: tree.withDescendants(industryIds ?? []),
          occupationIds: tree.withDescendants(occupationIds ?? []),
          languageSkills: (languageSkills ?? []).flatMap((item) => parseLanguageSkillFilter(item) ?? []),
        },
        { page, pageSize },
      );
    },

    /** Opening a candidate's detail is recorded for the candidate ("who viewed my profile"). */
    async get(employer: EmployerPrincipal, candidateId: string): Promise<ScoutedCandidate> {
      const candidate = await repository.profile(candidateId, employer.companyId);
      if (!candidate) throw notFound('candidateId', candidateId);
      await recordProfileView(db, {
        companyId: employer.companyId,
        candidateId,
        contactUnlocked: candidate.contact !== null,
      });
      return candidate;
    },
  };
}
