/** The benchmark's settings, from the environment (documented in scripts/bench/main.ts). */
import { loadConfig } from '../../server/src/config.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function whole(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
  return value;
}

export type BenchConfig = ReturnType<typeof loadBenchConfig>;

/** The app's configuration in the benchmark: the measured app's (server-process.ts) and the capture app's. */
export const benchAppConfig = (databaseUrl: string, jwtSecret: string) =>
  loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: jwtSecret,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-bench-web-dist',
    APP_BASE_URL: 'http://127.0.0.1',
  });

export function loadBenchConfig() {
  const serverUrl = new URL(process.env.BENCH_DATABASE_URL || DEFAULT_URL);
  const databaseName = process.env.BENCH_DATABASE_NAME || 'jobmatch_bench';
  const benchUrl = new URL(serverUrl);
  benchUrl.pathname = `/${databaseName}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  return {
    /** The maintenance database used to create / drop the bench database. */
    adminUrl: adminUrl.toString(),
    benchUrl: benchUrl.toString(),
    databaseName,
    /** docs/testing.md: ≥ 1M candidates and ≥ 200k postings. */
    candidates: whole('BENCH_CANDIDATES', 1_000_000),
    postings: whole('BENCH_POSTINGS', 200_000),
    /** Rows generated per INSERT … SELECT statement (progress is printed after each). */
    chunk: whole('BENCH_CHUNK', 100_000),
    /** Concurrent keep-alive connections of the load generator (issue 13's targets are at 20). */
    concurrency: whole('BENCH_CONCURRENCY', 20),
    /**
     * Upper bound of measured requests per scenario and side. The reference answers come at
     * 15,000–30,000 a second: a lower bound (it was 20,000) cut their runs to under a second per
     * side, where one pause of the machine moved a ratio by a third.
     */
    maxRequests: whole('BENCH_REQUESTS', 200_000),
    /** Lower bound of measured requests per scenario and side. */
    minRequests: whole('BENCH_MIN_REQUESTS', 20),
    /** Aim for about this many seconds per scenario and side (slow queries get fewer requests). */
    secondsPerSide: whole('BENCH_SECONDS', 10),
    /**
     * Only the scenarios whose names contain one of these comma-separated texts, for trying a
     * change on a few of them: the run then prints its table and leaves bench/results.md alone.
     */
    only: (process.env.BENCH_ONLY ?? '')
      .split(',')
      .map((text) => text.trim())
      .filter(Boolean),
    /** Drop and regenerate the data even if the database already holds it. */
    regenerate: process.env.BENCH_REGENERATE === '1',
    resultsFile: new URL('../../bench/results.md', import.meta.url),
  };
}
