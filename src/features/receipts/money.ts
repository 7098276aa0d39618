import type { BaseIssue } from 'valibot';
import {
  decimalToCents,
  fieldIssues,
  invoiceSums,
  lineSums,
  TOO_LARGE,
  type NewReceiptItem,
} from '../../sync/actions/receipts';
import type { ReceiptItem } from '../../db/db';
import { readNumber } from '../../lib/number';

export type ItemField = 'description' | 'quantity' | 'amount';
type TypedItem = Record<ItemField, string>;

/** A typed line, its numbers read in the reader's language (NaN where one is no number). */
export const readItem = (typed: TypedItem, locale: string): NewReceiptItem => ({
  description: typed.description,
  quantity: readNumber(typed.quantity, locale),
  amount: readNumber(typed.amount, locale),
});

/** Which message each field of a refused line shows: its own, or that the number is too large. */
export function itemProblems(
  issues: readonly BaseIssue<unknown>[],
): Partial<Record<ItemField, 'invalid' | 'tooLarge'>> {
  return Object.fromEntries(
    [...fieldIssues(issues)].map(([field, issue]) => [
      field,
      issue.message === TOO_LARGE ? 'tooLarge' : 'invalid',
    ]),
  );
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
