import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { db } from '../../db/db';
import { freshDeviceSignedIn } from './signedIn.testkit';
import { addCrewMember, createPCrew, removeCrewMember } from './plannerCrews';

const OWNER = 'person:4';

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
  await db.plannerCrewTypes.put({ id: 1, version: 1, name: 'Stage crew' });
  await db.pCrews.put({ id: 9, version: 1, name: 'Riggers', crewTypeId: 1, crewTypeName: null });
});

describe('createPCrew', () => {
  it('shows the crew at once and queues one POST, in one go', async () => {
    const id = await createPCrew({ name: '  Winter crew ', crewTypeId: 1 });
    expect(id).toBeLessThan(0);
    expect(await db.pCrews.get(id)).toMatchObject({
      name: 'Winter crew',
      crewTypeName: 'Stage crew',
    });
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'pCrew.create',
      method: 'POST',
      path: '/pCrews',
      body: { name: 'Winter crew', crewTypeId: 1 },
      ownerId: OWNER,
    });
  });

  it('refuses an empty name with the field named, and queues nothing', async () => {
    await expect(createPCrew({ name: ' ', crewTypeId: 1 })).rejects.toBeInstanceOf(v.ValiError);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('addCrewMember and removeCrewMember', () => {
  it('adds once; a second add of the same person queues nothing', async () => {
    expect(await addCrewMember(9, { id: 1, name: 'Sam Crew' })).toBe('added');
    expect(await addCrewMember(9, { id: 1, name: 'Sam Crew' })).toBe('alreadyMember');
    expect(await db.outbox.count()).toBe(1);
    expect(await db.pCrewMemberships.where('crewId').equals(9).count()).toBe(1);
  });

  it('waits for a crew made offline to reach the server', async () => {
    const crew = await createPCrew({ name: 'New', crewTypeId: 1 });
    expect(await addCrewMember(crew, { id: 1, name: 'Sam Crew' })).toBe('crewNotSaved');
    expect(await db.pCrewMemberships.count()).toBe(0);
  });

  it('removing a member never sent takes the add back; a server member is deleted there', async () => {
    await addCrewMember(9, { id: 1, name: 'Sam Crew' });
    const [local] = await db.pCrewMemberships.toArray();
    await removeCrewMember(local!.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.pCrewMemberships.count()).toBe(0);

    await db.pCrewMemberships.put({
      id: 40,
      version: 1,
      crewId: 9,
      personId: 2,
      name: 'Alex Chief',
      phone: null,
      email: null,
      border: 'none',
      reasons: [],
    });
    await removeCrewMember(40);
    expect(await db.pCrewMemberships.get(40)).toBeUndefined();
    const [record] = await db.outbox.toArray();
    expect(record).toMatchObject({
      kind: 'crewMembership.remove',
      method: 'DELETE',
      path: '/plannerCrewMemberships/40',
      baseVersion: 1,
    });
  });
});
