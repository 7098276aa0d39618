import { useLiveQuery } from 'dexie-react-hooks';
import type { Payroll, PayrollDocument, PayrollItem } from '../api/schemas/payrolls';
import { db } from './db';

export type { Payroll, PayrollDocument, PayrollItem };

// Live reads of the payroll area; each is undefined while its first read runs.

export function usePayrolls(): Payroll[] | undefined {
  return useLiveQuery(
    async () => (await db.payrolls.orderBy('periodStart').toArray()).reverse(),
    [],
  );
}

/** null: no payroll with this number in the table. */
export function usePayrollByNumber(number: string): Payroll | null | undefined {
  return useLiveQuery(
    async () => (await db.payrolls.where('number').equals(number).first()) ?? null,
    [number],
  );
}

export function usePayrollItems(payrollId: number | null): PayrollItem[] | undefined {
  return useLiveQuery(async () => {
    if (payrollId === null) return [];
    const items = await db.payrollItems.where('payrollId').equals(payrollId).toArray();
    return items.sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
  }, [payrollId]);
}

export function usePayrollItem(id: number): PayrollItem | null | undefined {
  return useLiveQuery(async () => (await db.payrollItems.get(id)) ?? null, [id]);
}

export function usePayroll(id: number | null): Payroll | null | undefined {
  return useLiveQuery(
    async () => (id === null ? null : ((await db.payrolls.get(id)) ?? null)),
    [id],
  );
}

export function usePayrollDocuments(payrollId?: number): PayrollDocument[] | undefined {
  return useLiveQuery(async () => {
    const all = await db.payrollDocuments.toArray();
    const mine = payrollId === undefined ? all : all.filter((d) => d.payrollId === payrollId);
    return mine.sort((a, b) =>
      a.periodStart === b.periodStart
        ? a.documentType.localeCompare(b.documentType)
        : a.periodStart < b.periodStart
          ? 1
          : -1,
    );
  }, [payrollId]);
}
