import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sql } from './db/connect';
import { get, items, receipts, s, send, uploadPhoto } from './receipts.testkit';
import { receiptActivityListSchema, receiptDocumentListSchema } from '../src/api/schemas/receipts';

/**
 * Receipts (issue 15), who may reach them: the client's receipts right (CREATE and DELETE),
 * and that a company's receipts stay its own, in lists, search and every write. What the
 * client does with them is in receiptsEditing.test.ts.
 */

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
    const docs = v.parse(receiptDocumentListSchema, await (await get('/receiptDocuments')).json());
    expect(docs.items.map((d) => d.fileName)).toEqual(['fuel-receipt.png']);
    const acts = v.parse(receiptActivityListSchema, await (await get('/receiptActivities')).json());
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
