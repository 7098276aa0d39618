import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { crewItemChangeListSchema, type CrewItemChange } from '../src/api/schemas/crewItemChanges';
import type { CrewMember } from '../src/api/schemas/crews';
import type { PlannerCrewItem } from '../src/api/schemas/projectCrews';
import { sql } from './db/connect';
import { DEMO_PROJECT_NUMBER } from './seed/demoLogins';
import { CLIENT_COMPANY } from './seed/seed';
import { startTestServer, type TestServer } from './testkit';

/**
 * "Has changed" (issue 14): a crew member applying, a chief checking in and a planner moving
 * a time each leave an old -> new change that planners (and the project's client) see; a
 * client of another company does not; "seen" clears the mark for the viewer only.
 * One server for the file; the cases build on each other in order.
 */
let s: TestServer;
const token = { planner: '', client: '', crew: '', chief: '' };

beforeAll(async () => {
  s = await startTestServer();
  const login = (email: string) => s.login({ login: email, password: 'demo1234' });
  token.planner = await login('planner@demo.test');
  token.client = await login('client@demo.test');
  token.crew = await login('crew@demo.test');
  token.chief = await login('chief@demo.test');
}, 60_000);

const json = async <T>(res: Promise<Response>): Promise<T> => (await res).json() as Promise<T>;
const changes = async (who: keyof typeof token, since?: number) => {
  const res = await s.call(
    'GET',
    `/crewItemChanges${since === undefined ? '' : `?since=${since}`}`,
    {
      token: token[who],
    },
  );
  expect(res.status).toBe(200);
  return v.parse(crewItemChangeListSchema, await res.json());
};
const of = (list: CrewItemChange[], crewItemId: number) =>
  list.filter((c) => c.crewItemId === crewItemId);

let checkedIn = 0;
let applied = 0;
let moved = 0;

describe('recording changes', () => {
  it('the demo seed leaves marks for the planner: a moved time and a confirmation', async () => {
    const seeded = (await changes('planner')).items;
    expect(seeded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'time', changedByName: 'Olivia Office' }),
        expect.objectContaining({ field: 'status', old: 'toConfirm', new: 'confirmed' }),
      ]),
    );
  });

  it('a chief checking a member in is a site change the planner and the client see', async () => {
    const members = await json<{ items: CrewMember[] }>(
      s.call('GET', '/projectCrews/1/projectCrewItems', { token: token.chief }),
    );
    const sam = members.items.find((m) => m.name === 'Sam Crew')!;
    checkedIn = sam.id;
    const res = await s.call('POST', `/projectCrewItems/${sam.id}/siteEvents`, {
      token: token.chief,
      body: {
        kind: 'checkIn',
        deviceTime: '2026-11-22T07:01:00.000Z',
        latitude: null,
        longitude: null,
        accuracy: null,
        method: 'manual',
      },
      headers: { 'If-Match': `"${sam.version}"`, 'Idempotency-Key': 'chg-checkin-001' },
    });
    expect(res.status).toBe(200);
    for (const who of ['planner', 'client'] as const) {
      expect(of((await changes(who)).items, sam.id)).toEqual([
        expect.objectContaining({
          field: 'site',
          old: 'none',
          new: 'checkedIn',
          changedByName: 'Alex Chief',
          projectNumber: DEMO_PROJECT_NUMBER,
        }),
      ]);
    }
    // The chief made it: not a change to show them (nor may crew read this call).
    expect((await s.call('GET', '/crewItemChanges', { token: token.chief })).status).toBe(403);
  });

  it('a crew member applying for a vacancy changes its applicants', async () => {
    type Vacancy = { id: number; version: number; applied: boolean };
    const open = (
      await json<{ items: Vacancy[] }>(
        s.call('GET', '/projectCrewItems/vacant', { token: token.crew }),
      )
    ).items.find((vacancy) => !vacancy.applied)!;
    applied = open.id;
    const res = await s.call('POST', `/projectCrewItems/${open.id}/applyVacancy`, {
      token: token.crew,
      headers: { 'Idempotency-Key': 'chg-apply-0001', 'If-Match': `"${open.version}"` },
    });
    expect(res.status).toBe(200);
    const mine = of((await changes('planner')).items, open.id);
    expect(mine).toEqual([
      expect.objectContaining({ field: 'applicants', old: 0, new: 1, changedByName: 'Sam Crew' }),
    ]);
  });

  it('a planner moving a time is a time change for others, not for the planner', async () => {
    const booking = await json<{ items: PlannerCrewItem[] }>(
      s.call('GET', `/projects/${DEMO_PROJECT_NUMBER}/crewBooking`, { token: token.planner }),
    );
    const item = booking.items.find((i) => i.id !== checkedIn && i.personId !== null)!;
    moved = item.id;
    const res = await s.call('POST', `/projectCrewItemStatus/${item.id}`, {
      token: token.planner,
      body: { startTime: '05:45' },
      headers: { 'If-Match': `"${item.version}"`, 'Idempotency-Key': 'chg-move-00001' },
    });
    expect(res.status).toBe(200);
    expect(of((await changes('planner')).items, item.id)).toEqual([]);
    expect(of((await changes('client')).items, item.id)).toEqual([
      expect.objectContaining({
        field: 'time',
        old: expect.objectContaining({ startTime: item.startTime }) as unknown,
        new: expect.objectContaining({ startTime: '05:45', endTime: item.endTime }) as unknown,
        changedByName: 'Pat Planner',
      }),
    ]);
  });

  it('a write that is refused records nothing', async () => {
    const before = (await changes('client')).cursor;
    const member = (
      await json<{ items: CrewMember[] }>(
        s.call('GET', '/projectCrews/1/projectCrewItems', { token: token.chief }),
      )
    ).items.find((m) => m.id === checkedIn)!;
    const res = await s.call('POST', `/projectCrewItems/${checkedIn}/siteEvents`, {
      token: token.chief,
      body: {
        kind: 'checkIn',
        deviceTime: '2026-11-22T07:02:00.000Z',
        latitude: null,
        longitude: null,
        accuracy: null,
        method: 'manual',
      },
      headers: { 'If-Match': `"${member.version}"`, 'Idempotency-Key': 'chg-checkin-002' },
    });
    expect(res.status).toBe(409);
    expect((await changes('client')).cursor).toBe(before);
  });
});

describe('reading and clearing the marks', () => {
  it('a client of another company sees none of them', async () => {
    const moveAway = sql`UPDATE persons SET company_id = 2 WHERE email = 'client@demo.test'`;
    await s.deps.db.run(moveAway);
    try {
      const list = (await changes('client')).items;
      expect(list.filter((c) => c.projectNumber === DEMO_PROJECT_NUMBER)).toEqual([]);
      const seen = await json<{ seen: number }>(
        s.call('POST', '/crewItemChanges/seen', {
          token: token.client,
          body: { crewItemIds: [checkedIn], upTo: 1 },
        }),
      );
      expect(seen.seen).toBe(0);
    } finally {
      await s.deps.db.run(
        sql`UPDATE persons SET company_id = ${CLIENT_COMPANY} WHERE email = 'client@demo.test'`,
      );
    }
    expect(of((await changes('client')).items, checkedIn)).toHaveLength(1);
  });

  it('since answers only newer changes: nothing when nothing happened', async () => {
    const { cursor } = await changes('planner');
    expect(cursor).toBeGreaterThan(0);
    expect((await changes('planner', cursor)).items).toEqual([]);
    const bad = await s.call('GET', '/crewItemChanges?since=soon', { token: token.planner });
    expect(bad.status).toBe(400);
    expect((await bad.json()) as unknown).toMatchObject({
      fields: { since: expect.any(String) as unknown },
    });
  });

  it('seen clears the mark for the viewer only, and never moves back', async () => {
    const { items, cursor } = await changes('planner');
    expect(of(items, checkedIn)).toHaveLength(1);
    const seen = (upTo: number) =>
      json<{ seen: number }>(
        s.call('POST', '/crewItemChanges/seen', {
          token: token.planner,
          body: { crewItemIds: [checkedIn, applied], upTo },
        }),
      );
    expect((await seen(cursor)).seen).toBe(2);
    const after = (await changes('planner')).items;
    expect(of(after, checkedIn)).toEqual([]);
    expect(of(after, applied)).toEqual([]);
    // An older resend does not bring the mark back.
    await seen(1);
    expect(of((await changes('planner')).items, checkedIn)).toEqual([]);
    // The client has not looked: their marks stay.
    expect(of((await changes('client')).items, checkedIn)).toHaveLength(1);
    expect(of((await changes('client')).items, moved)).toHaveLength(1);
  });

  it('refuses a seen call without items', async () => {
    const res = await s.call('POST', '/crewItemChanges/seen', {
      token: token.planner,
      body: { crewItemIds: [], upTo: 1 },
    });
    expect(res.status).toBe(400);
  });
});
