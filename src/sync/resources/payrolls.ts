import { fetchPayrollDocuments, fetchPayrollItems, fetchPayrolls } from '../../api/payrolls';
import {
  payrollDocumentSchema,
  payrollItemSchema,
  payrollSchema,
} from '../../api/schemas/payrolls';
import { defineArea } from './types';
import { personalWith } from './who';

const withPayrolls = personalWith('payrolls', true);

/** Payrolls, their items and documents (issue 4). */
export const payrollsArea = defineArea({
  tables: {
    payrolls: payrollSchema,
    payrollItems: payrollItemSchema,
    payrollDocuments: payrollDocumentSchema,
  },
  pulls: [
    {
      name: 'payrolls',
      table: 'payrolls',
      appliesTo: withPayrolls,
      fetch: (c) => fetchPayrolls(c.token),
    },
    {
      name: 'payrollItems',
      table: 'payrollItems',
      appliesTo: withPayrolls,
      fetch: (c) => fetchPayrollItems(c.token),
    },
    {
      name: 'payrollDocuments',
      table: 'payrollDocuments',
      appliesTo: withPayrolls,
      fetch: (c) => fetchPayrollDocuments(c.token),
    },
  ],
  outboxKinds: ['payrollItem.decline'],
});
