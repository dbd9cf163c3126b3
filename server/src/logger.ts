import { pino } from 'pino';
import pretty from 'pino-pretty';

const redact = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'];

type LoggerOptions = {
  /** A person watches the output: colourised one-line entries instead of JSON. */
  forTerminal?: boolean;
  destination?: NodeJS.WritableStream;
};

/**
 * JSON lines for machines (log collectors, the tests that read the port from stdout); readable
 * lines when the output is a terminal.
 */
export function createLogger(
  level: string,
  { forTerminal = process.stdout.isTTY === true, destination = process.stdout }: LoggerOptions = {},
) {
  if (!forTerminal) return pino({ level, redact }, destination);
  const colorize = destination === process.stdout;
  return pino(
    { level, redact },
    pretty({ colorize, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true, destination }),
  );
}
