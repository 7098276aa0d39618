import { join } from 'node:path';
import { openDb, sql, type Db } from './db/connect';
import { migrate } from './db/migrate';
import type { FileStore } from './files/fileStore';
import { folderStore, temporaryFolderStore } from './files/folderStore';
import { moveBytesToStore } from './files/moveBytes';
import {
  DEFAULT_ACCESS_TOKEN_SECONDS,
  DEFAULT_REFRESH_TOKEN_DAYS,
  loadSecret,
  tokenService,
} from './auth/tokens';
import { reseed, seed } from './seed/seed';
import { NO_FAULTS, type Deps } from './http/context';
import {
  DEFAULT_LOGIN_LIMITS,
  loginLimiter,
  loginLimitsFromEnv,
  type LoginLimits,
} from './auth/loginLimiter';

export type ServerOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** Where uploaded files go (default: `files` beside the data folder). */
  filesDir?: string;
  testApi?: boolean;
  /** Access-token life (default 900 s). */
  tokenTtlSeconds?: number;
  /** Refresh-token life without use (default 30 days, sliding). */
  refreshTokenDays?: number;
  today?: string;
  quiet?: boolean;
  /** Demo mode; default: on with the embedded PGlite, off with DATABASE_URL. */
  demo?: boolean;
  loginLimits?: LoginLimits;
  trustProxy?: boolean;
  /**
   * Tests only, with the in-memory database: start from an image of an already migrated and
   * seeded database and a folder of its files, instead of running initdb, the migrations and
   * the seed again for every test file (server/testSeed.ts).
   */
  seeded?: { dataDir: Blob; filesDir: string };
};

export function optionsFromEnv(env = process.env): ServerOptions {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.CREWHUB_DATA_DIR,
    filesDir: env.CREWHUB_FILES_DIR,
    testApi: env.CREWHUB_TEST_API === '1',
    tokenTtlSeconds: positive(
      env.CREWHUB_ACCESS_TOKEN_SECONDS ?? env.CREWHUB_TOKEN_TTL_SECONDS,
      'CREWHUB_ACCESS_TOKEN_SECONDS',
    ),
    refreshTokenDays: positive(env.CREWHUB_REFRESH_TOKEN_DAYS, 'CREWHUB_REFRESH_TOKEN_DAYS'),
    today: env.CREWHUB_TODAY,
    quiet: env.CREWHUB_QUIET === '1',
    demo: env.CREWHUB_DEMO ? env.CREWHUB_DEMO === '1' : undefined,
    loginLimits: loginLimitsFromEnv(env),
    trustProxy: env.CREWHUB_TRUST_PROXY === '1',
  };
}

/** A positive number from the environment; a wrong value stops the start with its name. */
function positive(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

function todayOf(pinned: string | undefined): () => Date {
  if (pinned && /^\d{4}-\d{2}-\d{2}$/.test(pinned)) return () => new Date(`${pinned}T00:00:00Z`);
  return () => {
    const now = new Date();
    return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
  };
}

/**
 * The file store: CREWHUB_FILES_DIR, else `files` beside the data folder (data/files by
 * default, also with DATABASE_URL); a temporary folder per server for the in-memory database.
 */
export function fileStoreFor(options: ServerOptions): FileStore {
  if (options.filesDir) return folderStore(options.filesDir);
  const dataDir = options.dataDir ?? 'data/pglite';
  // memory:// beside DATABASE_URL: the server tests on PostgreSQL keep no files either.
  if (dataDir.startsWith('memory://')) return temporaryFolderStore(options.seeded?.filesDir);
  return folderStore(join(dataDir, '..', 'files'));
}

/** Where PGlite installs kept the JWT key before it moved into the database (read only). */
function legacySecretFile(options: ServerOptions): string | undefined {
  if (options.databaseUrl) return undefined;
  const dir = options.dataDir ?? 'data/pglite';
  return dir.startsWith('memory://') ? undefined : join(dir, '..', 'jwt-secret');
}

/** Any fixed number: every Crew Hub server on one database asks for the same advisory lock. */
const PREPARE_LOCK = 20_261_123;

/**
 * Migrations and the first seed, in one transaction under one advisory lock. Servers starting
 * at the same moment on one empty PostgreSQL database would otherwise both migrate (each
 * migration is its own transaction) and both seed (the "empty?" check is not atomic). The lock
 * is transaction-scoped, so a starter that dies releases it; the second starter then finds the
 * work done. Migrations keep their own transactions as savepoints inside this one.
 */
async function prepareDatabase(db: Db, files: FileStore, today: Date): Promise<void> {
  await db.tx(async (tx) => {
    await tx.run(sql`SELECT pg_advisory_xact_lock(${PREPARE_LOCK})`);
    await migrate(tx, {
      '013_files_2_drop_bytes.sql': async (step) => {
        await moveBytesToStore(step, files);
      },
    });
    const empty =
      (await tx.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM persons`))?.n === 0;
    if (empty) await seed(tx, files, today);
  });
}

/** Opens and migrates the database, seeds an empty one, and wires the dependencies. */
export async function createDeps(options: ServerOptions): Promise<Deps & { db: Db }> {
  const db = await openDb({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    loadDataDir: options.databaseUrl ? undefined : options.seeded?.dataDir,
  });
  const files = fileStoreFor(options);
  const today = todayOf(options.today);
  await prepareDatabase(db, files, today());
  return {
    db,
    files,
    tokens: tokenService(
      await loadSecret(db, { legacyFile: legacySecretFile(options) }),
      options.tokenTtlSeconds ?? DEFAULT_ACCESS_TOKEN_SECONDS,
      options.refreshTokenDays ?? DEFAULT_REFRESH_TOKEN_DAYS,
    ),
    testApi: options.testApi ?? false,
    faults: { ...NO_FAULTS },
    demo: options.demo ?? !options.databaseUrl,
    mails: [],
    loginLimiter: loginLimiter(options.loginLimits ?? DEFAULT_LOGIN_LIMITS),
    trustProxy: options.trustProxy ?? false,
    today,
    reseed: () => reseed(db, files, today()),
    log: (message, error) => {
      if (options.quiet && !error) return;
      if (error) console.error(message, error);
      else console.log(message);
    },
  };
}
