import { useLiveQuery } from 'dexie-react-hooks';
import type {
  Contract,
  CrewInfoItem,
  Payroll,
  PayrollDocument,
  PayrollItem,
  Training,
} from '../api/schemas/payrolls';
import { db } from './db';

export type { Contract, CrewInfoItem, Payroll, PayrollDocument, PayrollItem, Training };

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

export function useContracts(): Contract[] | undefined {
  return useLiveQuery(
    async () => (await db.contracts.toArray()).sort((a, b) => (a.startDate < b.startDate ? 1 : -1)),
    [],
  );
}

export function useContract(id: number): Contract | null | undefined {
  return useLiveQuery(async () => (await db.contracts.get(id)) ?? null, [id]);
}

export function useCrewInfo(): CrewInfoItem[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.crewInfo.toArray()).sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1)),
    [],
  );
}

export function useTrainings(): Training[] | undefined {
  return useLiveQuery(() => db.trainings.orderBy('date').toArray(), []);
}
