import { pino } from 'pino';

/** pino's numbers for its levels. */
export const LOG_LEVEL = { warn: 40, error: 50 } as const;

export type LogEntry = { level: number; msg: string; [key: string]: unknown };

/** A real pino logger whose JSON lines are kept for the test to read. */
export function captureLogs() {
  const entries: LogEntry[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => entries.push(JSON.parse(line) as LogEntry) });
  return {
    logger,
    entries,
    /** Warnings and worse, besides the request log's own line per 4xx/5xx answer. */
    problems: () =>
      entries.filter((entry) => entry.level >= LOG_LEVEL.warn && !('res' in entry && 'responseTime' in entry)),
  };
}
