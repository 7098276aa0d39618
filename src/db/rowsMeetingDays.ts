import type { Table } from 'dexie';

type Dated = { id: number; startDate: string; endDate: string };

/**
 * The rows whose days may meet [from, to]: those starting by `to` and ending from `from`, found
 * by key alone on the two date indexes, so only they are read (the rules then decide exactly).
 */
export async function rowsMeetingDays<T extends Dated, TInsert>(
  table: Table<T, number, TInsert>,
  from: string,
  to: string,
): Promise<T[]> {
  const [startingBy, endingFrom] = await Promise.all([
    table.where('startDate').belowOrEqual(to).primaryKeys(),
    table.where('endDate').aboveOrEqual(from).primaryKeys(),
  ]);
  const ending = new Set(endingFrom);
  const rows = await table.bulkGet(startingBy.filter((id) => ending.has(id)));
  return rows.filter((r): r is T => r !== undefined);
}
