import { beforeEach, describe, expect, it } from 'vitest';
import { db, type CrewMember } from '../../db/db';
import { applySuccess } from '../outbox/apply';
import { freshDeviceSignedIn } from './signedIn.testkit';
import { rateCrewMember, recordSiteEvent } from './crews';

const member = (id: number, version = 1): CrewMember => ({
  id,
  version,
  crewId: 1,
  personId: id + 100,
  contactId: String(id),
  name: `Member ${id}`,
  phone: null,
  email: null,
  functionName: 'Rigger',
  startDate: '2026-11-22',
  endDate: '2026-11-22',
  startTime: '08:00',
  endTime: '17:00',
  siteStatus: 'none',
  ratings: [],
});

beforeEach(async () => {
  await freshDeviceSignedIn('owner-1');
  await db.crewMembers.bulkPut([member(1, 3), member(2)]);
});

const records = () => db.outbox.orderBy('id').toArray();

describe('recordSiteEvent', () => {
  it('pre-call then check-in: status at once, two records on one entity, FIFO', async () => {
    const fix = { latitude: 52.1, longitude: 4.3, accuracy: 8 };
    await recordSiteEvent([1], 'preCall', { method: 'manual', fix: null });
    await recordSiteEvent([1], 'checkIn', { method: 'qr', fix });
    expect((await db.crewMembers.get(1))?.siteStatus).toBe('checkedIn');
    const [first, second] = await records();
    expect(first).toMatchObject({
      kind: 'crewMember.preCall',
      path: '/projectCrewItems/1/siteEvents',
      entityKey: 'crewMembers:1',
      baseVersion: 3,
      body: { kind: 'preCall', latitude: null, method: 'manual' },
    });
    expect(second).toMatchObject({
      entityKey: 'crewMembers:1',
      body: { kind: 'checkIn', latitude: 52.1, longitude: 4.3, accuracy: 8, method: 'qr' },
    });
    // The first answer re-bases the second on the server's new version.
    await applySuccess(first!, { ...member(1, 4), siteStatus: 'preCall' }, first!.path);
    expect((await db.outbox.get(second!.id))?.baseVersion).toBe(4);
    expect((await db.crewMembers.get(1))?.siteStatus).toBe('checkedIn');
  });

  it('whole crew: one record per member the rules allow, none for the others', async () => {
    await recordSiteEvent([2], 'noShow', { method: 'manual', fix: null });
    const done = await recordSiteEvent([1, 2], 'checkOut', { method: 'crew', fix: null });
    expect(done).toEqual([]);
    const checkedIn = await recordSiteEvent([1, 2], 'checkIn', { method: 'crew', fix: null });
    expect(checkedIn).toEqual([1, 2]);
    expect(await records()).toHaveLength(3);
  });

  it('refuses check-out before check-in', async () => {
    expect(await recordSiteEvent([1], 'checkOut', { method: 'manual', fix: null })).toEqual([]);
    expect(await records()).toHaveLength(0);
  });
});

describe('rateCrewMember', () => {
  it('shows the rating at once and queues it on the member entity', async () => {
    await rateCrewMember(2, 1, 4);
    await rateCrewMember(2, 1, 5);
    expect((await db.crewMembers.get(2))?.ratings).toEqual([{ ratingTypeId: 1, value: 5 }]);
    expect(await records()).toMatchObject([
      { path: '/projectCrews/1/projectCrewItemRatings', body: { value: 4 }, baseVersion: null },
      { body: { value: 5 }, entityKey: 'crewMembers:2' },
    ]);
  });
});
