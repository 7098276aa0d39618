import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { freshDeviceSignedIn } from './signedIn.testkit';
import type { DeliveryNote, SignOff } from '../../api/schemas/crewPaperwork';
import { applySuccess } from '../outbox/apply';
import { recordSiteEvent } from './crews';
import {
  confirmSignOff,
  releaseCrewChiefSheet,
  releaseDeliveryNote,
  sendDeliveryNote,
  setSignOffHours,
  signDeliveryNote,
  StepRefusedError,
} from './crewPaperwork';

const OWNER = 'owner-1';
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

const note: DeliveryNote = {
  id: 1,
  version: 1,
  crewId: 1,
  crewName: 'Stage crew A',
  projectNumber: 'P-24001',
  projectName: 'Gala',
  client: 'Northwind Events',
  date: '2026-11-22',
  locationName: null,
  lines: [
    {
      crewItemId: 11,
      name: 'Sam Crew',
      functionName: 'Rigger',
      startTime: '08:00',
      endTime: '17:00',
      hours: 9,
      phone: null,
    },
  ],
  totalHours: 9,
  status: 'open',
  releasedAt: null,
  signedAt: null,
  signerName: null,
  sentAt: null,
  releaseAgain: false,
};
const signOff: SignOff = {
  id: 1,
  version: 4,
  crewId: 1,
  crewName: 'Stage crew A',
  date: '2026-11-22',
  status: 'open',
  lines: [
    {
      crewItemId: 11,
      name: 'Sam Crew',
      functionName: 'Rigger',
      noShow: false,
      checkInAt: '2026-11-22T08:00:00.000Z',
      checkOutAt: '2026-11-22T17:00:00.000Z',
      breakMinutes: 0,
      proposedHours: 9,
      paidHours: 9,
      chargedHours: 9,
      reason: '',
    },
  ],
  stepMinutes: 15,
  hoursSetAt: null,
  confirmedAt: null,
};

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
  await db.deliveryNotes.put(note);
  await db.signOffs.put(signOff);
  await db.crewChiefSheets.put({
    id: 1,
    version: 2,
    crewId: 1,
    crewName: 'Stage crew A',
    projectNumber: 'P-24001',
    projectName: 'Gala',
    date: '2026-11-22',
    lines: [],
    status: 'open',
    releasedAt: null,
  });
});

const records = async () => (await db.outbox.toArray()).sort((a, b) => (a.id < b.id ? -1 : 1));

describe('delivery note steps', () => {
  it('queues release → signed → send on one entity, in order, each showing at once', async () => {
    await releaseDeliveryNote(1);
    expect((await db.deliveryNotes.get(1))?.status).toBe('released');
    await signDeliveryNote(1, { signerName: ' Robin Venue ', signature: SIGNATURE });
    expect(await db.deliveryNotes.get(1)).toMatchObject({
      status: 'signed',
      signerName: 'Robin Venue',
    });
    await sendDeliveryNote(1);
    expect((await db.deliveryNotes.get(1))?.status).toBe('sent');
    const all = await records();
    expect(all.map((r) => [r.kind, r.path, r.entityKey, r.baseVersion])).toEqual([
      ['deliveryNote.release', '/projectCrews/1/deliveryNote/release', 'deliveryNotes:1', 1],
      ['deliveryNote.sign', '/projectCrews/1/deliveryNote/signed', 'deliveryNotes:1', 1],
      ['deliveryNote.send', '/projectCrews/1/deliveryNote/signed/send', 'deliveryNotes:1', 1],
    ]);
    expect(all[1]!.body).toEqual({ signerName: 'Robin Venue', signature: SIGNATURE });
  });

  it('refuses a step out of order and queues nothing', async () => {
    await expect(sendDeliveryNote(1)).rejects.toBeInstanceOf(StepRefusedError);
    await expect(
      signDeliveryNote(1, { signerName: 'Robin', signature: SIGNATURE }),
    ).rejects.toThrow('Release the delivery note before it is signed');
    await releaseDeliveryNote(1);
    await expect(releaseDeliveryNote(1)).rejects.toThrow('already released');
    expect(await records()).toHaveLength(1);
  });

  it('needs a signer name and a PNG signature', async () => {
    await releaseDeliveryNote(1);
    await expect(signDeliveryNote(1, { signerName: '  ', signature: SIGNATURE })).rejects.toThrow();
    await expect(
      signDeliveryNote(1, { signerName: 'Robin', signature: 'data:image/jpeg;base64,AA' }),
    ).rejects.toThrow();
    expect((await db.deliveryNotes.get(1))?.status).toBe('released');
  });

  it("the release answer re-bases the later steps; the local 'signed' stays until its answer", async () => {
    await releaseDeliveryNote(1);
    await signDeliveryNote(1, { signerName: 'Robin Venue', signature: SIGNATURE });
    const [release] = await records();
    await applySuccess(release!, { ...note, version: 2, status: 'released' }, release!.path);
    expect(await db.deliveryNotes.get(1)).toMatchObject({ status: 'signed', version: 2 });
    const sign = (await records()).find((r) => r.state === 'pending')!;
    expect(sign.baseVersion).toBe(2);
    await applySuccess(
      sign,
      { ...note, version: 3, status: 'signed', signerName: 'Robin Venue' },
      sign.path,
    );
    expect(await db.deliveryNotes.get(1)).toMatchObject({ status: 'signed', version: 3 });
  });
});

describe('crew chief sheet', () => {
  it('is released once', async () => {
    await releaseCrewChiefSheet(1);
    expect((await db.crewChiefSheets.get(1))?.status).toBe('released');
    await expect(releaseCrewChiefSheet(1)).rejects.toBeInstanceOf(StepRefusedError);
    expect(await records()).toMatchObject([
      { kind: 'crewChiefSheet.release', baseVersion: 2, entityKey: 'crewChiefSheets:1' },
    ]);
  });
});

describe('sign-off', () => {
  const hours = (paid: unknown, charged: unknown, reason = 'Left early') =>
    setSignOffHours(1, {
      lines: [{ crewItemId: 11, paidHours: paid, chargedHours: charged, reason }],
    } as Parameters<typeof setSignOffHours>[1]);

  it('sets hours, then confirms; both on the sign-off entity, in order', async () => {
    await hours(7.75, 8.5);
    expect((await db.signOffs.get(1))?.lines[0]).toMatchObject({
      proposedHours: 9,
      paidHours: 7.75,
      chargedHours: 8.5,
      reason: 'Left early',
    });
    await confirmSignOff(1);
    expect((await db.signOffs.get(1))?.status).toBe('confirmed');
    await expect(confirmSignOff(1)).rejects.toBeInstanceOf(StepRefusedError);
    await expect(hours(1, 1)).rejects.toThrow('already confirmed');
    expect((await records()).map((r) => [r.kind, r.entityKey, r.baseVersion])).toEqual([
      ['signOff.hours', 'signOffs:1', 4],
      ['signOff.confirm', 'signOffs:1', 4],
    ]);
    expect((await records())[0]!.body).toEqual({
      lines: [{ crewItemId: 11, paidHours: 7.75, chargedHours: 8.5, reason: 'Left early' }],
    });
  });

  it('refuses hours that are negative, above 24, not a number or not in quarter hours', async () => {
    for (const bad of [25, 99999, -3, -1, 7.1, 'abc', '']) {
      await expect(hours(bad, 8), String(bad)).rejects.toThrow();
    }
    await expect(hours(8, 8, 'x'.repeat(501))).rejects.toThrow();
    expect(await records()).toHaveLength(0);
  });

  it('the delivery note bills the set charged hours at once', async () => {
    await hours(0, 0, 'No-show after all');
    expect(await db.deliveryNotes.get(1)).toMatchObject({
      lines: [{ crewItemId: 11, hours: 0 }],
      totalHours: 0,
      status: 'open',
      releaseAgain: false,
    });
  });

  it('a released note opens again, to be released again; a signed one refuses', async () => {
    await releaseDeliveryNote(1);
    await hours(8, 8);
    expect(await db.deliveryNotes.get(1)).toMatchObject({
      status: 'open',
      releaseAgain: true,
      totalHours: 8,
    });
    await releaseDeliveryNote(1);
    expect(await db.deliveryNotes.get(1)).toMatchObject({
      status: 'released',
      releaseAgain: false,
    });
    await signDeliveryNote(1, { signerName: 'Robin', signature: SIGNATURE });
    await expect(hours(7, 7)).rejects.toThrow('client signed');
    expect((await db.signOffs.get(1))?.lines[0]?.paidHours).toBe(8);
  });

  it('the release waits for the hours and the check-outs; the hours wait for the check-outs', async () => {
    await db.crewMembers.put({
      id: 11,
      version: 1,
      crewId: 1,
      personId: 111,
      contactId: '11',
      name: 'Sam Crew',
      phone: null,
      email: null,
      functionName: 'Rigger',
      startDate: '2026-11-22',
      endDate: '2026-11-22',
      startTime: '08:00',
      endTime: '17:00',
      siteStatus: 'checkedIn',
      ratings: [],
    });
    await recordSiteEvent([11], 'checkOut', { method: 'manual', fix: null });
    await hours(8, 8);
    await releaseDeliveryNote(1);
    const [checkOut, setHours, release] = await records();
    expect(setHours!.dependsOn).toEqual([checkOut!.id]);
    expect(release!.dependsOn.sort()).toEqual([checkOut!.id, setHours!.id].sort());
  });

  it('a note with a member without hours is not released', async () => {
    await db.deliveryNotes.put({ ...note, lines: [{ ...note.lines[0]!, hours: null }] });
    await expect(releaseDeliveryNote(1)).rejects.toThrow('Enter the hours of every member');
    expect(await records()).toHaveLength(0);
  });
});
