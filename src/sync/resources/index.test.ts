import { describe, expect, it } from 'vitest';
import { CrewHubDb } from '../../db/db';
import { AREAS, ENTITY_SCHEMAS, PULL_RESOURCES, type OutboxKind, type PullName } from '.';

/** Tables of the app itself, not of a server resource. */
const LOCAL_ONLY = [
  'session',
  'settings',
  'tenant',
  'syncState',
  'outbox',
  'files',
  'settledChanges',
  'changeSeen',
];

describe('resource declarations (sync/resources)', () => {
  it('every declared table exists in the Dexie schema, and every Dexie table is declared', async () => {
    const db = new CrewHubDb('resources-test');
    await db.open();
    const dexie = db.tables.map((t) => t.name).sort();
    db.close();
    const declared = Object.keys(ENTITY_SCHEMAS).sort();
    expect(declared.filter((name) => !dexie.includes(name))).toEqual([]);
    expect(dexie.filter((name) => !declared.includes(name) && !LOCAL_ONLY.includes(name))).toEqual(
      [],
    );
  });

  it('each table belongs to one area only', () => {
    const names = AREAS.flatMap((area) => Object.keys(area.tables));
    expect(new Set(names).size).toBe(names.length);
  });

  it('pull names are unique and each pull fills a declared table', () => {
    const names = PULL_RESOURCES.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const pull of PULL_RESOURCES) expect(Object.keys(ENTITY_SCHEMAS)).toContain(pull.table);
  });

  it('pulls the jobs before what reads them, and crews before their members and locations', () => {
    const order = PULL_RESOURCES.map((p) => p.name);
    const before = (a: PullName, b: PullName) =>
      expect(order.indexOf(a)).toBeLessThan(order.indexOf(b));
    before('jobs', 'jobDetails');
    before('jobs', 'crewChiefDocuments');
    before('jobs', 'crews');
    before('crews', 'crewMembers');
    before('crews', 'locations');
    before('forms', 'formResults');
  });

  it('outbox kinds are unique across areas', () => {
    const kinds = AREAS.flatMap((area): readonly string[] => area.outboxKinds);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('a misspelt pull name or outbox kind does not compile', () => {
    // @ts-expect-error: no pull is called "job"; LastSynced and useRefreshOnOpen take PullName.
    const pull: PullName = 'job';
    // @ts-expect-error: no area declares this kind, so no action may queue it.
    const kind: OutboxKind = 'invoice.burn';
    expect([pull, kind]).toHaveLength(2);
  });
});
