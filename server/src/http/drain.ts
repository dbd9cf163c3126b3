import type { Server, ServerResponse } from 'node:http';

/**
 * Closing an HTTP server whose clients keep their connections alive. `server.close()` alone
 * waits for every kept-alive connection to time out, and the responses still to come invite the
 * client to send more; so, once `drain` is called: idle connections are closed at once, every
 * response not yet started says `Connection: close` (Node closes the connection after it), and a
 * connection that falls idle later is closed as soon as it does.
 */
export function drainable(server: Server) {
  let draining = false;
  const inFlight = new Set<ServerResponse>();

  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) res.setHeader('connection', 'close');
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      // A response whose headers went out before the drain kept its connection alive.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  return {
    /**
     * Stops accepting connections and resolves when the last one has closed: true if requests
     * in flight finished within `graceMs`, false if their connections had to be cut.
     */
    async drain(graceMs: number): Promise<boolean> {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<false>((resolve) => {
        timer = setTimeout(resolve, graceMs, false);
      });
      const inTime = await Promise.race([closed.then(() => true), graceOver]);
      clearTimeout(timer);
      if (!inTime) {
        server.closeAllConnections();
        await closed;
      }
      return inTime;
    },
  };
}
