import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Env, Hono } from 'hono';

/**
 * The built app (`dist`): its files, then index.html for any other GET outside the API (the
 * shell decides the route). The build writes a brotli and a gzip copy beside each text file
 * (build/precompress.ts); the copy the browser accepts is sent (`precompressed`).
 */
export function serveApp<E extends Env>(app: Hono<E>, dist: string): void {
  // The worker and the shell must never be served stale; hashed assets can be kept for ever.
  app.use('/sw.js', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-cache');
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: dist, precompressed: true }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    const index = join(dist, 'index.html');
    const html = existsSync(index) ? readFileSync(index, 'utf8') : 'Build the app first.';
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
