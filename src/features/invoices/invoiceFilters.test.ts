import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../../sync/invoiceRules';
import { parseInvoiceSearch, visibleInvoices, type InvoiceSearch } from './invoiceFilters';

const row = (number: string, status: InvoiceRow['status'], dueDate: string, extra = {}) =>
  ({
    id: Number(number.slice(-1)),
    version: 1,
    number,
    companyId: 1,
    companyName: 'Demo',
    projectId: null,
    projectNumber: null,
    description: `Invoice ${number}`,
    invoiceDate: '2026-10-01',
    dueDate,
    status,
    currency: 'EUR',
    amountCents: 100,
    ...extra,
  }) satisfies InvoiceRow;

const ROWS = [
  row('INV-1', 'open', '2026-12-01'),
  row('INV-2', 'open', '2026-11-10'), // past due on the device's today: overdue
  row('INV-3', 'paid', '2026-10-01', { projectNumber: 'P-24001' }),
  row('INV-4', 'cancelled', '2026-12-01', { description: 'Gala evening' }),
  row('INV-5', 'overdue', '2026-11-01'),
];
const TODAY = '2026-11-18';

// search -> the numbers shown
const TABLE: [InvoiceSearch, string[]][] = [
  [{}, ['INV-1', 'INV-2', 'INV-3', 'INV-4', 'INV-5']],
  [{ status: 'all' }, ['INV-1', 'INV-2', 'INV-3', 'INV-4', 'INV-5']],
  [{ status: 'open' }, ['INV-1', 'INV-2', 'INV-5']],
  [{ status: 'overdue' }, ['INV-2', 'INV-5']],
  [{ status: 'paid' }, ['INV-3']],
  [{ status: 'cancelled' }, ['INV-4']],
  [{ q: 'gala' }, ['INV-4']],
  [{ q: 'p-24001' }, ['INV-3']],
  [{ q: 'INV-2' }, ['INV-2']],
  [{ status: 'paid', q: 'gala' }, []],
  [{ q: '   ' }, ['INV-1', 'INV-2', 'INV-3', 'INV-4', 'INV-5']],
];

describe('invoice list filters', () => {
  for (const [search, numbers] of TABLE) {
    it(`${JSON.stringify(search)} -> ${numbers.join(', ') || 'none'}`, () => {
      expect(visibleInvoices(ROWS, search, TODAY).map((r) => r.number)).toEqual(numbers);
    });
  }

  it('reads an open invoice past due as overdue on the device', () => {
    expect(visibleInvoices(ROWS, {}, TODAY).find((r) => r.number === 'INV-2')?.status).toBe(
      'overdue',
    );
    expect(visibleInvoices(ROWS, {}, '2026-11-01').find((r) => r.number === 'INV-2')?.status).toBe(
      'open',
    );
  });

  it('drops an unknown status from a typed link', () => {
    expect(parseInvoiceSearch({ status: 'late', q: 'fair' })).toEqual({ q: 'fair' });
    expect(parseInvoiceSearch({ status: 'paid', q: '' })).toEqual({ status: 'paid' });
    expect(parseInvoiceSearch({ q: 42 })).toEqual({});
  });
});
