/**
 * `npm run bench` (docs/testing.md): the API measured as ratios against a bare `pg` handler running
 * the same SQL, on generated data in PostgreSQL. Never part of the tests or CI.
 *
 *   BENCH_DATABASE_URL   server to use (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_DATABASE_NAME  database to create or reuse (default jobmatch_bench)
 *   BENCH_CANDIDATES     candidates to generate (default 1,000,000)
 *   BENCH_POSTINGS       job postings to generate (default 200,000)
 *   BENCH_REGENERATE=1   regenerate even if the database already holds data of this size
 *   BENCH_CONCURRENCY    concurrent keep-alive connections (default 20)
 *   BENCH_SECONDS        seconds aimed at per request and side (default 10); the request count is
 *                        then clamped to BENCH_MIN_REQUESTS..BENCH_REQUESTS (default 20..200,000)
 *   BENCH_ONLY           comma-separated parts of scenario names to run only those (the results
 *                        are printed, bench/results.md is left as it is)
 *
 * Steps: create/reuse the database (migrations and reference data from the server's code),
 * generate the data if needed, start the real app and the bare handler on ephemeral ports,
 * capture each request's SQL, warm both sides up with every scenario, load both sides in turn,
 * EXPLAIN ANALYZE each query, and write bench/results.md.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import os from 'node:os';
import { createBuiltInProvider } from '../../server/src/modules/identity/identity-provider.ts';
import { type Capture, startCaptureApp } from './capture.ts';
import { benchAppConfig, loadBenchConfig } from './config.ts';
import { markComplete, prepareDatabase } from './database.ts';
import { explain } from './explain.ts';
import { generateData } from './generate.ts';
import { runLoad, summarise } from './load.ts';
import { serverLikePool } from './pg-pool.ts';
import { type Measured, planSummary, resultsTable, writeResults } from './report.ts';
import { buildScenarios, type Scenario } from './scenarios.ts';
import { startServerProcess } from './servers.ts';

const bench = loadBenchConfig();
const WARM_UP_ROUNDS = 10;
/** Measured parts per side, in alternating pairs: the more, the better slow drifts in the machine's load average out. */
const PARTS_PER_SIDE = 4;

async function post(baseUrl: string, path: string, body: object): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { result?: { accessToken?: string } };
  const token = json.result?.accessToken;
  if (response.status !== 201 || !token) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return token;
}

/** The list size an API answer reports: the pagination total ("10000+" when capped), or the length of its one list. */
function totalOf(body: unknown): string | null {
  const result = (body as { result?: Record<string, unknown> }).result ?? {};
  const pagination = result.pagination as { total?: number; totalExact?: boolean } | undefined;
  if (pagination?.total !== undefined) return `${pagination.total}${pagination.totalExact === false ? '+' : ''}`;
  const list = Object.values(result).find(Array.isArray);
  return list ? String(list.length) : null;
}

// ── 1. Database and data ────────────────────────────────────────────────────────────────────────
const { handle, reuse } = await prepareDatabase(bench);
if (reuse) {
  console.log(`reusing ${bench.databaseName}: it already holds the generated data (BENCH_REGENERATE=1 to redo)`);
} else {
  await generateData(bench, handle.db);
  await markComplete(bench);
}

// ── 2. The real app, the capture app and the bare handler ──────────────────────────────────────
const config = benchAppConfig(bench.benchUrl, randomBytes(32).toString('hex'));
// Each server runs in a process of its own (server-process.ts), as it would in production.
const serverSettings = { databaseUrl: bench.benchUrl, jwtSecret: config.auth.jwtSecret };
const api = await startServerProcess('api', serverSettings);
const apiUrl = api.baseUrl;

const stamp = `${Date.now()}-${randomInt(1000)}`;
const password = 'Bench-Kh0-Sam-Ruay!';
const pool = serverLikePool(bench.benchUrl);

/**
 * The ADMIN of the generated company with the most postings, signed in through a session of its
 * own (the generated users have no password): its lists hold a company's worth of recruitments.
 */
async function generatedEmployerToken(): Promise<string> {
  const { rows } = await pool.query<{ user_id: string }>(
    `SELECT r.user_id FROM recruiters r JOIN users u ON u.id = r.user_id AND u.role = 'ADMIN'
     WHERE r.status = 'ACTIVE' AND r.company_id = (SELECT company_id FROM job_postings GROUP BY company_id ORDER BY count(*) DESC LIMIT 1)
     LIMIT 1`,
  );
  const userId = rows[0]?.user_id;
  if (!userId) throw new Error('no generated company admin');
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await pool.query('INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)', [
    sessionId,
    userId,
    expiresAt,
  ]);
  return createBuiltInProvider(config.auth.jwtSecret).issue({ sessionId, userId, audience: 'employer', expiresAt });
}

const tokens: Record<Scenario['audience'], string | null> = {
  public: null,
  employer: await generatedEmployerToken(),
  candidate: await post(apiUrl, '/api/candidate/auth/register', {
    email: `bench.candidate.${stamp}@example.test`,
    firstName: 'Bench',
    lastName: 'Candidate',
    password,
  }),
};
const headersOf = (scenario: Scenario): Record<string, string> => {
  const token = tokens[scenario.audience];
  return { 'accept-language': 'th', ...(token ? { authorization: `Bearer ${token}` } : {}) };
};

const scenarios = (await buildScenarios(pool)).filter(
  (scenario) => bench.only.length === 0 || bench.only.some((text) => scenario.name.includes(text)),
);
const capturer = await startCaptureApp(bench.benchUrl, config);
const routes = new Map<string, Capture>();
const totals = new Map<string, string | null>();
for (const scenario of scenarios) {
  const captured = await capturer.capture(scenario.path, headersOf(scenario));
  if (captured.status !== 200) {
    throw new Error(`${scenario.path}: ${captured.status} ${JSON.stringify(captured.body).slice(0, 500)}`);
  }
  routes.set(scenario.path, captured);
  totals.set(scenario.path, totalOf(captured.body));
}
await capturer.close();
const bare = await startServerProcess('bare', serverSettings, routes);

// ── 3. Load, side by side ──────────────────────────────────────────────────────────────────────
const load = (baseUrl: string, scenario: Scenario, requests: number) =>
  runLoad({
    url: `${baseUrl}${scenario.path}`,
    headers: headersOf(scenario),
    concurrency: bench.concurrency,
    requests,
  });

/**
 * Ten rounds of the connections on each side: the first answers of a route (cold caches,
 * unoptimised code) are slow, and with two rounds their mean sized fast routes' runs at a third
 * of the aim.
 */
async function warmUp(scenario: Scenario) {
  const warmup = WARM_UP_ROUNDS * bench.concurrency;
  const apiWarm = summarise([await load(apiUrl, scenario, warmup)]);
  const bareWarm = summarise([await load(bare.baseUrl, scenario, warmup)]);
  for (const [side, warm] of [
    ['API', apiWarm],
    ['bare', bareWarm],
  ] as const) {
    if (warm.failures > 0) throw new Error(`${side} ${scenario.name}: ${warm.firstFailure}`);
  }
  return { apiWarm, bareWarm };
}

// Every scenario is warmed up once before any is measured. Fresh processes answer their first
// few thousand requests slower on both sides, whatever the route: measured first, "jobs · keyword
// \"engineer\"" answered 878 req/s (bare 1,311), second 1,097 (1,771), and third 1,427 (2,283),
// so whichever scenario came first paid for the start-up alone. A full run warms up with about
// 7,600 requests a side this way; `BENCH_ONLY` with its few scenarios, fewer.
for (const scenario of scenarios) await warmUp(scenario);

const results: Measured[] = [];
const rssAtStart = await api.rssMb();
const loadAtStart = os.loadavg();
for (const scenario of scenarios) {
  const { apiWarm, bareWarm } = await warmUp(scenario);
  const slowest = Math.max(apiWarm.mean, bareWarm.mean);
  // Each part keeps every connection busy at least once (autocannon refuses fewer requests than connections).
  const part = Math.max(
    bench.concurrency,
    Math.ceil(
      Math.min(
        bench.maxRequests,
        Math.max(bench.minRequests, (bench.secondsPerSide * 1000 * bench.concurrency) / slowest),
      ) / PARTS_PER_SIDE,
    ),
  );
  // Alternating parts (bare, API, API, bare, bare, API, API, bare) so that drift in the machine's
  // load hits both sides alike.
  const measure = (baseUrl: string) => load(baseUrl, scenario, part);
  const bareRuns = [];
  const apiRuns = [];
  let rssBeforeMb = 0;
  for (let pair = 0; pair < PARTS_PER_SIDE / 2; pair += 1) {
    bareRuns.push(await measure(bare.baseUrl));
    if (pair === 0) rssBeforeMb = await api.rssMb();
    apiRuns.push(await measure(apiUrl), await measure(apiUrl));
    bareRuns.push(await measure(bare.baseUrl));
  }
  const rssAfterMb = await api.rssMb();
  const bareResult = summarise(bareRuns);
  const apiResult = summarise(apiRuns);
  const requests = apiResult.requests;
  const groups = routes.get(scenario.path)?.groups ?? [];
  const plans = [];
  for (const query of groups.flat()) plans.push(await explain(pool, query));
  const measured: Measured = {
    scenario,
    queries: groups.flat().length,
    total: totals.get(scenario.path) ?? null,
    api: apiResult,
    bare: bareResult,
    rssBeforeMb,
    rssAfterMb,
    plans,
  };
  results.push(measured);
  console.log(
    `${scenario.name}: ${requests} requests · API ${apiResult.requestsPerSecond.toFixed(1)} req/s p50 ${apiResult.p50.toFixed(1)} ms p95 ${apiResult.p95.toFixed(1)} ms · bare ${bareResult.requestsPerSecond.toFixed(1)} req/s p50 ${bareResult.p50.toFixed(1)} ms${apiResult.failures + bareResult.failures > 0 ? ` · FAILURES ${apiResult.firstFailure ?? bareResult.firstFailure}` : ''}`,
  );
}
const rssAtEnd = await api.rssMb();
const loadAtEnd = os.loadavg();
const loadAverage = (load: number[]) => load.map((value) => value.toFixed(2)).join(' ');

// ── 4. Report ──────────────────────────────────────────────────────────────────────────────────
const scalar = async (sql: string) => String((await pool.query<{ value: unknown }>(sql)).rows[0]?.value ?? '');
const setting = (name: string) => scalar(`SELECT current_setting('${name}') AS value`);
const cpu = os.cpus();
const facts = {
  lines: [
    `Date: ${new Date().toISOString()}`,
    `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, ${os.platform()} ${os.release()}`,
    `Node ${process.version}; ${await scalar('SELECT version() AS value')}`,
    `PostgreSQL settings: shared_buffers ${await setting('shared_buffers')}, work_mem ${await setting('work_mem')}, max_parallel_workers_per_gather ${await setting('max_parallel_workers_per_gather')}, database ${bench.databaseName} (${await scalar(`SELECT pg_size_pretty(pg_database_size(current_database())) AS value`)}, LC_CTYPE ${await scalar('SELECT datctype AS value FROM pg_database WHERE datname = current_database()')})`,
    `Data: ${await scalar('SELECT count(*) AS value FROM candidates')} candidates (table ${await scalar(`SELECT pg_size_pretty(pg_relation_size('candidates')) AS value`)} without TOAST and indexes, ${await scalar('SELECT count(*) AS value FROM candidates WHERE open_to_company_offer AND deleted_at IS NULL')} visible to employers), ${await scalar('SELECT count(*) AS value FROM job_postings')} job postings (${await scalar(`SELECT count(*) AS value FROM job_postings WHERE status = 'ACTIVE' AND (expired_at IS NULL OR expired_at > now())`)} open), ${await scalar('SELECT count(*) AS value FROM companies')} companies, ${await scalar('SELECT count(*) AS value FROM candidate_work_histories')} work histories, ${await scalar('SELECT count(*) AS value FROM candidate_language_skills')} language skills`,
  ],
  settings: [
    `Load: closed loop (autocannon) in a worker thread, ${bench.concurrency} keep-alive connections, ${WARM_UP_ROUNDS * bench.concurrency} warm-up requests per side for every scenario before any is measured and again just before it, then the same number of requests for both sides in ${PARTS_PER_SIDE} alternating parts each (bare, API, API, bare, …; aiming at ${bench.secondsPerSide} s for the slower side, within ${bench.minRequests}..${bench.maxRequests})`,
    'n = measured requests per side (p99 of a small n is close to the maximum). Each server runs in a process of its own, with a 10-connection pg pool, and they are measured one after the other; "SQL" = statements per request, replayed by the bare handler in the same order (overlapping ones in parallel, as the API runs them)',
    `Machine load average (1/5/15 min) at the start and end of the measurement: ${loadAverage(loadAtStart)} → ${loadAverage(loadAtEnd)} (other work on the machine skews the absolute numbers; the ratios compare sides measured under the same conditions)`,
    `The API process's RSS over the whole measurement: ${rssAtStart.toFixed(0)} MB → ${rssAtEnd.toFixed(0)} MB`,
  ],
};
const findings = results.flatMap((r) => [
  ...(r.api.failures + r.bare.failures > 0
    ? [
        `${r.scenario.name}: ${r.api.failures} API and ${r.bare.failures} bare requests failed, e.g. ${r.api.firstFailure ?? r.bare.firstFailure}`,
      ]
    : []),
  ...r.plans
    .filter((plan) => plan.executionMs >= 50)
    .map(
      (plan) =>
        `${r.scenario.name} — ${plan.label}: ${plan.executionMs.toFixed(0)} ms; seq scans: ${plan.seqScans.join(', ') || 'none'}; search GIN: ${plan.searchIndexes.join(', ') || 'none'}`,
    ),
]);
console.log(`\n${resultsTable(results)}\n\n${planSummary(results)}\n`);
for (const line of [...facts.lines, ...facts.settings]) console.log(line);
if (bench.only.length === 0) {
  writeResults(bench.resultsFile, facts, results, findings);
  console.log(`\nwrote ${bench.resultsFile.pathname}`);
} else {
  console.log(`\nBENCH_ONLY=${bench.only.join(',')}: ${bench.resultsFile.pathname} left as it was`);
}

bare.close();
api.close();
await pool.end();
await handle.close();
