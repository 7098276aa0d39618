import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Db } from './connect';

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A step in code that runs in a migration's transaction, before its statements. */
export type MigrationSteps = Record<string, (tx: Db) => Promise<void>>;

/**
 * Applies each `migrations/NNN_name.sql` once, in order, each in its own transaction; `before`
 * names steps in code that a file needs first (moving data SQL alone cannot move).
 */
export async function migrate(db: Db, before: MigrationSteps = {}): Promise<string[]> {
  await db.run(
    sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const done = new Set(
    (await db.rows<{ name: string }>(sql`SELECT name FROM schema_migrations`)).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue;
    const text = readFileSync(join(MIGRATIONS, file), 'utf8');
    await db.tx(async (tx) => {
      await before[file]?.(tx);
      for (const statement of text
        .split(/;\s*\n/)
        .map((s) => s.trim())
        .filter(Boolean)) {
        await tx.run(sql.raw(statement));
      }
      await tx.run(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
    });
    applied.push(file);
  }
  return applied;
}
