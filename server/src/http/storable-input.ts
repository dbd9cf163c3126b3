import { message } from '@jobmatch/contract';
import type { RequestHandler } from 'express';
import { AppError } from './app-error.ts';

/** The paths of every string in `value` holding U+0000, however deep (iterative: bodies nest deeply). */
function nulCharacterPaths(root: unknown, rootPath: string): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[root, rootPath]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push([item, `${path}.${key}`]);
    }
  }
  return found.sort();
}

/**
 * PostgreSQL text cannot hold U+0000, so a body or query string with one would fail in the
 * database. Every route refuses it here, naming each such field, before anything else runs.
 */
export const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  const paths = [...nulCharacterPaths(req.body, 'body'), ...nulCharacterPaths(req.query, 'query')];
  if (paths.length === 0) return next();
  const details = paths.map((path) => ({ path, message: message('invalidCharacter'), code: 'custom' }));
  next(new AppError('VALIDATION_ERROR', 'errorValidation', { details }));
};
