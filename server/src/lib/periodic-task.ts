import type { Logger } from 'pino';

/**
 * A background job that runs `work` every `intervalMs` and on demand, never twice at once in
 * this process (a call arriving meanwhile waits for the running one, then runs again). A failing
 * run is logged and the schedule goes on. `work` should return early once its signal is aborted
 * (`stop()`), so that a shutdown does not wait for a long backlog.
 */
export function createPeriodicTask(name: string, work: (stop: AbortSignal) => Promise<number>, logger: Logger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let stopping = new AbortController();

  const runNow = () => {
    const { signal } = stopping;
    running = (running ?? Promise.resolve(0)).catch(() => 0).then(() => work(signal));
    return running;
  };

  const loop = async (intervalMs: number) => {
    try {
      await runNow();
    } catch (error) {
      logger.error({ err: error }, `${name} failed`);
    }
    if (stopped) return;
    timer = setTimeout(() => loop(intervalMs), intervalMs);
    timer.unref();
  };

  return {
    /** Runs now (after any run in progress); resolves with what `work` reports. */
    runNow,
    start(intervalMs: number) {
      stopped = false;
      if (stopping.signal.aborted) stopping = new AbortController();
      timer = setTimeout(() => loop(intervalMs), 0);
      timer.unref();
    },
    /** Stops the schedule, tells a run in progress to stop, and waits for it. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopping.abort();
      await running?.catch(() => undefined);
    },
  };
}

export type PeriodicTask = ReturnType<typeof createPeriodicTask>;
