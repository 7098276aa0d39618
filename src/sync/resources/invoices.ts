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

/**
 * Issue 15 invoices: the list is pulled whole (the filters and search run on the device, so
 * they work offline); one invoice's items, activities and documents are filled when it is
 * opened (sync/invoiceDetail.ts) and kept for offline reading.
 */
export const invoicesArea = defineArea({
  tables: {
    invoices: invoiceRowSchema,
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
  outboxKinds: [],
});
