import { contract } from '@jobmatch/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { createCandidateApplicationsService } from '../modules/candidate-applications/candidate-applications.service.ts';
import { createCandidateJobsService } from '../modules/candidate-jobs/candidate-jobs.service.ts';
import { createCandidateOffersService } from '../modules/candidate-offers/candidate-offers.service.ts';
import { createAccountService } from '../modules/candidate-profile/account.service.ts';
import { createCandidateProfileService } from '../modules/candidate-profile/candidate-profile.service.ts';
import { createCompanyApplicationsService } from '../modules/company-applications/company-applications.service.ts';
import { createCompanyCandidatesService } from '../modules/company-candidates/company-candidates.service.ts';
import { createCompanyInvitationsService } from '../modules/company-invitations/company-invitations.service.ts';
import { createCompanyOffersService } from '../modules/company-offers/company-offers.service.ts';
import { createCompanyOrganizationService } from '../modules/company-organization/company-organization.service.ts';
import { createCompanyProfileService } from '../modules/company-profile/company-profile.service.ts';
import { createCompanyRecruitmentsService } from '../modules/company-recruitments/company-recruitments.service.ts';
import { createCompanyTalentPoolsService } from '../modules/company-talent-pools/company-talent-pools.service.ts';
import { createCompanyTemplatesService } from '../modules/company-templates/company-templates.service.ts';
import { createAuthService } from '../modules/identity/auth.service.ts';
import { createBuiltInProvider } from '../modules/identity/identity-provider.ts';
import { createPasswordHasher, type PasswordHasher } from '../modules/identity/passwords.ts';
import type { CandidatePrincipal, EmployerPrincipal, Principal } from '../modules/identity/principal.ts';
import type { SignedIn } from '../modules/identity/sessions.ts';
import { createReferenceRepository } from '../modules/reference/reference.repository.ts';
import { createReferenceService } from '../modules/reference/reference.service.ts';
import { createRateLimitRepository } from '../modules/throttling/rate-limit.repository.ts';
import { createSignInThrottle } from '../modules/throttling/sign-in-throttle.ts';
import {
  DEMO_APPLICATIONS,
  DEMO_COMPANY_SETTINGS,
  DEMO_OFFERS,
  DEMO_PROFILE_VIEWS,
  DEMO_SAVED_JOBS,
  DEMO_TALENT_POOLS,
  DEMO_TEMPLATES,
  DEMO_VIEWS,
  type DemoOffer,
} from './activity.ts';
import { DEMO_CANDIDATES } from './candidates.ts';
import { DEMO_COMPANIES, type DemoRecruiter } from './companies.ts';
import { createDemoRepository } from './demo.repository.ts';
import {
  DEMO_PASSWORD,
  type DemoCandidateKey,
  type DemoCompanyKey,
  demoSignInsMessage,
  FEATURED_SIGN_INS,
} from './demo-accounts.ts';
import { DEMO_POSTINGS, type DemoPosting, type PostingKey } from './postings.ts';
import { districtId, industryId, occupationId } from './reference-ids.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type DemoSeederDependencies = {
  db: Kysely<Database>;
  config: Pick<Config, 'appBaseUrl' | 'auth' | 'rateLimit'>;
};

/**
 * What the route's request validation does before its router calls the service: the demo data
 * meets exactly the rules a request would (formats, limits, tax-id check digits, defaults).
 */
const valid = <S extends z.ZodType>(schema: S, input: z.input<S>): z.output<S> => schema.parse(input);

/**
 * Every demo account has the same published password, and hashing it costs a deliberate quarter
 * of a second or more (PASSWORD_HASH_COST): it is hashed once and that hash reused.
 */
function hashingEachPasswordOnce(hasher: PasswordHasher): PasswordHasher {
  const hashes = new Map<string, Promise<string>>();
  return {
    ...hasher,
    hash(password) {
      const known = hashes.get(password) ?? hasher.hash(password);
      hashes.set(password, known);
      return known;
    },
  };
}

/** The services, composed as the API composes them (app.ts, api/*.ts). */
function demoServices({ db, config }: DemoSeederDependencies) {
  const provider = createBuiltInProvider(config.auth.jwtSecret);
  const sessions = { provider, tokenTtlSeconds: config.auth.tokenTtlSeconds };
  const passwords = hashingEachPasswordOnce(createPasswordHasher(config.auth.passwordHashCost));
  // The seeder signs in with correct passwords only: the throttle never refuses it.
  const throttle = createSignInThrottle(createRateLimitRepository(db), {
    limit: config.rateLimit.limit,
    windowSeconds: config.rateLimit.windowMs / 1000,
  });
  const auth = createAuthService({
    db,
    passwords,
    sessions,
    throttle,
    verifier: provider,
    appBaseUrl: config.appBaseUrl,
  });
  const reference = createReferenceService(createReferenceRepository(db));
  const deps = { db, auth, passwords, sessions, reference, appBaseUrl: config.appBaseUrl };
  return {
    auth,
    invitations: createCompanyInvitationsService(deps),
    organization: createCompanyOrganizationService(deps),
    recruiterProfile: createCompanyProfileService(deps),
    recruitments: createCompanyRecruitmentsService(deps),
    templates: createCompanyTemplatesService(deps),
    talentPools: createCompanyTalentPoolsService(deps),
    offers: createCompanyOffersService(deps),
    applications: createCompanyApplicationsService(deps),
    profiles: createCandidateProfileService(deps),
    accounts: createAccountService(deps),
    jobs: createCandidateJobsService(deps),
    candidateApplications: createCandidateApplicationsService(deps),
    candidateOffers: createCandidateOffersService(deps),
    candidateSearch: createCompanyCandidatesService(deps),
  };
}

type Services = ReturnType<typeof demoServices>;

const bullets = (lines: readonly string[]) => lines.map((line) => `• ${line}`).join('\n');

/** A time `days` from now, on the hour, so that scheduled messages look like someone chose them. */
function daysFromNow(now: Date, days: number): string {
  return new Date(Math.ceil((now.getTime() + days * DAY_MS) / HOUR_MS) * HOUR_MS).toISOString();
}

/** The body of POST /api/company/recruitment for a demo posting and its company's standard texts. */
export function recruitmentBody(
  posting: DemoPosting,
  now: Date,
): z.input<typeof contract.company.recruitments.create.body> {
  const company = DEMO_COMPANIES[posting.company];
  const site = company.sites[posting.site];
  if (!site) throw new Error(`demo posting "${posting.title}": ${posting.company} has no site "${posting.site}"`);
  const locale = posting.locale;
  const standard = company.standard;
  const [monthlyMin, monthlyMax] = posting.monthlySalary;
  const duties = locale === 'th' ? 'หน้าที่และความรับผิดชอบ' : 'What you will do';
  return {
    title: posting.title,
    summary: posting.summary,
    highlight: posting.highlight,
    description: `${posting.summary}\n\n${duties}\n${bullets(posting.duties)}`,
    qualification: bullets(posting.requirements),
    employmentStatus: posting.employmentType,
    industryId: industryId(posting.industry),
    occupationId: occupationId(posting.occupation),
    districtId: districtId(site.districtCode),
    educationLevel: posting.educationLevel ?? null,
    estimatedSalaryMin: monthlyMin * 12,
    estimatedSalaryMax: monthlyMax * 12,
    expiredAt: posting.closesInDays === undefined ? null : daysFromNow(now, posting.closesInDays),
    workHours: posting.workHours ?? standard.workHours[locale],
    employeeBenefits: standard.employeeBenefits[locale],
    leavePolicy: standard.leavePolicy[locale],
    probationPeriod: standard.probationPeriod[locale],
    bonusPolicy: standard.bonusPolicy[locale],
    salaryIncreasePolicy: standard.salaryIncreasePolicy[locale],
    contactInfo: standard.contactInfo[locale],
    applicationSteps: standard.applicationSteps[locale],
    applicationInstructions:
      locale === 'th'
        ? 'กดปุ่ม "สมัครงาน" ในหน้านี้ ทีมงานจะเห็นโปรไฟล์ของคุณและติดต่อกลับทางอีเมล'
        : 'Press "Apply" on this page: the team sees your profile and answers by e-mail.',
    locationDetail: site.address[locale],
    accessInfo: site.access[locale],
    companySearchKeyword: posting.keywords,
    status: posting.state === 'DRAFT' ? 'DRAFT' : 'ACTIVE',
  };
}

/**
 * Postings one company after the other, the companies' lists aligned at their ends: the newest
 * postings, which candidates see first, come from every company.
 */
function interleavedByCompany(postings: readonly DemoPosting[]): DemoPosting[] {
  const newestFirst = new Map<DemoCompanyKey, DemoPosting[]>();
  for (const posting of [...postings].reverse()) {
    newestFirst.set(posting.company, [...(newestFirst.get(posting.company) ?? []), posting]);
  }
  const queues = [...newestFirst.values()];
  const longest = Math.max(...queues.map((queue) => queue.length));
  return Array.from({ length: longest }, (_, index) => queues.flatMap((queue) => queue[index] ?? []))
    .flat()
    .reverse();
}

function demoRun(services: Services, db: Kysely<Database>) {
  const now = new Date();
  const signedIn: Principal[] = [];
  const employers = new Map<string, EmployerPrincipal>();
  const candidates = new Map<DemoCandidateKey, CandidatePrincipal>();
  const postings = new Map<PostingKey, string>();
  const companies = new Map<string, DemoCompanyKey>();

  /** Who the session's token speaks for, found the way the access middleware finds it. */
  async function principalOf(session: SignedIn<unknown>, audience: Principal['audience']): Promise<Principal> {
    const principal = await services.auth.authenticate(session.accessToken, [audience]);
    if (!principal) throw new Error('a demo session did not authenticate');
    signedIn.push(principal);
    return principal;
  }

  async function employerSession(session: SignedIn<unknown>): Promise<EmployerPrincipal> {
    const principal = await principalOf(session, 'employer');
    if (principal.audience !== 'employer') throw new Error('expected an employer');
    employers.set(principal.email, principal);
    return principal;
  }

  const employer = (email: string) => {
    const principal = employers.get(email);
    if (!principal) throw new Error(`no demo employer ${email}`);
    return principal;
  };
  const candidate = (key: DemoCandidateKey) => {
    const principal = candidates.get(key);
    if (!principal) throw new Error(`no demo candidate ${key}`);
    return principal;
  };
  const companyOf = (principal: EmployerPrincipal) => {
    const key = companies.get(principal.companyId);
    if (!key) throw new Error(`no demo company ${principal.companyId}`);
    return key;
  };
  const posting = (key: PostingKey) => {
    const id = postings.get(key);
    if (!id) throw new Error(`no demo posting ${key}`);
    return id;
  };

  async function completeRecruiterProfile(principal: EmployerPrincipal, person: DemoRecruiter) {
    await services.recruiterProfile.update(
      principal,
      valid(contract.company.profile.update.body, {
        firstName: person.firstName,
        lastName: person.lastName,
        position: person.position,
        profile: person.profile,
      }),
    );
  }

  /** The ADMIN invites the recruiter, who opens the e-mailed link and accepts. */
  async function inviteRecruiter(admin: EmployerPrincipal, person: DemoRecruiter) {
    const { email } = valid(contract.company.invitations.create.body, { email: person.email });
    await services.invitations.invite(admin, email, admin.locale);
    const mail = await createDemoRepository(db).latestEmailText(email);
    const link = mail?.match(/https?:\/\/\S+\/invitations\/accept\?\S+/)?.[0];
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (!token) throw new Error(`no invitation link was e-mailed to ${email}`);
    const accepted = await services.invitations.accept(
      valid(contract.company.invitations.accept.body, {
        token,
        email,
        name: `${person.firstName} ${person.lastName}`,
        password: DEMO_PASSWORD,
        phoneNumber: person.phoneNumber,
      }),
      person.locale,
    );
    await completeRecruiterProfile(await employerSession(accepted), person);
  }

  async function seedCompany(key: DemoCompanyKey) {
    const company = DEMO_COMPANIES[key];
    const { admin } = company;
    const registered = await services.auth.registerEmployer(
      valid(contract.company.auth.register.body, {
        companyName: company.name,
        companyTaxId: company.taxId,
        email: admin.email,
        name: `${admin.firstName} ${admin.lastName}`,
        password: DEMO_PASSWORD,
        phoneNumber: admin.phoneNumber,
      }),
      admin.locale,
    );
    const principal = await employerSession(registered);
    companies.set(principal.companyId, key);
    await completeRecruiterProfile(principal, admin);
    await services.organization.updateCompany(
      principal,
      valid(contract.company.organization.updateCompany.body, company.profile),
    );
    const settings = DEMO_COMPANY_SETTINGS[key];
    if (settings) {
      await services.organization.updateSettings(
        principal,
        valid(contract.company.organization.updateSettings.body, settings),
      );
    }
    for (const recruiter of company.recruiters) await inviteRecruiter(principal, recruiter);
  }

  async function seedPosting(spec: DemoPosting) {
    const company = DEMO_COMPANIES[spec.company];
    const poster = employer(spec.postedBy === 'admin' ? company.admin.email : (company.recruiters[0]?.email ?? ''));
    const created = await services.recruitments.create(
      poster,
      valid(contract.company.recruitments.create.body, recruitmentBody(spec, now)),
    );
    if (spec.key) postings.set(spec.key, created.id);
    if (spec.state === 'PAUSED') {
      await services.recruitments.update(
        poster,
        created.id,
        valid(contract.company.recruitments.update.body, { status: 'PAUSED' }),
      );
    }
  }

  async function seedCandidate(key: DemoCandidateKey) {
    const person = DEMO_CANDIDATES[key];
    const registered = await services.auth.registerCandidate(
      valid(contract.candidate.auth.register.body, {
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        password: DEMO_PASSWORD,
      }),
      person.locale,
    );
    const principal = await principalOf(registered, 'candidate');
    if (principal.audience !== 'candidate') throw new Error('expected a candidate');
    candidates.set(key, principal);
    const id = principal.candidateId;
    const { profiles } = services;
    const profile = contract.candidate.profile;
    await profiles.updatePersonalDetails(id, valid(profile.updatePersonalDetails.body, person.personalDetails));
    await profiles.update(id, valid(profile.update.body, person.profile));
    await profiles.updateExperience(id, valid(profile.updateExperience.body, person.experiences).experiences);
    await profiles.updateWorkHistory(id, valid(profile.updateWorkHistory.body, person.workHistories).workHistories);
    await profiles.updateJobPreferences(id, valid(profile.updateJobPreferences.body, person.jobPreferences));
    await profiles.updateSelfIntroduction(
      id,
      valid(profile.updateSelfIntroduction.body, { selfIntroduction: person.selfIntroduction }).selfIntroduction,
    );
    if (person.settings) {
      await services.accounts.updateSettings(id, valid(contract.candidate.settings.update.body, person.settings));
    }
  }

  async function seedTemplatesAndPools() {
    const templates = new Map<DemoCompanyKey, { offerLetter: string; offerReminder: string }>();
    const routes = contract.company.templates;
    for (const template of DEMO_TEMPLATES) {
      const author = employer(template.author);
      const letter = await services.templates.create(
        'offer_letter_templates',
        author,
        valid(routes.offerLetters.create.body, template.offerLetter),
      );
      const reminder = await services.templates.create(
        'offer_reminder_templates',
        author,
        valid(routes.offerReminders.create.body, template.offerReminder),
      );
      await services.templates.create(
        'message_templates',
        author,
        valid(routes.messages.create.body, template.message),
      );
      templates.set(template.company, { offerLetter: letter.id, offerReminder: reminder.id });
    }
    for (const pool of DEMO_TALENT_POOLS) {
      const owner = employer(pool.owner);
      const { name } = valid(contract.company.talentPools.create.body, { name: pool.name });
      const created = await services.talentPools.create(owner, name);
      for (const member of pool.members) {
        await services.talentPools.addCandidate(owner, created.id, candidate(member).candidateId);
      }
    }
    return templates;
  }

  async function seedOffer(
    offer: DemoOffer,
    templates: Map<DemoCompanyKey, { offerLetter: string; offerReminder: string }>,
  ) {
    const sender = employer(offer.from);
    const template = templates.get(companyOf(sender));
    const to = candidate(offer.candidate);
    const { offer: sent } = await services.offers.create(
      sender,
      valid(contract.company.offers.create.body, {
        ...offer.letter,
        candidateId: to.candidateId,
        recruitmentId: posting(offer.posting),
        templateId: offer.fromTemplate ? template?.offerLetter : undefined,
        isScheduled: offer.scheduledInDays !== undefined,
        scheduledAt: offer.scheduledInDays === undefined ? undefined : daysFromNow(now, offer.scheduledInDays),
        expiresAt: offer.expiresInDays === undefined ? undefined : daysFromNow(now, offer.expiresInDays),
      }),
    );
    for (const reminder of offer.reminders ?? []) {
      await services.offers.addReminder(
        sender,
        sent.id,
        valid(contract.company.offers.addReminder.body, {
          ...reminder.text,
          templateId: reminder.fromTemplate ? template?.offerReminder : undefined,
          isScheduled: reminder.inDays !== undefined,
          scheduledAt: reminder.inDays === undefined ? undefined : daysFromNow(now, reminder.inDays),
        }),
      );
    }
    if (offer.candidateAction) await services.candidateOffers.get(to.candidateId, sent.id);
    if (offer.candidateAction === 'ACCEPT' || offer.candidateAction === 'REJECT') {
      const status = offer.candidateAction === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED';
      await services.candidateOffers.answer(to, sent.id, valid(contract.candidate.offers.answer.body, { status }));
    }
  }

  async function seedActivity() {
    for (const [key, viewed] of Object.entries(DEMO_VIEWS) as [DemoCandidateKey, PostingKey[]][]) {
      for (const job of viewed) await services.jobs.get(posting(job), candidate(key).candidateId);
    }
    for (const [key, saved] of Object.entries(DEMO_SAVED_JOBS) as [DemoCandidateKey, PostingKey[]][]) {
      for (const job of saved) await services.jobs.save(candidate(key).candidateId, posting(job));
    }
    for (const application of DEMO_APPLICATIONS) {
      const applied = await services.candidateApplications.apply(
        candidate(application.candidate),
        posting(application.posting),
      );
      if (application.decision) {
        const company = DEMO_POSTINGS.find((spec) => spec.key === application.posting)?.company;
        if (!company) throw new Error(`no demo posting ${application.posting}`);
        const { status } = valid(contract.company.applications.decide.body, { status: application.decision });
        await services.applications.decide(employer(DEMO_COMPANIES[company].admin.email), applied.id, status);
      }
    }
  }

  return {
    async run() {
      const companyKeys = Object.keys(DEMO_COMPANIES) as DemoCompanyKey[];
      for (const key of companyKeys) await seedCompany(key);
      for (const spec of interleavedByCompany(DEMO_POSTINGS)) await seedPosting(spec);
      for (const key of Object.keys(DEMO_CANDIDATES) as DemoCandidateKey[]) await seedCandidate(key);
      const templates = await seedTemplatesAndPools();
      await seedActivity();
      for (const offer of DEMO_OFFERS) await seedOffer(offer, templates);
      for (const [key, companyKeys] of Object.entries(DEMO_PROFILE_VIEWS) as [DemoCandidateKey, DemoCompanyKey[]][]) {
        for (const company of companyKeys) {
          await services.candidateSearch.get(employer(DEMO_COMPANIES[company].admin.email), candidate(key).candidateId);
        }
      }
      // Closed only now, so that it stays on a candidate's saved list as a closed posting.
      for (const spec of DEMO_POSTINGS.filter((spec) => spec.state === 'CLOSED_LATER')) {
        const company = DEMO_COMPANIES[spec.company];
        if (!spec.key) continue;
        await services.recruitments.update(
          employer(company.admin.email),
          posting(spec.key),
          valid(contract.company.recruitments.update.body, { status: 'CLOSED' }),
        );
      }
      // The seeding's own sessions end here: nobody holds their tokens.
      for (const principal of signedIn) await services.auth.logout(principal);
    },
  };
}

export type DemoSeedOutcome = 'seeded' | 'not-empty';

/**
 * Seeds the demo companies, postings, candidates and their activity through the services, into a
 * database without any user (so a restart, or a database in use, never gets demo data).
 */
export async function seedDemoData(deps: DemoSeederDependencies): Promise<DemoSeedOutcome> {
  if (await createDemoRepository(deps.db).hasUsers()) return 'not-empty';
  await demoRun(demoServices(deps), deps.db).run();
  return 'seeded';
}

/**
 * At start-up (unless config.demoData is off): seeds an empty database and names the demo sign-ins
 * in the log. The product works without demo data, so a failure is logged, not fatal.
 */
export async function seedDemoDataAtStartUp(
  deps: DemoSeederDependencies & { config: Pick<Config, 'demoData'>; logger: Logger },
) {
  if (!deps.config.demoData) return;
  const { logger, config } = deps;
  const signIns = FEATURED_SIGN_INS.map(({ role, email }) => ({ role, email }));
  try {
    const started = performance.now();
    if ((await seedDemoData(deps)) === 'seeded') {
      const ms = Math.round(performance.now() - started);
      logger.info({ demoSignIns: signIns, ms }, demoSignInsMessage(config.appBaseUrl, 'now'));
      return;
    }
    const present = await createDemoRepository(deps.db).existingEmails(signIns.map(({ email }) => email));
    if (present.length === signIns.length)
      logger.info({ demoSignIns: signIns }, demoSignInsMessage(config.appBaseUrl, 'earlier'));
  } catch (error) {
    logger.error({ err: error }, 'demo data could not be seeded; the server runs without it');
  }
}
