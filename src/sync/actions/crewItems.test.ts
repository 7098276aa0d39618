import { beforeEach, describe, expect, it } from 'vitest';
import { db, type PlannerCrewItem } from '../../db/db';
import { discardRecord } from '../outbox/resolve';
import { storeCrewBooking } from '../projectCrews';
import { freshDeviceSignedIn } from './signedIn.testkit';
import { activateCrewItem, createCrewItem, rateCrewItem, stepCrewItem } from './crewItems';

const item = (id: number, over: Partial<PlannerCrewItem> = {}): PlannerCrewItem => ({
  id,
  version: 3,
  crewId: 1,
  personId: null,
  personName: null,
  functionName: 'Runner',
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '08:00',
  endTime: '17:00',
  status: 'vacant',
  notNeeded: false,
  siteStatus: 'none',
  crewChiefOnly: false,
  applicants: 2,
  ratings: [],
  ...over,
});

const crew = {
  id: 1,
  version: 1,
  projectNumber: 'P-1',
  name: 'Crew A',
  locationName: null,
  city: null,
  chiefPersonId: null,
  chiefName: null,
  signedOff: false,
  lastLocationAt: null,
  ratingTypes: [],
};

beforeEach(async () => {
  await freshDeviceSignedIn('owner-1');
  await db.projectCrews.put(crew);
  await db.projectCrewItems.bulkPut([
    item(1),
    item(2, { personId: 7, personName: 'Sam', status: 'confirmed' }),
  ]);
  await db.personAvailabilities.put({
    id: 9,
    version: 1,
    name: 'Kim',
    jobs: [],
    blockDates: [],
    vacations: [],
  });
});

const records = () => db.outbox.orderBy('id').toArray();

describe('crew item actions', () => {
  it('activate: booked at once (pending), one record with If-Match and the reason', async () => {
    await activateCrewItem('P-1', 1, 9, ' Agreed ');
    expect(await db.projectCrewItems.get(1)).toMatchObject({
      personId: 9,
      personName: 'Kim',
      status: 'toConfirm',
      applicants: 0,
    });
    const [r] = await records();
    expect(r).toMatchObject({
      kind: 'crewItem.activate',
      path: '/projectCrewItemStatus/1/activate',
      body: { personId: 9, reason: 'Agreed' },
      baseVersion: 3,
      entity: { table: 'projectCrewItems', id: 1 },
    });
  });

  it('noShow and notNeeded follow the rules; a refused step queues nothing', async () => {
    await stepCrewItem(2, 'noShow');
    expect((await db.projectCrewItems.get(2))?.siteStatus).toBe('noShow');
    await expect(stepCrewItem(1, 'noShow')).rejects.toThrow('Only a booked crew member');
    await stepCrewItem(1, 'notNeeded');
    expect(await db.projectCrewItems.get(1)).toMatchObject({
      notNeeded: true,
      status: 'cancelled',
    });
    expect((await records()).map((r) => r.path)).toEqual([
      '/projectCrewItemStatus/2/noShow',
      '/projectCrewItemStatus/1/notNeeded',
    ]);
  });

  it('a rating shows at once, last per type wins, without If-Match', async () => {
    await rateCrewItem(2, 1, 3);
    await rateCrewItem(2, 1, 5);
    expect((await db.projectCrewItems.get(2))?.ratings).toEqual([{ ratingTypeId: 1, value: 5 }]);
    const [, second] = await records();
    expect(second).toMatchObject({
      kind: 'crewItem.rate',
      path: '/projectCrewItemStatus/2/rating',
      body: { ratingTypeId: 1, value: 5 },
      baseVersion: null,
    });
  });

  it('discarding a change puts the item back as it was', async () => {
    await stepCrewItem(2, 'noShow');
    const [r] = await records();
    await discardRecord(r!.id);
    expect((await db.projectCrewItems.get(2))?.siteStatus).toBe('none');
  });

  it('an item made offline is booked after its create, by reference', async () => {
    const id = await createCrewItem('P-1', {
      crewId: 1,
      functionName: 'Rigger',
      startDate: '2026-12-02',
      endDate: '2026-12-02',
      startTime: '09:00',
      endTime: '18:00',
    });
    expect(id).toBeLessThan(0);
    await activateCrewItem('P-1', id, 9, null);
    const [create, activate] = await records();
    expect(create).toMatchObject({ kind: 'crewItem.create', path: '/projectCrewItemStatus' });
    expect(activate).toMatchObject({
      path: `/projectCrewItemStatus/{ref:${create!.id}}/activate`,
      dependsOn: [create!.id],
      baseVersion: null,
    });
  });

  it('a pull keeps items with a change waiting and items made offline', async () => {
    await stepCrewItem(2, 'noShow');
    const offline = await createCrewItem('P-1', {
      crewId: 1,
      functionName: 'Rigger',
      startDate: '2026-12-02',
      endDate: '2026-12-02',
      startTime: '09:00',
      endTime: '18:00',
    });
    await storeCrewBooking('P-1', {
      crews: [crew],
      items: [item(2, { personId: 7, status: 'confirmed', version: 4 })],
    });
    expect((await db.projectCrewItems.get(2))?.siteStatus).toBe('noShow');
    expect(await db.projectCrewItems.get(offline)).toBeDefined();
    // Item 1 is gone on the server and had nothing waiting: it goes here too.
    expect(await db.projectCrewItems.get(1)).toBeUndefined();
  });
});
