import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './db/connect';
import { DEMO_PROJECT_NUMBER, GUEST_PASSWORD } from './seed/demoLogins';
import { IDS } from './seed/ids';
import { startTestServer, type TestServer } from './testkit';

/**
 * Issue 13, the project guest's landing page and the planner's crew profile: the calls the
 * landing page makes answer the guest for its own project only (SPEC §5), and a person's
 * contact data and planner lists reach only those with the right (SPEC §6 crewProfile CONTACT).
 */
let s: TestServer;
const token = { guest: '', planner: '', client: '', crew: '' };
const at = { ownCrew: 0, ownLocation: 0, otherProject: '', otherCrew: 0, otherLocation: 0 };

async function first(query: ReturnType<typeof sql>): Promise<number | string> {
  const row = await s.deps.db.one<{ v: number | string }>(query);
  if (!row) throw new Error('the seed has no row for this case');
  return row.v;
}

beforeAll(async () => {
  s = await startTestServer();
  const demo = (login: string) => s.login({ login, password: 'demo1234' });
  token.guest = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: GUEST_PASSWORD });
  token.planner = await demo('planner@demo.test');
  token.client = await demo('client@demo.test');
  token.crew = await demo('crew@demo.test');
  const own = sql`p.number = ${DEMO_PROJECT_NUMBER}`;
  at.ownCrew = Number(
    await first(sql`SELECT pc.id AS v FROM project_crews pc
    JOIN projects p ON p.id = pc.project_id WHERE ${own} ORDER BY pc.id LIMIT 1`),
  );
  at.ownLocation = Number(
    await first(sql`SELECT pc.location_id AS v FROM project_crews pc
    JOIN projects p ON p.id = pc.project_id WHERE ${own} AND pc.location_id IS NOT NULL
    ORDER BY pc.id LIMIT 1`),
  );
  at.otherProject = String(
    await first(sql`SELECT p.number AS v FROM projects p
    WHERE NOT ${own} AND EXISTS (SELECT 1 FROM project_crews pc WHERE pc.project_id = p.id)
    ORDER BY p.id LIMIT 1`),
  );
  at.otherCrew = Number(
    await first(sql`SELECT pc.id AS v FROM project_crews pc
    JOIN projects p ON p.id = pc.project_id WHERE NOT ${own} ORDER BY pc.id LIMIT 1`),
  );
  at.otherLocation = Number(
    await first(sql`SELECT l.id AS v FROM locations l
    WHERE NOT EXISTS (SELECT 1 FROM project_crews pc JOIN projects p ON p.id = pc.project_id
      WHERE pc.location_id = l.id AND ${own}) ORDER BY l.id LIMIT 1`),
  );
}, 120_000);

afterAll(() => s.close());

const status = async (path: string, t: string) => (await s.call('GET', path, { token: t })).status;

describe('the project guest reaches its own project only (SPEC §5)', () => {
  it.each([
    ['its project', () => `/projects/${DEMO_PROJECT_NUMBER}`, 200],
    ['its crews', () => `/projects/${DEMO_PROJECT_NUMBER}/projectCrews`, 200],
    ['a crew of its project', () => `/projectCrews/${at.ownCrew}`, 200],
    ['the members of that crew', () => `/projectCrews/${at.ownCrew}/projectCrewItems`, 200],
    ['a place of its crews', () => `/locations/${at.ownLocation}`, 200],
    ['the project list', () => '/projects', 403],
    ['another project', () => `/projects/${at.otherProject}`, 403],
    ['another project’s crews', () => `/projects/${at.otherProject}/projectCrews`, 403],
    ['a crew of another project', () => `/projectCrews/${at.otherCrew}`, 403],
    ['its members', () => `/projectCrews/${at.otherCrew}/projectCrewItems`, 403],
    ['a place of no crew of its project', () => `/locations/${at.otherLocation}`, 403],
    ['what its crew recorded', () => `/projectCrews/${at.ownCrew}/siteEvents`, 403],
    ['a crew profile', () => `/crewProfiles/${IDS.crew}`, 403],
    ['a person’s ratings', () => `/crewMember/${IDS.crew}/crewRatings`, 403],
    ['a person’s functions', () => `/crewMember/${IDS.crew}/crewFunctions`, 403],
  ])('%s', async (_name, path, expected) => {
    expect(await status(path(), token.guest)).toBe(expected);
  });

  it('gets the crews of its project only, with the project’s manager on the project', async () => {
    const crews = (await (
      await s.call('GET', `/projects/${DEMO_PROJECT_NUMBER}/projectCrews`, { token: token.guest })
    ).json()) as { items: { projectNumber: string }[] };
    expect(crews.items.length).toBeGreaterThan(0);
    expect(new Set(crews.items.map((c) => c.projectNumber))).toEqual(
      new Set([DEMO_PROJECT_NUMBER]),
    );
    const project = (await (
      await s.call('GET', `/projects/${DEMO_PROJECT_NUMBER}`, { token: token.guest })
    ).json()) as { projectManagerName: string | null };
    expect(project.projectManagerName).toBeTruthy();
  });
});

type Profile = { phone: string | null; email: string | null };

describe('the crew profile: contact data only with crewProfile CONTACT (SPEC §6)', () => {
  it('the planner (who holds it) gets the phone and the e-mail', async () => {
    const person = await s.deps.db.one<Profile>(
      sql`SELECT phone, email FROM persons WHERE id = ${IDS.crew}`,
    );
    expect(person?.phone).toBeTruthy();
    const res = await s.call('GET', `/crewProfiles/${IDS.crew}`, { token: token.planner });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Profile;
    expect(body).toMatchObject({ phone: person?.phone, email: person?.email });
  });

  it('the client (without it) gets the profile and no contact data at all', async () => {
    const res = await s.call('GET', `/crewProfiles/${IDS.crew}`, { token: token.client });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ phone: null, email: null });
    expect(text).not.toContain('@demo.test');
  });

  it('the public profile never carries contact data', async () => {
    const body = (await (
      await s.call('GET', `/public/crewProfiles/${IDS.crew}`)
    ).json()) as Profile;
    expect(body).toMatchObject({ phone: null, email: null });
  });
});

describe('the planner’s lists of a person (SPEC §7 "Crew member")', () => {
  const lists = ['crewFunctions', 'crewTags', 'documentBasedSkills', 'crewRatings'];

  it.each(lists)('%s: the planner reads the seeded person’s list', async (name) => {
    const res = await s.call('GET', `/crewMember/${IDS.crew}/${name}`, { token: token.planner });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: unknown[]; total: number };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.total).toBe(body.items.length);
  });

  it.each(lists)('%s: clients and crew members may not; unknown people are 404', async (name) => {
    expect(await status(`/crewMember/${IDS.crew}/${name}`, token.client)).toBe(403);
    expect(await status(`/crewMember/${IDS.crew}/${name}`, token.crew)).toBe(403);
    expect(await status(`/crewMember/999999/${name}`, token.planner)).toBe(404);
    expect(await status(`/crewMember/abc/${name}`, token.planner)).toBe(404);
  });

  it('ratings are averages per rating type over the chiefs’ ratings', async () => {
    const res = await s.call('GET', `/crewMember/${IDS.crew}/crewRatings`, {
      token: token.planner,
    });
    const body = (await res.json()) as { items: { average: number; count: number }[] };
    const expected = await s.deps.db.rows<{ average: number; count: number }>(sql`SELECT
        round(avg(r.value), 1)::float8 AS average, count(*)::int AS count
      FROM crew_item_ratings r JOIN crew_items ci ON ci.id = r.crew_item_id
      WHERE ci.person_id = ${IDS.crew} GROUP BY r.rating_type_id ORDER BY r.rating_type_id`);
    expect(body.items.map(({ average, count }) => ({ average, count }))).toEqual(expected);
  });
});
