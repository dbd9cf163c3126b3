/**
 * The baseline: a bare `node:http` server that answers each known URL by running the SQL the API
 * runs for it (captured, same text and parameters, overlapping queries in parallel) through a
 * `pg` pool configured like the server's (the statements the app plans once sent by name, as
 * the app sends them), and returns the rows as JSON. A URL the API answers
 * from memory (no SQL) gets the API's own body, serialised once: the least any server can do.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import type { Capture, CapturedQuery } from './capture.ts';

const json = (body: string | Buffer) => ({
  'content-type': 'application/json; charset=utf-8',
  'content-length': Buffer.byteLength(body),
});

export async function startBareServer(pool: pg.Pool, routes: Map<string, Capture>) {
  const fromMemory = new Map(
    [...routes]
      .filter(([, capture]) => capture.groups.length === 0)
      .map(([url, capture]) => {
        const body = Buffer.from(JSON.stringify(capture.body));
        return [url, { body, headers: json(body) }];
      }),
  );
  // This process has no app whose prepared statements would name them (NamedStatementClient).
  const names = new Map<string, string>();
  const nameOf = (sql: string) => names.get(sql) ?? names.set(sql, `bare_${names.size + 1}`).get(sql);
  const send = ({ sql, parameters, named }: CapturedQuery) =>
    named ? pool.query({ name: nameOf(sql), text: sql, values: [...parameters] }) : pool.query(sql, [...parameters]);
  const server = createServer(async (req, res) => {
    const stored = fromMemory.get(req.url ?? '');
    if (stored) {
      res.writeHead(200, stored.headers).end(stored.body);
      return;
    }
    const groups = routes.get(req.url ?? '')?.groups;
    if (!groups) {
      res.writeHead(404).end();
      return;
    }
    try {
      const results: unknown[][] = [];
      for (const group of groups) {
        const answers = await Promise.all(group.map(send));
        for (const answer of answers) results.push(answer.rows);
      }
      const body = JSON.stringify({ results });
      res.writeHead(200, json(body));
      res.end(body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
