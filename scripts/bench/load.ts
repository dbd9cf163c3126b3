import { Worker } from 'node:worker_threads';
import type { LoadAnswer, LoadJob } from './load-worker.ts';

export type LoadResult = {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  failures: number;
  firstFailure: string | null;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** Runs one closed-loop load in a worker thread; latencies in ms. */
export function runLoad(job: LoadJob): Promise<LoadAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.ts', import.meta.url), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}

/** Several runs of the same load as one result: throughput over their summed time, pooled latencies. */
export function summarise(runs: LoadAnswer[]): LoadResult {
  const sorted = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const elapsedMs = runs.reduce((sum, run) => sum + run.elapsedMs, 0);
  return {
    requests: sorted.length,
    requestsPerSecond: sorted.length / (elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    firstFailure: runs.find((run) => run.firstFailure)?.firstFailure ?? null,
  };
}
