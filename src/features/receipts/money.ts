import { decimalToCents, invoiceSums, lineSums } from '../../sync/actions/receipts';
import type { ReceiptItem } from '../../db/db';

/** A person types "12,50" or "12.50": both are 12.5; anything else is NaN (the field says so). */
export function parseAmount(text: string): number {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/** A receipt line as the ONE sums module reads it: a receipt line carries no VAT of its own. */
const asLine = (item: Pick<ReceiptItem, 'quantity' | 'amount'>) => ({
  quantity: item.quantity,
  unitPriceCents: decimalToCents(item.amount),
  vatRate: 0,
});

export const itemTotalCents = (item: Pick<ReceiptItem, 'quantity' | 'amount'>): number =>
  lineSums(asLine(item)).totalCents;

export const receiptTotalCents = (items: readonly Pick<ReceiptItem, 'quantity' | 'amount'>[]) =>
  invoiceSums(items.map(asLine)).grossCents;
