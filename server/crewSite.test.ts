import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Crew, CrewMember, SiteEvent } from '../src/api/schemas/crews';

type ErrorBody = { message: string; current: CrewMember };
import { startTestServer, type TestServer } from './testkit';

let s: TestServer;
let chief: string;
const PASSWORD = 'demo1234';
const event = (kind: string, extra: Record<string, unknown> = {}) => ({
  kind,
  deviceTime: '2026-11-22T07:01:00.000Z',
  latitude: null,
  longitude: null,
  accuracy: null,
  method: 'manual',
  ...extra,
});

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  chief = await s.login({ login: 'chief@demo.test', password: PASSWORD });
});

const members = async (token = chief) =>
  (
    (await (await s.call('GET', '/projectCrews/1/projectCrewItems', { token })).json()) as {
      items: CrewMember[];
    }
  ).items;

async function record(id: number, kind: string, version: number, key: string, extra = {}) {
  return s.call('POST', `/projectCrewItems/${id}/siteEvents`, {
    token: chief,
    body: event(kind, extra),
    headers: { 'If-Match': `"${version}"`, 'Idempotency-Key': key },
  });
}

describe('crew job pack', () => {
  it('answers the crew, its members and its location with contacts and notes', async () => {
    const crew = (await (await s.call('GET', '/projectCrews/1', { token: chief })).json()) as Crew;
    expect(crew).toMatchObject({ id: 1, name: 'Stage crew A', chiefPersonId: 2 });
    expect(crew.contactOnSite).toMatchObject({ name: 'Robin Venue' });
    expect(crew.ratingTypes.length).toBeGreaterThan(0);
    const list = await members();
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(list.map((m) => m.name)).toContain('Sam Crew');
    expect(list.every((m) => m.phone && m.email && m.siteStatus === 'none')).toBe(true);
    const loc = await s.call('GET', `/locations/${crew.locationId}`, { token: chief });
    expect(loc.status).toBe(200);
    expect(await loc.json()).toHaveProperty('notes');
  });

  it('a member reads; the project guest reads its project crew; others get 403', async () => {
    const crew = await s.login({ login: 'crew@demo.test', password: PASSWORD });
    expect((await s.call('GET', '/projectCrews/1', { token: crew })).status).toBe(200);
    const guest = await s.login({ projectNumber: 'P-24001', password: 'guest1234' });
    expect((await s.call('GET', '/projectCrews/1/projectCrewItems', { token: guest })).status).toBe(
      200,
    );
    const planner = await s.login({ login: 'planner@demo.test', password: PASSWORD });
    expect((await s.call('GET', '/projectCrews/1', { token: planner })).status).toBe(403);
    const listed = await s.call('GET', '/projects/P-24001/projectCrews', { token: guest });
    expect(((await listed.json()) as { items: Crew[] }).items.map((c) => c.id)).toContain(1);
    expect((await s.call('GET', '/projects/P-99999/projectCrews', { token: guest })).status).toBe(
      403,
    );
  });
});

describe('site events', () => {
  it('records pre-call then check-in with GPS, bumps the version, once per key', async () => {
    const [m] = await members();
    const first = await record(m!.id, 'preCall', m!.version, 'key-site-0001');
    expect(first.status).toBe(200);
    const after = (await first.json()) as CrewMember;
    expect(after).toMatchObject({ siteStatus: 'preCall', version: m!.version + 1 });
    const gps = { latitude: 52.37, longitude: 4.89, accuracy: 12, method: 'qr' };
    const second = await record(m!.id, 'checkIn', after.version, 'key-site-0002', gps);
    expect(((await second.json()) as CrewMember).siteStatus).toBe('checkedIn');
    const again = await record(m!.id, 'checkIn', after.version, 'key-site-0002', gps);
    expect(again.status).toBe(200);
    const res = await s.call('GET', '/projectCrews/1/siteEvents', { token: chief });
    const events = ((await res.json()) as { items: SiteEvent[] }).items;
    expect(events).toMatchObject([
      { crewItemId: m!.id, kind: 'preCall', latitude: null },
      { crewItemId: m!.id, kind: 'checkIn', latitude: 52.37, accuracy: 12, method: 'qr' },
    ]);
  });

  it('enforces the state rules (409) and If-Match (412 with the current member)', async () => {
    const [m] = await members();
    const out = await record(m!.id, 'checkOut', m!.version, 'key-site-0003');
    expect(out.status).toBe(409);
    expect(((await out.json()) as ErrorBody).message).toBe(
      'Only a checked-in member can be checked out',
    );
    const stale = await record(m!.id, 'checkIn', m!.version + 5, 'key-site-0004');
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as ErrorBody).current).toMatchObject({
      id: m!.id,
      version: m!.version,
    });
  });

  it('only the crew chief may record: a member of the crew gets 403, a guest too', async () => {
    const [m] = await members();
    const crew = await s.login({ login: 'crew@demo.test', password: PASSWORD });
    const guest = await s.login({ projectNumber: 'P-24001', password: 'guest1234' });
    for (const token of [crew, guest]) {
      const res = await s.call('POST', `/projectCrewItems/${m!.id}/siteEvents`, {
        token,
        body: event('checkIn'),
      });
      expect(res.status).toBe(403);
    }
  });

  it('the planner changes a crew item: new version, stale chief write is 412', async () => {
    const [m] = await members();
    const planner = await s.login({ login: 'planner@demo.test', password: PASSWORD });
    const res = await s.call('POST', `/projectCrewItems/${m!.id}`, {
      token: planner,
      body: { startTime: '09:30' },
      headers: { 'If-Match': `"${m!.version}"` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ startTime: '09:30', version: m!.version + 1 });
    expect((await record(m!.id, 'checkIn', m!.version, 'key-site-0005')).status).toBe(412);
    const chiefTry = await s.call('POST', `/projectCrewItems/${m!.id}`, {
      token: chief,
      body: { startTime: '10:00' },
    });
    expect(chiefTry.status).toBe(403);
  });
});

describe('ratings', () => {
  it('the chief rates a member; the answer is the member with the rating', async () => {
    const [m] = await members();
    const res = await s.call('POST', '/projectCrews/1/projectCrewItemRatings', {
      token: chief,
      body: { crewItemId: m!.id, ratingTypeId: 1, value: 4 },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CrewMember).ratings).toEqual([{ ratingTypeId: 1, value: 4 }]);
    const crew = await s.login({ login: 'crew@demo.test', password: PASSWORD });
    const denied = await s.call('POST', '/projectCrews/1/projectCrewItemRatings', {
      token: crew,
      body: { crewItemId: m!.id, ratingTypeId: 1, value: 2 },
    });
    expect(denied.status).toBe(403);
  });
});
