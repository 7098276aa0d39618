import type { PlusCrewRow, PlusCrewValueData, PlusCrewValueType } from '../../../db/db';
import { useSyncState } from '../../../db/hooks';
import {
  usePlusCrewByNumber,
  usePlusCrewValueDatas,
  usePlusCrewValues,
  usePlusCrewValueTypes,
} from '../../../db/plusCrewHooks';
import { VALUE_CAPTIONS } from '../../../sync/plusCrewMonth';
import { usePlusCrewMonth } from '../../../sync/usePlusCrewMonth';
import { monthRange } from './dashboardDate';
import type { DayAmount, DayHours } from './plusCrewFormulas';

/*
 * The dashboard's loading order (SPEC §7): the crew by number, then the value types by
 * caption, then the crew's values, then the month's three series, all read from the local
 * tables (so last and this month open offline); the month itself is fetched once more when
 * it opens. The SPEC §8 stored errors stop loading here.
 */

export type DashboardData = {
  crew: PlusCrewRow;
  targetBorder: number | null;
  teamBonus: number | null;
  turnover: DayAmount[];
  hours: DayHours[];
  target: DayAmount[];
  /** The fetch of the month is still under way (the local figures show meanwhile). */
  refreshing: boolean;
  /** The fetch of the month failed with this message (SPEC §8 "other fetch failures"). */
  failure: string | null;
};

export type DashboardState =
  | { kind: 'loading' }
  | { kind: 'noNumber' }
  | { kind: 'notFound' }
  | { kind: 'missingTypes'; missing: string[] }
  | { kind: 'failed'; message: string }
  | ({ kind: 'ready' } & DashboardData);

/** The three series' captions: without any of them there is no dashboard (SPEC §8). */
const REQUIRED = [
  VALUE_CAPTIONS.actualTurnover,
  VALUE_CAPTIONS.staffHours,
  VALUE_CAPTIONS.targetTurnover,
] as const;

const typeId = (types: readonly PlusCrewValueType[] | undefined, caption: string) =>
  types?.find((t) => t.caption === caption)?.id;

const amounts = (rows: readonly PlusCrewValueData[]): DayAmount[] =>
  rows.map((r) => ({ date: r.dateFrom, amount: r.amount }));

export function usePlusCrewDashboard(number: string, date: string): DashboardState {
  const { dateFrom, dateTo } = monthRange(date);
  const hasNumber = number.trim() !== '';
  const crew = usePlusCrewByNumber(number.trim());
  const crewsSync = useSyncState('plusCrews');
  const typesSync = useSyncState('plusCrewValueTypes');
  const types = usePlusCrewValueTypes();
  const values = usePlusCrewValues(crew?.id);
  const crewId = crew?.id;
  const turnover = usePlusCrewValueDatas(
    crewId,
    typeId(types, VALUE_CAPTIONS.actualTurnover),
    dateFrom,
    dateTo,
  );
  const hours = usePlusCrewValueDatas(
    crewId,
    typeId(types, VALUE_CAPTIONS.staffHours),
    dateFrom,
    dateTo,
  );
  const target = usePlusCrewValueDatas(
    crewId,
    typeId(types, VALUE_CAPTIONS.targetTurnover),
    dateFrom,
    dateTo,
  );
  const month = usePlusCrewMonth(crewId, date.slice(0, 7));

  if (!hasNumber) return { kind: 'noNumber' };
  if (crew === undefined || crewsSync === undefined) return { kind: 'loading' };
  if (crew === null) {
    // Not on the device: say so only once the crews were pulled (or the pull failed).
    if (crewsSync?.state === 'error' && crewsSync.lastError) {
      return { kind: 'failed', message: crewsSync.lastError };
    }
    return crewsSync?.lastSyncedAt ? { kind: 'notFound' } : { kind: 'loading' };
  }
  if (types === undefined || typesSync === undefined) return { kind: 'loading' };
  const missing = REQUIRED.filter((c) => typeId(types, c) === undefined);
  if (missing.length > 0) {
    if (!typesSync?.lastSyncedAt) {
      return typesSync?.state === 'error' && typesSync.lastError
        ? { kind: 'failed', message: typesSync.lastError }
        : { kind: 'loading' };
    }
    return { kind: 'missingTypes', missing };
  }
  if (
    values === undefined ||
    turnover === undefined ||
    hours === undefined ||
    target === undefined
  ) {
    return { kind: 'loading' };
  }
  const setting = (caption: string) => {
    const id = typeId(types, caption);
    return values.find((v) => v.valueTypeId === id)?.amount ?? null;
  };
  return {
    kind: 'ready',
    crew,
    targetBorder: setting(VALUE_CAPTIONS.targetBorder),
    teamBonus: setting(VALUE_CAPTIONS.teamBonus),
    turnover: amounts(turnover),
    hours: hours.map((r) => ({ date: r.dateFrom, hours: r.amount })),
    target: amounts(target),
    refreshing: month.kind === 'loading',
    failure: month.kind === 'failed' ? month.message : null,
  };
}
