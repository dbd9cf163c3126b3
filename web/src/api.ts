import { contract, setLocaleResolver } from '@jobmatch/contract';
import { tsRestFetchApi } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { currentLocale, i18n } from './i18n/index.ts';
import { endSession, getSession } from './session/session.ts';

export { queryKeys, responseStatus } from './query-client.ts';

/**
 * The typed API client: every call is checked against the contract. Screens import it; the shell
 * must not (statically), so that the contract, zod and every route schema load with the first
 * screen rather than before anything shows (the bundle budget in README.md checks this).
 */

// ts-rest leaves out a header whose function answers undefined (its types say string only).
const bearer = (() => {
  const session = getSession();
  return session ? `Bearer ${session.accessToken}` : undefined;
}) as () => string;

/**
 * Requests carry the UI language, so that whatever the server words (error envelopes, validation
 * messages) is in it, and the session's token when there is one.
 */
export const tsr = initTsrReactQuery(contract, {
  baseUrl: '',
  baseHeaders: { 'accept-language': () => i18n.language, authorization: bearer },
  api: async (args) => {
    const response = await tsRestFetchApi(args);
    // The server no longer accepts this token (expired, revoked, signed out elsewhere). A 401 to a
    // request without one (wrong password) is the form's business. The token must still be the
    // current one: a request sent before a new sign-in must not end the new session.
    if (response.status === 401 && args.headers.authorization && args.headers.authorization === bearer()) {
      endSession('expired');
    }
    return response;
  },
});

// Validation messages of the contract's schemas (forms) follow the UI language.
setLocaleResolver(currentLocale);
