import { msg } from '@lingui/core/macro';
import type { AreaLabels } from './labelTypes';

/** The client office's changes: receipts, e-mail and invoices. */
export const OFFICE_LABELS = {
  'receipt.create': {
    plain: msg`Create a receipt`,
    says: ({ text }) => (text ? msg`Create the receipt “${text}”` : null),
  },
  'receipt.copy': {
    plain: msg`Copy a receipt`,
    says: ({ text }) => (text ? msg`Copy the receipt “${text}”` : null),
  },
  'receipt.delete': {
    plain: msg`Delete a receipt`,
    says: ({ text }) => (text ? msg`Delete the receipt “${text}”` : null),
  },
  'receiptItem.add': {
    plain: msg`Add a line to a receipt`,
    says: ({ text }) => (text ? msg`Add the line “${text}” to a receipt` : null),
  },
  'receiptItem.delete': {
    plain: msg`Delete a line of a receipt`,
    says: ({ text }) => (text ? msg`Delete the line “${text}” of a receipt` : null),
  },
  'receiptPhoto.upload': {
    plain: msg`Attach a photo to a receipt`,
    says: ({ text }) => (text ? msg`Attach the photo “${text}” to a receipt` : null),
  },
  'mail.read': { plain: msg`Mark an e-mail as read` },
  'mail.unread': { plain: msg`Mark an e-mail as unread` },
  'mail.unsubscribe': { plain: msg`Unsubscribe from a sender` },
  'invoice.create': {
    plain: msg`Create an invoice`,
    says: ({ text }) => (text ? msg`Create the invoice “${text}”` : null),
  },
  'invoice.edit': {
    plain: msg`Change an invoice`,
    says: ({ text }) => (text ? msg`Change the invoice “${text}”` : null),
  },
} satisfies AreaLabels;
