import * as v from 'valibot';
import {
  invoiceInputSchema,
  isEditable,
  type InvoiceFormValues,
  type InvoiceInput,
  type InvoiceItem,
  type InvoiceRow,
} from '../../api/schemas/invoices';
import { invoiceSums } from '../../api/schemas/invoiceSums';
import { db } from '../../db/db';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { localEntityId } from '../outbox/ids';
import { entityTarget } from '../outbox/targets';
import type { UndoRow } from '../outbox/types';

/*
 * Issue 15: a client creates and edits invoices (invoices CREATE and EDIT, SPEC §6/§7). Each
 * action writes the invoice and its lines to the local tables (the screens show them at once,
 * with the pending badge) and queues its request, in ONE transaction. An edit of an invoice
 * made offline waits for its create (the path names the create's answer). Discarding a queued
 * change puts the rows back (outbox/undo.ts).
 */

export type { InvoiceFormValues };

const BASE = '/invoices';
const TABLES = [db.session, db.invoices, db.invoiceItems, db.outbox];

/** An invoice made on this device: its local id and the key its link is made of. */
export type MadeInvoice = { id: number; clientKey: string };

/** The number an invoice made here shows until the server gives it one (unique locally). */
export const localInvoiceNumber = (id: number) => `new${id}`;

/** Whether the invoice was made on this device and the server has not answered yet. */
export const isLocalInvoice = (invoice: Pick<InvoiceRow, 'id'>) => invoice.id < 0;

/** A refused edit: the invoice is paid or cancelled (the server would answer 409 as well). */
export class InvoiceFinalError extends Error {
  constructor() {
    super('A paid or cancelled invoice cannot be changed');
  }
}

async function ownerId(): Promise<string> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not logged in');
  return session.ownerId;
}

/** The lines as the local table holds them, each under a new local id. */
const localItems = (invoiceId: number, valid: InvoiceInput): InvoiceItem[] =>
  valid.items.map((item, i) => ({
    id: localEntityId(),
    version: 1,
    invoiceId,
    position: i + 1,
    description: item.description,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    vatRate: item.vatRate,
    discountPercent: item.discountPercent,
  }));

/**
 * A new invoice, open, in the client's company and currency (read from the invoices this
 * device has; the server sets both from the login anyway). Throws the schema's v.ValiError on
 * invalid input, whose issues name the fields.
 */
export async function createInvoice(input: InvoiceFormValues): Promise<MadeInvoice> {
  const valid = v.parse(invoiceInputSchema, input);
  const clientKey = crypto.randomUUID();
  const id = localEntityId();
  await db.transaction('rw', TABLES, async () => {
    const owner = await ownerId();
    const any = await db.invoices.where('id').above(0).first();
    const items = localItems(id, valid);
    const row: InvoiceRow = {
      id,
      version: 1,
      number: localInvoiceNumber(id),
      companyId: any?.companyId ?? 0,
      companyName: any?.companyName ?? '',
      projectId: null,
      projectNumber: null,
      description: valid.description,
      invoiceDate: valid.invoiceDate,
      dueDate: valid.dueDate,
      status: 'open',
      currency: any?.currency ?? 'EUR',
      amountCents: invoiceSums(valid.items).grossCents,
      clientKey,
    };
    await db.invoices.add(row);
    await db.invoiceItems.bulkAdd(items);
    await db.outbox.add(
      outboxRecord(owner, {
        kind: 'invoice.create',
        method: 'POST',
        path: BASE,
        body: { ...valid, clientKey },
        entity: { table: 'invoices', id },
        baseVersion: null,
        undo: [
          { table: 'invoices', id, row: null },
          ...items.map((item): UndoRow => ({ table: 'invoiceItems', id: item.id, row: null })),
        ],
      }),
    );
  });
  notifyEnqueued();
  return { id, clientKey };
}

/**
 * Changes an open invoice: its description, dates and lines (the lines are replaced, as the
 * server does). The invoice's version goes as If-Match, so a change made meanwhile elsewhere
 * comes back as a conflict naming who made it. Throws InvoiceFinalError for a paid or
 * cancelled invoice, the schema's v.ValiError on invalid input.
 */
export async function editInvoice(id: number, input: InvoiceFormValues): Promise<void> {
  const valid = v.parse(invoiceInputSchema, input);
  await db.transaction('rw', TABLES, async () => {
    const owner = await ownerId();
    const invoice = await db.invoices.get(id);
    if (!invoice) throw new Error('Invoice not found');
    if (!isEditable(invoice.status)) throw new InvoiceFinalError();
    const before = await db.invoiceItems.where('invoiceId').equals(id).toArray();
    const items = localItems(id, valid);
    const target = await entityTarget('invoices', BASE, id);
    await db.outbox.add(
      outboxRecord(owner, {
        kind: 'invoice.edit',
        method: 'PUT',
        path: target.path,
        body: valid,
        entity: { table: 'invoices', id },
        baseVersion: id > 0 ? invoice.version : null,
        dependsOn: target.dependsOn,
        undo: [
          { table: 'invoices', id, row: invoice },
          ...before.map((item): UndoRow => ({ table: 'invoiceItems', id: item.id, row: item })),
          ...items.map((item): UndoRow => ({ table: 'invoiceItems', id: item.id, row: null })),
        ],
      }),
    );
    await db.invoiceItems.bulkDelete(before.map((item) => item.id));
    await db.invoiceItems.bulkAdd(items);
    await db.invoices.update(id, {
      description: valid.description,
      invoiceDate: valid.invoiceDate,
      dueDate: valid.dueDate,
      amountCents: invoiceSums(valid.items).grossCents,
    });
  });
  notifyEnqueued();
}
