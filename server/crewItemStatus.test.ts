import { describe, expect, it } from 'vitest';
import type { PlannerCrewItem } from '../src/api/schemas/projectCrews';
import {
  PASSWORD,
  TODAY,
  booking,
  createOpen,
  key,
  newItem,
  planner,
  post,
  s,
} from './crewBooking.testkit';

/* The crew item status rules: not needed, no-show, reactivate, ratings, repeated keys and
   who may act. Reading and booking checks are in crewBooking.test.ts. */

describe('crew item status actions', () => {
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
