import { z } from 'zod';
import { pagination } from './pagination.ts';

const envelopeBase = {
  timestamp: z.iso.datetime({ offset: true }),
  statusCode: z.int(),
};

/** Every success body wraps a keyed `result`. */
export function success<T extends z.ZodType>(result: T) {
  return z.object({
    status: z.literal('success'),
    message: z.string().nullable(),
    ...envelopeBase,
    metaData: z.record(z.string(), z.unknown()).optional(),
    result,
  });
}

/** A success body whose result is `{[key]: items[], pagination}`. */
export function paginated<K extends string, T extends z.ZodType>(key: K, item: T) {
  return success(
    z.object({ [key]: z.array(item), pagination } as { [P in K]: z.ZodArray<T> } & { pagination: typeof pagination }),
  );
}

export const errorDetail = z
  .object({
    path: z.string().describe('Where the problem is, e.g. "body.email" or "query.pageSize"'),
    message: z.string(),
    code: z.string(),
  })
  .meta({ id: 'ErrorDetail' });

export const errorEnvelope = z
  .object({
    status: z.literal('error'),
    message: z.string(),
    ...envelopeBase,
    metaData: z.record(z.string(), z.unknown()).nullable(),
    error: z.object({
      details: z.array(errorDetail),
      path: z.string().describe('The request path that failed'),
      errorCode: z.string().describe('A stable UPPER_SNAKE code, e.g. VALIDATION_ERROR or NOT_FOUND'),
    }),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type ErrorDetail = z.infer<typeof errorDetail>;

/** The error answers every route can give; routes add their own (404, 409, …) to these. */
export const commonErrors = {
  400: errorEnvelope,
  429: errorEnvelope,
  500: errorEnvelope,
  503: errorEnvelope,
} as const;

/** …and those of a route that needs a signed-in caller. */
export const protectedErrors = { ...commonErrors, 401: errorEnvelope, 403: errorEnvelope } as const;
