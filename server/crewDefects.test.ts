import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from './db/connect';
import { DEMO_PASSWORD } from './seed/demoLogins';
import { IDS } from './seed/ids';
import { startTestServer, type TestServer } from './testkit';

/**
 * Defects a new crew user met (issue 12, part 6) that the server and its seed answer for:
 * tomorrow's crew, the form that took -5 years, a crew member's own job location.
 * The test server's "today" is 2026-11-22 (testkit).
 */
let s: TestServer;
let crew = '';
let chief = '';
const TOMORROW = '2026-11-23';

beforeAll(async () => {
  s = await startTestServer();
  [crew, chief] = await Promise.all([
    s.login({ login: 'crew@demo.test', password: DEMO_PASSWORD }),
    s.login({ login: 'chief@demo.test', password: DEMO_PASSWORD }),
  ]);
});

describe("tomorrow's crew", () => {
  it('shows tomorrow and its members to its chief', async () => {
    const row = await s.deps.db.one<{ id: number }>(
      sql`SELECT id FROM project_crews WHERE name = 'Build-up crew' AND chief_person_id = ${IDS.chief}`,
    );
    expect(row).not.toBeNull();
    const res = await s.call('GET', `/projectCrews/${row!.id}`, { token: chief });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { startDate: string; endDate: string };
    expect([body.startDate, body.endDate]).toEqual([TOMORROW, TOMORROW]);
    const members = await s.call('GET', `/projectCrews/${row!.id}/projectCrewItems`, {
      token: chief,
    });
    expect(((await members.json()) as { total: number }).total).toBeGreaterThanOrEqual(5);
  });

  it("puts every job of the demo people within its project's dates", async () => {
    // An item outside them is left out of its crew's members: "Crew items not found".
    const outside = await s.deps.db.rows<{ id: number }>(sql`SELECT ci.id FROM crew_items ci
      JOIN project_crews pc ON pc.id = ci.crew_id JOIN projects p ON p.id = pc.project_id
      WHERE ci.person_id IN (${IDS.crew}, ${IDS.chief})
        AND (ci.start_date < p.begin_date OR ci.end_date > p.end_date)`);
    expect(outside).toEqual([]);
  });
});

describe('form number limits', () => {
  it('refuses -5 years of experience with a message on the question', async () => {
    const res = await s.call('POST', '/formResults/perform', {
      token: crew,
      body: { formId: 1, answers: { '102': -5 } },
    });
    expect(res.status).toBe(422);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(fields).toEqual({ '102': 'Must be at least 0' });
    // The app shows the same range on the field: it comes with the form.
    const list = (await (await s.call('GET', '/forms/perform', { token: crew })).json()) as {
      items: { id: number; questions: { id: number; min: number | null; max: number | null }[] }[];
    };
    const induction = list.items.find((f) => f.id === 1);
    expect(induction?.questions.find((q) => q.id === 102)).toMatchObject({ min: 0, max: 70 });
  });
});

describe('locations of the own jobs', () => {
  it('a plain crew member reads the location of a job he is only a member of', async () => {
    const row = await s.deps.db.one<{ id: number }>(sql`SELECT pc.location_id AS id
      FROM crew_items ci JOIN project_crews pc ON pc.id = ci.crew_id
      WHERE ci.person_id = ${IDS.crew} AND pc.chief_person_id IS DISTINCT FROM ${IDS.crew}
        AND pc.location_id IS NOT NULL AND ci.status = 'confirmed' LIMIT 1`);
    expect(row).not.toBeNull();
    const res = await s.call('GET', `/locations/${row!.id}`, { token: crew });
    expect(res.status).toBe(200);
  });
});
