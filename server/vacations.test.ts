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

type Collision = { severity: string; reason: string; with: { kind: string; id: number } | null };
type Item = { id: number; status?: string; startDate: string; endDate: string };
const items = async (path: string) =>
  ((await (await s.call('GET', path, { token })).json()) as { items: Item[] }).items;

describe('availability: writes answer what they collide with, by the shared rules', () => {
  it('a vacation over a confirmed job is stored, answering the clash', async () => {
    const job = (await items('/jobs')).find((j) => j.status === 'confirmed')!;
    const res = await s.call('POST', '/vacationRequests', {
      token,
      body: { ...body, startDate: job.startDate, endDate: job.endDate, firstDayHalf: null },
    });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as Vacation & { collisions: Collision[] };
    expect(saved.collisions).toContainEqual(
      expect.objectContaining({
        severity: 'block',
        reason: 'confirmedJob',
        with: { kind: 'job', id: job.id },
      }),
    );
    // Stored all the same: the person was asked on the device and chose to go on.
    expect((await list()).some((v) => v.id === saved.id)).toBe(true);
  });

  it('a vacation wholly in the past is stored with a "past" warning; a future one has none', async () => {
    const past = await s.call('POST', '/vacationRequests', {
      token,
      body: { ...body, startDate: '2026-11-02', endDate: '2026-11-06', firstDayHalf: null },
    });
    expect(past.status).toBe(201);
    expect(((await past.json()) as { collisions: Collision[] }).collisions).toContainEqual({
      severity: 'warn',
      reason: 'past',
      with: null,
      days: [],
    });
    const later = await s.call('POST', '/vacationRequests', {
      token,
      body: { ...body, startDate: '2029-02-01', endDate: '2029-02-02' },
    });
    const laterClashes = ((await later.json()) as { collisions: Collision[] }).collisions;
    expect(laterClashes.map((c) => c.reason)).not.toContain('past');
  });

  it('a new blocked date on a confirmed job day answers the clash', async () => {
    const job = (await items('/jobs')).find((j) => j.status === 'confirmed')!;
    const res = await s.call('POST', '/blockDates', {
      token,
      body: { startDate: job.startDate, endDate: null, reason: 'Dentist' },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { collisions: Collision[] }).collisions).toContainEqual(
      expect.objectContaining({ reason: 'confirmedJob', with: { kind: 'job', id: job.id } }),
    );
  });

  it('applying for a vacancy on one’s own blocked day answers the clash, once per key', async () => {
    const vacancy = (await items('/vacancies'))[0]!;
    const blocked = (await (
      await s.call('POST', '/blockDates', {
        token,
        body: { startDate: vacancy.startDate, endDate: null, reason: 'Exam' },
      })
    ).json()) as { id: number };
    const headers = { 'Idempotency-Key': 'apply-clash-0001' };
    const path = `/projectCrewItems/${vacancy.id}/applyVacancy`;
    const res = await s.call('POST', path, { token, headers });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { status: string; collisions: Collision[] };
    expect(answer.status).toBe('applied');
    expect(answer.collisions).toContainEqual({
      severity: 'warn',
      reason: 'blockedDate',
      with: { kind: 'blockDate', id: blocked.id },
      days: [vacancy.startDate],
    });
    expect(await (await s.call('POST', path, { token, headers })).json()).toEqual(answer);
  });
});
