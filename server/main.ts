import { existsSync, readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp } from './app';
import { createDeps, optionsFromEnv } from './config';
import { demoLoginsText } from './seed/demoLogins';
import { demoLinks } from './seed/demoLinks';

// CREWHUB_DIST: another build folder (parallel builds, e.g. `vite build --outDir dist-x`).
const DIST = process.env.CREWHUB_DIST ?? 'dist';

async function main(): Promise<void> {
  const options = optionsFromEnv();
  const deps = await createDeps(options);
  const app = createApp(deps);

  if (process.env.CREWHUB_NO_STATIC !== '1') {
    if (!existsSync(`${DIST}/index.html`)) {
      console.warn('dist/ has no build: run `npm run build` (npm start does it for you).');
    }
    // The worker and the shell must never be served stale; hashed assets can be kept for ever.
    app.use('/sw.js', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-cache');
    });
    app.use('/assets/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    app.use('*', serveStatic({ root: DIST }));
    // Any other GET outside the API is an app route: the shell decides (SPA fallback).
    app.get('*', (c) => {
      if (c.req.path.startsWith('/api/')) return c.notFound();
      const html = existsSync(`${DIST}/index.html`)
        ? readFileSync(`${DIST}/index.html`, 'utf8')
        : 'Build the app first.';
      c.header('Cache-Control', 'no-cache');
      return c.html(html);
    });
  }

  const port = Number(process.env.PORT ?? 8080);
  const welcome = deps.demo ? (await demoLinks(deps.db)).welcome : null;
  const server = serve({ fetch: app.fetch, port }, () => {
    if (!options.quiet) console.log(`\n${demoLoginsText(`http://localhost:${port}`, welcome)}\n`);
  });
  // Longer than the clients' idle keep-alive: otherwise a client may reuse a socket at the very
  // moment the server closes it (Node's default is 5 s), and its request fails with ECONNRESET
  // (seen once in the e2e test API).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const stop = () => {
    server.close();
    void deps.db.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
