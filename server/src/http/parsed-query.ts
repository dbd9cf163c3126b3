import type { RequestHandler } from 'express';

/**
 * Express 5's `req.query` parses the query string again on every read, and a request is read by
 * several layers (the input check, ts-rest's validation): it is parsed once here and kept.
 */
export const queryParsedOnce: RequestHandler = (req, _res, next) => {
  Object.defineProperty(req, 'query', { value: req.query, writable: true, configurable: true, enumerable: true });
  next();
};
