import { join } from 'node:path';
import { openDb, sql, type Db } from './db/connect';
import { migrate } from './db/migrate';
import { loadSecret, tokenService } from './auth/tokens';
import { reseed, seed } from './seed/seed';
import { NO_FAULTS, type Deps } from './http/context';

export type ServerOptions = {
  databaseUrl?: string;
  dataDir?: string;
  testApi?: boolean;
  tokenTtlSeconds?: number;
  today?: string;
  quiet?: boolean;
};

export function optionsFromEnv(env = process.env): ServerOptions {
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.CREWHUB_DATA_DIR,
    testApi: env.CREWHUB_TEST_API === '1',
    tokenTtlSeconds: env.CREWHUB_TOKEN_TTL_SECONDS
      ? Number(env.CREWHUB_TOKEN_TTL_SECONDS)
      : undefined,
    today: env.CREWHUB_TODAY,
    quiet: env.CREWHUB_QUIET === '1',
  };
}

function todayOf(pinned: string | undefined): () => Date {
  if (pinned && /^\d{4}-\d{2}-\d{2}$/.test(pinned)) return () => new Date(`${pinned}T00:00:00Z`);
  return () => {
    const now = new Date();
    return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
  };
}

/** Where PGlite installs kept the JWT key before it moved into the database (read only). */
function legacySecretFile(options: ServerOptions): string | undefined {
  if (options.databaseUrl) return undefined;
  const dir = options.dataDir ?? 'data/pglite';
  return dir.startsWith('memory://') ? undefined : join(dir, '..', 'jwt-secret');
}

/** Opens and migrates the database, seeds an empty one, and wires the dependencies. */
export async function createDeps(options: ServerOptions): Promise<Deps & { db: Db }> {
  const db = await openDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  await migrate(db);
  const today = todayOf(options.today);
  const empty = (await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM persons`))?.n === 0;
  if (empty) await seed(db, today());
  return {
    db,
    tokens: tokenService(
      await loadSecret(db, { legacyFile: legacySecretFile(options) }),
      options.tokenTtlSeconds ?? 900,
    ),
    testApi: options.testApi ?? false,
    faults: { ...NO_FAULTS },
    mails: [],
    today,
    reseed: () => reseed(db, today()),
    log: (message, error) => {
      if (options.quiet && !error) return;
      if (error) console.error(message, error);
      else console.log(message);
    },
  };
}
