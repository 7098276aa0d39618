import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testkit';

let s: TestServer;
let token: string;
const body = {
  startDate: '2027-02-01',
  endDate: '2027-02-05',
  firstDayHalf: 'afternoon',
  lastDayHalf: null,
  reason: 'Ski trip',
};
type Vacation = { id: number; version: number; status: string; reason: string };

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  token = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
});

const list = async (t = token) =>
  ((await (await s.call('GET', '/vacationRequests', { token: t })).json()) as { items: Vacation[] })
    .items;
const writes = async () =>
  (await (await s.call('GET', '/__test/writes')).json()) as { path: string }[];

describe('vacation requests', () => {
  it('the seed holds requested, approved and declined answers for the crew member', async () => {
    const statuses = new Set((await list()).map((v) => v.status));
    expect(statuses).toEqual(new Set(['requested', 'approved', 'declined']));
  });

  it('creates once per idempotency key, edits with If-Match and deletes', async () => {
    const headers = { 'Idempotency-Key': 'vac-key-0001' };
    const first = await s.call('POST', '/vacationRequests', { token, body, headers });
    expect(first.status).toBe(201);
    expect(first.headers.get('ETag')).toBe('"1"');
    const created = (await first.json()) as Vacation;
    expect(created).toMatchObject({ status: 'requested', version: 1, reason: 'Ski trip' });
    const again = await s.call('POST', '/vacationRequests', { token, body, headers });
    expect(await again.json()).toEqual(created);
    expect((await writes()).filter((w) => w.path === '/api/v1/vacationRequests')).toHaveLength(1);

    const edited = await s.call('PUT', `/vacationRequests/${created.id}`, {
      token,
      body: { ...body, reason: 'Ski week' },
      headers: { 'If-Match': '"1"' },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ version: 2, reason: 'Ski week' });

    const gone = await s.call('DELETE', `/vacationRequests/${created.id}`, {
      token,
      headers: { 'If-Match': '"2"' },
    });
    expect(gone.status).toBe(204);
    expect((await list()).some((v) => v.id === created.id)).toBe(false);
  });

  it('a stale If-Match is 412 with the current request, for edits and deletes', async () => {
    const created = (await (
      await s.call('POST', '/vacationRequests', { token, body })
    ).json()) as Vacation;
    await s.call('PUT', `/vacationRequests/${created.id}`, {
      token,
      body: { ...body, reason: 'Moved' },
      headers: { 'If-Match': '"1"' },
    });
    for (const method of ['PUT', 'DELETE']) {
      const stale = await s.call(method, `/vacationRequests/${created.id}`, {
        token,
        body: method === 'PUT' ? body : undefined,
        headers: { 'If-Match': '"1"' },
      });
      expect(stale.status).toBe(412);
      expect(await stale.json()).toMatchObject({
        code: 'version_conflict',
        current: { id: created.id, version: 2, reason: 'Moved' },
      });
    }
  });

  it('editing an approved request asks for a new answer', async () => {
    const approved = (await list()).find((v) => v.status === 'approved')!;
    const res = await s.call('PUT', `/vacationRequests/${approved.id}`, {
      token,
      body,
      headers: { 'If-Match': `"${approved.version}"` },
    });
    expect(await res.json()).toMatchObject({ status: 'requested', answer: null });
  });

  it('rejects invalid half days and reversed dates', async () => {
    for (const bad of [
      { ...body, endDate: '2027-01-01' },
      { ...body, firstDayHalf: 'morning' },
      { ...body, endDate: body.startDate, lastDayHalf: 'morning' },
    ]) {
      expect((await s.call('POST', '/vacationRequests', { token, body: bad })).status).toBe(400);
    }
  });

  it('others cannot touch my requests; guests and clients get 403', async () => {
    const mine = (await list())[0]!;
    const chief = await s.login({ login: 'chief@demo.test', password: 'demo1234' });
    expect((await s.call('DELETE', `/vacationRequests/${mine.id}`, { token: chief })).status).toBe(
      404,
    );
    const client = await s.login({ login: 'client@demo.test', password: 'demo1234' });
    expect((await s.call('GET', '/vacationRequests', { token: client })).status).toBe(403);
    const guest = await s.login({ projectNumber: 'P-24001', password: 'guest1234' });
    expect((await s.call('GET', '/vacationRequests', { token: guest })).status).toBe(403);
    expect((await s.call('POST', '/vacationRequests', { token: guest, body })).status).toBe(403);
  });
});
