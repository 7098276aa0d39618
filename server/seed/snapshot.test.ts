import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Db } from '../db/connect';
import type { FileStore } from '../files/fileStore';
import { startTestServer, type TestServer } from '../testkit';
import { TABLES } from './tables';

/** Every seeded table's rows as one digest each, and where every sequence stands. */
async function stateOf(db: Db): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const t of TABLES) {
    const row = await db.one<{ digest: string | null; n: number }>(
      sql.raw(`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS digest, count(*)::int AS n
        FROM public.${t} x`),
    );
    state[t] = `${row?.n}:${row?.digest ?? ''}`;
  }
  const sequences = await db.rows<{ name: string }>(
    sql`SELECT relname AS name FROM pg_class WHERE relkind = 'S'
      AND relnamespace = 'public'::regnamespace`,
  );
  for (const { name } of sequences) {
    const s = await db.one<{ v: string }>(
      sql.raw(`SELECT last_value::text || ':' || is_called::text AS v FROM public.${name}`),
    );
    state[`sequence ${name}`] = s?.v ?? '';
  }
  return state;
}

async function keysOf(files: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const f of files.list()) keys.push(f.key);
  return keys.sort();
}

const AWAY = {
  startDate: '2027-02-03',
  endDate: null,
  reason: 'Away',
  beginTime: null,
  endTime: null,
};

describe('a test reset after the first', () => {
  let s: TestServer;
  let seeded: Record<string, string>;
  let seededFiles: string[];

  beforeAll(async () => {
    s = await startTestServer();
    // The first reset seeds and keeps the seeded state.
    expect((await s.call('POST', '/__test/reset')).status).toBe(200);
    seeded = await stateOf(s.deps.db);
    seededFiles = await keysOf(s.deps.files);
  }, 120_000);
  afterAll(() => s.close());

  it('puts back the very rows, sequences and files of a fresh seed', async () => {
    const token = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
    const made = await s.call('POST', '/blockDates', { token, body: AWAY });
    expect(made.status).toBe(201);
    await s.deps.db.run(sql`UPDATE persons SET name = 'Changed' WHERE email = 'crew@demo.test'`);
    for (const key of seededFiles.slice(0, 2)) await s.deps.files.delete(key);
    expect(await stateOf(s.deps.db)).not.toEqual(seeded);

    expect((await s.call('POST', '/__test/reset')).status).toBe(200);
    expect(await stateOf(s.deps.db)).toEqual(seeded);
    expect(await keysOf(s.deps.files)).toEqual(seededFiles);
    // The next new row takes the id a fresh seed's would.
    const again = await s.call('POST', '/blockDates', {
      token: await s.login({ login: 'crew@demo.test', password: 'demo1234' }),
      body: AWAY,
    });
    expect(((await again.json()) as { id: number }).id).toBe(
      ((await made.json()) as { id: number }).id,
    );
  }, 120_000);
});
