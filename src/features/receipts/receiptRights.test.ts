import { describe, expect, it } from 'vitest';
import { receiptRights } from './receiptRights';

describe('receiptRights', () => {
  it.each([
    ['no receipts right', {}, { create: false, remove: false }],
    ['read only', { receipts: ['READ'] }, { create: false, remove: false }],
    ['create', { receipts: ['READ', 'CREATE'] }, { create: true, remove: false }],
    ['delete', { receipts: ['READ', 'DELETE'] }, { create: false, remove: true }],
    [
      'both (the demo client)',
      { receipts: ['READ', 'CREATE', 'DELETE'] },
      { create: true, remove: true },
    ],
    ['another resource only', { invoices: ['CREATE', 'DELETE'] }, { create: false, remove: false }],
  ])('%s', (_, rights, expected) => {
    expect(receiptRights(rights)).toEqual(expected);
  });
});
