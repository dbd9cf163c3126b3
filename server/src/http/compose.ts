import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** `handler` for the requests `skips` is false for; the others go on without entering it. */
export const unless =
  (skips: (req: Request) => boolean, handler: RequestHandler): RequestHandler =>
  (req, res, next) => {
    if (skips(req)) next();
    else handler(req, res, next);
  };

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/**
 * `handlers` one after the other, as one middleware: Express steps through its router for every
 * middleware it holds (matching its path, and for a mounted one cutting the prefix from the URL
 * and putting it back), which for the API's four body and query checks cost more than the checks.
 * As in Express, an error (passed on, thrown, or a rejected promise) skips the rest.
 */
export function inSeries(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown) => {
      // 'route' is Express's "skip the rest of this route": outside a route, the next middleware.
      if (error && error !== 'route') return next(error);
      const handler = handlers[index++];
      if (!handler) return next();
      try {
        const returned: unknown = handler(req, res, step);
        if (isThenable(returned)) returned.then(undefined, (failure) => step(failure || new Error('Rejected promise')));
      } catch (failure) {
        step(failure);
      }
    };
    step();
  };
}
