/**
 * The demo sign-ins: fixed, so that the README and the start-up log can name them. Every demo
 * account has the same password (it passes the sign-up rules, the common-password check included).
 */
export const DEMO_PASSWORD = 'Jobmatch-Demo-1';

export type DemoCompanyKey = 'siamData' | 'chaoPhraya' | 'lanna' | 'eastern';
export type DemoCandidateKey = 'narin' | 'supaporn' | 'pimchanok' | 'kittisak' | 'arisa';

export type DemoSignIn = {
  audience: 'candidate' | 'employer';
  role: 'CANDIDATE' | 'ADMIN' | 'RECRUITER';
  email: string;
  /** The person, and for employers their company. */
  who: string;
};

export const DEMO_EMAILS = {
  candidates: {
    narin: 'demo.candidate@jobmatch.local',
    supaporn: 'demo.candidate.th@jobmatch.local',
    pimchanok: 'demo.candidate.hotel@jobmatch.local',
    kittisak: 'demo.candidate.logistics@jobmatch.local',
    arisa: 'demo.candidate.engineer@jobmatch.local',
  },
  admins: {
    siamData: 'demo.admin@jobmatch.local',
    chaoPhraya: 'demo.admin.logistics@jobmatch.local',
    lanna: 'demo.admin.hotel@jobmatch.local',
    eastern: 'demo.admin.factory@jobmatch.local',
  },
  recruiters: {
    siamData: ['demo.recruiter@jobmatch.local', 'demo.recruiter.2@jobmatch.local'],
    chaoPhraya: ['demo.recruiter.logistics@jobmatch.local'],
    lanna: ['demo.recruiter.hotel@jobmatch.local'],
    eastern: ['demo.recruiter.factory@jobmatch.local'],
  },
} as const satisfies {
  candidates: Record<DemoCandidateKey, string>;
  admins: Record<DemoCompanyKey, string>;
  recruiters: Record<DemoCompanyKey, readonly string[]>;
};

/** The sign-ins worth printing: the richest accounts of each kind. */
export const FEATURED_SIGN_INS: readonly DemoSignIn[] = [
  {
    audience: 'candidate',
    role: 'CANDIDATE',
    email: DEMO_EMAILS.candidates.narin,
    who: 'Narin Chaiyaporn, software developer (English)',
  },
  {
    audience: 'candidate',
    role: 'CANDIDATE',
    email: DEMO_EMAILS.candidates.supaporn,
    who: 'สุภาพร แก้วมณี, accountant (Thai)',
  },
  {
    audience: 'employer',
    role: 'ADMIN',
    email: DEMO_EMAILS.admins.siamData,
    who: 'Kanokwan Srisawat, Siam Data Solutions',
  },
  {
    audience: 'employer',
    role: 'RECRUITER',
    email: DEMO_EMAILS.recruiters.siamData[0],
    who: 'Thanawat Boonmee, Siam Data Solutions',
  },
];

/** One line for the start-up log and the seeding command. */
export function demoSignInsMessage(appBaseUrl: string, when: 'now' | 'earlier'): string {
  const what = when === 'now' ? 'demo data seeded' : 'demo data (seeded on an earlier start)';
  const accounts = (audience: DemoSignIn['audience']) =>
    FEATURED_SIGN_INS.filter((signIn) => signIn.audience === audience)
      .map((signIn) => `${signIn.role} ${signIn.email} (${signIn.who})`)
      .join('; ');
  // Candidates and employers sign in on different pages: name each, so that neither is turned away.
  return `${what}: with password ${DEMO_PASSWORD}, sign in at ${appBaseUrl}/sign-in as ${accounts('candidate')}, or at ${appBaseUrl}/employers/sign-in as ${accounts('employer')}; the README lists every demo account`;
}
