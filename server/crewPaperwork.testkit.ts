import { beforeAll, beforeEach, expect } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DeliveryNote, SignOff } from '../src/api/schemas/crewPaperwork';
import { startTestServer, type TestServer } from './testkit';

/*
 * What both crew paperwork test files (crewPaperworkNotes, crewPaperworkHours) start from: one
 * server per file, reset before each test with the crew chief logged in, and the calls they
 * make. Importing this module registers those hooks, as ./testkit registers the afterAll that
 * closes the server; `s` and `chief` are live bindings, so the importing file sees them once
 * the hooks have run.
 */

// A 1×1 PNG: what the signature pad sends is a PNG data URL.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
export const PASSWORD = 'demo1234';

export let s: TestServer;
export let chief: string;

beforeAll(async () => {
  s = await startTestServer();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  chief = await s.login({ login: 'chief@demo.test', password: PASSWORD });
});

export const post = (path: string, init: { body?: unknown; version?: number; key?: string } = {}) =>
  s.call('POST', path, {
    token: chief,
    body: init.body,
    headers: {
      ...(init.version ? { 'If-Match': `"${init.version}"` } : {}),
      ...(init.key ? { 'Idempotency-Key': init.key } : {}),
    },
  });
export const note = async () =>
  (await (
    await s.call('GET', '/projectCrews/1/deliveryNote', { token: chief })
  ).json()) as DeliveryNote;

export const signOff = async () =>
  (await (
    await s.call('GET', '/projectCrews/1/setProposedPaidChargedHours', { token: chief })
  ).json()) as SignOff;

/** Every member gets hours (the seed has no check-ins), so the note can be released. */
export async function enterAllHours(hours = 8) {
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

export async function pdfText(res: Response): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(await res.arrayBuffer()), verbosity: 0 })
    .promise;
  const parts: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    parts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return parts.join('\n');
}
