import { type ErrorDetail, message } from '@jobmatch/contract';
import { TsRestResponseValidationError } from '@ts-rest/core';
import { RequestValidationError } from '@ts-rest/express';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { isDatabaseUnavailable } from '../db/database.ts';
import { AppError } from './app-error.ts';
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

/** body-parser's own failures (malformed JSON, too large, bad charset) carry a `type`. */
function bodyParserError(error: unknown): AppError | undefined {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.parse.failed') return new AppError('MALFORMED_JSON', 'errorMalformedJson');
  if (type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE', 'errorPayloadTooLarge');
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new AppError('UNSUPPORTED_MEDIA_TYPE', 'errorUnsupportedMediaType');
  }
  return undefined;
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof RequestValidationError) {
    return new AppError('VALIDATION_ERROR', 'errorValidation', { details: validationDetails(error) });
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', 'errorServiceUnavailable', { cause: error });
  }
  return bodyParserError(error) ?? new AppError('INTERNAL_ERROR', 'errorInternal', { cause: error });
}

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
  }
  res.status(appError.status).json(
    errorBody({
      statusCode: appError.status,
      errorCode: appError.code,
      message: message(appError.messageKey, appError.messageParams),
      path: pathOf(req),
      details: appError.details,
      requestId: requestIdOf(req),
    }),
  );
};

/** Refuses a request body that is not JSON before validation reports it as missing. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  next(
    req.is('application/json') === false
      ? new AppError('UNSUPPORTED_MEDIA_TYPE', 'errorUnsupportedMediaType')
      : undefined,
  );
};

export const routeNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('ROUTE_NOT_FOUND', 'errorRouteNotFound', { params: { method: req.method, path: pathOf(req) } }));
};

/** The path as the client sent it, whatever router is handling it, without the query. */
const pathOf = (req: Request) => req.originalUrl.split('?')[0] ?? req.originalUrl;

const requestIdOf = (req: Request) => (req.id === undefined ? undefined : String(req.id));
