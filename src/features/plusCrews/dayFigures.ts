import { db, type PlusCrewValue, type PlusCrewValueData } from '../../db/db';
import { isRealDate } from '../../sync/actions/plusCrewFigures';

/** One day of the data screen: its turnover and hours figures, either may be missing. */
export type DayFigures = {
  date: string;
  turnover: PlusCrewValueData | undefined;
  hours: PlusCrewValueData | undefined;
};

/** The days with a turnover or an hours figure, newest first (today's entry on top). */
export function dayFigures(
  turnover: readonly PlusCrewValueData[],
  hours: readonly PlusCrewValueData[],
): DayFigures[] {
  const days = new Map<string, DayFigures>();
  const day = (date: string) => {
    const found = days.get(date) ?? { date, turnover: undefined, hours: undefined };
    days.set(date, found);
    return found;
  };
  for (const t of turnover) day(t.dateFrom).turnover = t;
  for (const h of hours) day(h.dateFrom).hours = h;
  return [...days.values()].sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * A day's figures as the device holds them, whatever month is on screen: adding a day of
 * another month that already has figures must correct them, since the server refuses a
 * second figure of a kind for a day (409). Undefined when the device holds none.
 */
export async function storedDayFigures(
  turnoverValue: Pick<PlusCrewValue, 'plusCrewId' | 'valueTypeId'>,
  hoursValue: Pick<PlusCrewValue, 'plusCrewId' | 'valueTypeId'>,
  date: string,
): Promise<DayFigures | undefined> {
  const figureOf = (value: Pick<PlusCrewValue, 'plusCrewId' | 'valueTypeId'>) =>
    db.plusCrewValueDatas
      .where('[plusCrewId+valueTypeId+dateFrom]')
      .equals([value.plusCrewId, value.valueTypeId, date])
      .first();
  const [turnover, hours] = await Promise.all([figureOf(turnoverValue), figureOf(hoursValue)]);
  return turnover || hours ? { date, turnover, hours } : undefined;
}

/** What saving a day's field does to its figure: nothing, add, correct or delete it. */
export type FieldChange =
  | { kind: 'none' }
  | { kind: 'add'; amount: number }
  | { kind: 'correct'; id: number; amount: number }
  | { kind: 'delete'; id: number };

/** An emptied field deletes the figure; a new amount corrects it; a first amount adds one. */
export function fieldChange(
  figure: PlusCrewValueData | undefined,
  amount: number | null,
): FieldChange {
  if (!figure) return amount === null ? { kind: 'none' } : { kind: 'add', amount };
  if (amount === null) return { kind: 'delete', id: figure.id };
  return amount === figure.amount ? { kind: 'none' } : { kind: 'correct', id: figure.id, amount };
}

/** Why a day cannot take figures: not a real date, or a day still to come. */
export type DayProblem = 'noDay' | 'future' | null;

/**
 * A day after today is refused: the dashboard counts the month up to today, so figures typed
 * for a later day would be kept and counted nowhere.
 */
export function dayProblem(date: string, today: string): DayProblem {
  if (!isRealDate(date)) return 'noDay';
  return date > today ? 'future' : null;
}
