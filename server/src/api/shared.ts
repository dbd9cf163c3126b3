import { referenceRouter } from '../modules/reference/reference.router.ts';
import type { ApiDependencies } from './dependencies.ts';

/**
 * Everything under /api/shared: reference data, one module (reference/) for all of its keys,
 * because industries, occupations, languages and locations are read, cached and seeded alike.
 */
export function sharedApi(deps: Pick<ApiDependencies, 'reference'>) {
  return referenceRouter(deps.reference);
}
