import { beforeEach, describe, expect, it } from 'vitest';
import { db, type CrewMember, type DeliveryNote, type SignOff } from '../../db/db';
import { freshDeviceSignedIn } from './signedIn.testkit';
import { recordSiteEvent } from './crews';

const member = (id: number): CrewMember => ({
  id,
  version: 1,
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
const line = (id: number): SignOff['lines'][number] => ({
  crewItemId: id,
  name: `Member ${id}`,
  functionName: 'Rigger',
  noShow: false,
  checkInAt: null,
  checkOutAt: null,
  breakMinutes: id === 3 ? 30 : 0,
  proposedHours: null,
  paidHours: null,
  chargedHours: null,
  reason: '',
});
const signOff: SignOff = {
  id: 1,
  version: 1,
  crewId: 1,
  crewName: 'Stage crew A',
  date: '2026-11-22',
  status: 'open',
  lines: [1, 2, 3].map(line),
  stepMinutes: 15,
  hoursSetAt: null,
  confirmedAt: null,
};
const note: DeliveryNote = {
  id: 1,
  version: 1,
  crewId: 1,
  crewName: 'Stage crew A',
  projectNumber: 'P-1',
  projectName: 'Gala',
  client: 'Northwind',
  date: '2026-11-22',
  locationName: null,
  lines: [1, 2, 3].map((id) => ({
    crewItemId: id,
    name: `Member ${id}`,
    functionName: 'Rigger',
    startTime: '08:00',
    endTime: '17:00',
    hours: null,
    phone: null,
  })),
  totalHours: 0,
  status: 'open',
  releaseAgain: false,
  releasedAt: null,
  signedAt: null,
  signerName: null,
  sentAt: null,
};

beforeEach(async () => {
  await freshDeviceSignedIn('owner-1');
  await db.crewMembers.bulkPut([member(1), member(2), member(3)]);
  await db.signOffs.put(signOff);
  await db.deliveryNotes.put(note);
});

const at = (hhmmss: string) => ({
  method: 'manual' as const,
  fix: null,
  at: new Date(`2026-11-22T${hhmmss}.000Z`),
});

describe('site events offline move the proposed hours at once', () => {
  it('check-in/out, a no-show and a break give the proposal on the sign-off and the note', async () => {
    await recordSiteEvent([1, 3], 'checkIn', at('08:10:00'));
    await recordSiteEvent([2], 'noShow', at('08:30:00'));
    let lines = (await db.signOffs.get(1))!.lines;
    expect(lines.map((l) => l.proposedHours)).toEqual([null, 0, null]);
    await recordSiteEvent([1, 3], 'checkOut', at('16:00:00'));
    lines = (await db.signOffs.get(1))!.lines;
    expect(lines.map((l) => [l.proposedHours, l.paidHours, l.chargedHours])).toEqual([
      [7.75, 7.75, 7.75],
      [0, 0, 0],
      [7.25, 7.25, 7.25],
    ]);
    const n = (await db.deliveryNotes.get(1))!;
    expect(n.lines.map((l) => l.hours)).toEqual([7.75, 0, 7.25]);
    expect(n.totalHours).toBe(15);
  });

  it('hours the chief set himself stay', async () => {
    await db.signOffs.put({
      ...signOff,
      lines: [{ ...line(1), paidHours: 6, chargedHours: 6, reason: 'Sent home early' }],
    });
    await recordSiteEvent([1], 'checkIn', at('08:00:00'));
    await recordSiteEvent([1], 'checkOut', at('17:00:00'));
    expect((await db.signOffs.get(1))!.lines[0]).toMatchObject({
      proposedHours: 9,
      paidHours: 6,
      chargedHours: 6,
    });
  });
});
