import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { planningCrewItemListSchema } from '../src/api/schemas/planningCrewItems';
import { sql } from './db/connect';
import { IDS } from './seed/ids';
import { CLIENT_COMPANY } from './seed/seed';
import { startTestServer, type TestServer } from './testkit';

/**
 * GET /planningCrewItems (issue 14, the client's crew item list): clients only, each client
 * their own company's crew items only, the date window, and each crew's fill rate.
 */
let s: TestServer;
const token = { client: '', otherClient: '', planner: '', crew: '' };
const OTHER_COMPANY = CLIENT_COMPANY + 1;
const WINDOW = '?dateFrom=2026-10-22&dateTo=2027-05-22';

const list = async (who: string, query = WINDOW) => {
  const res = await s.call('GET', `/planningCrewItems${query}`, { token: who });
  expect(res.status).toBe(200);
  return v.parse(planningCrewItemListSchema, await res.json());
};

/** The company of each project number, read from the database, not from the answer. */
async function companiesOf(numbers: string[]): Promise<Set<number>> {
  const rows = await s.deps.db.rows<{ c: number }>(
    sql`SELECT DISTINCT company_id AS c FROM projects WHERE number IN (${sql.join(
      numbers.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.c));
}

beforeAll(async () => {
  s = await startTestServer();
  // A client of another company, with the demo client's password.
  await s.deps.db.run(sql`INSERT INTO persons (email, password_hash, name, login_types, company_id)
    SELECT 'other-client@demo.test', password_hash, 'Olga Other', login_types, ${OTHER_COMPANY}
    FROM persons WHERE id = ${IDS.client}`);
  const demo = (login: string) => s.login({ login, password: 'demo1234' });
  token.client = await demo('client@demo.test');
  token.otherClient = await demo('other-client@demo.test');
  token.planner = await demo('planner@demo.test');
  token.crew = await demo('crew@demo.test');
}, 60_000);

describe('GET /planningCrewItems', () => {
  it('gives a client their own company crew items only', async () => {
    const own = await list(token.client);
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.total).toBe(own.items.length);
    expect(await companiesOf(own.items.map((i) => i.projectNumber))).toEqual(
      new Set([CLIENT_COMPANY]),
    );
    const other = await list(token.otherClient);
    expect(other.items.length).toBeGreaterThan(0);
    expect(await companiesOf(other.items.map((i) => i.projectNumber))).toEqual(
      new Set([OTHER_COMPANY]),
    );
    const ownIds = new Set(own.items.map((i) => i.id));
    expect(other.items.some((i) => ownIds.has(i.id))).toBe(false);
  });

  it.each<[string, keyof typeof token, number]>([
    ['a planner (not a client)', 'planner', 403],
    ['a crew member', 'crew', 403],
  ])('refuses %s', async (_, who, status) => {
    const res = await s.call('GET', `/planningCrewItems${WINDOW}`, { token: token[who] });
    expect(res.status).toBe(status);
  });

  it('keeps to the date window and orders by start', async () => {
    const { items } = await list(token.client, '?dateFrom=2026-11-22&dateTo=2026-11-30');
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) {
      expect(i.endDate >= '2026-11-22' && i.startDate <= '2026-11-30').toBe(true);
    }
    const starts = items.map((i) => i.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it('answers a window that ends before it begins with a field message', async () => {
    const res = await s.call('GET', '/planningCrewItems?dateFrom=2026-12-01&dateTo=2026-11-01', {
      token: token.client,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields?: Record<string, string> };
    expect(body.fields?.dateTo).toBeTruthy();
  });

  it("gives each item its crew's fill rate over all the crew's items", async () => {
    const { items } = await list(token.client);
    const item = items.find((i) => i.personId !== null && !i.crewChiefOnly)!;
    const crew = await s.deps.db.rows<{ booked: boolean }>(sql`SELECT
        (person_id IS NOT NULL AND status IN ('confirmed', 'toConfirm', 'requested')) AS booked
      FROM crew_items WHERE crew_id = ${item.crewId} AND NOT crew_chief_only AND NOT not_needed`);
    expect(item.crewNeeded).toBe(crew.length);
    expect(item.crewBooked).toBe(crew.filter((c) => c.booked).length);
    // One open place more: needed grows, booked does not.
    await s.deps.db.run(sql`INSERT INTO crew_items (crew_id, function_name, start_date, end_date,
      start_time, end_time, status) VALUES (${item.crewId}, 'Runner', ${item.startDate},
      ${item.endDate}, '08:00', '12:00', 'vacant')`);
    const after = (await list(token.client)).items.find((i) => i.id === item.id)!;
    expect(after.crewNeeded).toBe(item.crewNeeded + 1);
    expect(after.crewBooked).toBe(item.crewBooked);
  });
});
