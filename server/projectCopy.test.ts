import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from './db/connect';
import { startTestServer, type TestServer } from './testkit';
import type { Project } from '../src/api/schemas/projects';
import type { ProjectVacancy } from '../src/api/schemas/projectVacancies';
import type { PersonAvailabilityRow } from '../src/api/schemas/projectCopy';

let s: TestServer;
let planner: string;
let client: string;
let crew: string;
let source: { id: number; beginDate: string; crews: number; items: number; persons: number };

const key = () => `test-${Math.random().toString(36).slice(2)}`;
const options = (over: Record<string, unknown> = {}) => ({
  beginDate: '2028-06-05',
  copyCrews: true,
  copyItems: true,
  copyPersons: false,
  branchId: null,
  cateringTypeId: null,
  dropPersonIds: [],
  reason: null,
  ...over,
});

beforeAll(async () => {
  s = await startTestServer();
  planner = await s.login({ login: 'planner@demo.test', password: 'demo1234' });
  client = await s.login({ login: 'client@demo.test', password: 'demo1234' });
  crew = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
  // A recent project with persons on its crews (the seed gives recent projects crews).
  const row = await s.deps.db.one<typeof source>(sql`SELECT p.id,
      to_char(p.begin_date, 'YYYY-MM-DD') AS "beginDate",
      (SELECT count(*)::int FROM project_crews WHERE project_id = p.id) AS crews,
      (SELECT count(*)::int FROM crew_items ci JOIN project_crews pc ON pc.id = ci.crew_id
        WHERE pc.project_id = p.id) AS items,
      (SELECT count(DISTINCT ci.person_id)::int FROM crew_items ci
        JOIN project_crews pc ON pc.id = ci.crew_id WHERE pc.project_id = p.id) AS persons
    FROM projects p
    WHERE p.begin_date > '2026-12-01' AND EXISTS (SELECT 1 FROM crew_items ci
      JOIN project_crews pc ON pc.id = ci.crew_id
      WHERE pc.project_id = p.id AND ci.status = 'confirmed')
    ORDER BY p.begin_date, p.id LIMIT 1`);
  source = row!;
}, 60_000);

async function copy(body: unknown, token = planner, idem = key()) {
  return s.call('POST', `/projects/${source.id}/copy`, {
    token,
    body,
    headers: { 'Idempotency-Key': idem },
  });
}

async function countsOf(projectId: number) {
  return s.deps.db.one<{ crews: number; items: number; persons: number; chiefs: number }>(sql`SELECT
    (SELECT count(*)::int FROM project_crews WHERE project_id = ${projectId}) AS crews,
    (SELECT count(*)::int FROM crew_items ci JOIN project_crews pc ON pc.id = ci.crew_id
      WHERE pc.project_id = ${projectId}) AS items,
    (SELECT count(ci.person_id)::int FROM crew_items ci JOIN project_crews pc ON pc.id = ci.crew_id
      WHERE pc.project_id = ${projectId}) AS persons,
    (SELECT count(chief_person_id)::int FROM project_crews WHERE project_id = ${projectId}) AS chiefs`);
}

describe('POST /projects/{id}/copy', () => {
  it('copies per the options, keeps the durations and answers the new project', async () => {
    expect(source.persons).toBeGreaterThan(0);
    const cases = [
      [
        { copyCrews: false, copyItems: false },
        { crews: 0, items: 0, persons: 0 },
      ],
      [{ copyItems: false }, { crews: source.crews, items: 0, persons: 0 }],
      [{}, { crews: source.crews, items: source.items, persons: 0 }],
    ] as const;
    for (const [over, expected] of cases) {
      const res = await copy(options(over));
      expect(res.status).toBe(201);
      const made = (await res.json()) as Project;
      expect(made.beginDate).toBe('2028-06-05');
      expect(made.status).toBe('quoted');
      expect(made.closed).toBe(false);
      expect(await countsOf(made.id)).toMatchObject(expected);
    }
  });

  it('moves every item by the same days and books persons as requested', async () => {
    // The bench crew on the source has blocked dates at the new dates: a hard collision since
    // a copy is judged as booking one person is, so the planner goes on with a reason.
    const res = await copy(
      options({ copyPersons: true, branchId: 2, cateringTypeId: 1, reason: 'Agreed with each' }),
    );
    expect(res.status).toBe(201);
    const made = (await res.json()) as Project;
    expect(made).toMatchObject({ branchId: 2, cateringTypeId: 1 });
    const counts = await countsOf(made.id);
    expect(counts?.persons).toBeGreaterThan(0);
    // Every item, source and copy in the same order, ends up the same days later.
    const dates = (projectId: number) =>
      s.deps.db.rows<{ start: string; end: string; status: string }>(sql`SELECT
          to_char(ci.start_date, 'YYYY-MM-DD') AS start, to_char(ci.end_date, 'YYYY-MM-DD') AS end,
          ci.status
        FROM crew_items ci JOIN project_crews pc ON pc.id = ci.crew_id
        WHERE pc.project_id = ${projectId} ORDER BY pc.id, ci.id`);
    const days = (Date.parse('2028-06-05') - Date.parse(source.beginDate)) / 86_400_000;
    const move = (iso: string) =>
      new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);
    const before = await dates(source.id);
    const after = await dates(made.id);
    expect(after.map((r) => [r.start, r.end])).toEqual(
      before.map((r) => [move(r.start), move(r.end)]),
    );
    expect(new Set(after.map((r) => r.status))).toEqual(new Set(['requested', 'vacant']));
  });

  it("refuses a double booking with every person's collisions (409), unless a reason is given", async () => {
    // Onto the source's own dates: everyone confirmed there is booked twice.
    const same = options({ copyPersons: true, beginDate: source.beginDate });
    const refused = await copy(same);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as {
      code: string;
      collisions: { personId: number; collisions: { reason: string }[] }[];
    };
    expect(body.code).toBe('booking_collision');
    expect(body.collisions.length).toBeGreaterThan(0);
    expect(body.collisions[0]!.collisions.map((c) => c.reason)).toContain('doubleBooking');

    // Dropping every colliding person makes it go through without a reason.
    const dropped = body.collisions.map((p) => p.personId);
    const without = await copy({ ...same, dropPersonIds: dropped });
    expect(without.status).toBe(201);

    const withReason = await copy({ ...same, reason: 'Second shift, agreed by phone' });
    expect(withReason.status).toBe(201);
    const made = (await withReason.json()) as Project;
    const activity = await s.deps.db.one<{ body: string; type: string }>(sql`SELECT body, type
      FROM activities WHERE entity_type = 'project' AND entity_id = ${made.id}`);
    expect(activity).toEqual({ body: 'Second shift, agreed by phone', type: 'LOG' });
  });

  it('is idempotent: the same key answers the same project and copies once', async () => {
    const idem = key();
    const first = (await (await copy(options(), planner, idem)).json()) as Project;
    const again = await copy(options(), planner, idem);
    expect(again.status).toBe(201);
    expect(((await again.json()) as Project).id).toBe(first.id);
    const n = await s.deps.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM projects WHERE number = ${first.number}`,
    );
    expect(n?.n).toBe(1);
  });

  it('is for planners only, and names bad options on their fields', async () => {
    expect((await copy(options(), client)).status).toBe(403);
    expect((await copy(options(), crew)).status).toBe(403);
    const bad = await copy(options({ copyCrews: false, beginDate: '2027-02-30' }));
    expect(bad.status).toBe(400);
    const { fields } = (await bad.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['beginDate', 'copyItems']);
    const missing = await s.call('POST', '/projects/999999/copy', {
      token: planner,
      body: options(),
    });
    expect(missing.status).toBe(404);
  });

  it("serves the planner every person's availability, and nobody else", async () => {
    const res = await s.call('GET', '/personAvailabilities', { token: planner });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: PersonAvailabilityRow[] };
    expect(items.length).toBeGreaterThan(10);
    expect(items.some((p) => p.jobs.length > 0)).toBe(true);
    expect((await s.call('GET', '/personAvailabilities', { token: crew })).status).toBe(403);
  });
});

describe('/projects-vacancy calls', () => {
  it('lists the temporary persons for planners only', async () => {
    const res = await s.call('GET', '/temporaryPersons', { token: planner });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: number; name: string }[] };
    expect(items.length).toBeGreaterThan(0);
    const flagged = await s.deps.db.rows<{ id: number }>(
      sql`SELECT id FROM persons WHERE temporary ORDER BY id`,
    );
    expect(items.map((p) => p.id).sort((a, b) => a - b)).toEqual(flagged.map((p) => p.id));
    expect((await s.call('GET', '/temporaryPersons', { token: crew })).status).toBe(403);
    expect((await s.call('GET', '/temporaryPersons', { token: client })).status).toBe(403);
  });

  it('lists open items, offers one, and shows who applied', async () => {
    expect((await s.call('GET', '/projectVacancies', { token: client })).status).toBe(403);
    expect((await s.call('GET', '/projectVacancies', { token: crew })).status).toBe(403);
    const list = await s.call('GET', '/projectVacancies', { token: planner });
    expect(list.status).toBe(200);
    const { items } = (await list.json()) as { items: ProjectVacancy[] };
    const item = items.find((i) => i.offeredAt === null)!;
    expect(item).toBeDefined();

    const offer = (version: number, idem = key()) =>
      s.call('POST', `/projectCrewItems/${item.id}/offerVacancy`, {
        token: planner,
        headers: { 'If-Match': `"${version}"`, 'Idempotency-Key': idem },
      });
    const offered = await offer(item.version);
    expect(offered.status).toBe(200);
    const after = (await offered.json()) as ProjectVacancy;
    expect(after.offeredAt).not.toBeNull();
    // The version stays, so a crew member's queued apply meets no conflict over an offer.
    expect(after.version).toBe(item.version);
    expect((await offer(item.version)).status).toBe(200);
    // An item changed meanwhile (booked by the crews' actions) is a conflict, not an offer.
    await s.deps.db.run(sql`UPDATE crew_items SET version = version + 1 WHERE id = ${item.id}`);
    expect((await offer(item.version)).status).toBe(412);
    await s.deps.db.run(sql`UPDATE crew_items SET version = version - 1 WHERE id = ${item.id}`);
    expect(
      (await s.call('POST', `/projectCrewItems/${item.id}/offerVacancy`, { token: crew })).status,
    ).toBe(403);

    const applied = await s.call('POST', `/projectCrewItems/${item.id}/applyVacancy`, {
      token: crew,
      headers: { 'Idempotency-Key': key() },
    });
    expect(applied.status).toBe(200);
    const again = (await (await s.call('GET', '/projectVacancies', { token: planner })).json()) as {
      items: ProjectVacancy[];
    };
    const seen = again.items.find((i) => i.id === item.id)!;
    expect(seen.applicants.map((a) => a.personId)).toEqual([1]);
  });
});
