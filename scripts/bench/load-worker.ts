/**
 * A closed-loop load generator, run in a worker thread so that it does not share the event loop
 * of the servers under test: `concurrency` keep-alive connections, each sending its next request
 * when the previous answer has been read, until `requests` have been sent.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export type LoadJob = { url: string; headers: Record<string, string>; concurrency: number; requests: number };
export type LoadAnswer = { latencies: number[]; elapsedMs: number; failures: number; firstFailure: string | null };

const job = workerData as LoadJob;
const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });

function send(): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(job.url, { agent, headers: job.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const latencies = new Array<number>(job.requests).fill(0);
let next = 0;
let failures = 0;
let firstFailure: string | null = null;

async function connection() {
  while (next < job.requests) {
    const index = next++;
    const started = performance.now();
    try {
      const { status, body } = await send();
      if (status !== 200) {
        failures++;
        firstFailure ??= `${status} ${body.slice(0, 300)}`;
      }
    } catch (error) {
      failures++;
      firstFailure ??= String(error);
    }
    latencies[index] = performance.now() - started;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: job.concurrency }, connection));
const answer: LoadAnswer = { latencies, elapsedMs: performance.now() - started, failures, firstFailure };
agent.destroy();
parentPort?.postMessage(answer);
