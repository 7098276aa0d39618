import { describe, expect, it } from 'vitest';
import {
  SIGNATURE,
  chief,
  enterAllHours,
  note,
  pdfText,
  post,
  s,
  signOff,
} from './crewPaperwork.testkit';

// The hours a crew chief signs off: proposed from check-ins, corrected with reasons, billed by
// the delivery note, final once signed or confirmed. The note's own steps are in
// crewPaperworkNotes.test.ts.

const siteEvent = (crewItemId: number, kind: string, deviceTime: string) =>
  post(`/projectCrewItems/${crewItemId}/siteEvents`, {
    body: { kind, deviceTime, latitude: null, longitude: null, accuracy: null, method: 'manual' },
  });

describe('sign-off hours', () => {
  const setHours = (lines: unknown[], version?: number) =>
    post('/projectCrews/1/setProposedPaidChargedHours', { body: { lines }, version });

  it('proposes from check-in and check-out: no-show 0, 8 s apart 0, no check-out nothing', async () => {
    const [a, b, c, d] = (await signOff()).lines;
    expect(a).toMatchObject({ proposedHours: null, paidHours: null, chargedHours: null });
    expect((await siteEvent(a!.crewItemId, 'noShow', '2026-11-18T08:05:00.000Z')).status).toBe(200);
    await siteEvent(b!.crewItemId, 'checkIn', '2026-11-18T08:00:00.000Z');
    await siteEvent(b!.crewItemId, 'checkOut', '2026-11-18T08:00:08.000Z');
    await siteEvent(c!.crewItemId, 'checkIn', '2026-11-18T08:40:00.000Z');
    await siteEvent(d!.crewItemId, 'checkIn', '2026-11-18T22:00:00.000Z');
    await siteEvent(d!.crewItemId, 'checkOut', '2026-11-19T06:30:00.000Z');
    const lines = (await signOff()).lines;
    expect(lines.slice(0, 4).map((l) => [l.proposedHours, l.paidHours, l.chargedHours])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [null, null, null],
      [8.5, 8.5, 8.5],
    ]);
    expect(lines[2]).toMatchObject({ checkInAt: '2026-11-18T08:40:00.000Z', checkOutAt: null });
    expect((await signOff()).stepMinutes).toBe(15);
  });

  it('refuses bad hours with a message per field, never clamping', async () => {
    const id = (await signOff()).lines[0]!.crewItemId;
    const bad = await setHours([
      { crewItemId: id, paidHours: -3, chargedHours: 99999, reason: 'x' },
      { crewItemId: id, paidHours: 'abc', chargedHours: 7.1, reason: 'x' },
    ]);
    expect(bad.status).toBe(400);
    expect((await bad.json()) as unknown).toMatchObject({
      fields: {
        'lines.0.paidHours': 'Hours cannot be negative',
        'lines.0.chargedHours': 'At most 24 hours',
        'lines.1.paidHours': 'Hours must be a number',
        'lines.1.chargedHours': 'Use quarter hours (e.g. 7.25)',
      },
    });
    const tooLong = await setHours([
      { crewItemId: id, paidHours: 8, chargedHours: 8, reason: 'x'.repeat(501) },
    ]);
    expect(await tooLong.json()).toMatchObject({
      fields: { 'lines.0.reason': 'At most 500 characters' },
    });
    expect((await signOff()).version).toBe(1);
  });

  it('needs a reason when the hours differ from the proposal, and stores it', async () => {
    const [a, b] = (await signOff()).lines;
    await siteEvent(a!.crewItemId, 'noShow', '2026-11-18T08:05:00.000Z');
    const noReason = await setHours([
      { crewItemId: a!.crewItemId, paidHours: 0, chargedHours: 0 },
      { crewItemId: b!.crewItemId, paidHours: 8, chargedHours: 8 },
    ]);
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({
      fields: { 'lines.1.reason': 'Give a reason: the hours differ from the proposal' },
    });
    expect(
      (
        await setHours([
          { crewItemId: a!.crewItemId, paidHours: 0, chargedHours: 0 },
          { crewItemId: b!.crewItemId, paidHours: 7.75, chargedHours: 8.5, reason: 'No check-out' },
        ])
      ).status,
    ).toBe(200);
    expect((await signOff()).lines.find((l) => l.crewItemId === b!.crewItemId)).toMatchObject({
      proposedHours: null,
      paidHours: 7.75,
      chargedHours: 8.5,
      reason: 'No check-out',
    });
  });

  it('the note and its PDF bill exactly the confirmed hours; release waits for all of them', async () => {
    const lines = (await signOff()).lines;
    const [a, b] = lines;
    await siteEvent(a!.crewItemId, 'noShow', '2026-11-18T08:05:00.000Z');
    await siteEvent(b!.crewItemId, 'checkIn', '2026-11-18T08:00:00.000Z');
    await siteEvent(b!.crewItemId, 'checkOut', '2026-11-18T08:00:08.000Z');
    const missing = await post('/projectCrews/1/deliveryNote/release');
    expect(missing.status).toBe(409);
    expect(await missing.json()).toMatchObject({ code: 'hours_missing' });
    expect((await post('/projectCrews/1/digitalConfirm')).status).toBe(409);
    const rest = lines.slice(2).map((l, i) => ({
      crewItemId: l.crewItemId,
      paidHours: 8,
      chargedHours: i === 0 ? 7.25 : 8,
      reason: 'Forgot to check out',
    }));
    expect((await setHours(rest)).status).toBe(200);
    const n = await note();
    const expected = 7.25 + 8 * (lines.length - 3);
    expect(n.lines.slice(0, 3).map((l) => l.hours)).toEqual([0, 0, 7.25]);
    expect(n.totalHours).toBe(expected);
    expect((await post('/projectCrews/1/digitalConfirm')).status).toBe(200);
    expect((await post('/projectCrews/1/deliveryNote/release')).status).toBe(200);
    const text = await pdfText(
      await s.call('GET', '/projectCrews/1/deliveryNote/download', { token: chief }),
    );
    expect(text).toContain(`Total hours: ${expected.toFixed(2)}`);
    expect(text).toContain('7.25');
    expect(text).not.toContain('9.00');
  });

  it('changing hours after the release opens the note again; after signing they are final', async () => {
    await enterAllHours(8);
    expect((await post('/projectCrews/1/deliveryNote/release')).status).toBe(200);
    const id = (await signOff()).lines[0]!.crewItemId;
    expect(
      (await setHours([{ crewItemId: id, paidHours: 6, chargedHours: 6, reason: 'Left at 14' }]))
        .status,
    ).toBe(200);
    expect(await note()).toMatchObject({ status: 'open', releaseAgain: true, releasedAt: null });
    expect((await note()).lines[0]!.hours).toBe(6);
    expect((await post('/projectCrews/1/deliveryNote/release')).status).toBe(200);
    expect(await note()).toMatchObject({ status: 'released', releaseAgain: false });
    await post('/projectCrews/1/deliveryNote/signed', {
      body: { signerName: 'Robin Venue', signature: SIGNATURE },
    });
    const late = await setHours([{ crewItemId: id, paidHours: 5, chargedHours: 5, reason: 'x' }]);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: 'note_signed' });
    expect((await note()).lines[0]!.hours).toBe(6);
  });

  it('confirms once; then hours are refused; a stale version is 412', async () => {
    await enterAllHours(8);
    expect((await post('/projectCrews/1/digitalConfirm', { version: 1 })).status).toBe(412);
    expect((await post('/projectCrews/1/digitalConfirm', { version: 2 })).status).toBe(200);
    expect((await post('/projectCrews/1/digitalConfirm')).status).toBe(409);
    const id = (await signOff()).lines[0]!.crewItemId;
    expect(
      (await setHours([{ crewItemId: id, paidHours: 1, chargedHours: 1, reason: 'x' }])).status,
    ).toBe(409);
    expect(await signOff()).toMatchObject({ status: 'confirmed', version: 3 });
  });
});
