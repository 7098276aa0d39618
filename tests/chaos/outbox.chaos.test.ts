import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { NetworkError } from '../../src/api/errors';
import type { RawAnswer, RawRequest } from '../../src/api/raw';
import { db } from '../../src/db/db';
import { createBlockDate, deleteBlockDate } from '../../src/sync/actions/calendar';
import { replayOutbox, type ReplayDeps } from '../../src/sync/outbox/replay';
import type { SendAuth } from '../../src/sync/auth';
import { startTestServer, type TestServer } from '../../server/testkit';

/**
 * The chaos test of the offline core: 500 random actions made under random offline/online
 * switches, 500s, slow answers, connections dropped after the server committed, tokens that
 * expire (and refreshes the server refuses, so the person logs in again), and replays that
 * overlap. The real action code, the real replay and the real reference server (in process)
 * are used; only the wire is made unreliable. Afterwards every idempotency key the outbox
 * ever held is applied exactly once, and the server holds what the device shows.
 */

const ACTIONS = 500;
const EMAIL = 'crew@demo.test';

/** A small seeded generator, so a failing run can be repeated with the same seed. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SEED = Number(process.env.CHAOS_SEED ?? 20261122);
const random = mulberry32(SEED);
const chance = (p: number) => random() < p;

let server: TestServer;
let ownerId: string;
let online = true;
let clock = Date.now();
const faults = { errorRate: 0.1, dropAfterCommitRate: 0.1, delayRate: 0.2, expireRate: 0.05 };

async function logIn(): Promise<void> {
  const token = await server.login({ login: EMAIL, password: 'demo1234' });
  const payload = decodeJwt(token) as { loginData: { personId: number } };
  ownerId = `person:${payload.loginData.personId}`;
  await db.session.put({
    key: 'current',
    token,
    rights: {},
    mailboxRights: {},
    ownerId,
    savedAt: Date.now(),
  });
}

/** The wire: every fault of the real world, decided by the seeded generator. */
async function send(req: RawRequest): Promise<RawAnswer> {
  if (!online) throw new NetworkError('offline');
  if (chance(faults.delayRate)) await new Promise((r) => setTimeout(r, Math.floor(random() * 5)));
  if (chance(faults.errorRate)) return { status: 500, body: { message: 'Internal server error' } };
  const headers: Record<string, string> = { 'Idempotency-Key': req.idempotencyKey };
  if (req.ifMatch !== null) headers['If-Match'] = `"${req.ifMatch}"`;
  const res = await server.call(req.method, req.path, {
    token: req.token,
    body: req.body ?? undefined,
    headers,
  });
  const text = await res.text();
  // The server committed, but the phone never heard back.
  if (chance(faults.dropAfterCommitRate)) throw new NetworkError('dropped after commit');
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Read at send time; sometimes the stored token has gone bad, and refresh may be refused. */
async function auth(force: boolean): Promise<SendAuth> {
  const row = await db.session.get('current');
  if (!row) return null;
  if (!force) {
    const token = chance(faults.expireRate) ? `${row.token}x` : row.token;
    return { token, ownerId: row.ownerId };
  }
  if (chance(0.3)) return null; // the server refused the refresh: wait for the next login
  const res = await server.call('GET', '/auth/refresh', { token: row.token });
  if (res.status !== 200) return null;
  const { token } = (await res.json()) as { token: string };
  await db.session.update('current', { token });
  return { token, ownerId: row.ownerId };
}

const deps: ReplayDeps = { send, auth, now: () => clock, random };

/** One replay pass; a refused refresh means the person logs in again later. */
async function replay(): Promise<void> {
  const summary = await replayOutbox(deps);
  if (summary.stopped === 'refresh-refused') await logIn();
}

const enqueued = new Set<string>();
const withdrawn = new Set<string>();

beforeAll(async () => {
  server = await startTestServer({ testApi: true });
  await logIn();
  // Every key the outbox ever holds, and those taken back before they were ever sent.
  db.outbox.hook('creating', (_key, record) => {
    enqueued.add(record.idempotencyKey);
  });
  db.outbox.hook('deleting', (_key, record) => {
    if (record.state !== 'done') withdrawn.add(record.idempotencyKey);
  });
});

afterAll(async () => {
  db.close();
  await server.deps.db.close?.();
});

it(`${ACTIONS} random actions under chaos reach the server exactly once`, async () => {
  const before = await server.call('GET', '/__test/writes');
  const writesBefore = ((await before.json()) as unknown[]).length;
  let creates = 0;
  let deletes = 0;

  for (let i = 0; i < ACTIONS; i++) {
    const rows = await db.blockDates.toArray();
    if (rows.length > 0 && chance(0.3)) {
      const row = rows[Math.floor(random() * rows.length)]!;
      await deleteBlockDate(row.id);
      deletes += 1;
    } else {
      const day = String(1 + (i % 28)).padStart(2, '0');
      await createBlockDate({ startDate: `2027-02-${day}`, reason: `Chaos ${i}` });
      creates += 1;
    }
    if (chance(0.15)) online = !online;
    clock += Math.floor(random() * 120_000);
    if (chance(0.4)) {
      // Sometimes two replayers at once (page and worker): the lock keeps them in turn.
      await (chance(0.3) ? Promise.all([replay(), replay()]) : replay());
    }
  }

  // Back online for good, with a quiet server: everything drains.
  online = true;
  Object.assign(faults, { errorRate: 0, dropAfterCommitRate: 0, delayRate: 0, expireRate: 0 });
  for (let pass = 0; pass < 50; pass++) {
    clock += 10 * 60_000;
    await replay();
    const open = await db.outbox.where('state').anyOf('pending', 'sending').count();
    if (open === 0) break;
  }

  const states = (await db.outbox.toArray()).map((r) => r.state);
  expect(states.filter((s) => s !== 'done')).toEqual([]);

  const writes = (await (await server.call('GET', '/__test/writes')).json()) as {
    idempotencyKey: string | null;
    status: number;
  }[];
  const mine = writes.slice(writesBefore).map((w) => w.idempotencyKey);
  const expected = [...enqueued].filter((k) => !withdrawn.has(k));
  // Every key exactly once, no other write, and as many as the actions that needed the server.
  expect(new Set(mine).size).toBe(mine.length);
  expect([...mine].sort()).toEqual([...expected].sort());
  expect(mine.length).toBe(creates + deletes - 2 * withdrawn.size);

  // Nothing lost: the device shows what the server has.
  const res = await server.call('GET', '/blockDates', {
    token: (await db.session.get('current'))!.token,
  });
  const onServer = ((await res.json()) as { items: { id: number; reason: string }[] }).items
    .filter((b) => b.reason.startsWith('Chaos '))
    .map((b) => `${b.id}:${b.reason}`)
    .sort();
  const onDevice = (await db.blockDates.toArray()).map((b) => `${b.id}:${b.reason}`).sort();
  expect(onDevice).toEqual(onServer);
}, 240_000);
