import express, { type ErrorRequestHandler, type IRouter, type RequestHandler, type Router } from 'express';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The group a path belongs to: its first three segments, '/api/candidate/jobs' for
 * '/api/candidate/jobs/:jobId' and '/api/candidate/jobs/123'. Lower case, as Express matches paths.
 */
function groupOf(path: string): string {
  let end = 0;
  for (let segment = 0; segment < 3 && end !== -1; segment++) end = path.indexOf('/', end + 1);
  return (end === -1 ? path : path.slice(0, end)).toLowerCase();
}

/**
 * Express tries the routes of a router one by one, matching each one's path against the request
 * (and stepping through its `next()` machinery for each): a request for an employer's offers met
 * the paths of the company's routes before its own. `register` adds routes to this
 * router as it would to an Express router (ts-rest's `createExpressEndpoints`); each route goes
 * to the group of its path's first three segments, and a request enters only its group's router,
 * where the routes keep the order they were added in. Two routes that can match the same path
 * share these segments, so the order that decides between them is kept.
 *
 * An error handler `register` adds (`use`) ends every group.
 */
export function routeGroups(register: (router: IRouter) => void): RequestHandler {
  const groups = new Map<string, Router>();
  const errorHandlers: ErrorRequestHandler[] = [];
  const add =
    (method: Method) =>
    (path: string, ...handlers: RequestHandler[]) => {
      const group = groupOf(path);
      // A parameter there (ts-rest writes an optional one as `{/:id}`) would put the route in a
      // group no request maps to; a shorter path would miss the requests ending in a slash.
      if (/[:*?({]/.test(group) || group.split('/').length !== 4) {
        throw new Error(`routeGroups: "${path}" needs three literal segments before any parameter`);
      }
      let router = groups.get(group);
      if (!router) {
        router = express.Router();
        groups.set(group, router);
      }
      router[method](path, ...handlers);
    };
  const recorder = Object.fromEntries(METHODS.map((method) => [method, add(method)]));
  register({
    ...recorder,
    use: (handler: ErrorRequestHandler) => {
      errorHandlers.push(handler);
    },
  } as unknown as IRouter);
  if (errorHandlers.length > 0) for (const router of groups.values()) router.use(...errorHandlers);

  return (req, res, next) => {
    const router = groups.get(groupOf(req.path));
    if (router) router(req, res, next);
    else next();
  };
}
