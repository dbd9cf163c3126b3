import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import express from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../src/http/error-handler.ts';
import { requestLogger } from '../src/http/request-logger.ts';
import { createCompanyCandidatesRepository } from '../src/modules/company-candidates/company-candidates.repository.ts';
import { createReferenceRepository } from '../src/modules/reference/reference.repository.ts';
import { createReferenceService } from '../src/modules/reference/reference.service.ts';
import { errorCodeOf, validationMessages } from './support/errors.ts';
import { publishRecruitment, registerCandidate, registerEmployer, uniqueTaxId } from './support/factories.ts';
import { capturingStatements } from './support/statement-capture.ts';
import { useTestApp } from './support/test-app.ts';

const app = await useTestApp();

async function expectEnvelope(response: Response, status: number, errorCode: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body).toMatchObject({ status: 'error', statusCode: status, error: { errorCode } });
  return body as { message: string; error: { path: string } };
}

describe('a malformed percent-escape in the path', () => {
  it('answers 400 MALFORMED_URL, in English and Thai', async () => {
    const body = await expectEnvelope(await app.fetch('/api/shared/industries/%E0%A4%A'), 400, 'MALFORMED_URL');
    expect(body.message).toBe('The address contains an invalid percent-encoding (%XX)');
    expect(body.error.path).toBe('/api/shared/industries/%E0%A4%A');
    const thai = await app.fetch('/api/shared/industries/%E0%A4%A', { headers: { 'accept-language': 'th' } });
    expect((await expectEnvelope(thai, 400, 'MALFORMED_URL')).message).toBe('ที่อยู่มีการเข้ารหัสแบบเปอร์เซ็นต์ (%XX) ที่ไม่ถูกต้อง');
  });
});

describe('a compressed body that does not decompress', () => {
  const json = JSON.stringify({ email: 'someone@example.test', password: 'whatever' });
  const valid = { gzip: gzipSync(json), deflate: deflateSync(json), br: brotliCompressSync(json) };

  it.each(['gzip', 'deflate', 'br'] as const)('%s: a corrupt body answers 400 MALFORMED_BODY', async (encoding) => {
    const corrupt = Buffer.from(valid[encoding]);
    corrupt.fill(0x41, 2, 12);
    for (const body of [corrupt, Buffer.from('not compressed at all'), valid[encoding].subarray(0, 6)]) {
      const response = await app.fetch('/api/candidate/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body,
      });
      await expectEnvelope(response, 400, 'MALFORMED_BODY');
    }
  });

  it('still reads a well-compressed body', async () => {
    const response = await app.fetch('/api/candidate/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: valid.gzip,
    });
    await expectEnvelope(response, 401, 'INVALID_CREDENTIALS');
  });
});

describe('numbers beyond their column', () => {
  it('refuses userNo beyond a PostgreSQL integer on the offers and scheduled-message lists (400)', async () => {
    const admin = await registerEmployer(app);
    for (const path of ['/api/company/offers', '/api/company/scheduled-messages']) {
      const response = await app.fetch(`${path}?userNo=99999999999999`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error.details).toEqual([
        { path: 'query.userNo', message: 'Must be 2147483647 or less', code: 'too_big' },
      ]);
    }
  });
});

describe('words longer than PostgreSQL takes in a search vector', () => {
  it('keeps a self-introduction of 1,100 "é" and a description with a 3,000-character word, found by its start', async () => {
    const candidate = await registerCandidate(app);
    const introduction = 'é'.repeat(1_100);
    const saved = await app.as(candidate.token).candidate.profile.updateSelfIntroduction({
      body: { selfIntroduction: introduction },
    });
    expect(saved.status).toBe(200);

    const admin = await registerEmployer(app);
    const word = `https://example.test/${'x'.repeat(3_000)}${randomUUID().replaceAll('-', '')}`;
    const posting = await publishRecruitment(app, admin.token, { description: `Apply at ${word} today` });
    const found = await app.api.candidate.jobs.list({ query: { keyword: 'x'.repeat(150) } });
    expect(found.status).toBe(200);
    expect(found.status === 200 && found.body.result.jobs.map((job) => job.id)).toContain(posting.id);
  });

  it.each([2_046, 2_047, 2_048, 5_000])('keeps a word of %i bytes in every searchable text', async (bytes) => {
    const word = `${'é'.repeat(Math.floor(bytes / 2))}${'x'.repeat(bytes % 2)}`;
    expect(Buffer.byteLength(word)).toBe(bytes);
    const candidate = await registerCandidate(app);
    const profile = app.as(candidate.token).candidate.profile;
    expect((await profile.updateSelfIntroduction({ body: { selfIntroduction: word.slice(0, 2_000) } })).status).toBe(
      200,
    );
    const admin = await registerEmployer(app);
    const posting = await publishRecruitment(app, admin.token, { title: word.slice(0, 100), description: word });
    const found = await app.api.candidate.jobs.list({ query: { keyword: word.slice(0, 200) } });
    expect(found.status === 200 && found.body.result.jobs.map((job) => job.id)).toContain(posting.id);
    const candidates = await app.as(admin.token).company.candidates.search({ query: { keyword: word.slice(0, 200) } });
    expect(candidates.status).toBe(200);
  });
});

describe('candidate search by language', () => {
  it('meets every language item with one test of the candidate row, however many items (one EXISTS each took the planner seconds)', async () => {
    const { db, statements } = capturingStatements(app.db);
    const languages = await app.db.selectFrom('languages').select('id').limit(10).execute();
    const readReference = createReferenceService(createReferenceRepository(app.db)).lookup;
    const search = createCompanyCandidatesRepository(db, readReference).search(
      {
        today: '2026-01-15',
        languageSkills: languages.map(({ id }, index) => ({ languageId: id, minimum: index % 2 ? 'ADVANCED' : null })),
      },
      { page: 1, pageSize: 12 },
    );
    expect((await search).total).toBe(0);
    const filtering = statements.filter((statement) => statement.includes('language_levels'));
    expect(filtering.length).toBeGreaterThan(0);
    for (const statement of filtering) {
      expect(statement.split('language_levels @>').length - 1).toBe(1);
      expect(statement).not.toContain('candidate_language_skills');
    }
  });
});

/** A real race on PostgreSQL; PGlite runs one transaction at a time, so there the service's own check answers. */
describe('ten offers at once to the same candidate for the same recruitment', () => {
  it('creates one and answers the nine others 409 OFFER_ALREADY_EXISTS', async () => {
    const employer = await registerEmployer(app);
    const candidate = await registerCandidate(app);
    const posting = await publishRecruitment(app, employer.token);
    const body = {
      candidateId: candidate.user.candidateId,
      recruitmentId: posting.id,
      subject: 'Come and build with us',
      introduction: 'We read your profile and liked it',
      message: 'We would like to invite you to a casual interview.',
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.as(employer.token).company.offers.create({ body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const answer of answers.filter((item) => item.status === 409)) {
      expect(errorCodeOf(answer.body)).toBe('OFFER_ALREADY_EXISTS');
    }
  });
});

/**
 * The services check what they can, but a race (two requests at once) reaches the database's
 * keys. A probe app with the real error handler runs writes that break them on the test database.
 */
describe('a unique or foreign-key violation from the database', () => {
  async function probe(write: () => Promise<unknown>) {
    const server = express()
      .use(requestLogger(pino({ level: 'silent' })))
      .post('/', async (_req, res) => {
        await write();
        res.json({});
      })
      .use(errorHandler)
      .listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { method: 'POST' });
      return { status: response.status, body: await response.json() };
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  it('answers a key of its own with its code, any other key with 409 CONFLICT', async () => {
    const candidate = await registerCandidate(app);
    const employer = await registerEmployer(app);
    const posting = await publishRecruitment(app, employer.token);
    const user = (email: string) => ({ id: randomUUID(), email, role: 'CANDIDATE' as const });
    const save = (jobId: string) => () =>
      app.db
        .insertInto('saved_job_postings')
        .values({ candidate_id: candidate.user.candidateId, job_posting_id: jobId })
        .execute();

    const email = await probe(() => app.db.insertInto('users').values(user(candidate.email)).execute());
    expect(email).toMatchObject({ status: 409, body: { error: { errorCode: 'EMAIL_ALREADY_REGISTERED' } } });

    await save(posting.id)();
    const again = await probe(save(posting.id));
    expect(again).toMatchObject({ status: 409, body: { statusCode: 409, error: { errorCode: 'CONFLICT' } } });
    expect(again.body.message).toBe(
      'This conflicts with existing data or a change made at the same time. Please reload and try again.',
    );

    const dangling = await probe(save(randomUUID()));
    expect(dangling).toMatchObject({ status: 409, body: { error: { errorCode: 'CONFLICT' } } });
  });
});

describe('a body-less request that says Content-Length: 0', () => {
  it('applies to a job, saves it and adds a pool member (what fetch sends), not 415', async () => {
    const employer = await registerEmployer(app);
    const candidate = await registerCandidate(app);
    const posting = await publishRecruitment(app, employer.token);
    const send = (method: string, path: string, token: string) =>
      app.fetch(path, { method, headers: { authorization: `Bearer ${token}`, 'content-length': '0' } });

    expect((await send('PUT', `/api/candidate/jobs/saved-jobs/${posting.id}`, candidate.token)).status).toBe(200);
    expect((await send('POST', `/api/candidate/jobs/${posting.id}/applications`, candidate.token)).status).toBe(201);
    const pool = await app.as(employer.token).company.talentPools.create({ body: { name: 'Shortlist' } });
    if (pool.status !== 201) throw new Error(JSON.stringify(pool.body));
    const added = await send(
      'PUT',
      `/api/company/talent-pools/${pool.body.result.talentPool.id}/candidates/${candidate.user.candidateId}`,
      employer.token,
    );
    expect(added.status).toBe(200);
  });

  it('still refuses a body that is not JSON (415)', async () => {
    const candidate = await registerCandidate(app);
    const response = await app.fetch(`/api/candidate/jobs/saved-jobs/${randomUUID()}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${candidate.token}`, 'content-type': 'text/plain' },
      body: 'x',
    });
    await expectEnvelope(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

/** A raw HTTP request: fetch cannot send headers this large without its own limits interfering. */
function rawRequest(path: string, headers: Record<string, string>, agent?: Agent) {
  const url = new URL(app.baseUrl);
  return new Promise<{ status: number; contentType: string | undefined; body: string }>((resolve, reject) => {
    const outgoing = request({ host: url.hostname, port: url.port, path, headers, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('headers beyond what the server reads', () => {
  it('answers 431 with the JSON error envelope', async () => {
    const response = await rawRequest('/api/shared/industries', { 'x-filler': 'x'.repeat(40_000) });
    expect(response.status).toBe(431);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toMatchObject({
      status: 'error',
      statusCode: 431,
      message: 'The request headers are too large',
      error: { errorCode: 'HEADERS_TOO_LARGE', details: [] },
    });
  });

  it('answers 431 in the envelope on a kept-alive connection that served a request before', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await rawRequest('/healthz', {}, agent)).status).toBe(200);
      const response = await rawRequest('/api/shared/industries', { 'x-filler': 'x'.repeat(40_000) }, agent);
      expect(response.status).toBe(431);
      expect(JSON.parse(response.body).error.errorCode).toBe('HEADERS_TOO_LARGE');
    } finally {
      agent.destroy();
    }
  });
});

describe('names made only of invisible characters', () => {
  const invisible = ['\u200b', '\u200b\u200c\u200d\ufeff', '\u202e\u202c', '\u2066\u2069\u200e\u200f', ' \u2060 '];

  it.each(invisible.map((text) => [JSON.stringify(text), text] as const))(
    '%s is refused as empty, in English and Thai',
    async (_label, name) => {
      const signUp = await app.api.candidate.auth.register({
        body: { email: `${randomUUID()}@example.test`, password: 'Kh0-Sam-Ruay!', firstName: name, lastName: name },
      });
      expect(validationMessages(signUp)).toEqual({
        'body.firstName': 'First name is required',
        'body.lastName': 'Last name is required',
      });
      const employer = await app.apiTh.company.auth.register({
        body: {
          companyName: name,
          companyTaxId: uniqueTaxId(),
          email: `${randomUUID()}@example.test`,
          name,
          password: 'Kh0-Sam-Ruay!',
          phoneNumber: '081 234 5678',
        },
      });
      expect(validationMessages(employer)).toEqual({
        'body.companyName': 'จำเป็นต้องกรอกข้อมูลนี้',
        'body.name': 'กรุณากรอกชื่อ',
      });
    },
  );

  it('keeps a name that joins visible characters with them', async () => {
    const signUp = await app.api.candidate.auth.register({
      body: {
        email: `${randomUUID()}@example.test`,
        password: 'Kh0-Sam-Ruay!',
        firstName: 'Ann\u200be',
        lastName: '\u200fสมชาย',
      },
    });
    expect(signUp.status).toBe(201);
  });
});

describe('an empty PATCH {}', () => {
  /** Each PATCH whose fields are all optional, with the read of the same resource. */
  const cases = [
    {
      route: 'PATCH /api/candidate/profile (and its job preferences, personal details)',
      async run() {
        const { token } = await registerCandidate(app);
        const profile = app.as(token).candidate.profile;
        const before = await profile.get();
        for (const patch of [profile.update, profile.updateJobPreferences, profile.updatePersonalDetails]) {
          const after = await patch({ body: {} });
          expect(after.status).toBe(200);
          expect(after.body).toMatchObject({ result: (before.body as { result: unknown }).result });
        }
      },
    },
    {
      route: 'PATCH /api/candidate/settings',
      async run() {
        const { token } = await registerCandidate(app);
        const settings = app.as(token).candidate.settings;
        const before = await settings.get();
        const after = await settings.update({ body: {} });
        expect(after.status).toBe(200);
        expect(after.body).toMatchObject({ result: (before.body as { result: unknown }).result });
      },
    },
    {
      route: 'PATCH /api/company/organization/company and /settings, /api/company/profile',
      async run() {
        const { token } = await registerEmployer(app);
        const { organization, profile } = app.as(token).company;
        for (const [read, patch] of [
          [organization.getCompany, organization.updateCompany],
          [organization.getSettings, organization.updateSettings],
          [profile.get, profile.update],
        ] as const) {
          const before = await read();
          const after = await patch({ body: {} });
          expect(after.status).toBe(200);
          expect(after.body).toMatchObject({ result: (before.body as { result: unknown }).result });
        }
      },
    },
    {
      route: 'PATCH /api/company/recruitment/:recruitmentId',
      async run() {
        const { token } = await registerEmployer(app);
        const posting = await publishRecruitment(app, token);
        const recruitments = app.as(token).company.recruitments;
        const before = await recruitments.get({ params: { recruitmentId: posting.id } });
        const after = await recruitments.update({ params: { recruitmentId: posting.id }, body: {} });
        expect(after.status).toBe(200);
        expect(after.body).toMatchObject({ result: (before.body as { result: unknown }).result });
        const missing = await recruitments.update({ params: { recruitmentId: randomUUID() }, body: {} });
        expect(missing.status).toBe(404);
      },
    },
    {
      route: 'PATCH /api/company/templates/*/:templateId',
      async run() {
        const { token } = await registerEmployer(app);
        const { templates } = app.as(token).company;
        const created = await templates.messages.create({ body: { name: 'Thanks', message: 'We received it.' } });
        if (created.status !== 201) throw new Error(JSON.stringify(created.body));
        const templateId = created.body.result.template.id;
        const after = await templates.messages.update({ params: { templateId }, body: {} });
        expect(after.status).toBe(200);
        expect(after.body).toMatchObject({ result: created.body.result });
        const missing = await templates.offerLetters.update({ params: { templateId }, body: {} });
        expect(missing.status).toBe(404);
      },
    },
    {
      route: 'PATCH /api/company/offers/:offerId/messages/:offerMessageId',
      async run() {
        const employer = await registerEmployer(app);
        const candidate = await registerCandidate(app);
        const posting = await publishRecruitment(app, employer.token);
        const offers = app.as(employer.token).company.offers;
        const created = await offers.create({
          body: {
            candidateId: candidate.user.candidateId,
            recruitmentId: posting.id,
            subject: 'Come and build with us',
            introduction: 'We read your profile',
            message: 'Shall we talk?',
            isScheduled: true,
            scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
          },
        });
        if (created.status !== 201) throw new Error(JSON.stringify(created.body));
        const params = {
          offerId: created.body.result.offer.id,
          offerMessageId: created.body.result.messages[0]?.id ?? '',
        };
        const after = await offers.updateMessage({ params, body: {} });
        expect(after.status).toBe(200);
        expect(after.body).toMatchObject({ result: created.body.result });
      },
    },
  ];

  it.each(cases.map((item) => [item.route, item] as const))(
    '%s answers 200 with the resource unchanged',
    async (_route, item) => {
      await item.run();
    },
  );
});
