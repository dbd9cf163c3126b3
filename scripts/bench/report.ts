/** The results as a markdown table (printed, and written to bench/results.md with the plans). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Explained, summaryLine } from './explain.ts';
import type { LoadResult } from './load.ts';
import { MIN_RATIO, type Scenario } from './scenarios.ts';

export type Measured = {
  scenario: Scenario;
  queries: number;
  /** The list size the answer reports ("10000+" when the API capped its count). */
  total: string | null;
  api: LoadResult;
  bare: LoadResult;
  rssBeforeMb: number;
  rssAfterMb: number;
  plans: Explained[];
};

const fixed = (value: number, digits = 1) => value.toFixed(digits);

const ratioOf = (r: Measured) => r.api.requestsPerSecond / r.bare.requestsPerSecond;

/** Rounded down, so that a ratio shown as 0.70 has met the floor of 0.7 (0.698 reads 0.69). */
const ratioShown = (r: Measured) => (Math.floor(ratioOf(r) * 100) / 100).toFixed(2);

/** The scenario's target and whether the API met it, and met the shared throughput ratio. */
export function verdict(r: Measured): { target: string; met: boolean } {
  const target = r.scenario.target;
  const ratioMet = ratioOf(r) >= MIN_RATIO;
  const ratio = `req/s ≥ ${MIN_RATIO} of bare`;
  if (!target) return { target: ratio, met: ratioMet };
  if ('p95Ms' in target) {
    return { target: `p95 ≤ ${target.p95Ms} ms, ${ratio}`, met: ratioMet && r.api.p95 <= target.p95Ms };
  }
  return {
    target: `≥ ${target.requestsPerSecond.toLocaleString('en-US')} req/s, ${ratio}`,
    met: ratioMet && r.api.requestsPerSecond >= target.requestsPerSecond,
  };
}

export function resultsTable(results: Measured[]): string {
  const header = [
    '| request | SQL | total | n | API req/s | API p50 ms | API p95 ms | API p99 ms | bare req/s | bare p50 ms | bare p95 ms | req/s API/bare | target (issue 13) | met | API RSS MB before→after |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|:-:|--:|',
  ];
  const rows = results.map((r) => {
    const { target, met } = verdict(r);
    return [
      '',
      ` ${r.scenario.name} `,
      ` ${r.queries} `,
      ` ${r.total ?? '–'} `,
      ` ${r.api.requests} `,
      ` ${fixed(r.api.requestsPerSecond)} `,
      ` ${fixed(r.api.p50)} `,
      ` ${fixed(r.api.p95)} `,
      ` ${fixed(r.api.p99)} `,
      ` ${fixed(r.bare.requestsPerSecond)} `,
      ` ${fixed(r.bare.p50)} `,
      ` ${fixed(r.bare.p95)} `,
      ` ${ratioShown(r)} `,
      ` ${target} `,
      ` ${met ? '✓' : '✗'} `,
      ` ${fixed(r.rssBeforeMb, 0)}→${fixed(r.rssAfterMb, 0)} `,
      '',
    ].join('|');
  });
  return [...header, ...rows].join('\n');
}

export function planSummary(results: Measured[]): string {
  return results
    .map((r) =>
      [`${r.scenario.name}`, ...r.plans.map((plan, index) => `  [${index + 1}] ${summaryLine(plan)}`)].join('\n'),
    )
    .join('\n');
}

export function writeResults(
  file: URL,
  facts: { lines: string[]; settings: string[] },
  results: Measured[],
  findings: string[],
): void {
  const plans = results.map((r) =>
    [
      `### ${r.scenario.name}`,
      '',
      `\`GET ${decodeURIComponent(r.scenario.path)}\` (${r.scenario.audience}), ${r.queries} SQL statements:`,
      '',
      ...r.plans.map((plan, index) => `${index + 1}. ${summaryLine(plan)}`),
      '',
      '<details><summary>SQL and plan trees</summary>',
      '',
      '```text',
      ...r.plans.map(
        (plan, index) => `[${index + 1}] ${plan.label}\n${plan.sql}\n-- parameters: ${plan.parameters}\n${plan.tree}\n`,
      ),
      '```',
      '',
      '</details>',
      '',
    ].join('\n'),
  );
  const text = [
    '# jobmatch benchmark results',
    '',
    'Written by `npm run bench` (scripts/bench/main.ts). Each request is answered by the real app',
    '(pino silent) and by a bare `node:http` + `pg` handler running the same captured SQL, each in a process of its own;',
    'ratios below 1 (req/s, rounded down) are the cost of the API layers. "met" checks the scenario against issue 13\'s',
    `targets at 20 connections and against the shared floor of ${MIN_RATIO} of the bare handler's throughput.`,
    '',
    ...facts.lines.map((line) => `- ${line}`),
    '',
    ...facts.settings.map((line) => `- ${line}`),
    '',
    resultsTable(results),
    '',
    ...(findings.length > 0 ? ['## Findings', '', ...findings.map((line) => `- ${line}`), ''] : []),
    '## Query plans (EXPLAIN ANALYZE, BUFFERS)',
    '',
    ...plans,
  ].join('\n');
  mkdirSync(fileURLToPath(new URL('.', file)), { recursive: true });
  writeFileSync(file, text);
}
