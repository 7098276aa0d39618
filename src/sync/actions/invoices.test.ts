import { beforeEach, describe, expect, it } from 'vitest';
import { db, type InvoiceItem, type InvoiceRow } from '../../db/db';
import type { RawAnswer, RawRequest } from '../../api/raw';
import { invoiceSums } from '../../api/schemas/invoiceSums';
import { discardRecord } from '../outbox/resolve';
import { replayOutbox } from '../outbox/replay';
import { freshDeviceSignedIn } from './signedIn.testkit';
import { createInvoice, editInvoice, InvoiceFinalError, localInvoiceNumber } from './invoices';

const OWNER = 'person:3';
const stored: InvoiceRow = {
  id: 40,
  version: 2,
  number: 'INV-2026-1001',
  companyId: 1,
  companyName: 'Acme Events',
  projectId: null,
  projectNumber: null,
  description: 'Autumn fair build-up',
  invoiceDate: '2026-11-01',
  dueDate: '2026-12-01',
  status: 'open',
  currency: 'EUR',
  amountCents: 108_900,
  clientKey: null,
};
const storedItem: InvoiceItem = {
  id: 400,
  version: 1,
  invoiceId: 40,
  position: 1,
  description: 'Riggers',
  quantity: 2,
  unitPriceCents: 45_000,
  vatRate: 21,
  discountPercent: 0,
};
const lines = [
  { description: 'Stage hands', quantity: 3, unitPriceCents: 30_000, vatRate: 21 },
  { description: 'Lunch', quantity: 3, unitPriceCents: 1_250, vatRate: 9 },
];
const input = {
  description: ' Extra crew ',
  invoiceDate: '2026-11-18',
  dueDate: '2026-12-18',
  items: lines,
};

beforeEach(async () => {
  await freshDeviceSignedIn(OWNER);
  await db.invoices.put(stored);
  await db.invoiceItems.put(storedItem);
});

const sent: RawRequest[] = [];
const replay = (answer: (req: RawRequest) => RawAnswer) =>
  replayOutbox({
    send: (req) => {
      sent.push(req);
      return Promise.resolve(answer(req));
    },
    auth: () => Promise.resolve({ token: 'not-a-real-token', ownerId: OWNER }),
    now: () => Date.now() + 1_000,
    random: () => 0.5,
  });

/** The server's detail answer, as POST and PUT /invoices give it. */
const detail = (invoice: Partial<InvoiceRow>) => ({
  invoice: { ...stored, ...invoice },
  items: [],
  activities: [],
  documents: [],
});

describe('createInvoice', () => {
  it('shows the invoice and its lines at once, open, and queues one POST in one go', async () => {
    const { id, clientKey } = await createInvoice(input);
    expect(id).toBeLessThan(0);
    expect(await db.invoices.get(id)).toMatchObject({
      number: localInvoiceNumber(id),
      description: 'Extra crew',
      status: 'open',
      companyName: 'Acme Events',
      currency: 'EUR',
      amountCents: invoiceSums(lines).grossCents,
      clientKey,
    });
    const items = await db.invoiceItems.where('invoiceId').equals(id).sortBy('position');
    expect(items.map((i) => [i.description, i.quantity, i.discountPercent])).toEqual([
      ['Stage hands', 3, 0],
      ['Lunch', 3, 0],
    ]);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        kind: 'invoice.create',
        method: 'POST',
        path: '/invoices',
        body: expect.objectContaining({ description: 'Extra crew', clientKey }) as unknown,
        entity: { table: 'invoices', id },
        baseVersion: null,
      }),
    ]);
  });

  it.each([
    ['no description', { ...input, description: ' ' }],
    ['no lines', { ...input, items: [] }],
    ['a due date before the invoice date', { ...input, dueDate: '2026-11-01' }],
    ['a quantity of 0', { ...input, items: [{ ...lines[0]!, quantity: 0 }] }],
  ])('refuses %s and writes nothing', async (_name, bad) => {
    await expect(createInvoice(bad)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.invoices.count()).toBe(1);
    expect(await db.invoiceItems.count()).toBe(1);
  });

  it('discarding it takes the invoice and its lines back', async () => {
    const { id } = await createInvoice(input);
    const [record] = await db.outbox.toArray();
    await discardRecord(record!.id);
    expect(await db.invoices.get(id)).toBeUndefined();
    expect(await db.invoiceItems.count()).toBe(1);
  });

  it('edited before it was sent: the PUT waits for the create and goes to its new id', async () => {
    const { id, clientKey } = await createInvoice(input);
    await editInvoice(id, { ...input, items: [lines[0]!] });
    const records = await db.outbox.toArray();
    expect(records[1]).toMatchObject({
      kind: 'invoice.edit',
      method: 'PUT',
      path: `/invoices/{ref:${records[0]!.id}}`,
      dependsOn: [records[0]!.id],
      baseVersion: null,
    });
    sent.length = 0;
    await replay((req) =>
      req.method === 'POST'
        ? { status: 201, body: detail({ id: 77, version: 1, number: 'INV-2026-00077', clientKey }) }
        : {
            status: 200,
            body: detail({ id: 77, version: 2, number: 'INV-2026-00077', clientKey }),
          },
    );
    expect(sent.map((r) => [r.method, r.path, r.ifMatch])).toEqual([
      ['POST', '/invoices', null],
      ['PUT', '/invoices/77', 1],
    ]);
    expect(await db.invoices.get(id)).toBeUndefined();
    // The server's row keeps the key the link of the invoice is made of.
    expect(await db.invoices.where('clientKey').equals(clientKey).first()).toMatchObject({
      id: 77,
      version: 2,
      number: 'INV-2026-00077',
    });
    expect(await db.outbox.filter((r) => r.state !== 'done').count()).toBe(0);
  });
});

describe('editInvoice', () => {
  const changed = { ...input, description: 'Autumn fair, revised', items: lines };

  it('changes the invoice and replaces its lines at once, sending the version it changed', async () => {
    await editInvoice(40, changed);
    expect(await db.invoices.get(40)).toMatchObject({
      description: 'Autumn fair, revised',
      invoiceDate: '2026-11-18',
      amountCents: invoiceSums(lines).grossCents,
      version: 2,
    });
    const items = await db.invoiceItems.where('invoiceId').equals(40).sortBy('position');
    expect(items.map((i) => i.description)).toEqual(['Stage hands', 'Lunch']);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({
        kind: 'invoice.edit',
        method: 'PUT',
        path: '/invoices/40',
        baseVersion: 2,
        dependsOn: [],
      }),
    ]);
  });

  it('discarding the change (undo) puts the invoice and its lines back', async () => {
    await editInvoice(40, changed);
    const [record] = await db.outbox.toArray();
    await discardRecord(record!.id);
    expect(await db.invoices.get(40)).toEqual(stored);
    expect(await db.invoiceItems.toArray()).toEqual([storedItem]);
  });

  it.each([['paid' as const], ['cancelled' as const]])(
    'refuses a %s invoice and queues nothing',
    async (status) => {
      await db.invoices.update(40, { status });
      await expect(editInvoice(40, changed)).rejects.toBeInstanceOf(InvoiceFinalError);
      expect(await db.outbox.count()).toBe(0);
      expect(await db.invoiceItems.toArray()).toEqual([storedItem]);
    },
  );

  it('a 412 is a conflict naming who changed it; a 409 is refused with the reason', async () => {
    await editInvoice(40, changed);
    await replay(() => ({
      status: 412,
      body: {
        code: 'version_conflict',
        message: 'This was changed by someone else in the meantime',
        current: { ...stored, version: 3 },
        changedBy: { personId: 9, name: 'Olga Office', deviceId: null, at: '2026-11-18T09:00:00Z' },
      },
    }));
    expect((await db.outbox.toArray())[0]).toMatchObject({
      state: 'conflict',
      otherChange: { name: 'Olga Office' },
    });
    await discardRecord((await db.outbox.toArray())[0]!.id);

    await editInvoice(40, changed);
    await replay(() => ({
      status: 409,
      body: {
        code: 'invoice_final',
        message: 'A paid or cancelled invoice cannot be changed',
        current: { ...stored, status: 'paid' },
      },
    }));
    const refused = (await db.outbox.toArray()).find((r) => r.state !== 'done');
    expect(refused).toMatchObject({
      state: 'refused',
      lastError: expect.stringContaining('paid or cancelled') as unknown,
    });
  });
});
