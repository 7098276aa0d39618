import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { InvoiceStatus } from '../../sync/invoiceRules';

/*
 * An invoice's status words, each with the "invoice status" context: "Paid" and "Cancelled"
 * alone are also a payroll's ("paid out") and a training's ("called off") states, and several
 * languages say them differently of an invoice (German "Bezahlt"/"Storniert", French
 * "Payée"/"Annulée" for the feminine facture). Shared here so every invoice list (the
 * invoices screen, a project's invoices card) uses the same words.
 */
export const INVOICE_STATUS: Record<InvoiceStatus, MessageDescriptor> = {
  // "Open" alone is also the verb on buttons: the context keeps "unpaid" apart in translation.
  open: msg({ message: 'Open', context: 'invoice status' }),
  paid: msg({ message: 'Paid', context: 'invoice status' }),
  overdue: msg({ message: 'Overdue', context: 'invoice status' }),
  cancelled: msg({ message: 'Cancelled', context: 'invoice status' }),
};

export const INVOICE_STATUS_COLOR = {
  open: 'blue',
  paid: 'green',
  overdue: 'red',
  cancelled: 'gray',
} as const satisfies Record<InvoiceStatus, string>;
