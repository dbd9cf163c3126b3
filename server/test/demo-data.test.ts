import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { DEMO_COMPANIES } from '../src/demo/companies.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../src/demo/demo-accounts.ts';
import { seedDemoData, seedDemoDataAtStartUp } from '../src/demo/demo-seeder.ts';
import { DEMO_POSTINGS } from '../src/demo/postings.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

type LogLine = { level: number; msg: string; demoSignIns?: { role: string; email: string }[] };

/** A logger whose lines the test can read. */
function capturingLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as LogLine);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const THAI = /[\u0E00-\u0E7F]/;
const distinct = <T>(values: T[]) => new Set(values).size;

let database: DatabaseHandle;
let app: TestApp;

// Its own database: demo data goes only into one without users, and the shared one has many.
beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signIn(audience: 'candidate' | 'employer', email: string) {
  const api = audience === 'candidate' ? app.api.candidate.auth : app.api.company.auth;
  const response = await api.login({ body: { email, password: DEMO_PASSWORD } });
  if (response.status !== 200) throw new Error(`${email}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result.accessToken;
}

async function openJobs() {
  const response = await app.api.candidate.jobs.list({ query: { pageSize: 100 } });
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.result;
}

describe('the README', () => {
  it('lists every demo sign-in, the password, and as many open jobs and provinces as there are', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const emails = Object.values(DEMO_EMAILS).flatMap((group) => Object.values(group).flat());
    for (const email of [...emails, DEMO_PASSWORD]) expect(readme).toContain(`\`${email}\``);
    const open = DEMO_POSTINGS.filter((posting) => posting.state === undefined);
    const provinces = open.map((posting) =>
      DEMO_COMPANIES[posting.company].sites[posting.site]?.districtCode.slice(0, 2),
    );
    expect(readme).toContain(`${open.length} open jobs in English and Thai across ${distinct(provinces)} provinces`);
  });
});

describe('demo data, switched off', () => {
  it('is not seeded with DEMO_DATA=0 nor in production, even into an empty database', async () => {
    const { logger, lines } = capturingLogger();
    const off = loadConfig({ NODE_ENV: 'development', DEMO_DATA: '0' });
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DEMO_DATA: '1' });
    expect([off.demoData, production.demoData, loadConfig({ NODE_ENV: 'development' }).demoData]).toEqual([
      false,
      false,
      true,
    ]);

    await seedDemoDataAtStartUp({ db: app.db, config: { ...app.config, demoData: off.demoData }, logger });
    await seedDemoDataAtStartUp({ db: app.db, config: { ...app.config, demoData: production.demoData }, logger });

    expect(lines).toEqual([]);
    expect((await openJobs()).pagination.total).toBe(0);
    const login = await app.api.candidate.auth.login({
      body: { email: DEMO_EMAILS.candidates.narin, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(401);
  });
});

describe('demo data, seeded at start-up into an empty database', () => {
  const startUp = capturingLogger();

  beforeAll(async () => {
    await seedDemoDataAtStartUp({ db: app.db, config: app.config, logger: startUp.logger });
  }, 120_000);

  it('prints the demo sign-ins in one log line', () => {
    expect(startUp.lines).toHaveLength(1);
    const [line] = startUp.lines;
    expect(line?.msg).toMatch(/^demo data seeded: /);
    expect(line?.msg).toContain(DEMO_PASSWORD);
    expect(line?.msg).toContain(`${app.config.appBaseUrl}/employers/sign-in as ADMIN ${DEMO_EMAILS.admins.siamData}`);
    for (const email of [DEMO_EMAILS.candidates.narin, DEMO_EMAILS.admins.siamData, DEMO_EMAILS.recruiters.siamData[0]])
      expect(line?.msg).toContain(email);
    expect(line?.demoSignIns?.map((signIn) => signIn.role)).toEqual(['CANDIDATE', 'CANDIDATE', 'ADMIN', 'RECRUITER']);
  });

  it('offers about 60 open jobs in both languages, across provinces, industries and employment types', async () => {
    const { jobs, pagination } = await openJobs();
    expect(pagination.total).toBeGreaterThanOrEqual(50);
    expect(jobs.filter((job) => THAI.test(job.title)).length).toBeGreaterThanOrEqual(25);
    expect(jobs.filter((job) => !THAI.test(job.title)).length).toBeGreaterThanOrEqual(25);
    expect(distinct(jobs.map((job) => job.location?.provinceId))).toBeGreaterThanOrEqual(12);
    expect(distinct(jobs.map((job) => job.industryId))).toBeGreaterThanOrEqual(12);
    expect(distinct(jobs.map((job) => job.occupationId))).toBeGreaterThanOrEqual(25);
    expect(distinct(jobs.map((job) => job.employmentType))).toBe(6);
    expect(distinct(jobs.map((job) => job.companyId))).toBe(4);
    for (const { id } of jobs) {
      // Search results are summaries: the whole posting is read by its id.
      const response = await app.api.candidate.jobs.get({ params: { jobId: id } });
      if (response.status !== 200) throw new Error(JSON.stringify(response.body));
      const { job } = response.body.result;
      expect(job.employeeBenefits, job.title).toBeTruthy();
      expect(job.workHours, job.title).toBeTruthy();
      expect(job.qualification, job.title).toBeTruthy();
      expect(job.estimatedSalaryMin, job.title).toBeLessThanOrEqual(job.estimatedSalaryMax ?? 0);
    }

    const thaiSearch = await app.api.candidate.jobs.list({ query: { keyword: 'บัญชี', pageSize: 100 } });
    expect(thaiSearch.status).toBe(200);
    if (thaiSearch.status !== 200) return;
    const titles = thaiSearch.body.result.jobs.map((job) => job.title);
    expect(titles.filter((title) => title.includes('บัญชี')).length).toBeGreaterThanOrEqual(4);
    expect(titles).toContain('พนักงานบัญชี');
  });

  it('lets the demo candidate sign in to a complete profile, saved jobs, applications and offers', async () => {
    const candidate = app.as(await signIn('candidate', DEMO_EMAILS.candidates.narin));

    const profile = await candidate.candidate.profile.get();
    expect(profile.status).toBe(200);
    if (profile.status !== 200) return;
    const { personal, educations, languageSkills, skills, experiences, workHistories, jobPreferences, address } =
      profile.body.result.profile;
    expect(personal.firstName).toBe('Narin');
    expect(personal.selfIntroduction).toBeTruthy();
    expect(address.province?.en).toBe('Bangkok');
    expect(educations.length).toBeGreaterThanOrEqual(1);
    expect(languageSkills.flatMap((skill) => skill.certifications).map((c) => c.name)).toContain('TOEIC');
    expect(skills.length).toBeGreaterThanOrEqual(5);
    expect(experiences.length).toBeGreaterThanOrEqual(2);
    expect(workHistories.filter((history) => history.isCurrent)).toHaveLength(1);
    expect(jobPreferences?.industries).toHaveLength(3);

    const jobs = await candidate.candidate.jobs.list({ query: { pageSize: 100 } });
    if (jobs.status !== 200) throw new Error(JSON.stringify(jobs.body));
    expect(jobs.body.result.jobs.filter((job) => job.hasApplied).length).toBeGreaterThanOrEqual(4);
    expect(jobs.body.result.jobs.some((job) => job.hasSaved && THAI.test(job.title))).toBe(true);

    const saved = await candidate.candidate.savedJobs.list({ query: { pageSize: 100 } });
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
    expect(new Set(saved.body.result.savedJobs.map((job) => job.status))).toEqual(
      new Set(['RECRUITING', 'CLOSING_SOON', 'CLOSED']),
    );

    const offers = await candidate.candidate.offers.list({ query: { pageSize: 100 } });
    if (offers.status !== 200) throw new Error(JSON.stringify(offers.body));
    const inbox = offers.body.result.offers;
    expect(inbox.length).toBeGreaterThanOrEqual(4);
    expect(inbox.some((offer) => offer.status === 'SENT' && offer.openedAt === null && offer.isPremiumOffer)).toBe(
      true,
    );
    expect(inbox.some((offer) => offer.status === 'SENT' && offer.openedAt !== null)).toBe(true);
    expect(new Set(inbox.map((offer) => offer.status))).toEqual(new Set(['SENT', 'ACCEPTED', 'REJECTED']));

    const exported = await candidate.candidate.profile.export();
    if (exported.status !== 200) throw new Error(JSON.stringify(exported.body));
    const { applications, jobViews } = exported.body.result.export;
    expect(applications.length).toBeGreaterThanOrEqual(5);
    expect(new Set(applications.map((application) => application.status))).toEqual(
      new Set(['PENDING', 'ACCEPTED', 'REJECTED']),
    );
    expect(jobViews.length).toBeGreaterThanOrEqual(5);

    const views = await candidate.candidate.profileViews.list({ query: {} });
    if (views.status !== 200) throw new Error(JSON.stringify(views.body));
    const viewers = views.body.result.profileViews;
    expect(viewers.map((view) => view.company.name).sort()).toEqual(
      [DEMO_COMPANIES.siamData.name, DEMO_COMPANIES.eastern.name, DEMO_COMPANIES.chaoPhraya.name].sort(),
    );
    // Narin accepted Chao Phraya's offer: that company saw the contact details, the others did not.
    expect(viewers.filter((view) => view.contactUnlocked).map((view) => view.company.name)).toEqual([
      DEMO_COMPANIES.chaoPhraya.name,
    ]);
  });

  it('lets the Thai demo candidate sign in to Thai offers', async () => {
    const candidate = app.as(await signIn('candidate', DEMO_EMAILS.candidates.supaporn), 'th');
    const offers = await candidate.candidate.offers.list({ query: {} });
    if (offers.status !== 200) throw new Error(JSON.stringify(offers.body));
    expect(offers.body.result.offers.filter((offer) => THAI.test(offer.subject)).length).toBeGreaterThanOrEqual(2);
  });

  it('lets the demo employer sign in to recruitments, offers with reminders, applicants and a team', async () => {
    const admin = app.as(await signIn('employer', DEMO_EMAILS.admins.siamData));

    const recruitments = await admin.company.recruitments.list({ query: { pageSize: 100 } });
    if (recruitments.status !== 200) throw new Error(JSON.stringify(recruitments.body));
    const list = recruitments.body.result.recruitments;
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(new Set(list.map((recruitment) => recruitment.status))).toEqual(new Set(['ACTIVE', 'DRAFT', 'CLOSED']));
    const totals = list.reduce(
      (sum, { stats }) => ({
        sent: sum.sent + stats.sent,
        viewed: sum.viewed + stats.viewed,
        applications: sum.applications + stats.applications,
      }),
      { sent: 0, viewed: 0, applications: 0 },
    );
    expect(totals.sent).toBeGreaterThanOrEqual(2);
    expect(totals.viewed).toBeGreaterThanOrEqual(3);
    expect(totals.applications).toBeGreaterThanOrEqual(3);

    const offers = await admin.company.offers.list({ query: { pageSize: 100 } });
    if (offers.status !== 200) throw new Error(JSON.stringify(offers.body));
    const sent = offers.body.result.offers;
    expect(new Set(sent.map((offer) => offer.status))).toEqual(new Set(['SENT', 'SCHEDULED']));
    expect(sent.some((offer) => offer.remindersSent === 1)).toBe(true);

    const scheduled = await admin.company.offers.scheduledMessages({ query: {} });
    if (scheduled.status !== 200) throw new Error(JSON.stringify(scheduled.body));
    const messages = scheduled.body.result.messages;
    expect(new Set(messages.map((message) => message.type))).toEqual(new Set(['LETTER', 'REMINDER']));
    expect(messages.every((message) => Date.parse(message.scheduledAt ?? '') > Date.now())).toBe(true);

    const applications = await admin.company.applications.list({ query: { pageSize: 100 } });
    if (applications.status !== 200) throw new Error(JSON.stringify(applications.body));
    const applicants = applications.body.result.applications;
    expect(applicants.length).toBeGreaterThanOrEqual(3);
    expect(applicants.some((application) => application.status === 'ACCEPTED')).toBe(true);

    const recruiters = await admin.company.organization.listRecruiters({ query: {} });
    if (recruiters.status !== 200) throw new Error(JSON.stringify(recruiters.body));
    expect(recruiters.body.result.recruiters.map((recruiter) => recruiter.email).sort()).toEqual(
      [DEMO_EMAILS.admins.siamData, ...DEMO_EMAILS.recruiters.siamData].sort(),
    );

    const search = await admin.company.candidates.search({ query: {} });
    if (search.status !== 200) throw new Error(JSON.stringify(search.body));
    expect(search.body.result.pagination.total).toBe(5);

    const recruiter = await app.api.company.auth.login({
      body: { email: DEMO_EMAILS.recruiters.siamData[0], password: DEMO_PASSWORD },
    });
    expect(recruiter.status).toBe(200);
    if (recruiter.status === 200) expect(recruiter.body.result.user.roles).toEqual(['RECRUITER']);
  });

  it('seeds nothing on a second start, and names the sign-ins again', async () => {
    const before = (await openJobs()).pagination.total;
    const again = capturingLogger();

    await seedDemoDataAtStartUp({ db: app.db, config: app.config, logger: again.logger });

    expect(await seedDemoData({ db: app.db, config: app.config })).toBe('not-empty');
    expect((await openJobs()).pagination.total).toBe(before);
    expect(again.lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^demo data \(seeded on an earlier start\)/),
    ]);
  });
});
