import * as v from 'valibot';
import { beforeAll } from 'vitest';
import { createApp } from './app';
import { startTestServer, type TestServer } from './testkit';
import { DEMO_PROJECT_NUMBER } from './seed/demoLogins';
import {
  receiptItemListSchema,
  receiptListSchema,
  receiptTypeListSchema,
} from '../src/api/schemas/receipts';

/**
 * What both receipts test files (receiptsAccess, receiptsEditing) start from: one server per
 * file with its logins, and the calls they make. Importing this module registers the
 * beforeAll that starts the server, as ./testkit registers the afterAll that closes it; `s` is
 * a live binding, so the importing file sees the server once that hook has run.
 */
export let s: TestServer;
let app: ReturnType<typeof createApp>;
const token = { client: '', planner: '', crew: '', office: '', guest: '' };

beforeAll(async () => {
  s = await startTestServer();
  app = createApp(s.deps);
  const login = (email: string) => s.login({ login: email, password: 'demo1234' });
  token.client = await login('client@demo.test');
  token.planner = await login('planner@demo.test');
  token.crew = await login('crew@demo.test');
  token.office = await login('office@demo.test');
  // A project guest (SPEC §2) reaches its project only, never the company's money.
  token.guest = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: 'guest1234' });
}, 60_000);

type Who = keyof typeof token;
export const get = (path: string, who: Who = 'client') =>
  s.call('GET', path, { token: token[who] });
export const send = (
  method: string,
  path: string,
  body: unknown,
  key: string,
  extra = {},
  who: Who = 'client',
) =>
  s.call(method, path, {
    token: token[who],
    body,
    headers: { 'Idempotency-Key': `receipt-test-${key}`, ...extra },
  });
export const receipts = async (query = '') =>
  v.parse(receiptListSchema, await (await get(`/receipts${query}`)).json()).items;
export const items = async () =>
  v.parse(receiptItemListSchema, await (await get('/receiptItems')).json()).items;
export const typeId = async () =>
  v.parse(receiptTypeListSchema, await (await get('/receiptTypes')).json()).items[0]!.id;
export const create = async (key: string, extra: object = {}) => {
  const res = await send(
    'POST',
    '/receipts',
    {
      clientKey: `ck-${key}-0000`,
      typeId: await typeId(),
      description: `Receipt ${key}`,
      receiptDate: '2026-11-20',
      ...extra,
    },
    key,
  );
  return { status: res.status, body: (await res.json()) as unknown };
};

/** The fields a 400 names, sorted. */
export const fieldsOf = (body: unknown) =>
  Object.keys((body as { fields?: object }).fields ?? {}).sort();

// A 1x1 PNG: the photo of a paper receipt.
export const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export function uploadPhoto(receiptId: number, key: string, clientKey = `photo-${key}-0000`) {
  const form = new FormData();
  form.append('data', JSON.stringify({ clientKey, fileName: 'paper.png' }));
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'paper.png');
  return app.request(`/api/v1/receipts/${receiptId}/documents`, {
    method: 'POST',
    headers: {
      Type: 'MOBILE',
      Authorization: `Bearer ${token.client}`,
      'Idempotency-Key': `receipt-photo-${key}`,
    },
    body: form,
  });
}
