import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PNG,
  create,
  fieldsOf,
  get,
  items,
  receipts,
  send,
  typeId,
  uploadPhoto,
} from './receipts.testkit';
import {
  receiptActivityListSchema,
  receiptDocumentListSchema,
  receiptSchema,
  receiptTemplateListSchema,
  type Receipt,
} from '../src/api/schemas/receipts';

/**
 * Receipts (issue 15), what the client does with them: create (from a template), copy, items,
 * a photo and delete, the conflict a stale version gets, and that a repeated request is
 * applied once. Who may do it is in receiptsAccess.test.ts.
 */

describe('creating, copying and deleting', () => {
  it('creates a receipt once, whatever is re-sent', async () => {
    const first = await create('once');
    expect(first.status).toBe(201);
    const receipt = v.parse(receiptSchema, first.body);
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
    const templates = v.parse(
      receiptTemplateListSchema,
      await (await get('/companies/1/receiptTemplates')).json(),
    ).items;
    expect(await (await get('/receiptTemplates')).json()).toEqual({
      items: templates,
      total: 2,
    });
    const lunch = templates.find((t) => t.name === 'Crew lunch')!;
    const made = v.parse(receiptSchema, (await create('template', { templateId: lunch.id })).body);
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
    const made = v.parse(receiptSchema, (await create('bad-item-host')).body);
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
    const copy = v.parse(receiptSchema, await res.json());
    expect(copy.number).not.toBe(fuel.number);
    expect(copy.receiptDate).toBe('2026-11-22');
    const all = await items();
    const lines = (id: number) => all.filter((i) => i.receiptId === id).map((i) => i.description);
    expect(lines(copy.id)).toEqual(lines(fuel.id));
  });

  it('adds and deletes items (once each), with their activities', async () => {
    const made = v.parse(receiptSchema, (await create('items')).body);
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
    const acts = v.parse(receiptActivityListSchema, await (await get('/receiptActivities')).json());
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
    const made = v.parse(receiptSchema, (await create('photo')).body);
    expect((await uploadPhoto(made.id, 'p1')).status).toBe(201);
    expect((await uploadPhoto(made.id, 'p1')).status).toBe(201);
    expect((await uploadPhoto(made.id, 'p1-retyped', 'photo-p1-0000')).status).toBe(200);
    const docs = v
      .parse(receiptDocumentListSchema, await (await get('/receiptDocuments')).json())
      .items.filter((d) => d.receiptId === made.id);
    expect(docs).toHaveLength(1);
    const file = await get(`/receiptDocuments/${docs[0]!.id}/file`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    expect((await get(`/receiptDocuments/${docs[0]!.id}/file`, 'planner')).status).toBe(403);
  });

  it('deletes a receipt with its lines, refusing a stale version', async () => {
    const made: Receipt = v.parse(receiptSchema, (await create('delete')).body);
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
