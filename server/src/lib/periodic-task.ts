import type { Logger } from 'pino';

/**
 * A background job that runs `work` every `intervalMs` and on demand, never twice at once in
 * this process (a call arriving meanwhile waits for the running one, then runs again). A failing
 * run is logged and the schedule goes on.
 */
export function createPeriodicTask(name: string, work: () => Promise<number>, logger: Logger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  const runNow = () => {
    running = (running ?? Promise.resolve(0)).catch(() => 0).then(work);
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
      timer = setTimeout(() => loop(intervalMs), 0);
      timer.unref();
    },
    /** Stops the schedule and waits for a run in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type PeriodicTask = ReturnType<typeof createPeriodicTask>;
