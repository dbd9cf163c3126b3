import { createReferenceRepository } from '../modules/reference/reference.repository.ts';
import { referenceRouter } from '../modules/reference/reference.router.ts';
import { createReferenceService } from '../modules/reference/reference.service.ts';
import type { ApiDependencies } from './dependencies.ts';

/**
 * Everything under /api/shared: reference data, one module (reference/) for all of its keys,
 * because industries, occupations, languages and locations are read, cached and seeded alike.
 */
export function sharedApi(deps: Pick<ApiDependencies, 'db'>) {
  return referenceRouter(createReferenceService(createReferenceRepository(deps.db)));
}
