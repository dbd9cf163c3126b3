import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler, type IRouter } from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { routeGroups } from '../src/http/route-groups.ts';

/** An app whose routes `register` adds through `routeGroups`; each answers its own name. */
async function appWith(register: (router: IRouter) => void) {
  const app = express();
  app.use(routeGroups(register));
  app.use((_req, res) => {
    res.status(404).send('no route');
  });
  const failed: ErrorRequestHandler = (error, _req, res, _next) => {
    res.status(500).send(`error: ${(error as Error).message}`);
  };
  app.use(failed);
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return async (method: string, path: string) => {
    const response = await fetch(`${base}${path}`, { method });
    return `${response.status} ${await response.text()}`;
  };
}

const answer = (name: string) => (_req: express.Request, res: express.Response) => {
  res.send(name);
};

describe('routes entered by the group of their path', async () => {
  const call = await appWith((router) => {
    router.get('/api/candidate/jobs/saved', answer('saved jobs'));
    router.get('/api/candidate/jobs/:jobId', answer('one job'));
    router.get('/api/candidate/jobs', answer('job search'));
    router.post('/api/candidate/jobs/:jobId/apply', answer('apply'));
    router.get('/api/company/offers', answer('offers'));
    router.get('/api/company/offers/:offerId', (req, res) => {
      res.send(`offer ${req.params.offerId}`);
    });
    router.get('/api/company/failing', () => {
      throw new Error('boom');
    });
    router.use(((error, _req, _res, next) =>
      next(new Error(`handled ${(error as Error).message}`))) as ErrorRequestHandler);
  });

  it('answers each route of a group, in the order the routes were added', async () => {
    expect(await call('GET', '/api/candidate/jobs/saved')).toBe('200 saved jobs');
    expect(await call('GET', '/api/candidate/jobs/123')).toBe('200 one job');
    expect(await call('GET', '/api/candidate/jobs')).toBe('200 job search');
    expect(await call('GET', '/api/candidate/jobs/?page=2')).toBe('200 job search');
    expect(await call('POST', '/api/candidate/jobs/123/apply')).toBe('200 apply');
    expect(await call('GET', '/api/company/offers/42')).toBe('200 offer 42');
  });

  it('matches paths without regard to case, as Express does', async () => {
    expect(await call('GET', '/API/Candidate/JOBS/123')).toBe('200 one job');
  });

  it('passes what no route of the group answers on to the next handler', async () => {
    expect(await call('GET', '/api/candidate/offers')).toBe('404 no route');
    expect(await call('DELETE', '/api/candidate/jobs/123')).toBe('404 no route');
    expect(await call('GET', '/api/company/offers/42/extra')).toBe('404 no route');
    expect(await call('GET', '/healthz')).toBe('404 no route');
  });

  it('ends every group with the registered error handler', async () => {
    expect(await call('GET', '/api/company/failing')).toBe('500 error: handled boom');
  });

  it('refuses a route whose group would depend on a parameter, or that has no group', () => {
    for (const path of ['/api/:audience/jobs', '/api/company{/:id}', '/api/shared', '/healthz']) {
      expect(() => routeGroups((router) => router.get(path, answer('any'))), path).toThrow(/three literal segments/);
    }
  });
});
