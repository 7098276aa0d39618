import { describe, expect, it } from 'vitest';
import type { Rights } from '../../session/rights';
import type { InvoiceStatus } from '../../sync/invoiceRules';
import { invoiceAbilities } from './invoiceRights';

const ALL: Rights = { invoices: ['READ', 'CREATE', 'EDIT'] };

// [login types, rights, status] -> [read, create, edit]
const TABLE: [string[], Rights, InvoiceStatus | null, [boolean, boolean, boolean]][] = [
  [['client'], ALL, 'open', [true, true, true]],
  [['client'], ALL, 'overdue', [true, true, true]],
  [['client'], ALL, 'paid', [true, true, false]],
  [['client'], ALL, 'cancelled', [true, true, false]],
  [['client'], ALL, null, [true, true, false]],
  [['client'], { invoices: ['READ'] }, 'open', [true, false, false]],
  [['client'], { invoices: ['READ', 'EDIT'] }, 'open', [true, false, true]],
  [['client'], {}, 'open', [false, false, false]],
  [['office'], ALL, 'open', [false, false, false]],
  [['planner'], ALL, 'open', [false, false, false]],
  [['crew'], ALL, 'open', [false, false, false]],
];

describe('invoice rights', () => {
  for (const [types, rights, status, [read, create, edit]] of TABLE) {
    it(`${types.join('+')} ${JSON.stringify(rights)} ${status ?? '-'} -> ${read}/${create}/${edit}`, () => {
      expect(invoiceAbilities(new Set(types), rights, status)).toEqual({ read, create, edit });
    });
  }
});
