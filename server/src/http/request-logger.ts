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

const levelOf = (statusCode: number, failed: boolean) =>
  failed || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';

/**
 * Gives every request its id and `req.log`, and logs one line when its answer is sent (or the
 * connection closes first): id, method, URL, status and time, at info, warn (4xx) or error (5xx,
 * aborted). Nothing is listened for when the logger is silent: pino-http made a child logger
 * (its bindings serialised) and three listeners for every request, a tenth of a posting's page.
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
        const failed = !res.writableFinished;
        const level = levelOf(res.statusCode, failed);
        if (!logger.isLevelEnabled(level)) return;
        const line = {
          req: described,
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        };
        if (failed) logger[level](line, 'request aborted');
        else logger[level](line, 'request completed');
      };
      res.on('finish', done);
      res.on('close', done);
    }
    next();
  };
}
