import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DeliveryNote, SignOff } from '../src/api/schemas/crewPaperwork';
import { startTestServer, type TestServer } from './testkit';

// A 1×1 PNG: what the signature pad sends is a PNG data URL.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
const PASSWORD = 'demo1234';

let s: TestServer;
let chief: string;

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  chief = await s.login({ login: 'chief@demo.test', password: PASSWORD });
});

const post = (path: string, init: { body?: unknown; version?: number; key?: string } = {}) =>
  s.call('POST', path, {
    token: chief,
    body: init.body,
    headers: {
      ...(init.version ? { 'If-Match': `"${init.version}"` } : {}),
      ...(init.key ? { 'Idempotency-Key': init.key } : {}),
    },
  });
const note = async () =>
  (await (
    await s.call('GET', '/projectCrews/1/deliveryNote', { token: chief })
  ).json()) as DeliveryNote;

const signOff = async () =>
  (await (
    await s.call('GET', '/projectCrews/1/setProposedPaidChargedHours', { token: chief })
  ).json()) as SignOff;

/** Every member gets hours (the seed has no check-ins), so the note can be released. */
async function enterAllHours(hours = 8) {
  const lines = (await signOff()).lines.map((l) => ({
    crewItemId: l.crewItemId,
    paidHours: hours,
    chargedHours: hours,
    reason: 'Worked the planned shift',
  }));
  expect(
    (await post('/projectCrews/1/setProposedPaidChargedHours', { body: { lines } })).status,
  ).toBe(200);
}

const siteEvent = (crewItemId: number, kind: string, deviceTime: string) =>
  post(`/projectCrewItems/${crewItemId}/siteEvents`, {
    body: { kind, deviceTime, latitude: null, longitude: null, accuracy: null, method: 'manual' },
  });

async function pdfText(res: Response): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(await res.arrayBuffer()), verbosity: 0 })
    .promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    parts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return parts.join('\n');
}

describe('delivery note', () => {
  it('shows the crew, project, client and a line per member', async () => {
    const n = await note();
    expect(n).toMatchObject({ id: 1, crewId: 1, crewName: 'Stage crew A', status: 'open' });
    expect(n.lines.length).toBeGreaterThanOrEqual(7);
    expect(n.lines.map((l) => l.name)).toContain('Sam Crew');
    // No check-ins yet: no hours are billed, and no planned shift is billed either.
    expect(n.lines.every((l) => l.hours === null)).toBe(true);
    expect(n.totalHours).toBe(0);
  });

  it('goes release → signed → send; each step out of order is 409 with the reason', async () => {
    await enterAllHours();
    const early = await post('/projectCrews/1/deliveryNote/signed', {
      body: { signerName: 'Robin Venue', signature: SIGNATURE },
    });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      code: 'wrong_step',
      message: 'Release the delivery note before it is signed',
      current: { status: 'open' },
    });
    expect((await post('/projectCrews/1/deliveryNote/signed/send')).status).toBe(409);

    const released = await post('/projectCrews/1/deliveryNote/release', {
      version: 1,
      key: 'rel-00001',
    });
    expect(released.status).toBe(200);
    expect(await released.json()).toMatchObject({ status: 'released', version: 2 });
    expect((await post('/projectCrews/1/deliveryNote/release')).status).toBe(409);
    expect((await post('/projectCrews/1/deliveryNote/signed/send')).status).toBe(409);

    const signed = await post('/projectCrews/1/deliveryNote/signed', {
      body: { signerName: 'Robin Venue', signature: SIGNATURE },
      version: 2,
      key: 'sig-00001',
    });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toMatchObject({ status: 'signed', signerName: 'Robin Venue' });
    const sent = await post('/projectCrews/1/deliveryNote/signed/send', { version: 3 });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ status: 'sent', version: 4 });
    expect((await note()).sentAt).not.toBeNull();
  });

  it('a stale If-Match is 412 with the current note; a repeated key applies once', async () => {
    await enterAllHours();
    expect((await post('/projectCrews/1/deliveryNote/release', { key: 'rel-00002' })).status).toBe(
      200,
    );
    const again = await post('/projectCrews/1/deliveryNote/release', { key: 'rel-00002' });
    expect(again.status).toBe(200);
    expect((await note()).version).toBe(2);
    const stale = await post('/projectCrews/1/deliveryNote/signed', {
      body: { signerName: 'Robin Venue', signature: SIGNATURE },
      version: 1,
    });
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ current: { version: 2, status: 'released' } });
  });

  it('needs a signer name and a PNG signature', async () => {
    await enterAllHours();
    await post('/projectCrews/1/deliveryNote/release');
    const noName = await post('/projectCrews/1/deliveryNote/signed', {
      body: { signerName: ' ', signature: SIGNATURE },
    });
    expect(noName.status).toBe(400);
    const notPng = await post('/projectCrews/1/deliveryNote/signed', {
      body: { signerName: 'Robin', signature: 'data:image/jpeg;base64,AAAA' },
    });
    expect(notPng.status).toBe(400);
  });

  it('renders the PDF, and the signed one with the signer name and signature', async () => {
    const plain = await s.call('GET', '/projectCrews/1/deliveryNote/download', { token: chief });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('Content-Type')).toBe('application/pdf');
    expect(plain.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(await pdfText(plain)).toContain('Stage crew A');
    expect(
      (await s.call('GET', '/projectCrews/1/deliveryNote/signed/download', { token: chief }))
        .status,
    ).toBe(409);

    await enterAllHours();
    await post('/projectCrews/1/deliveryNote/release');
    await post('/projectCrews/1/deliveryNote/signed', {
      body: { signerName: 'Robin Venue', signature: SIGNATURE },
    });
    const signed = await s.call('GET', '/projectCrews/1/deliveryNote/signed/download', {
      token: chief,
    });
    expect(signed.status).toBe(200);
    expect(signed.headers.get('Content-Disposition')).toMatch(/-signed\.pdf"$/);
    const bytes = Buffer.from(await signed.clone().arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(await pdfText(signed)).toContain('Name: Robin Venue');
  });
});

describe('rights', () => {
  it('a crew member who is not the chief, and a project guest, get 403', async () => {
    const crew = await s.login({ login: 'crew@demo.test', password: PASSWORD });
    const guest = await s.login({ projectNumber: 'P-24001', password: 'guest1234' });
    for (const token of [crew, guest]) {
      for (const path of [
        '/projectCrews/1/deliveryNote',
        '/projectCrews/1/crewChiefSheet',
        '/projectCrews/1/setProposedPaidChargedHours',
        '/projectCrews/1/deliveryNote/download',
      ]) {
        expect((await s.call('GET', path, { token })).status, path).toBe(403);
      }
      for (const path of [
        '/projectCrews/1/deliveryNote/release',
        '/projectCrews/1/crewChiefSheet/release',
        '/projectCrews/1/digitalConfirm',
      ]) {
        expect((await s.call('POST', path, { token })).status, path).toBe(403);
      }
    }
    expect((await note()).status).toBe('open');
  });
});

describe('crew chief sheet', () => {
  it('is released once and downloads as a PDF', async () => {
    expect((await post('/projectCrews/1/crewChiefSheet/release', { version: 1 })).status).toBe(200);
    expect((await post('/projectCrews/1/crewChiefSheet/release')).status).toBe(409);
    const pdf = await s.call('GET', '/projectCrews/1/crewChiefSheet/download', { token: chief });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(await pdfText(pdf)).toContain('Crew chief sheet');
  });
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
