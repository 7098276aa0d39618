import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CrewHubDb,
  type Crew,
  type FormDefinition,
  type PlusCrewRow,
  type Project,
  type SignDocument,
} from './db';
import { readEntityName, type EntityRef } from './entityNames';

const db = new CrewHubDb('entity-names-test');

beforeAll(async () => {
  await db.open();
  // Only the fields the titles read: Dexie stores what it is given.
  await db.projects.put({ id: 1, number: 'P-1', name: 'Summer festival' } as Project);
  await db.guestProjects.put({ id: 2, number: 'P-2', name: 'Guest gala' } as Project);
  await db.projects.put({ id: 3, number: 'P-3', name: '' } as Project);
  await db.crews.put({ id: 7, name: 'Stage crew' } as Crew);
  await db.documents.put({ id: 8, name: 'Contract 2026' } as SignDocument);
  await db.forms.put({ id: 9, name: 'intake', title: 'Intake form' } as FormDefinition);
  await db.plusCrews.put({ id: 4, number: 'PC-1', name: 'Team Alpha' } as PlusCrewRow);
});

afterAll(async () => {
  await db.delete();
});

describe('readEntityName (header titles, SPEC §2)', () => {
  it.each<[string, EntityRef, string | null]>([
    ['a planner’s project by number', { kind: 'project', key: 'P-1' }, 'Summer festival'],
    ['a project guest’s own project', { kind: 'project', key: 'P-2' }, 'Guest gala'],
    ['a project the device lacks', { kind: 'project', key: 'P-404' }, null],
    ['a project without a name keeps the route title', { kind: 'project', key: 'P-3' }, null],
    ['a crew by id', { kind: 'crew', key: '7' }, 'Stage crew'],
    ['a crew the device lacks', { kind: 'crew', key: '70' }, null],
    ['a crew id that is no number', { kind: 'crew', key: 'seven' }, null],
    ['a document by id', { kind: 'document', key: '8' }, 'Contract 2026'],
    ['a form by id: its title, not its URL name', { kind: 'form', key: '9' }, 'Intake form'],
    ['a form id with junk', { kind: 'form', key: '9x' }, null],
    ['a plus crew by number', { kind: 'plusCrew', key: 'PC-1' }, 'Team Alpha'],
    ['a plus crew the device lacks', { kind: 'plusCrew', key: 'PC-2' }, null],
  ])('%s', async (_label, ref, name) => {
    expect(await readEntityName(ref, db)).toBe(name);
  });
});
