import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './db/connect';
import { DEMO_PROJECT_NUMBER, GUEST_PASSWORD } from './seed/demoLogins';
import { IDS } from './seed/ids';
import { CLIENT_COMPANY } from './seed/seed';
import { startTestServer, type TestServer } from './testkit';

/**
 * Who may read what (issue 11): clients only their own company's data, crew members only
 * their own jobs' projects and places, project guests nothing that crews recorded; and the
 * write rules that go with it (idempotency key per person and route, 428, empty updates).
 */
let s: TestServer;
const token: Record<'crew' | 'chief' | 'client' | 'planner' | 'guest', string> = {
  crew: '',
  chief: '',
  client: '',
  planner: '',
  guest: '',
};
/** Rows of the seed the cases point at, looked up once (the seed is generated). */
const at = {
  otherProject: '',
  otherCrew: 0,
  strangeProject: '',
  strangeLocation: 0,
  ownLocation: 0,
  appliedProject: '',
};

/** `crew@` has no job in a crew of this shape: not chief, no item, no application. */
const notCrewMember = sql`pc.chief_person_id IS DISTINCT FROM ${IDS.crew}
  AND NOT EXISTS (SELECT 1 FROM crew_items ci WHERE ci.crew_id = pc.id AND (ci.person_id = ${IDS.crew}
    OR ci.id IN (SELECT crew_item_id FROM vacancy_applications WHERE person_id = ${IDS.crew})))`;

async function first<T>(query: ReturnType<typeof sql>): Promise<T> {
  const row = await s.deps.db.one<{ v: T }>(query);
  if (!row) throw new Error('the seed has no row for this case');
  return row.v;
}

beforeAll(async () => {
  s = await startTestServer();
  const demo = (login: string) => s.login({ login, password: 'demo1234' });
  token.crew = await demo('crew@demo.test');
  token.chief = await demo('chief@demo.test');
  token.client = await demo('client@demo.test');
  token.planner = await demo('planner@demo.test');
  token.guest = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: GUEST_PASSWORD });
  at.otherProject = await first(sql`SELECT number AS v FROM projects
    WHERE company_id <> ${CLIENT_COMPANY} AND internal_kind IS NULL ORDER BY id LIMIT 1`);
  at.otherCrew = await first(sql`SELECT pc.id AS v FROM project_crews pc
    JOIN projects p ON p.id = pc.project_id WHERE p.company_id <> ${CLIENT_COMPANY}
    ORDER BY pc.id LIMIT 1`);
  // A project with crews, none of them crew@'s.
  at.strangeProject = await first(sql`SELECT p.number AS v FROM projects p
    WHERE EXISTS (SELECT 1 FROM project_crews pc WHERE pc.project_id = p.id)
    AND NOT EXISTS (SELECT 1 FROM project_crews pc WHERE pc.project_id = p.id
      AND NOT (${notCrewMember})) ORDER BY p.id LIMIT 1`);
  at.strangeLocation = await first(sql`SELECT l.id AS v FROM locations l
    WHERE NOT EXISTS (SELECT 1 FROM project_crews pc WHERE pc.location_id = l.id
      AND NOT (${notCrewMember})) ORDER BY l.id LIMIT 1`);
  at.ownLocation = await first(sql`SELECT location_id AS v FROM project_crews WHERE id = 1`);
  // A vacancy crew@ applied for: the job list shows it, so its project is readable.
  at.appliedProject = await first(sql`SELECT p.number AS v FROM vacancy_applications va
    JOIN crew_items ci ON ci.id = va.crew_item_id JOIN project_crews pc ON pc.id = ci.crew_id
    JOIN projects p ON p.id = pc.project_id WHERE va.person_id = ${IDS.crew}
    AND NOT EXISTS (SELECT 1 FROM project_crews pc2 JOIN crew_items ci2 ON ci2.crew_id = pc2.id
      WHERE pc2.project_id = p.id AND ci2.person_id = ${IDS.crew}) ORDER BY p.id LIMIT 1`);
}, 60_000);
afterAll(async () => {
  await s.deps.db.close?.();
});

describe('who may read what', () => {
  type Who = keyof typeof token;
  const cases: [string, number, Who, () => string][] = [
    // Clients: their own company's project and crews, nothing of another company.
    ['client, own company project', 200, 'client', () => `/projects/${DEMO_PROJECT_NUMBER}`],
    ['client, other company project', 403, 'client', () => `/projects/${at.otherProject}`],
    ['client, own crew photos', 200, 'client', () => '/projectCrews/1/photos'],
    ['client, other crew photos', 403, 'client', () => `/projectCrews/${at.otherCrew}/photos`],
    ['client, own live locations', 200, 'client', () => '/projectCrews/1/liveLocations'],
    [
      'client, other live locations',
      403,
      'client',
      () => `/projectCrews/${at.otherCrew}/liveLocations`,
    ],
    [
      'client, other photo file',
      403,
      'client',
      () => `/projectCrews/${at.otherCrew}/photos/1/file`,
    ],
    // Planners see every company.
    ['planner, any project', 200, 'planner', () => `/projects/${at.otherProject}`],
    ['planner, any crew photos', 200, 'planner', () => `/projectCrews/${at.otherCrew}/photos`],
    // Crew members: the projects and places of their own jobs only.
    ['crew, own job project', 200, 'crew', () => `/projects/${DEMO_PROJECT_NUMBER}`],
    ['crew, applied vacancy project', 200, 'crew', () => `/projects/${at.appliedProject}`],
    ['crew, project not theirs', 403, 'crew', () => `/projects/${at.strangeProject}`],
    ['crew, own crew location', 200, 'crew', () => `/locations/${at.ownLocation}`],
    ['crew, location not theirs', 403, 'crew', () => `/locations/${at.strangeLocation}`],
    ['crew, unknown project', 404, 'crew', () => '/projects/P-00000'],
    ['crew member, crew photos', 403, 'crew', () => '/projectCrews/1/photos'],
    ['chief, own crew site events', 200, 'chief', () => '/projectCrews/1/siteEvents'],
    ['crew member, own crew ratings', 200, 'crew', () => '/projectCrews/1/projectCrewItemRatings'],
    // Project guests: project, crew and location routes (SPEC §5), not what crews recorded.
    ['guest, own project', 200, 'guest', () => `/projects/${DEMO_PROJECT_NUMBER}`],
    ['guest, own crew', 200, 'guest', () => '/projectCrews/1'],
    ['guest, own crew location', 200, 'guest', () => `/locations/${at.ownLocation}`],
    ['guest, site events', 403, 'guest', () => '/projectCrews/1/siteEvents'],
    ['guest, ratings', 403, 'guest', () => '/projectCrews/1/projectCrewItemRatings'],
    ['guest, photos', 403, 'guest', () => '/projectCrews/1/photos'],
    ['guest, other project', 403, 'guest', () => `/projects/${at.otherProject}`],
  ];
  it.each(cases)('%s → %i', async (_, status, who, path) => {
    const res = await s.call('GET', path(), { token: token[who] });
    expect(res.status).toBe(status);
  });
});

const blockDate = { startDate: '2027-03-01', reason: 'Dentist' };
const vacation = { startDate: '2027-04-01', endDate: '2027-04-03', reason: 'Trip' };
type Saved = { id: number; version: number; personId: number; reason: string };

async function create(path: string, body: object, who: 'crew' | 'chief', key?: string) {
  const headers: Record<string, string> = key ? { 'Idempotency-Key': key } : {};
  const res = await s.call('POST', path, { token: token[who], body, headers });
  return { status: res.status, body: (await res.json()) as Saved };
}

describe('idempotency keys belong to one person and one route', () => {
  it('another person replaying a key gets their own request processed', async () => {
    const mine = await create('/blockDates', blockDate, 'crew', 'shared-key-000001');
    const theirs = await create('/blockDates', blockDate, 'chief', 'shared-key-000001');
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect([mine.body.personId, theirs.body.personId]).toEqual([IDS.crew, IDS.chief]);
    // The first person's replay still answers their first response.
    const again = await create('/blockDates', blockDate, 'crew', 'shared-key-000001');
    expect(again.body).toEqual(mine.body);
  });

  it('the same key on another route is another request', async () => {
    const a = await create('/blockDates', blockDate, 'crew', 'route-key-0000001');
    const b = await create('/vacationRequests', vacation, 'crew', 'route-key-0000001');
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toMatchObject({ reason: 'Trip', status: 'requested' });
  });
});

describe('PUT needs If-Match; the same values keep the version', () => {
  const routes: [string, object, object][] = [
    ['/blockDates', blockDate, { ...blockDate, reason: 'Dentist (moved)' }],
    ['/vacationRequests', vacation, { ...vacation, reason: 'Longer trip' }],
  ];

  it.each(routes)(
    '%s: PUT without If-Match is 428 and changes nothing',
    async (path, body, next) => {
      const made = await create(path, body, 'crew');
      const res = await s.call('PUT', `${path}/${made.body.id}`, { token: token.crew, body: next });
      expect(res.status).toBe(428);
      expect(await res.json()).toMatchObject({ code: 'precondition_required' });
      const ok = await s.call('PUT', `${path}/${made.body.id}`, {
        token: token.crew,
        body: next,
        headers: { 'If-Match': '"1"' },
      });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ version: 2 });
    },
  );

  it.each(routes)('%s: an update to the same values keeps the version', async (path, body) => {
    const made = await create(path, body, 'crew');
    const res = await s.call('PUT', `${path}/${made.body.id}`, {
      token: token.crew,
      body,
      headers: { 'If-Match': '"1"' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toBe('"1"');
    expect(await res.json()).toEqual(made.body);
  });
});
