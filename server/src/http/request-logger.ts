import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id (X-Request-Id), set by `requestLogger`. */
    id: string;
    /** Logs lines that say which request they belong to (`req: { id, method, url }`). */
    log: RequestLog;
  }
}

const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

/** The request's id, also sent back as X-Request-Id: the caller's when sane, otherwise a new uuid. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

type Described = { id: string; method: string | undefined; url: string };

/**
 * A request's logger: a pino child logger with the request in its bindings, made when the first
 * line is written (most requests write none, and making one serialises its bindings).
 */
export class RequestLog {
  #child: Logger | undefined;
  readonly #logger: Logger;
  readonly #described: Described;

  constructor(logger: Logger, described: Described) {
    this.#logger = logger;
    this.#described = described;
  }

  error(fields: object, message: string) {
    this.#own().error(fields, message);
  }

  warn(fields: object, message: string) {
    this.#own().warn(fields, message);
  }

  #own(): Logger {
    this.#child ??= this.#logger.child({ req: this.#described });
    return this.#child;
  }
}

const levelOf = (statusCode: number) => (statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info');

/** What the line says: as pino-http said it, so that searches of the log keep finding it. */
const messageOf = (statusCode: number, aborted: boolean) =>
  statusCode >= 500 ? 'request errored' : aborted ? 'request aborted' : 'request completed';

/**
 * Gives every request its id and `req.log`, and logs one line when its answer is sent (or the
 * connection closes first): id, method, URL, status and time, at info, warn (4xx) or error
 * (5xx). A client that goes away before the answer is sent (a cancelled fetch, a page left) is
 * not an error of the server's: its line says "request aborted" at the status's level. Nothing is
 * listened for when the logger is silent: pino-http made a child logger (its bindings serialised)
 * and three listeners for every request, a tenth of a posting's page.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestId(req, res);
    const described = { id, method: req.method, url: req.originalUrl };
    req.id = id;
    req.log = new RequestLog(logger, described);
    if (logger.isLevelEnabled('error')) {
      const started = performance.now();
      const done = () => {
        res.off('finish', done);
        res.off('close', done);
        const level = levelOf(res.statusCode);
        if (!logger.isLevelEnabled(level)) return;
        const line = {
          req: described,
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        };
        logger[level](line, messageOf(res.statusCode, req.readableAborted || !res.writableEnded));
      };
      res.on('finish', done);
      res.on('close', done);
    }
    next();
  };
}
