import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built web app: its hashed assets for a year, and index.html for every other GET
 * that asks for HTML, so that client-side routes survive a reload.
 */
export function webAppRouter(distDir: string): Router | null {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const router = Router();
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y' }));
  router.use(express.static(distDir, { index: false }));
  router.get('/{*path}', (req, res, next) => {
    // A missing asset is a 404, not the app's HTML.
    if (req.path.startsWith('/assets/') || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
