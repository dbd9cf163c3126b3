import { message } from '@jobmatch/contract';
import type { RequestHandler } from 'express';
import { AppError } from '../lib/app-error.ts';

/**
 * The paths of every string in `value` that PostgreSQL cannot store as sent, however deep
 * (iterative: bodies nest deeply): U+0000, and half of a surrogate pair, which JSON can escape
 * ("\ud800") but no UTF-8 can hold (a jsonb column refuses it, a text column would get U+FFFD).
 */
function unstorableTextPaths(root: unknown, rootPath: string): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[root, rootPath]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000') || !value.isWellFormed()) found.push(path);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push([item, `${path}.${key}`]);
    }
  }
  return found.sort();
}

/**
 * A body or query string with such text would fail in the database or change on the way, so
 * every route refuses it here, naming each such field, before anything else runs.
 */
export const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  const paths = [...unstorableTextPaths(req.body, 'body'), ...unstorableTextPaths(req.query, 'query')];
  if (paths.length === 0) return next();
  const details = paths.map((path) => ({ path, message: message('invalidCharacter'), code: 'custom' }));
  next(new AppError('VALIDATION_ERROR', 'errorValidation', { details }));
};
