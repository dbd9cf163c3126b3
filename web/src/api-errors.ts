import type { ErrorCode, ErrorEnvelope } from '@jobmatch/contract';
import type { TFunction } from 'i18next';
import { responseStatus } from './query-client.ts';

/** The server's error envelope inside a failed ts-rest call, or null (network failure, proxy page, …). */
export function errorEnvelopeOf(error: unknown): ErrorEnvelope | null {
  if (responseStatus(error) === null) return null;
  const body = (error as { body?: unknown }).body;
  if (typeof body !== 'object' || body === null) return null;
  const envelope = body as Partial<ErrorEnvelope>;
  return envelope.status === 'error' && typeof envelope.message === 'string' && envelope.error
    ? (envelope as ErrorEnvelope)
    : null;
}

export function errorCodeOf(error: unknown): ErrorCode | string | null {
  return errorEnvelopeOf(error)?.error.errorCode ?? null;
}

/**
 * The envelope's messages for body fields, keyed by the field's path in the form
 * ("body.email" → "email", "body.items.0.name" → "items.0.name").
 */
export function bodyFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const detail of errorEnvelopeOf(error)?.error.details ?? []) {
    if (!detail.path.startsWith('body.')) continue;
    const field = detail.path.slice('body.'.length);
    fields[field] ??= detail.message;
  }
  return fields;
}

/**
 * A failed request as one readable sentence in the UI language. The server words its envelope
 * in the language the request was sent in (the UI's), so its message is used as it is; without
 * an envelope (no connection, a proxy's error page) the app says what happened itself.
 */
export function describeError(error: unknown, t: TFunction): string {
  const envelope = errorEnvelopeOf(error);
  if (envelope) return envelope.message;
  const status = responseStatus(error);
  if (status === null) return t('errors.network');
  if (status === 401) return t('errors.unauthenticated');
  if (status === 404) return t('errors.notFound');
  if (status === 429) return t('errors.rateLimited');
  return t('errors.server', { status });
}
