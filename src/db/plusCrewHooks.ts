import { useLiveQuery } from 'dexie-react-hooks';
import {
  db,
  type PlusCrewRef,
  type PlusCrewRow,
  type PlusCrewValue,
  type PlusCrewValueData,
  type PlusCrewValueType,
} from './db';

/*
 * Plus crews (issue 16): the reads of the plus-crew screens and the dashboard. Contract of
 * the pdata slice: the dashboard slice builds on these names. Each answers undefined while
 * Dexie is reading, so a screen tells "loading" from "none".
 */

/** Every crew on the device (a guest's one), by number. */
export function usePlusCrews(): PlusCrewRow[] | undefined {
  return useLiveQuery(() => db.plusCrews.orderBy('number').toArray(), []);
}

/** The crew of a number, null when the device has none of that number. */
export function usePlusCrewByNumber(number: string): PlusCrewRow | null | undefined {
  return useLiveQuery(
    async () => (await db.plusCrews.where('number').equals(number).first()) ?? null,
    [number],
  );
}

/** The value types (Target Border, Team Bonus, Actual Turnover, Staff Hours, Target Turnover…). */
export function usePlusCrewValueTypes(): PlusCrewValueType[] | undefined {
  return useLiveQuery(() => db.plusCrewValueTypes.toArray(), []);
}

/** The values (settings) of a crew, one per value type it has. */
export function usePlusCrewValues(plusCrewId: number | undefined): PlusCrewValue[] | undefined {
  return useLiveQuery(
    async () =>
      plusCrewId === undefined
        ? []
        : db.plusCrewValues.where('plusCrewId').equals(plusCrewId).toArray(),
    [plusCrewId],
  );
}

/** A crew's daily figures of one value type from dateFrom to dateTo (YYYY-MM-DD), by day. */
export function usePlusCrewValueDatas(
  plusCrewId: number | undefined,
  valueTypeId: number | undefined,
  dateFrom: string,
  dateTo: string,
): PlusCrewValueData[] | undefined {
  return useLiveQuery(
    async () =>
      plusCrewId === undefined || valueTypeId === undefined
        ? []
        : db.plusCrewValueDatas
            .where('[plusCrewId+valueTypeId+dateFrom]')
            .between(
              [plusCrewId, valueTypeId, dateFrom],
              [plusCrewId, valueTypeId, dateTo],
              true,
              true,
            )
            .toArray(),
    [plusCrewId, valueTypeId, dateFrom, dateTo],
  );
}

/** The crew types and data-source types the settings pick from. */
export function usePlusCrewRefs():
  { crewTypes: PlusCrewRef[]; dataSourceTypes: PlusCrewRef[] } | undefined {
  return useLiveQuery(async () => {
    const [crewTypes, dataSourceTypes] = await Promise.all([
      db.plusCrewTypes.toArray(),
      db.plusCrewDataSourceTypes.toArray(),
    ]);
    return { crewTypes, dataSourceTypes };
  }, []);
}
