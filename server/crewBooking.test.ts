import { describe, expect, it } from 'vitest';
import type { BookingCollision } from '../src/api/schemas/bookingRules';
import type { PlannerCrewItem } from '../src/api/schemas/projectCrews';
import type { PersonAvailabilityRow } from '../src/api/schemas/projectCopy';
import { sql } from './db/connect';
import {
  PASSWORD,
  PROJECT,
  booking,
  createOpen,
  newItem,
  planner,
  post,
  s,
} from './crewBooking.testkit';

/* Reading a project's crews and the people to book; booking a person is checked for clashes.
   The status rules (not needed, no-show, reactivate) are in crewItemStatus.test.ts. */

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

describe('booking a person on a crew item', () => {
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
});
