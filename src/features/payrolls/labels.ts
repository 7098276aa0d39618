import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Payroll, PayrollItem } from '../../db/payrollsHooks';

/*
 * "Open" as a status, not the verb: a context keeps the two apart in every catalog. A payroll's
 * and an item's words are apart too, as languages agree them with different nouns (French
 * "fiche de paie ouverte", "élément ouvert"; Spanish "nómina abierta", "concepto abierto").
 */
export const PAYROLL_STATUS: Record<Payroll['status'], MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'payroll status' }),
  approved: msg({ message: 'Approved', context: 'payroll status' }),
  paid: msg({ message: 'Paid', context: 'payroll status' }),
};

export const ITEM_STATUS: Record<PayrollItem['status'], MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'payroll item status' }),
  approved: msg`Approved`,
  declined: msg`Declined`,
};

export const ITEM_STATUS_COLOR: Record<PayrollItem['status'], string> = {
  open: 'blue',
  approved: 'green',
  declined: 'red',
};

export const PAYROLL_STATUS_COLOR: Record<Payroll['status'], string> = {
  open: 'blue',
  approved: 'teal',
  paid: 'green',
};

export const DOCUMENT_TYPE: Record<string, MessageDescriptor> = {
  PAYSLIP: msg`Payslip`,
  HOURS: msg`Hours statement`,
};
