import type { ErrorEnvelope } from '@jobmatch/contract';
import { expect } from 'vitest';

/** The error of an error envelope; anything else throws, so that a test cannot pass on a success. */
function errorOf(body: unknown): ErrorEnvelope['error'] {
  const error = (body as { error?: Partial<ErrorEnvelope['error']> } | null)?.error;
  if (typeof error?.errorCode !== 'string' || !Array.isArray(error.details))
    throw new Error(`not an error envelope: ${JSON.stringify(body)}`);
  return error as ErrorEnvelope['error'];
}

/** The messages of an error envelope by field path, e.g. { 'body.email': 'Invalid email address' }. */
export function fieldMessages(body: unknown): Record<string, string> {
  return Object.fromEntries(errorOf(body).details.map((detail) => [detail.path, detail.message]));
}

/** Asserts a 400 answer and gives its messages by field path. */
export function validationMessages(response: { status: number; body: unknown }): Record<string, string> {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  return fieldMessages(response.body);
}

/** The stable code of an error envelope, e.g. 'NOT_FOUND'. */
export const errorCodeOf = (body: unknown): string => errorOf(body).errorCode;

/** What a 404 answer must match (`toMatchObject`): another company's row, or an unknown id. */
export const NOT_FOUND = { status: 404, body: { error: { errorCode: 'NOT_FOUND' } } } as const;
