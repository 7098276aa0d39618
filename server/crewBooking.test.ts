import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingCollision } from '../src/api/schemas/bookingRules';
import type { CrewBooking, PlannerCrewItem } from '../src/api/schemas/projectCrews';
import type { PersonAvailabilityRow } from '../src/api/schemas/projectCopy';
import { sql } from './db/connect';
import { startTestServer, type TestServer } from './testkit';

let s: TestServer;
let planner: string;
const PASSWORD = 'demo1234';
const PROJECT = 'P-24001';
const TODAY = '2026-11-22';
let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`;

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  planner = await s.login({ login: 'planner@demo.test', password: PASSWORD });
});

const booking = async (token = planner) =>
  (await (
    await s.call('GET', `/projects/${PROJECT}/crewBooking`, { token })
  ).json()) as CrewBooking;

const post = (path: string, body: unknown, version?: number, token = planner, k = key()) =>
  s.call('POST', path, {
    token,
    body,
    headers: { 'Idempotency-Key': k, ...(version ? { 'If-Match': `"${version}"` } : {}) },
  });

const newItem = (over: Record<string, unknown> = {}) => ({
  crewId: 1,
  functionName: 'Runner',
  startDate: TODAY,
  endDate: TODAY,
  startTime: '06:00',
  endTime: '08:00',
  ...over,
});

async function createOpen(over: Record<string, unknown> = {}): Promise<PlannerCrewItem> {
  const res = await post('/projectCrewItemStatus', newItem(over));
  expect(res.status).toBe(201);
  return (await res.json()) as PlannerCrewItem;
}

describe('crew booking reads', () => {
  it('gives the planner every crew and crew item of the project, with the chief and site state', async () => {
    const { crews, items } = await booking();
    expect(crews.map((c) => c.name)).toContain('Stage crew A');
    expect(crews[0]!.ratingTypes.length).toBeGreaterThan(0);
    expect(crews[0]).toMatchObject({ projectNumber: PROJECT });
    expect(typeof crews[0]!.chiefName).toBe('string');
    expect(items.some((i) => i.personName === 'Sam Crew')).toBe(true);
    expect(items.every((i) => i.siteStatus === 'none' && i.notNeeded === false)).toBe(true);
  });

  it('lets clients of the company read, refuses crew logins and unknown projects', async () => {
    const client = await s.login({ login: 'client@demo.test', password: PASSWORD });
    const crew = await s.login({ login: 'crew@demo.test', password: PASSWORD });
    const own = await s.deps.db.one<{ number: string }>(sql`SELECT p.number FROM projects p
      WHERE p.company_id = (SELECT company_id FROM persons WHERE id = 3) ORDER BY id LIMIT 1`);
    const other = await s.deps.db.one<{ number: string }>(sql`SELECT p.number FROM projects p
      WHERE p.company_id <> (SELECT company_id FROM persons WHERE id = 3) ORDER BY id LIMIT 1`);
    expect(
      (await s.call('GET', `/projects/${own!.number}/crewBooking`, { token: client })).status,
    ).toBe(200);
    expect(
      (await s.call('GET', `/projects/${other!.number}/crewBooking`, { token: client })).status,
    ).toBe(403);
    expect((await s.call('GET', `/projects/${PROJECT}/crewBooking`, { token: crew })).status).toBe(
      403,
    );
    expect((await s.call('GET', '/projects/P-0/crewBooking', { token: planner })).status).toBe(404);
    expect((await s.call('GET', '/personAvailabilities', { token: client })).status).toBe(403);
  });

  it('gives the planner every crew login to book, with their bookings and sick days', async () => {
    const res = await s.call('GET', '/personAvailabilities', { token: planner });
    const { items } = (await res.json()) as { items: PersonAvailabilityRow[] };
    const chief = items.find((p) => p.id === 2)!;
    expect(chief.jobs.length).toBeGreaterThan(0);
    // Where each booking is, so a collision can say what it clashes with.
    const first = chief.jobs[0]!;
    expect(first.projectNumber).toMatch(/^P-/);
    expect([typeof first.projectName, typeof first.crewName]).toEqual(['string', 'string']);
    // A crew login with nothing booked is still someone to book.
    expect(items.some((p) => p.jobs.length + p.blockDates.length + p.vacations.length === 0)).toBe(
      true,
    );
  });
});

describe('crew item status actions', () => {
  it('creates an open item, activates a free person, and the item reads as toConfirm', async () => {
    const item = await createOpen({ startDate: '2027-03-01', endDate: '2027-03-01' });
    expect(item).toMatchObject({ status: 'vacant', personId: null, notNeeded: false });
    const res = await post(
      `/projectCrewItemStatus/${item.id}/activate`,
      { personId: 1 },
      item.version,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      personId: 1,
      personName: 'Sam Crew',
      status: 'toConfirm',
    });
  });

  it('refuses a double booking with 409 and the collisions, books it with a reason and logs it', async () => {
    // chief@ has a confirmed crew-chief item today 06:30-07:00.
    const item = await createOpen();
    const refused = await post(
      `/projectCrewItemStatus/${item.id}/activate`,
      { personId: 2 },
      item.version,
    );
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; collisions: BookingCollision[] };
    expect(body.code).toBe('booking_collision');
    expect(body.collisions[0]).toMatchObject({ severity: 'block', reason: 'doubleBooking' });
    const ok = await post(
      `/projectCrewItemStatus/${item.id}/activate`,
      { personId: 2, reason: 'Chief agreed to do both' },
      item.version,
    );
    expect(ok.status).toBe(200);
    const log = await s.deps.db.one<{ body: string }>(sql`SELECT body FROM activities
      WHERE entity_type = 'crew_items' AND entity_id = ${item.id}`);
    expect(log?.body).toBe('Chief agreed to do both');
    // Create with a person applies the same check.
    const direct = await post('/projectCrewItemStatus', newItem({ personId: 2 }));
    expect(direct.status).toBe(409);
    // A blocked date of crew@ (2026-12-12..14) is hard for a planner too.
    const blocked = await post(
      '/projectCrewItemStatus',
      newItem({ personId: 1, startDate: '2026-12-13', endDate: '2026-12-13' }),
    );
    expect(
      ((await blocked.json()) as { collisions: BookingCollision[] }).collisions[0]!.reason,
    ).toBe('blockedDate');
  });

  it('new times of a booked item are checked as a booking: 409 without a reason, logged with one', async () => {
    const day = { startDate: '2027-03-05', endDate: '2027-03-05' };
    const first = await post(
      '/projectCrewItemStatus',
      newItem({ ...day, personId: 2, startTime: '10:00', endTime: '11:00' }),
    );
    expect(first.status).toBe(201);
    const item = (await first.json()) as PlannerCrewItem;
    const second = await post(
      '/projectCrewItemStatus',
      newItem({ ...day, personId: 2, startTime: '14:00', endTime: '16:00' }),
    );
    expect(second.status).toBe(201);
    // The person said yes to the afternoon: overlapping it is a double booking.
    const afternoon = (await second.json()) as PlannerCrewItem;
    await s.deps.db.run(sql`UPDATE crew_items SET status = 'confirmed' WHERE id = ${afternoon.id}`);
    const moved = { startTime: '13:00', endTime: '15:00' };
    const refused = await post(`/projectCrewItemStatus/${item.id}`, moved, item.version);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; collisions: BookingCollision[] };
    expect(body.code).toBe('booking_collision');
    expect(body.collisions[0]).toMatchObject({ reason: 'doubleBooking' });
    const ok = await post(
      `/projectCrewItemStatus/${item.id}`,
      { ...moved, reason: 'Short overlap, agreed' },
      item.version,
    );
    expect(ok.status).toBe(200);
    const changed = (await ok.json()) as PlannerCrewItem;
    expect(changed).toMatchObject(moved);
    const log = await s.deps.db.one<{ body: string }>(sql`SELECT body FROM activities
      WHERE entity_type = 'crew_items' AND entity_id = ${item.id}`);
    expect(log?.body).toBe('Short overlap, agreed');
    // Renaming leaves the times alone: no check, no reason needed.
    const renamed = await post(
      `/projectCrewItemStatus/${item.id}`,
      { functionName: 'Lead' },
      changed.version,
    );
    expect(renamed.status).toBe(200);
  });

  it('notNeeded, reactivate and the rules between them; update with fields checked', async () => {
    const item = await createOpen({ startDate: '2027-03-02', endDate: '2027-03-02' });
    const off = (await (
      await post(`/projectCrewItemStatus/${item.id}/notNeeded`, {}, item.version)
    ).json()) as PlannerCrewItem;
    expect(off).toMatchObject({ notNeeded: true, status: 'cancelled' });
    const refused = await post(
      `/projectCrewItemStatus/${item.id}/activate`,
      { personId: 1 },
      off.version,
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'crew_item_status' });
    const back = (await (
      await post(`/projectCrewItemStatus/${item.id}/reactivate`, {}, off.version)
    ).json()) as PlannerCrewItem;
    expect(back).toMatchObject({ notNeeded: false, status: 'vacant' });
    const bad = await post(
      `/projectCrewItemStatus/${item.id}`,
      { endDate: '2027-01-01' },
      back.version,
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.endDate).toBeTruthy();
    const changed = await post(
      `/projectCrewItemStatus/${item.id}`,
      { functionName: 'Rigger', startTime: '07:00' },
      back.version,
    );
    expect(await changed.json()).toMatchObject({
      functionName: 'Rigger',
      startTime: '07:00',
      version: back.version + 1,
    });
  });

  it('a no-show after the chief checked the member in is a 412 naming the chief', async () => {
    const { items } = await booking();
    const member = items.find((i) => i.crewId === 1 && i.personId === 101)!;
    const chief = await s.login({ login: 'chief@demo.test', password: PASSWORD });
    const checkIn = await s.call('POST', `/projectCrewItems/${member.id}/siteEvents`, {
      token: chief,
      body: {
        kind: 'checkIn',
        deviceTime: `${TODAY}T07:01:00.000Z`,
        latitude: null,
        longitude: null,
        accuracy: null,
        method: 'manual',
      },
      headers: { 'If-Match': `"${member.version}"`, 'Idempotency-Key': key() },
    });
    expect(checkIn.status).toBe(200);
    const stale = await post(`/projectCrewItemStatus/${member.id}/noShow`, {}, member.version);
    expect(stale.status).toBe(412);
    const body = (await stale.json()) as { current: PlannerCrewItem; changedBy: { name: string } };
    expect(body.current.siteStatus).toBe('checkedIn');
    expect(body.changedBy.name).toBe('Alex Chief');
    // On the new base the rules refuse it: the member is on site.
    const fresh = await post(
      `/projectCrewItemStatus/${member.id}/noShow`,
      {},
      body.current.version,
    );
    expect(fresh.status).toBe(409);
  });

  it('a no-show then reactivate; a repeated key applies once; other logins are refused', async () => {
    const { items } = await booking();
    const member = items.find((i) => i.crewId === 1 && i.personId === 102)!;
    const k = key();
    const first = await post(
      `/projectCrewItemStatus/${member.id}/noShow`,
      {},
      member.version,
      planner,
      k,
    );
    const again = await post(
      `/projectCrewItemStatus/${member.id}/noShow`,
      {},
      member.version,
      planner,
      k,
    );
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const shown = (await first.json()) as PlannerCrewItem;
    expect(shown).toMatchObject({ siteStatus: 'noShow', version: member.version + 1 });
    expect(await again.json()).toEqual(shown);
    const rated = await post(`/projectCrewItemStatus/${member.id}/rating`, {
      ratingTypeId: 1,
      value: 4,
    });
    expect(await rated.json()).toMatchObject({ ratings: [{ ratingTypeId: 1, value: 4 }] });
    const bad = await post(`/projectCrewItemStatus/${member.id}/rating`, {
      ratingTypeId: 1,
      value: 6,
    });
    expect(bad.status).toBe(400);
    const back = await post(
      `/projectCrewItemStatus/${member.id}/reactivate`,
      {},
      shown.version + 1,
    );
    expect(await back.json()).toMatchObject({ siteStatus: 'none' });
    const chief = await s.login({ login: 'chief@demo.test', password: PASSWORD });
    const client = await s.login({ login: 'client@demo.test', password: PASSWORD });
    expect((await post('/projectCrewItemStatus', newItem(), undefined, chief)).status).toBe(403);
    expect(
      (await post(`/projectCrewItemStatus/${member.id}/noShow`, {}, undefined, client)).status,
    ).toBe(403);
    expect((await post('/projectCrewItemStatus', newItem({ crewId: 999999 }))).status).toBe(400);
    expect((await post('/projectCrewItemStatus/999999/reactivate', {})).status).toBe(404);
  });
});
