import { contract } from '@jobmatch/contract';
import { QueryClient } from '@tanstack/react-query';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { i18n } from './i18n/index.ts';

/**
 * The typed API client: every call is checked against the contract. Requests carry the UI
 * language so that whatever the server words (error envelopes, validation messages) is in it.
 */
export const tsr = initTsrReactQuery(contract, {
  baseUrl: '',
  baseHeaders: { 'accept-language': () => i18n.language },
});

/** Is this a response the server sent (as opposed to a network failure)? */
export function responseStatus(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Reference data changes with a deployment, not while someone reads it.
        staleTime: 60 * 60 * 1000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same again; network trouble and 5xx get two more tries.
        retry: (failures, error) => {
          const status = responseStatus(error);
          return failures < 2 && (status === null || status >= 500);
        },
      },
    },
  });
}

/**
 * Query keys. Every input of a request is in its key. The UI language is not: the responses
 * carry both names (`localized: {en, th}`) and the UI renders its own texts for errors, so a
 * language switch re-renders from the cache instead of fetching everything again.
 */
export const queryKeys = {
  industries: () => ['shared', 'industries'] as const,
  occupations: () => ['shared', 'occupations'] as const,
  provinces: (region: string | undefined) => ['shared', 'locations', 'provinces', { region: region ?? null }] as const,
  districts: (provinceId: string) => ['shared', 'locations', 'districts', { provinceId }] as const,
};
