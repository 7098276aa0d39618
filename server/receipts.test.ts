import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { sql } from './db/connect';
import { startTestServer, type TestServer } from './testkit';
import { DEMO_PROJECT_NUMBER } from './seed/demoLogins';
import {
  receiptActivityListSchema,
  receiptDocumentListSchema,
  receiptItemListSchema,
  receiptListSchema,
  receiptSchema,
  receiptTemplateListSchema,
  receiptTypeListSchema,
  type Receipt,
} from '../src/api/schemas/receipts';

/**
 * Receipts (issue 15): who may use them (the client's receipts right, CREATE and DELETE), that
 * a company's receipts stay its own, create (from a template), copy, items, a photo, delete,
 * the conflict a stale version gets, and that a repeated request is applied once.
 * One server for the file.
 */
let s: TestServer;
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
const get = (path: string, who: Who = 'client') => s.call('GET', path, { token: token[who] });
const send = (
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
const receipts = async (query = '') =>
  receiptListSchema.parse(await (await get(`/receipts${query}`)).json()).items;
const items = async () =>
  receiptItemListSchema.parse(await (await get('/receiptItems')).json()).items;
const typeId = async () =>
  receiptTypeListSchema.parse(await (await get('/receiptTypes')).json()).items[0]!.id;
const create = async (key: string, extra: object = {}) => {
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
const fieldsOf = (body: unknown) => Object.keys((body as { fields?: object }).fields ?? {}).sort();

// A 1x1 PNG: the photo of a paper receipt.
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
function uploadPhoto(receiptId: number, key: string, clientKey = `photo-${key}-0000`) {
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

describe('who may use receipts', () => {
  it.each([
    ['client', 200, 201],
    ['planner', 403, 403],
    ['crew', 403, 403],
    ['office', 403, 403],
    ['guest', 403, 403],
  ] as const)('%s: reading answers %i, creating %i', async (who, read, write) => {
    for (const path of [
      '/receipts',
      '/receiptTypes',
      '/receiptItems',
      '/receiptDocuments',
      '/receiptActivities',
      '/receiptTemplates',
    ]) {
      expect((await get(path, who)).status, path).toBe(read);
    }
    const res = await send(
      'POST',
      '/receipts',
      { clientKey: `ck-rights-${who}`, typeId: 1, description: 'x', receiptDate: '2026-11-20' },
      `rights-${who}`,
      {},
      who,
    );
    expect(res.status).toBe(write);
  });
});

describe("a company's receipts stay its own", () => {
  it('lists the demo client company receipts only, with their lines, photo and activities', async () => {
    const list = await receipts();
    expect(list.map((r) => r.description)).toContain('Fuel for the stage trucks');
    expect(list.every((r) => r.companyId === 1)).toBe(true);
    expect(list.map((r) => r.description)).not.toContain('Confidential: other company dinner');
    const ids = new Set(list.map((r) => r.id));
    expect((await items()).every((i) => ids.has(i.receiptId))).toBe(true);
    const docs = receiptDocumentListSchema.parse(await (await get('/receiptDocuments')).json());
    expect(docs.items.map((d) => d.fileName)).toEqual(['fuel-receipt.png']);
    const acts = receiptActivityListSchema.parse(await (await get('/receiptActivities')).json());
    expect(acts.items.every((a) => ids.has(a.receiptId))).toBe(true);
  });

  it("answers another company's receipt, templates, items and photo as not found", async () => {
    const other = await s.deps.db.one<{ id: number }>(
      // The seed's receipt of company 2.
      sql`SELECT id FROM receipts WHERE company_id = 2 LIMIT 1`,
    );
    const id = other!.id;
    expect((await get(`/receipts/${id}`)).status).toBe(404);
    expect((await get('/companies/2/receiptTemplates')).status).toBe(404);
    expect(
      (
        await send(
          'POST',
          `/receipts/${id}/items`,
          { clientKey: 'ck-other-item', description: 'x', quantity: 1, amount: 1 },
          'other-item',
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await send(
          'POST',
          `/receipts/${id}/copy`,
          { clientKey: 'ck-other-copy', receiptDate: '2026-11-20' },
          'other-copy',
        )
      ).status,
    ).toBe(404);
    expect((await send('DELETE', `/receipts/${id}`, undefined, 'other-delete')).status).toBe(404);
    expect((await uploadPhoto(id, 'other')).status).toBe(404);
  });

  it("searches the company's receipts by description, number and type", async () => {
    expect((await receipts('?search=gaffer')).map((r) => r.description)).toEqual([
      'Cable ties and gaffer tape',
    ]);
    expect((await receipts('?search=Lodging')).map((r) => r.description)).toEqual([
      'Hotel night, rigging crew',
    ]);
    expect(await receipts('?search=Confidential')).toEqual([]);
  });
});

describe('creating, copying and deleting', () => {
  it('creates a receipt once, whatever is re-sent', async () => {
    const first = await create('once');
    expect(first.status).toBe(201);
    const receipt = receiptSchema.parse(first.body);
    expect(receipt.number).toMatch(/^R\d{5}$/);
    // The same request again (same key) and the same clientKey under a new key: still one.
    expect((await create('once')).status).toBe(201);
    const again = await send(
      'POST',
      '/receipts',
      {
        clientKey: 'ck-once-0000',
        typeId: await typeId(),
        description: 'Receipt once',
        receiptDate: '2026-11-20',
      },
      'once-retyped',
    );
    expect(again.status).toBe(200);
    expect((await receipts()).filter((r) => r.description === 'Receipt once')).toHaveLength(1);
  });

  it("fills a receipt from the company's template, and refuses another's", async () => {
    const templates = receiptTemplateListSchema.parse(
      await (await get('/companies/1/receiptTemplates')).json(),
    ).items;
    expect(await (await get('/receiptTemplates')).json()).toEqual({
      items: templates,
      total: 2,
    });
    const lunch = templates.find((t) => t.name === 'Crew lunch')!;
    const made = receiptSchema.parse((await create('template', { templateId: lunch.id })).body);
    const lines = (await items()).filter((i) => i.receiptId === made.id);
    expect(lines.map((i) => [i.description, i.quantity, i.amount])).toEqual([
      ['Sandwiches', 12, 4.5],
      ['Drinks', 12, 1.8],
    ]);
    const bad = await create('bad-template', { templateId: 99_999 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['templateId']);
  });

  it('names the field a bad receipt or item gets wrong', async () => {
    const bad = await create('bad', { description: '  ', receiptDate: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['description', 'receiptDate']);
    const made = receiptSchema.parse((await create('bad-item-host')).body);
    const res = await send(
      'POST',
      `/receipts/${made.id}/items`,
      { clientKey: 'ck-bad-item-0', description: 'x', quantity: 0, amount: 1.234 },
      'bad-item',
    );
    expect(res.status).toBe(400);
    expect(fieldsOf(await res.json())).toEqual(['amount', 'quantity']);
  });

  it('copies a receipt with its lines under a new number', async () => {
    const fuel = (await receipts()).find((r) => r.description === 'Fuel for the stage trucks')!;
    const res = await send(
      'POST',
      `/receipts/${fuel.id}/copy`,
      { clientKey: 'ck-copy-fuel', receiptDate: '2026-11-22' },
      'copy',
    );
    expect(res.status).toBe(201);
    const copy = receiptSchema.parse(await res.json());
    expect(copy.number).not.toBe(fuel.number);
    expect(copy.receiptDate).toBe('2026-11-22');
    const all = await items();
    const lines = (id: number) => all.filter((i) => i.receiptId === id).map((i) => i.description);
    expect(lines(copy.id)).toEqual(lines(fuel.id));
  });

  it('adds and deletes items (once each), with their activities', async () => {
    const made = receiptSchema.parse((await create('items')).body);
    // The phone finds its receipt again by the key it made it with.
    expect(made.clientKey).toBe('ck-items-0000');
    const add = (key: string, description: string) =>
      send(
        'POST',
        `/receipts/${made.id}/items`,
        { clientKey: `ck-${key}-000`, description, quantity: 2, amount: 3.5 },
        key,
      );
    expect((await add('item-a', 'Taxi')).status).toBe(201);
    expect((await add('item-a', 'Taxi')).status).toBe(201);
    expect((await add('item-b', 'Parking')).status).toBe(201);
    const lines = (await items()).filter((i) => i.receiptId === made.id);
    expect(lines.map((i) => i.description)).toEqual(['Taxi', 'Parking']);
    const taxi = lines[0]!;
    const stale = await send('DELETE', `/receiptItems/${taxi.id}`, undefined, 'del-stale', {
      'If-Match': '"7"',
    });
    expect(stale.status).toBe(412);
    const del = await send('DELETE', `/receiptItems/${taxi.id}`, undefined, 'del-taxi', {
      'If-Match': '"1"',
    });
    expect(del.status).toBe(204);
    expect(
      (await items()).filter((i) => i.receiptId === made.id).map((i) => i.description),
    ).toEqual(['Parking']);
    const acts = receiptActivityListSchema.parse(await (await get('/receiptActivities')).json());
    expect(acts.items.filter((a) => a.receiptId === made.id).map((a) => a.caption)).toEqual(
      expect.arrayContaining([
        'Created',
        'Item added: Taxi',
        'Item added: Parking',
        'Item deleted: Taxi',
      ]),
    );
  });

  it('stores a photo once and serves its bytes', async () => {
    const made = receiptSchema.parse((await create('photo')).body);
    expect((await uploadPhoto(made.id, 'p1')).status).toBe(201);
    expect((await uploadPhoto(made.id, 'p1')).status).toBe(201);
    expect((await uploadPhoto(made.id, 'p1-retyped', 'photo-p1-0000')).status).toBe(200);
    const docs = receiptDocumentListSchema
      .parse(await (await get('/receiptDocuments')).json())
      .items.filter((d) => d.receiptId === made.id);
    expect(docs).toHaveLength(1);
    const file = await get(`/receiptDocuments/${docs[0]!.id}/file`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    expect((await get(`/receiptDocuments/${docs[0]!.id}/file`, 'planner')).status).toBe(403);
  });

  it('deletes a receipt with its lines, refusing a stale version', async () => {
    const made: Receipt = receiptSchema.parse((await create('delete')).body);
    await send(
      'POST',
      `/receipts/${made.id}/items`,
      { clientKey: 'ck-del-line-0', description: 'Line', quantity: 1, amount: 1 },
      'del-line',
    );
    expect(
      (
        await send('DELETE', `/receipts/${made.id}`, undefined, 'del-r-stale', {
          'If-Match': '"9"',
        })
      ).status,
    ).toBe(412);
    expect(
      (await send('DELETE', `/receipts/${made.id}`, undefined, 'del-r', { 'If-Match': '"1"' }))
        .status,
    ).toBe(204);
    expect(
      (await send('DELETE', `/receipts/${made.id}`, undefined, 'del-r', { 'If-Match': '"1"' }))
        .status,
    ).toBe(204);
    expect((await get(`/receipts/${made.id}`)).status).toBe(404);
    expect((await items()).some((i) => i.receiptId === made.id)).toBe(false);
  });
});
