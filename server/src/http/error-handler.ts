import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorDetail, message } from '@jobmatch/contract';
import { TsRestResponseValidationError } from '@ts-rest/core';
import { RequestValidationError } from '@ts-rest/express';
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { isDatabaseUnavailable } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { errorBody } from './envelope.ts';

type Issue = { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string; code?: string };

function detailsOf(part: string, error: { issues: ReadonlyArray<Issue> } | null): ErrorDetail[] {
  return (error?.issues ?? []).map((issue) => ({
    path: [part, ...(issue.path ?? []).map((key) => String(typeof key === 'object' ? key.key : key))].join('.'),
    message: issue.message,
    code: issue.code ?? 'invalid',
  }));
}

function validationDetails(error: RequestValidationError): ErrorDetail[] {
  return [
    ...detailsOf('params', error.pathParams),
    ...detailsOf('headers', error.headers),
    ...detailsOf('query', error.query),
    ...detailsOf('body', error.body),
  ];
}

/**
 * Express's router throws a URIError marked 400 when a path parameter holds a malformed
 * percent-escape (`%E0%A4%A`); every route with a parameter shares it.
 */
const isMalformedPathParam = (error: unknown) =>
  error instanceof URIError && (error as URIError & { status?: unknown }).status === 400;

/**
 * A unique or foreign-key violation is a conflict with data written by another request (two
 * offers at once) or still referring to a row. A key with its own error code answers that code,
 * so a race answers what the service's own check answers when the requests come one by one.
 */
const UNIQUE_KEY_ERRORS: Record<string, () => AppError> = {
  job_offers_candidate_job_key: () => new AppError('OFFER_ALREADY_EXISTS', 'errorOfferAlreadyExists'),
  users_email_key: () => new AppError('EMAIL_ALREADY_REGISTERED', 'errorEmailAlreadyRegistered'),
  companies_tax_id_key: () => new AppError('COMPANY_ALREADY_REGISTERED', 'errorCompanyAlreadyRegistered'),
};

function constraintViolation(error: unknown): AppError | undefined {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  if (code !== '23505' && code !== '23503') return undefined;
  const specific = code === '23505' && typeof constraint === 'string' ? UNIQUE_KEY_ERRORS[constraint] : undefined;
  return specific?.() ?? new AppError('CONFLICT', 'errorConflict', { cause: error });
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof RequestValidationError) {
    return new AppError('VALIDATION_ERROR', 'errorValidation', { details: validationDetails(error) });
  }
  if (isMalformedPathParam(error)) return new AppError('MALFORMED_URL', 'errorMalformedUrl');
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', 'errorServiceUnavailable', { cause: error });
  }
  return constraintViolation(error) ?? new AppError('INTERNAL_ERROR', 'errorInternal', { cause: error });
}

const envelopeOf = (appError: AppError, path: string, requestId?: string) =>
  errorBody({
    statusCode: appError.status,
    errorCode: appError.code,
    message: message(appError.messageKey, appError.messageParams),
    path,
    details: appError.details,
    requestId,
  });

/**
 * The one place where any error becomes the error envelope. Unexpected errors are logged with
 * the request id and answered with a generic 500: no stack, SQL or internal message leaves.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const appError = toAppError(error);
  if (appError.status >= 500) {
    const reason =
      error instanceof TsRestResponseValidationError
        ? 'response does not match the contract'
        : appError.code === 'SERVICE_UNAVAILABLE'
          ? 'database unavailable'
          : 'unexpected';
    req.log.error({ err: error }, `request failed: ${reason}`);
  } else if (appError.cause !== undefined) {
    // A refusal built from a lower-level error (a database key, a broken compressed body) keeps it in the log.
    req.log.warn({ err: appError.cause }, `request refused: ${appError.code}`);
  }
  res.set(appError.headers);
  res.status(appError.status).json(envelopeOf(appError, pathOf(req), requestIdOf(req)));
};

/**
 * A request with content: type-is counts `Content-Length: 0` as a body, but fetch sends it on
 * every body-less POST and PUT (apply to a job, save it, add a pool member).
 */
const hasContent = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;

/** Refuses a request body that is not JSON before validation reports it as missing. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  next(
    hasContent(req) && req.is('application/json') === false
      ? new AppError('UNSUPPORTED_MEDIA_TYPE', 'errorUnsupportedMediaType')
      : undefined,
  );
};

/** body-parser's failures are all about the body the client sent; those with a `type` say which. */
function bodyError(error: unknown): unknown {
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  if (type === 'entity.parse.failed') return new AppError('MALFORMED_JSON', 'errorMalformedJson');
  if (type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 'errorPayloadTooLarge');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'errorUnsupportedMediaType');
  }
  // A body that does not decompress (Content-Encoding), or shorter or longer than its Content-Length.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError('MALFORMED_BODY', 'errorMalformedBody', { cause: error });
  }
  return error;
}

/** express.json, with its failures turned into the envelope's codes. */
export function jsonBody(options: { limit: string }): RequestHandler {
  const parse = express.json(options);
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => next(error === undefined ? undefined : bodyError(error)));
}

/** What Node's HTTP parser refuses before Express runs; any other parse failure is a 400. */
const PARSER_ERRORS: Record<string, () => AppError> = {
  HPE_HEADER_OVERFLOW: () => new AppError('HEADERS_TOO_LARGE', 'errorHeadersTooLarge'),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: () => new AppError('PAYLOAD_TOO_LARGE', 'errorPayloadTooLarge'),
  ERR_HTTP_REQUEST_TIMEOUT: () => new AppError('REQUEST_TIMEOUT', 'errorRequestTimeout'),
};

/** The response a keep-alive connection may be writing when the next request fails to parse. */
type InFlight = { headersSent: boolean } | null;

/**
 * Node answers a request its parser refuses (headers too large: 431) itself, with no body and
 * before any middleware. Listening to 'clientError' sends the envelope instead; there is no
 * request yet, so no path, request id or language.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex & { _httpMessage?: InFlight }) => {
    // As Node's own answer does: nothing is written into a response already on its way.
    if (!socket.writable || socket._httpMessage?.headersSent) {
      socket.destroy();
      return;
    }
    const appError = PARSER_ERRORS[error.code ?? '']?.() ?? new AppError('MALFORMED_REQUEST', 'errorMalformedRequest');
    const body = JSON.stringify(envelopeOf(appError, ''));
    const head = [
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  });
}

export const routeNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('ROUTE_NOT_FOUND', 'errorRouteNotFound', { params: { method: req.method, path: pathOf(req) } }));
};

/** The path as the client sent it, whatever router is handling it, without the query. */
const pathOf = (req: Request) => req.originalUrl.split('?')[0] ?? req.originalUrl;

const requestIdOf = (req: Request) => (req.id === undefined ? undefined : String(req.id));
