// `npm run test:server:pg`: the server test project once more, on a real PostgreSQL.
// CREWHUB_TEST_POSTGRES_URL names a server and a role that may CREATE DATABASE (.ci/postgres.sh
// prints one); each test file then gets its own database there (server/testDb.ts). Without it
// the run is skipped with a notice, so `npm test` works on a machine with no PostgreSQL; CI sets
// CREWHUB_TEST_POSTGRES_REQUIRED=1, which turns that skip into a failure.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const url = process.env.CREWHUB_TEST_POSTGRES_URL;
if (!url) {
  const how =
    "CREWHUB_TEST_POSTGRES_URL is not set. To run them (as root, installs and starts Debian's postgresql):\n" +
    '  export CREWHUB_TEST_POSTGRES_URL="$(.ci/postgres.sh)" && npm run test:server:pg';
  if (process.env.CREWHUB_TEST_POSTGRES_REQUIRED === '1') {
    console.error(`\nThe server tests on PostgreSQL are required here, but ${how}\n`);
    process.exit(1);
  }
  console.log(`\n*** SKIPPED: the server tests on PostgreSQL. ${how}\n`);
  process.exit(0);
}

const vitestPackage = createRequire(import.meta.url).resolve('vitest/package.json');
const vitest = join(dirname(vitestPackage), 'vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'server'], {
  stdio: 'inherit',
  // The switch server/testDb.ts reads. Only this run gets it: `npm run test:unit` before it
  // stays on PGlite, so CI proves both.
  env: { ...process.env, CREWHUB_TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
