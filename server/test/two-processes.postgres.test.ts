import { randomUUID } from 'node:crypto';
import { contract } from '@jobmatch/contract';
import { initClient } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { STRONG_PASSWORD, uniqueEmail, uniqueTaxId } from './support/factories.ts';
import { type MailCatcher, startMailCatcher } from './support/mail-catcher.ts';
import { INDUSTRY, OCCUPATION } from './support/reference.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { createTestDatabase } from './support/test-database.ts';

/**
 * Two real server processes on one PostgreSQL database, as in a deployment with several
 * instances: what one process decides must hold in the other. Only on PostgreSQL (the vitest
 * config includes *.postgres.test.ts when TEST_DATABASE_URL is set): PGlite lives in one process.
 */

const RATE_LIMIT_MAX = 4;

let database: DatabaseHandle;
let mailbox: MailCatcher;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  database = await createTestDatabase();
  mailbox = await startMailCatcher();
  if (database.target.kind !== 'postgres') throw new Error('two processes need a PostgreSQL database');
  const env = {
    DATABASE_URL: database.target.url,
    JWT_SECRET: 'two-processes-secret-that-is-at-least-32-characters',
    PASSWORD_HASH_COST: '10',
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_WINDOW_SECONDS: '600',
    SMTP_URL: mailbox.url,
    WEB_DIST_DIR: '/nonexistent',
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await mailbox?.close();
  await database?.close();
});

const api = (server: ServerProcess, token?: string) =>
  initClient(contract, {
    baseUrl: server.baseUrl,
    baseHeaders: token ? { authorization: `Bearer ${token}` } : {},
    validateResponse: true,
  });

async function registerCandidate(server: ServerProcess) {
  const email = uniqueEmail('candidate');
  const response = await api(server).candidate.auth.register({
    body: { email, firstName: 'Somchai', lastName: 'Jaidee', password: STRONG_PASSWORD },
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${JSON.stringify(response.body)}`);
  return { email, token: response.body.result.accessToken, candidateId: response.body.result.user.candidateId };
}

async function registerEmployer(server: ServerProcess) {
  const response = await api(server).company.auth.register({
    body: {
      companyName: `Two Processes ${randomUUID().slice(0, 6)}`,
      companyTaxId: uniqueTaxId(),
      email: uniqueEmail('admin'),
      name: 'Malee Srisuk',
      password: STRONG_PASSWORD,
      phoneNumber: '081 234 5678',
    },
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result.accessToken;
}

async function until<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`still nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('two server processes on one PostgreSQL (runs only with TEST_DATABASE_URL)', () => {
  it('a token signed out on one process is refused at once by the other', async () => {
    const candidate = await registerCandidate(a);
    expect((await api(b, candidate.token).candidate.auth.me()).status).toBe(200);
    expect((await api(a, candidate.token).candidate.auth.logout()).status).toBe(200);
    expect((await api(b, candidate.token).candidate.auth.me()).status).toBe(401);

    // And the other way round, with a session opened on B.
    const login = await api(b).candidate.auth.login({ body: { email: candidate.email, password: STRONG_PASSWORD } });
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    const token = login.body.result.accessToken;
    expect((await api(a, token).candidate.auth.me()).status).toBe(200);
    expect((await api(b, token).candidate.auth.logout()).status).toBe(200);
    expect((await api(a, token).candidate.auth.me()).status).toBe(401);
  });

  it('delivers each scheduled offer letter exactly once while both dispatchers run', async () => {
    const employer = await registerEmployer(a);
    const candidate = await registerCandidate(b);
    const dueAt = new Date(Date.now() + 4_000).toISOString();
    const subjects: string[] = [];
    for (const [index, server] of [a, b, a, b, a, b].entries()) {
      const recruitment = await api(server, employer).company.recruitments.create({
        body: {
          title: `Engineer ${index}`,
          description: 'Build the platform',
          employmentStatus: 'FULL_TIME',
          industryId: INDUSTRY.computerProgramming,
          occupationId: OCCUPATION.softwareDevelopers,
          status: 'ACTIVE',
        },
      });
      if (recruitment.status !== 201) throw new Error(`recruitment: ${JSON.stringify(recruitment.body)}`);
      const subject = `Letter ${index} ${randomUUID().slice(0, 8)}`;
      const offer = await api(server, employer).company.offers.create({
        body: {
          candidateId: candidate.candidateId,
          recruitmentId: recruitment.body.result.recruitment.id,
          subject,
          introduction: 'We read your profile',
          message: 'We would like to meet you.',
          isScheduled: true,
          scheduledAt: dueAt,
        },
      });
      if (offer.status !== 201) throw new Error(`offer: ${JSON.stringify(offer.body)}`);
      subjects.push(subject);
    }

    // Both dispatchers poll every second and both mail workers every two: give them time to double up.
    await until(() => (mailbox.to(candidate.email).length >= subjects.length ? true : undefined), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const received = mailbox.to(candidate.email).map((mail) => mail.subject);
    for (const subject of subjects) {
      expect(
        received.filter((text) => text.includes(subject)),
        subject,
      ).toHaveLength(1);
    }
    expect(received).toHaveLength(subjects.length);

    const offers = await api(a, candidate.token).candidate.offers.list({ query: {} });
    expect(offers.status === 200 && offers.body.result.offers.map((offer) => offer.status)).toEqual(
      subjects.map(() => 'SENT'),
    );
  }, 60_000);

  // Sign-in failures are counted in PostgreSQL, so a second process cannot double the limit.
  it('counts failed sign-ins across both processes: the limit holds whichever process answers', async () => {
    const candidate = await registerCandidate(a);
    const attempt = (server: ServerProcess) =>
      api(server).candidate.auth.login({ body: { email: candidate.email, password: 'not-the-password' } });
    for (let index = 0; index < RATE_LIMIT_MAX; index += 1) {
      expect((await attempt(index % 2 === 0 ? a : b)).status).toBe(401);
    }
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });
});
