import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { createDeps, optionsFromEnv } from './config';
import { DataFolderLockedError, lockDataFolder } from './db/dataLock';
import { retentionDaysOf, schedulePruning } from './db/prune';
import type { AppEnv } from './http/context';
import { demoLoginsText } from './seed/demoLogins';
import { demoLinks } from './seed/demoLinks';
import { serveApp } from './http/staticFiles';

// CREWHUB_DIST: another build folder (parallel builds, e.g. `vite build --outDir dist-x`).
const DIST = process.env.CREWHUB_DIST ?? 'dist';

/** Until the database is open: API calls answer 503 (clients retry), the shell waits too. */
function starting(request: Request): Response {
  const api = new URL(request.url).pathname.startsWith('/api/');
  return new Response(
    api
      ? JSON.stringify({ code: 'starting', message: 'The server is starting; try again shortly' })
      : 'The server is starting; reload in a moment.',
    {
      status: 503,
      headers: {
        'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
        'Retry-After': '1',
      },
    },
  );
}

/**
 * Start order: lock the data folder, bind the port, and only then open the database. A second
 * server on the same folder or port thus stops before it touches the database, with a clear
 * message and exit code 1. While the database opens and migrates (seconds on PGlite), the
 * bound port answers 503 rather than leaving connections hanging: the app's sync and the
 * test harnesses already treat 503 as "try again".
 */
async function main(): Promise<void> {
  const options = optionsFromEnv();
  const retentionDays = retentionDaysOf(process.env.CREWHUB_RETENTION_DAYS);
  // The lock guards PGlite's folder; memory:// and DATABASE_URL have no folder of their own.
  const onDisk = !options.databaseUrl && !(options.dataDir ?? '').startsWith('memory://');
  const release = onDisk ? lockDataFolder(options.dataDir ?? 'data/pglite') : () => {};

  const port = Number(process.env.PORT ?? 8080);
  let ready: Hono<AppEnv> | null = null;
  const server = serve({
    fetch: (request, env) => (ready ? ready.fetch(request, env) : starting(request)),
    port,
  });
  // Longer than the clients' idle keep-alive: otherwise a client may reuse a socket at the very
  // moment the server closes it (Node's default is 5 s), and its request fails with ECONNRESET
  // (seen once in the e2e test API).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });

  const deps = await createDeps(options);
  const app = createApp(deps);

  if (process.env.CREWHUB_NO_STATIC !== '1') {
    if (!existsSync(`${DIST}/index.html`)) {
      console.warn('dist/ has no build: run `npm run build` (npm start does it for you).');
    }
    serveApp(app, DIST);
  }

  ready = app;
  const stopPruning = schedulePruning(deps.db, deps.files, retentionDays, deps.log);
  const welcome = deps.demo ? (await demoLinks(deps.db)).welcome : null;
  if (!options.quiet) console.log(`\n${demoLoginsText(`http://localhost:${port}`, welcome)}\n`);
  const stop = () => {
    stopPruning();
    server.close();
    void Promise.all([deps.db.close(), deps.files.close()]).finally(() => {
      release();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof DataFolderLockedError)
    console.error(`The server did not start: ${error.message}`);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`The server did not start: port ${process.env.PORT ?? 8080} is already in use.`);
  } else console.error('The server could not start:', error);
  process.exit(1);
});
