import type { ErrorDetail } from '@jobmatch/contract';

const now = () => new Date().toISOString();

/** A ts-rest response `{status, body}` whose body is the success envelope around `result`. */
export function ok<T>(result: T) {
  return {
    status: 200,
    body: { status: 'success', message: null, timestamp: now(), statusCode: 200, result },
  } as const;
}

/** The success envelope of a paginated list: `{[key]: items, pagination}`. */
export function paginated<K extends string, T>(
  key: K,
  items: T[],
  page: { page: number; pageSize: number; total: number; totalExact: boolean },
) {
  const pagination = { ...page, totalPages: Math.ceil(page.total / page.pageSize) };
  return ok({ [key]: items, pagination } as { [P in K]: T[] } & { pagination: typeof pagination });
}

export function created<T>(result: T) {
  return {
    status: 201,
    body: { status: 'success', message: null, timestamp: now(), statusCode: 201, result },
  } as const;
}

export function errorBody(input: {
  statusCode: number;
  errorCode: string;
  message: string;
  path: string;
  details?: ErrorDetail[];
  requestId?: string;
}) {
  return {
    status: 'error',
    message: input.message,
    timestamp: now(),
    statusCode: input.statusCode,
    metaData: input.requestId ? { requestId: input.requestId } : null,
    error: { details: input.details ?? [], path: input.path, errorCode: input.errorCode },
  } as const;
}
