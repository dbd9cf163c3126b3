/**
 * A closed-loop load generator, run in a worker thread so that it does not share the event loop
 * of the servers under test: autocannon's `concurrency` keep-alive connections, each sending its
 * next request when the previous answer has been read, until `requests` have been answered. Every
 * latency is kept, so that any percentile can be read.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

export type LoadJob = { url: string; headers: Record<string, string>; concurrency: number; requests: number };
export type LoadAnswer = { latencies: number[]; elapsedMs: number; failures: number; firstFailure: string | null };

const job = workerData as LoadJob;
const latencies: number[] = [];
let failures = 0;
let firstFailure: string | null = null;

// autocannon reports the end at its next one-second sampling tick, not when the last answer
// arrived: the elapsed time ends with the last answer, or fast requests would look up to a second
// slower (20,000 requests at 10,000/s read as 3 s instead of 2).
const started = performance.now();
let lastAnswer = started;
await new Promise<void>((resolve, reject) => {
  const instance = autocannon(
    { url: job.url, connections: job.concurrency, amount: job.requests, headers: job.headers, timeout: 60 },
    (error, result) => {
      if (error) return reject(error);
      const broken = result.errors + result.timeouts;
      if (broken > 0) {
        failures += broken;
        firstFailure ??= `${result.errors} connection errors, ${result.timeouts} timeouts`;
      }
      resolve();
    },
  );
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    lastAnswer = performance.now();
    latencies.push(ms);
    if (statusCode !== 200) {
      failures++;
      firstFailure ??= `status ${statusCode}`;
    }
  });
});
const answer: LoadAnswer = { latencies, elapsedMs: lastAnswer - started, failures, firstFailure };
parentPort?.postMessage(answer);
