import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from './db/connect';
import { startTestServer, type TestServer } from './testkit';

let s: TestServer;
let token: string;
const body = {
  startDate: '2027-02-01',
  endDate: null,
  reason: 'Holiday',
  beginTime: null,
  endTime: null,
};

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  token = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
});

const writes = async () =>
  (await (await s.call('GET', '/__test/writes')).json()) as { idempotencyKey: string | null }[];

describe('idempotent writes', () => {
  it('a repeated key answers the first response and applies nothing', async () => {
    const headers = { 'Idempotency-Key': 'key-0000000001' };
    const first = await s.call('POST', '/blockDates', { token, body, headers });
    expect(first.status).toBe(201);
    expect(first.headers.get('ETag')).toBe('"1"');
    const again = await s.call('POST', '/blockDates', { token, body, headers });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await writes()).toHaveLength(1);
  });

  it('one key sent several times at once applies once and answers alike', async () => {
    // On PostgreSQL these run in parallel transactions: the losers hit the unique key (23505)
    // and answer what the winner stored. PGlite runs them one after another.
    const headers = { 'Idempotency-Key': 'key-0000000009' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => s.call('POST', '/blockDates', { token, body, headers })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    for (const answer of bodies) expect(answer).toEqual(bodies[0]);
    expect(await writes()).toHaveLength(1);
  });

  it('stores each key with its answer and one write log row per write, keyed or not', async () => {
    // The key and the log are written by one statement (writes.ts): neither may go missing.
    const first = await s.call('POST', '/blockDates', {
      token,
      body,
      headers: { 'Idempotency-Key': 'key-0000000010' },
    });
    const unkeyed = await s.call('POST', '/blockDates', { token, body: { ...body, reason: 'B' } });
    const again = await s.call('POST', '/blockDates', {
      token,
      body,
      headers: { 'Idempotency-Key': 'key-0000000010' },
    });
    expect([first.status, unkeyed.status, again.status]).toEqual([201, 201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect((await writes()).map((w) => w.idempotencyKey)).toEqual(['key-0000000010', null]);
    const stored = await s.deps.db.rows<{ key: string; status: number; body: { reason: string } }>(
      sql`SELECT key, status, body FROM idempotency_keys`,
    );
    expect(stored).toMatchObject([
      { key: 'key-0000000010', status: 201, body: { reason: 'Holiday' } },
    ]);
  });

  it('the same key with another body is 422', async () => {
    const headers = { 'Idempotency-Key': 'key-0000000002' };
    await s.call('POST', '/blockDates', { token, body, headers });
    const res = await s.call('POST', '/blockDates', {
      token,
      body: { ...body, reason: 'Other' },
      headers,
    });
    expect(res.status).toBe(422);
    expect(await writes()).toHaveLength(1);
  });

  it('a stale If-Match is 412 with the current entity', async () => {
    const created = (await (await s.call('POST', '/blockDates', { token, body })).json()) as {
      id: number;
    };
    const moved = await s.call('PUT', `/blockDates/${created.id}`, {
      token,
      body: { ...body, reason: 'Moved' },
      headers: { 'If-Match': '"1"' },
    });
    expect(moved.status).toBe(200);
    const stale = await s.call('DELETE', `/blockDates/${created.id}`, {
      token,
      headers: { 'If-Match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({
      code: 'version_conflict',
      current: { id: created.id, version: 2, reason: 'Moved' },
    });
    const fresh = await s.call('DELETE', `/blockDates/${created.id}`, {
      token,
      headers: { 'If-Match': '"2"' },
    });
    expect(fresh.status).toBe(204);
  });

  it('someone else cannot touch my blocked dates', async () => {
    const created = (await (await s.call('POST', '/blockDates', { token, body })).json()) as {
      id: number;
    };
    const other = await s.login({ login: 'chief@demo.test', password: 'demo1234' });
    expect((await s.call('DELETE', `/blockDates/${created.id}`, { token: other })).status).toBe(
      404,
    );
  });

  it('invalid input writes nothing', async () => {
    const res = await s.call('POST', '/blockDates', {
      token,
      body: { ...body, endDate: '2027-01-01' },
    });
    expect(res.status).toBe(400);
    expect(await writes()).toHaveLength(0);
  });
});

describe('seed', () => {
  it('gives the planner more projects than one list call returns', async () => {
    const planner = await s.login({ login: 'planner@demo.test', password: 'demo1234' });
    const all = (await (
      await s.call('GET', '/projects?filter=closed', { token: planner })
    ).json()) as { items: unknown[]; total: number };
    expect(all.total).toBeGreaterThan(1000);
    expect(all.items).toHaveLength(1000);
  });

  it('makes the chief crew chief of a crew today with at least five members', async () => {
    const chief = await s.login({ login: 'chief@demo.test', password: 'demo1234' });
    const jobs = (await (
      await s.call('GET', '/jobs?dateFrom=2026-11-22&dateTo=2026-11-22', { token: chief })
    ).json()) as { items: { isCrewChief: boolean; crewId: number }[] };
    const today = jobs.items.filter((j) => j.isCrewChief);
    expect(today.length).toBeGreaterThan(0);
  });

  it('gives the bench account exactly 1000 jobs and 1000 blocked dates', async () => {
    const bench = await s.login({ login: 'bench@demo.test', password: 'demo1234' });
    expect(
      ((await (await s.call('GET', '/jobs', { token: bench })).json()) as { total: number }).total,
    ).toBe(1000);
    expect(
      ((await (await s.call('GET', '/blockDates', { token: bench })).json()) as { total: number })
        .total,
    ).toBe(1000);
  });
});
