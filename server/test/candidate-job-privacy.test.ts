import { describe, expect, it } from 'vitest';
import { createOffer, createPosting } from './candidate-fixtures.ts';
import { registerCandidate, registerEmployer } from './support/factories.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

describe('what candidates see of a posting', () => {
  it('never names the recruiter who posted it, on any candidate route, signed in or not', async () => {
    const employer = await registerEmployer(app);
    const recruiterId = employer.user.recruiterId;
    const title = `Payroll officer ${recruiterId.slice(0, 8)}`;
    const jobId = await createPosting(app, employer, { title });
    const candidate = await registerCandidate(app);
    const offerId = await createOffer(app, employer, candidate.user.candidateId, jobId);
    const headers = { authorization: `Bearer ${candidate.token}` };
    const saved = await app.as(candidate.token).candidate.savedJobs.save({ params: { jobId }, body: {} });
    expect(saved.status).toBe(200);

    const reads = [
      { path: `/api/candidate/jobs?keyword=${encodeURIComponent(title)}`, signedIn: false },
      { path: `/api/candidate/jobs/${jobId}`, signedIn: false },
      { path: `/api/candidate/jobs/${jobId}`, signedIn: true },
      { path: '/api/candidate/jobs/saved-jobs', signedIn: true },
      { path: '/api/candidate/offers', signedIn: true },
      { path: `/api/candidate/offers/${offerId}`, signedIn: true },
      { path: '/api/candidate/profile/export', signedIn: true },
    ];
    for (const { path, signedIn } of reads) {
      const response = await app.fetch(path, signedIn ? { headers } : {});
      const text = await response.text();
      expect(response.status, path).toBe(200);
      // The posting is there (the probe can fail), its poster is not.
      expect(text, path).toContain(jobId);
      expect(text, path).not.toContain(recruiterId);
      expect(text, path).not.toContain('postedById');
    }

    // The company itself still sees who posted it.
    const own = await app.as(employer.token).company.recruitments.get({ params: { recruitmentId: jobId } });
    expect(own).toMatchObject({ status: 200, body: { result: { recruitment: { postedById: recruiterId } } } });
  });
});
