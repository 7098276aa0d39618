import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanningCalendarItem } from '../src/api/schemas/planningCalendar';
import { sql } from './db/connect';
import { PLANNING_PEOPLE as P } from './seed/planningCalendar';
import { startTestServer, type TestServer } from './testkit';

// The test server's today is 2026-11-22: the seed's planning rows lie in the weeks after it.
const FROM = '2026-11-01';
const TO = '2026-12-31';
const PASSWORD = 'demo1234';

let s: TestServer;
let planner: string;
let client: string;
let crew: string;

beforeAll(async () => {
  s = await startTestServer();
  const login = (who: string) => s.login({ login: `${who}@demo.test`, password: PASSWORD });
  planner = await login('planner');
  client = await login('client');
  crew = await login('crew');
});

async function items(token: string, query = `from=${FROM}&to=2026-12-31`) {
  const res = await s.call('GET', `/planningCalendarItems?${query}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: PlanningCalendarItem[] }).items;
}

describe('GET /planningCalendarItems', () => {
  it('gives the planner crew items, personal events, spare positions and bank holidays', async () => {
    const rows = await items(planner);
    const of = (person: number) => rows.filter((r) => r.personId === person);
    const doubled = of(P.doubleBooked).filter((r) => r.crewName === 'Planning crew');
    expect(doubled).toHaveLength(2);
    expect(doubled.every((r) => r.status === 'confirmed' && r.projectNumber)).toBe(true);
    expect(of(P.blockedClash).some((r) => r.kind === 'blockDate')).toBe(true);
    expect(of(P.sick).some((r) => r.kind === 'sickDay')).toBe(true);
    expect(of(P.unpaid).find((r) => r.kind === 'vacation')).toMatchObject({
      status: 'approved',
      unpaid: true,
    });
    expect(of(P.requestedVacation).find((r) => r.kind === 'vacation')?.status).toBe('requested');
    expect(rows.some((r) => r.spare && r.personId === null)).toBe(true);
    expect(of(P.spare).some((r) => r.spare)).toBe(true);
    expect(rows.filter((r) => r.kind === 'bankHoliday').map((r) => r.startDate)).toContain(
      '2026-12-25',
    );
    // Ids are unique across kinds; every row lies in the window.
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(rows.every((r) => r.endDate >= FROM && r.startDate <= TO)).toBe(true);
    // Declined vacations take no time and are left out.
    expect(rows.some((r) => r.kind === 'vacation' && r.status === 'declined')).toBe(false);
  });

  it('scopes a client to their company’s projects, without personal events or spares', async () => {
    const rows = await items(client);
    expect(rows.length).toBeGreaterThan(0);
    const numbers = [...new Set(rows.flatMap((r) => (r.projectNumber ? [r.projectNumber] : [])))];
    const own = await s.deps.db.rows<{ number: string }>(
      sql`SELECT number FROM projects WHERE company_id = 1`,
    );
    const ownSet = new Set(own.map((p) => p.number));
    expect(numbers.every((n) => ownSet.has(n))).toBe(true);
    expect(rows.every((r) => r.kind === 'crewItem' || r.kind === 'bankHoliday')).toBe(true);
    expect(rows.some((r) => r.spare)).toBe(false);
    // Of the double booking, only the item on the client's own project shows.
    expect(
      rows.filter((r) => r.personId === P.doubleBooked && r.crewName === 'Planning crew'),
    ).toHaveLength(1);
  });

  it('shows spare positions only with READSPAREFUNCTION, enforced on the server', async () => {
    const ofCrew = (rows: PlanningCalendarItem[]) =>
      rows.filter((r) => r.crewName === 'Planning crew');
    const clientRows = ofCrew(await items(client));
    const clientProjects = new Set(clientRows.map((r) => r.projectNumber));
    const plannerRows = ofCrew(await items(planner)).filter((r) =>
      clientProjects.has(r.projectNumber),
    );
    // One project: the planner (who holds the right) sees its spare positions, booked and
    // open; the client (who does not) sees all the rest of it.
    expect(plannerRows.filter((r) => r.spare)).toHaveLength(2);
    expect(clientRows.length).toBeGreaterThan(0);
    expect(clientRows.filter((r) => r.spare)).toEqual([]);
    expect(clientRows).toHaveLength(plannerRows.filter((r) => !r.spare).length);
  });

  it('refuses crew members and bad windows with a message on the field', async () => {
    expect(
      (await s.call('GET', `/planningCalendarItems?from=${FROM}&to=${TO}`, { token: crew })).status,
    ).toBe(403);
    const tooLong = await s.call('GET', '/planningCalendarItems?from=2026-11-01&to=2027-01-02', {
      token: planner,
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { fields: Record<string, string> }).fields.to).toMatch(/62/);
    const backwards = await s.call('GET', '/planningCalendarItems?from=2026-11-10&to=2026-11-01', {
      token: planner,
    });
    expect(backwards.status).toBe(400);
    expect(
      (
        await s.call('GET', '/planningCalendarItems?from=2026-02-30&to=2026-03-01', {
          token: planner,
        })
      ).status,
    ).toBe(400);
  });
});

describe('GET /contacts/{id}/plannerPlanningItems', () => {
  it('gives one person’s rows from one month ago on', async () => {
    const res = await s.call('GET', `/contacts/${P.doubleBooked}/plannerPlanningItems`, {
      token: planner,
    });
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as { items: PlanningCalendarItem[] }).items;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.personId === P.doubleBooked && r.endDate >= '2026-10-22')).toBe(
      true,
    );
    expect(rows.some((r) => r.kind === 'bankHoliday')).toBe(false);
  });

  it('scopes a client, answers 404 for an unknown person and 403 for crew', async () => {
    const res = await s.call('GET', `/contacts/${P.blockedClash}/plannerPlanningItems`, {
      token: client,
    });
    expect(res.status).toBe(200);
    const rows = ((await res.json()) as { items: PlanningCalendarItem[] }).items;
    expect(rows.every((r) => r.kind === 'crewItem')).toBe(true);
    expect(
      (await s.call('GET', '/contacts/999999/plannerPlanningItems', { token: planner })).status,
    ).toBe(404);
    expect(
      (await s.call('GET', '/contacts/abc/plannerPlanningItems', { token: planner })).status,
    ).toBe(400);
    expect(
      (await s.call('GET', `/contacts/${P.sick}/plannerPlanningItems`, { token: crew })).status,
    ).toBe(403);
  });
});
