import * as v from 'valibot';
import { fetchInvoices } from '../../api/invoices';
import {
  invoiceActivitySchema,
  invoiceDocumentSchema,
  invoiceItemSchema,
  invoiceRowSchema,
} from '../../api/schemas/invoices';
import { normaliseLoginTypes } from '../../session/loginTypes';
import { hasRight } from '../../session/rights';
import { defineArea } from './types';
import { isPersonal } from './who';

/** SPEC §6: client invoices need the client login type and the invoices right. */
const isInvoiceClient = (ctx: Parameters<typeof isPersonal>[0]) =>
  isPersonal(ctx) &&
  normaliseLoginTypes(ctx.payload.loginData.loginTypes).has('client') &&
  hasRight(ctx.rights, 'invoices');

const isBag = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list row, or the invoice of a create's or edit's answer (the server answers the whole
 * detail): the outbox stores the answer's entity with this schema (outbox/apply.ts). The
 * lines come with the detail refresh once the invoice is open (sync/invoiceDetail.ts).
 */
const invoiceEntitySchema = v.pipe(
  v.unknown(),
  v.transform((value) => (isBag(value) && isBag(value.invoice) ? value.invoice : value)),
  invoiceRowSchema,
);

/**
 * Issue 15 invoices: the list is pulled whole (the filters and search run on the device, so
 * they work offline); one invoice's items, activities and documents are filled when it is
 * opened (sync/invoiceDetail.ts) and kept for offline reading.
 */
export const invoicesArea = defineArea({
  tables: {
    invoices: invoiceEntitySchema,
    invoiceItems: invoiceItemSchema,
    invoiceActivities: invoiceActivitySchema,
    invoiceDocuments: invoiceDocumentSchema,
  },
  pulls: [
    {
      name: 'invoices',
      table: 'invoices',
      appliesTo: isInvoiceClient,
      fetch: (ctx) => fetchInvoices(ctx.token),
    },
  ],
  // Made and changed on the device by invoices CREATE and EDIT (sync/actions/invoices.ts).
  outboxKinds: ['invoice.create', 'invoice.edit'],
});
