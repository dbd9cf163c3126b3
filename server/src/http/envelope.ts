import type { ErrorDetail } from '@jobmatch/contract';

const now = () => new Date().toISOString();

/** A ts-rest response `{status, body}` whose body is the success envelope around `result`. */
export function ok<T>(result: T) {
  return {
    status: 200,
    body: { status: 'success', message: null, timestamp: now(), statusCode: 200, result },
  } as const;
}

/** A page of a list as the services answer it: its rows, where it is, and the list's total. */
type ListPage<T> = { rows: T[]; page: number; pageSize: number; total: number; totalExact: boolean };

/** The contract's `pagination` of a page (its rows stay out of it). */
export function paginationOf({ page, pageSize, total, totalExact }: ListPage<unknown>) {
  return { page, pageSize, total, totalExact, totalPages: Math.ceil(total / pageSize) };
}

/** The success envelope of a page of a list: `{[key]: rows, pagination}`. */
export function paginated<K extends string, T>(key: K, page: ListPage<T>) {
  const pagination = paginationOf(page);
  return ok({ [key]: page.rows, pagination } as { [P in K]: T[] } & { pagination: typeof pagination });
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
