import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorDetail,
  type MessageKey,
  type MessageParams,
  message,
} from '@jobmatch/contract';

/**
 * The one error type the server raises on purpose. It carries a stable code and a message key;
 * the error handler renders the message in the caller's language and wraps it in the envelope.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly messageParams: MessageParams;
  readonly details: ErrorDetail[];
  /** Sent with the error envelope, e.g. Retry-After with a 429. */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    messageKey: MessageKey,
    options: {
      params?: MessageParams;
      details?: ErrorDetail[];
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    const status = ERROR_STATUS[code];
    // A refusal of the caller's request (a 404, a 429) is answered and never logged with a stack,
    // so it captures none: capturing one walked Express's whole stack for every such answer.
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    try {
      super(`${code}: ${messageKey}`, { cause: options.cause });
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.messageKey = messageKey;
    this.messageParams = options.params ?? {};
    this.details = options.details ?? [];
    this.headers = options.headers ?? {};
  }
}

export const notFound = (what: string, id: string) =>
  new AppError('NOT_FOUND', 'errorNotFound', { details: [{ path: what, message: id, code: 'not_found' }] });

/** A 400 for a rule the contract cannot check alone, in the shape of the contract's own validation errors. */
export const invalidField = (path: string, key: MessageKey, params: MessageParams = {}, code = 'custom') =>
  new AppError('VALIDATION_ERROR', 'errorValidation', {
    details: [{ path, message: message(key, params), code }],
  });
