import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

/** The request's id, also sent back as X-Request-Id: the caller's when sane, otherwise a new uuid. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/** Logs every request with its id. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    // The serializers below read the request and response themselves: wrapped, pino-http would
    // first build its full description of each (headers, address, and the query string parsed
    // anew), a tenth of a search's own work, to keep three fields of it.
    wrapSerializers: false,
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, url: req.originalUrl ?? req.url }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  });
}
