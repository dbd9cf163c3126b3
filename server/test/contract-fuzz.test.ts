import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type ContractRoute, contractRoutes } from './support/contract-routes.ts';
import {
  inviteRecruiter,
  publishRecruitment,
  registerCandidate,
  registerEmployer,
  STRONG_PASSWORD,
  uniqueEmail,
  uniqueTaxId,
} from './support/factories.ts';
import { type Caller, type FuzzRequest, requestArbitrary } from './support/fuzz-requests.ts';
import { DISTRICT, INDUSTRY, LANGUAGE, OCCUPATION, PROVINCE } from './support/reference.ts';
import type { Field } from './support/schema-arbitrary.ts';
import { startLoggingTestApp } from './support/test-app.ts';

/**
 * Contract-driven fuzzing: for every route of the contract, requests generated from its zod
 * schemas (valid, with hostile fields, and attacking the transport), sent over real HTTP with a
 * valid session of the route's audience and real ids of this database. No answer may be a 5xx,
 * lack the JSON envelope, or take longer than the request timeout. The seed is fixed, so a run
 * is reproducible; FUZZ_SEED and FUZZ_RUNS explore further.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_509);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 16);
const REQUEST_TIMEOUT_MS = 10_000;

type Outcome = { status: number; body: unknown; problem?: string; cause?: string };

/** What the server logged at level error, to name the cause of a 5xx. */
const {
  app,
  lines: serverErrors,
  close,
} = await startLoggingTestApp<{ req?: { id?: string }; err?: { message?: string; code?: string } }>('error');

afterAll(close);

// ── The world the requests refer to: real rows of every kind a path or body names ─────────────

async function post(token: string, path: string, body: unknown, method = 'POST') {
  const response = await app.fetch(path, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.result;
}

const admin = await registerEmployer(app);
const recruiter = await inviteRecruiter(app, admin.token);
const candidate = await registerCandidate(app);
const job = await publishRecruitment(app, admin.token);
const otherJob = await publishRecruitment(app, admin.token);
const draft = await publishRecruitment(app, admin.token, { status: 'DRAFT' });
/** Nobody has applied to it or been offered it yet: the first such request wins, the next is a conflict. */
const untouchedJob = await publishRecruitment(app, admin.token);
const application = (await post(candidate.token, `/api/candidate/jobs/${job.id}/applications`, {})).application;
const letter = { subject: 'Come and build with us', introduction: 'We read your profile', message: 'Let us talk.' };
const offerTo = (recruitmentId: string, extra: object = {}) =>
  post(admin.token, '/api/company/offers', {
    candidateId: candidate.user.candidateId,
    recruitmentId,
    ...letter,
    ...extra,
  });
const sent = await offerTo(job.id);
const scheduled = await offerTo(otherJob.id, {
  isScheduled: true,
  scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
});
const offerMessageIds = [...sent.messages, ...scheduled.messages].map((message: { id: string }) => message.id);
const pools = await Promise.all(
  ['Backend', 'Frontend'].map(
    async (name) => (await post(admin.token, '/api/company/talent-pools', { name })).talentPool.id,
  ),
);
await post(admin.token, `/api/company/talent-pools/${pools[0]}/candidates/${candidate.user.candidateId}`, {}, 'PUT');
const templates = {
  messages: (await post(admin.token, '/api/company/templates/messages', { name: 'Thanks', message: 'Received.' }))
    .template.id,
  'offer-letters': (await post(admin.token, '/api/company/templates/offer-letters', { name: 'Scout', ...letter }))
    .template.id,
  'offer-reminders': (
    await post(admin.token, '/api/company/templates/offer-reminders', {
      name: 'Nudge',
      subject: 'Still there?',
      message: 'Hi',
    })
  ).template.id,
};
const certifications = (await app.db.selectFrom('language_certifications').select('id').limit(3).execute()).map(
  (row) => row.id,
);

/** Real ids by the name of the field or path parameter that holds them (lists use the singular). */
function realIds(key: string, route: ContractRoute): string[] {
  const name = key.replace(/Ids$/, 'Id');
  const template = Object.entries(templates).find(([kind]) => route.route.path.includes(`/${kind}`))?.[1];
  const ids: Record<string, (string | undefined)[]> = {
    jobId: [job.id, otherJob.id, draft.id, untouchedJob.id],
    recruitmentId: [job.id, otherJob.id, draft.id, untouchedJob.id],
    offerId: [sent.offer.id, scheduled.offer.id],
    offerMessageId: offerMessageIds,
    candidateId: [candidate.user.candidateId],
    applicationId: [application.id],
    recruiterId: [admin.user.recruiterId, recruiter.user.recruiterId],
    poolId: pools,
    templateId: [template, ...Object.values(templates)],
    industryId: Object.values(INDUSTRY),
    occupationId: Object.values(OCCUPATION),
    languageId: Object.values(LANGUAGE),
    certificationId: certifications,
    provinceId: Object.values(PROVINCE),
    districtId: Object.values(DISTRICT),
    locationId: [...Object.values(PROVINCE), ...Object.values(DISTRICT)],
  };
  return (ids[name] ?? []).filter((id): id is string => id !== undefined);
}

// Addresses and tax ids must be new in this database on every run, so these few are not drawn from the seed.
const taxId = fc.constant(null).map(() => uniqueTaxId());
const emailArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null).map(() => uniqueEmail('fuzz')) },
  { weight: 1, arbitrary: fc.constantFrom(candidate.email, admin.email, recruiter.email) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom(' Mixed.Case@Example.TEST ', 'a+tag@example.test', 'ผู้ใช้@ตัวอย่าง.ไทย') },
);

/** Generators for fields whose schema alone would almost never produce an acceptable value. */
const special =
  (route: ContractRoute) =>
  ({ key, schema }: Field): fc.Arbitrary<unknown> | undefined => {
    if (schema.format === 'uuid') {
      const ids = realIds(key, route);
      return ids.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, fc.uuid()) : undefined;
    }
    if (schema.format === 'email') return emailArbitrary;
    if (schema.type !== 'string' || schema.enum || schema.format) return undefined;
    if (key === 'password') return fc.oneof(fc.constant(STRONG_PASSWORD), fc.string({ minLength: 6, maxLength: 40 }));
    if (key === 'companyTaxId') return taxId;
    if (key === 'phoneNumber') return fc.oneof(fc.stringMatching(/^0[689]\d{8}$/), fc.constant('+66 81 234 5678'));
    if (key === 'languageSkills') {
      const level = fc.constantFrom('', ':BASIC', ':NATIVE', ':nonsense', ':');
      return fc
        .tuple(fc.constantFrom(...realIds('languageId', route)), level)
        .map(([id, minimum]) => `${id}${minimum}`);
    }
    return undefined;
  };

/** The field that bounds `key` from above: ageMin → ageMax, minSalary → maxSalary, startDate → endDate. */
const upperBoundOf = (key: string) =>
  key
    .replace(/Min(?=[A-Z]|$)/, 'Max')
    .replace(/Start(?=[A-Z]|$)/, 'End')
    .replace(/^min(?=[A-Z])/, 'max')
    .replace(/^start(?=[A-Z])/, 'end');

/**
 * The rules between the fields of valid input that its JSON Schema cannot state: each lower
 * bound at most its upper bound, and a time in the future exactly when something is scheduled.
 */
function coherent(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(coherent);
  if (value === null || typeof value !== 'object') return value;
  const object = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, coherent(item)]));
  for (const low of Object.keys(object)) {
    const high = upperBoundOf(low);
    const [a, b] = [object[low], object[high]];
    if (high !== low && typeof a === typeof b && a !== null && b !== null && (a as string) > (b as string)) {
      [object[low], object[high]] = [b, a];
    }
  }
  if ('isScheduled' in object || 'scheduledAt' in object) {
    object.scheduledAt = object.isScheduled === true ? new Date(Date.now() + 86_400_000).toISOString() : undefined;
  }
  return object;
}

// ── Sessions: one per audience, or a fresh one for the routes that end theirs ──────────────────

/** Routes that end the caller's session or account: each of their requests signs up anew. */
const SESSION_ENDING = new Set(['candidate.auth.logout', 'company.auth.logout', 'candidate.profile.delete']);

async function tokenFor(caller: Caller, route: ContractRoute): Promise<string | undefined> {
  if (caller === 'none') return undefined;
  if (!SESSION_ENDING.has(route.id)) return caller === 'candidate' ? candidate.token : admin.token;
  return caller === 'candidate' ? (await registerCandidate(app)).token : (await registerEmployer(app)).token;
}

const callers = (route: ContractRoute): fc.Arbitrary<Caller> => {
  const audience = route.access?.audience;
  if (audience === 'candidate') return fc.constant('candidate');
  if (audience === 'employer') return fc.constant('employer');
  // Public routes also recognise a session (a job view counts when signed in).
  return fc.constantFrom<Caller>('none', 'none', 'candidate', 'employer');
};

// ── Sending and judging ────────────────────────────────────────────────────────────────────────

const isEnvelope = (body: unknown, status: number) => {
  const envelope = body as { status?: unknown; statusCode?: unknown } | null;
  return envelope?.status === (status < 400 ? 'success' : 'error') && envelope.statusCode === status;
};

/** Sends the request (all its copies at once, on the same session) and judges each answer. */
async function send(request: FuzzRequest, route: ContractRoute): Promise<Outcome[]> {
  const token = await tokenFor(request.caller, route);
  return Promise.all(Array.from({ length: request.copies ?? 1 }, () => sendOnce(request, token)));
}

async function sendOnce(request: FuzzRequest, token: string | undefined): Promise<Outcome> {
  const requestId = `fuzz-${randomInt(1e9)}`;
  try {
    const response = await app.fetch(request.target, {
      method: request.method,
      headers: {
        ...request.headers,
        'x-request-id': requestId,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: request.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Judged below: every answer must be the JSON envelope.
    }
    const logged = serverErrors.find((entry) => entry.req?.id === requestId && entry.err)?.err;
    const cause = logged ? `${logged.code ?? ''} ${logged.message ?? ''}`.trim() : undefined;
    if (response.status >= 500) return { status: response.status, body, problem: `${response.status}`, cause };
    if (!isEnvelope(body, response.status)) return { status: response.status, body, problem: 'no JSON envelope' };
    return { status: response.status, body };
  } catch (error) {
    const name = (error as Error).name;
    return {
      status: 0,
      body: null,
      problem: name === 'TimeoutError' ? `no answer in ${REQUEST_TIMEOUT_MS} ms` : `${error}`,
    };
  }
}

/** Answers that show the request got past routing, authentication, body parsing and validation. */
const TRANSPORT_OR_VALIDATION = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'ROUTE_NOT_FOUND',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'MALFORMED_JSON',
  'VALIDATION_ERROR',
  'RATE_LIMITED',
]);
const reachedHandler = (outcome: Outcome) =>
  outcome.status > 0 &&
  outcome.status < 500 &&
  !TRANSPORT_OR_VALIDATION.has((outcome.body as { error?: { errorCode?: string } })?.error?.errorCode ?? '');

const seedOf = (id: string) => [...id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);
const show = (request: FuzzRequest) =>
  `${request.kind}: ${request.method} ${request.target.slice(0, 200)}${
    request.body === undefined ? '' : ` ${JSON.stringify(request.headers)} ${String(request.body).slice(0, 200)}`
  }`;

const routes = contractRoutes();
const coverage = new Map<string, { sent: number; reached: number; statuses: Record<number, number> }>();

describe('contract-driven fuzzing', () => {
  it.each(routes.map((route) => [route.label, route] as const))(
    '%s: generated requests never get a 5xx, a bare answer or no answer',
    async (_label, route) => {
      const stats = { sent: 0, reached: 0, statuses: {} as Record<number, number> };
      coverage.set(route.id, stats);
      const unexpected: string[] = [];
      const options = { caller: callers(route), special: special(route), coherent };
      const requests = fc.sample(requestArbitrary(route, options), {
        seed: seedOf(route.id),
        numRuns: RUNS_PER_ROUTE,
      });
      for (const request of requests) {
        for (const outcome of await send(request, route)) {
          stats.sent += 1;
          stats.statuses[outcome.status] = (stats.statuses[outcome.status] ?? 0) + 1;
          if (reachedHandler(outcome)) stats.reached += 1;
          if (outcome.problem) {
            unexpected.push(`${outcome.problem}${outcome.cause ? ` (${outcome.cause})` : ''} ← ${show(request)}`);
          }
        }
      }
      expect(unexpected).toEqual([]);
      // The shared sessions must survive every route, or later routes would only see 401s.
      for (const token of [candidate.token, admin.token]) {
        const audience = token === candidate.token ? 'candidate' : 'company';
        const me = await app.fetch(`/api/${audience}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
        expect(me.status, `${route.id} ended the shared ${audience} session: add it to SESSION_ENDING`).toBe(200);
      }
    },
    120_000,
  );

  it('covered every route of the contract, each with requests that reached its handler', () => {
    const missing = routes.filter((route) => !coverage.has(route.id)).map((route) => route.label);
    expect(missing).toEqual([]);
    const neverReached = routes
      .filter((route) => (coverage.get(route.id)?.reached ?? 0) === 0)
      .map((route) => route.label);
    expect(neverReached).toEqual([]);
  });
});
