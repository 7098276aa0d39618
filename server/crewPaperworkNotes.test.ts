import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  SIGNATURE,
  chief,
  enterAllHours,
  note,
  pdfText,
  post,
  s,
} from './crewPaperwork.testkit';

// The crew chief's papers: the delivery note's steps and PDFs, the crew chief sheet, and who
// may reach them. The hours they bill are in crewPaperworkHours.test.ts.

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
