import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { namedItemListSchema } from '../src/api/schemas/projectForm';
import {
  crewMembershipListSchema,
  crewMembershipSchema,
  pCrewListSchema,
  pCrewWithMembersSchema,
  plannerPersonListSchema,
} from '../src/api/schemas/plannerCrews';
import { IDS } from './seed/ids';
import { startTestServer, type TestServer } from './testkit';

/**
 * Issue 14 (crews slice): the crew planner's reference lists and people with their borders,
 * the planner crews (membership crews) and their memberships: rights per login type on
 * every call, the server's borders, scoping of clients to their own crews, idempotency.
 */
let s: TestServer;
const token = { crew: '', client: '', planner: '', office: '', guest: '' };
/** The seeded crew the client is a member of (server/seed/plannerCrews.ts). */
const CLIENT_CREW = 5;
const OTHER_CREW = 1;

let keyCounter = 0;
const key = () => ({ 'Idempotency-Key': `pcrew-${++keyCounter}-key` });
const get = async (who: string, path: string) => s.call('GET', path, { token: who });

beforeAll(async () => {
  s = await startTestServer();
  const demo = (login: string) => s.login({ login, password: 'demo1234' });
  token.crew = await demo('crew@demo.test');
  token.client = await demo('client@demo.test');
  token.planner = await demo('planner@demo.test');
  token.office = await demo('office@demo.test');
  token.guest = await s.login({ projectNumber: 'P-24001', password: 'guest1234' });
});

describe('reads: rights per login type', () => {
  const READS = [
    '/regions',
    '/functions',
    '/personTags',
    '/plannerCrewTypes',
    '/plannerCrewPersons',
    '/pCrews',
    '/plannerCrewMemberships',
  ];
  it.each(READS)('%s: clients and planners read; crew, office and guests get 403', async (path) => {
    for (const who of [token.client, token.planner])
      expect((await get(who, path)).status).toBe(200);
    for (const who of [token.crew, token.office, token.guest])
      expect((await get(who, path)).status).toBe(403);
  });

  it('reference lists are named items, in use', async () => {
    const regions = v.parse(
      namedItemListSchema,
      await (await get(token.planner, '/regions')).json(),
    );
    expect(regions.items.map((r) => r.name)).toContain('Randstad');
    const functions = v.parse(
      namedItemListSchema,
      await (await get(token.planner, '/functions')).json(),
    );
    expect(functions.items.map((f) => f.name)).toContain('Crew chief');
    const tags = v.parse(
      namedItemListSchema,
      await (await get(token.planner, '/personTags')).json(),
    );
    expect(tags.items.map((t) => t.name)).toContain('Reliable');
  });
});

describe('borders', () => {
  it('the planner sees every crew member with region, functions, crews and the border with why', async () => {
    const people = v.parse(
      plannerPersonListSchema,
      await (await get(token.planner, '/plannerCrewPersons')).json(),
    ).items;
    const crew = people.find((p) => p.id === IDS.crew)!;
    expect(crew.kind).toBe('crew');
    expect(crew.regionId).not.toBeNull();
    expect(crew.crewIds).toContain(OTHER_CREW);
    // crew@ has an expired document (seed): red, and the reason names it.
    expect(crew.border).toBe('red');
    expect(crew.reasons[0]).toMatchObject({ code: 'documentExpired' });
    expect(people.some((p) => p.border === 'yellow')).toBe(true);
    expect(people.some((p) => p.border === 'none')).toBe(true);
    expect(people.find((p) => p.id === IDS.welcome)?.regionId).toBeNull();
    expect(people.some((p) => p.id === IDS.office || p.id === IDS.planner)).toBe(false);
  });

  it('a client sees only the members of their own crews, with contacts', async () => {
    const people = v.parse(
      plannerPersonListSchema,
      await (await get(token.client, '/plannerCrewPersons')).json(),
    ).items;
    expect(people.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      [IDS.crew, IDS.chief, IDS.client, IDS.firstCrew + 1].sort((a, b) => a - b),
    );
    const crews = v.parse(pCrewListSchema, await (await get(token.client, '/pCrews')).json()).items;
    expect(crews.map((c) => c.id)).toEqual([CLIENT_CREW]);
    expect(crews[0]!.members.find((m) => m.personId === IDS.chief)?.phone).toBeTruthy();
    const memberships = v.parse(
      crewMembershipListSchema,
      await (await get(token.client, '/plannerCrewMemberships')).json(),
    ).items;
    expect(new Set(memberships.map((m) => m.crewId))).toEqual(new Set([CLIENT_CREW]));
  });
});

describe('writes', () => {
  it('only planners create a crew; the shared schema answers on the fields', async () => {
    const body = { name: '  Winter crew  ', crewTypeId: 1 };
    for (const who of [token.client, token.crew, token.office])
      expect((await s.call('POST', '/pCrews', { token: who, body, headers: key() })).status).toBe(
        403,
      );
    const bad = await s.call('POST', '/pCrews', {
      token: token.planner,
      body: { name: ' ', crewTypeId: 999 },
      headers: key(),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: object }).fields).toHaveProperty('name');
    const noType = await s.call('POST', '/pCrews', {
      token: token.planner,
      body: { name: 'X', crewTypeId: 999 },
      headers: key(),
    });
    expect(((await noType.json()) as { fields: object }).fields).toHaveProperty('crewTypeId');

    const once = key();
    const first = await s.call('POST', '/pCrews', { token: token.planner, body, headers: once });
    expect(first.status).toBe(201);
    const crew = v.parse(pCrewWithMembersSchema, await first.json());
    expect(crew).toMatchObject({ name: 'Winter crew', crewTypeName: 'Stage crew', members: [] });
    const again = await s.call('POST', '/pCrews', { token: token.planner, body, headers: once });
    expect(v.parse(pCrewWithMembersSchema, await again.json()).id).toBe(crew.id);
    const all = v.parse(pCrewListSchema, await (await get(token.planner, '/pCrews')).json()).items;
    expect(all.filter((c) => c.name === 'Winter crew')).toHaveLength(1);

    const renamed = await s.call('POST', `/pCrews/${crew.id}`, {
      token: token.planner,
      body: { name: 'Winter crew B', crewTypeId: 2 },
      headers: { ...key(), 'If-Match': `"${crew.version}"` },
    });
    expect(renamed.status).toBe(200);
    const stale = await s.call('POST', `/pCrews/${crew.id}`, {
      token: token.planner,
      body: { name: 'Other', crewTypeId: 2 },
      headers: { ...key(), 'If-Match': `"${crew.version}"` },
    });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ changedBy: { name: 'Pat Planner' } });
  });

  it('adds a member once (idempotent), removes with DELETE; clients only in their own crews', async () => {
    const body = { crewId: OTHER_CREW, personId: IDS.firstCrew + 40 };
    expect(
      (await s.call('POST', '/plannerCrewMemberships', { token: token.crew, body, headers: key() }))
        .status,
    ).toBe(403);
    // The client is no member of crew 1: it does not exist for them.
    expect(
      (
        await s.call('POST', '/plannerCrewMemberships', {
          token: token.client,
          body,
          headers: key(),
        })
      ).status,
    ).toBe(404);
    const bad = await s.call('POST', '/plannerCrewMemberships', {
      token: token.planner,
      body: { crewId: OTHER_CREW, personId: IDS.office },
      headers: key(),
    });
    expect(bad.status).toBe(400);

    const once = key();
    const added = await s.call('POST', '/plannerCrewMemberships', {
      token: token.planner,
      body,
      headers: once,
    });
    expect(added.status).toBe(201);
    const membership = v.parse(crewMembershipSchema, await added.json());
    const replay = await s.call('POST', '/plannerCrewMemberships', {
      token: token.planner,
      body,
      headers: once,
    });
    expect(v.parse(crewMembershipSchema, await replay.json()).id).toBe(membership.id);
    // Another key for the same person: the membership that exists, not a second one.
    const twice = await s.call('POST', '/plannerCrewMemberships', {
      token: token.planner,
      body,
      headers: key(),
    });
    expect(twice.status).toBe(200);
    expect(v.parse(crewMembershipSchema, await twice.json()).id).toBe(membership.id);

    const path = `/plannerCrewMemberships/${membership.id}`;
    expect((await s.call('DELETE', path, { token: token.client, headers: key() })).status).toBe(
      404,
    );
    const removeKey = key();
    const removed = await s.call('DELETE', path, { token: token.planner, headers: removeKey });
    expect(removed.status).toBe(204);
    expect(
      (await s.call('DELETE', path, { token: token.planner, headers: removeKey })).status,
    ).toBe(204);
    expect((await s.call('DELETE', path, { token: token.planner, headers: key() })).status).toBe(
      404,
    );

    // The client adds to and removes from their own crew.
    const own = await s.call('POST', '/plannerCrewMemberships', {
      token: token.client,
      body: { crewId: CLIENT_CREW, personId: IDS.firstCrew + 2 },
      headers: key(),
    });
    expect(own.status).toBe(201);
    const ownId = v.parse(crewMembershipSchema, await own.json()).id;
    expect(
      (
        await s.call('DELETE', `/plannerCrewMemberships/${ownId}`, {
          token: token.client,
          headers: key(),
        })
      ).status,
    ).toBe(204);
  });
});
