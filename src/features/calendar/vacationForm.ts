import type { VacationRequest } from '../../db/db';
import { VACATION_REASON_MAX, type VacationRequestInput } from '../../sync/actions/calendar';
import { validateDateRange, type DateRangeProblems } from '../../app/form/dateRange';

/** The form's choice for a day: the whole day or one half of it. */
export type DayPart = 'full' | NonNullable<VacationRequest['firstDayHalf']>;

export type VacationValues = {
  startDate: string;
  endDate: string;
  firstDay: DayPart;
  lastDay: DayPart;
  reason: string;
};

export type VacationProblems = DateRangeProblems & {
  firstDay?: 'firstDayMorning' | 'notAccepted';
  lastDay?: 'lastDayAfternoon' | 'notAccepted';
  reason?: 'reasonTooLong' | 'notAccepted';
};

/** What the form says in its own words; the dates' problems are the date-range fields'. */
export type VacationProblem = NonNullable<VacationProblems['firstDay' | 'lastDay' | 'reason']>;

export const emptyVacation = (today: string): VacationValues => ({
  startDate: today,
  endDate: today,
  firstDay: 'full',
  lastDay: 'full',
  reason: '',
});

export const vacationValuesOf = (v: VacationRequest): VacationValues => ({
  startDate: v.startDate,
  endDate: v.endDate,
  firstDay: v.firstDayHalf ?? 'full',
  lastDay: v.lastDayHalf ?? 'full',
  reason: v.reason,
});

export const isOneDay = (v: Pick<VacationValues, 'startDate' | 'endDate'>) =>
  !v.endDate || v.endDate === v.startDate;

/**
 * A one-day vacation may be a morning or an afternoon. A longer one may start in the
 * afternoon of its first day and end at noon of its last day; anything else would leave a
 * hole in the middle of the vacation.
 */
export function validateVacation(v: VacationValues): VacationProblems {
  const problems: VacationProblems = validateDateRange(v, true);
  if (!isOneDay(v)) {
    if (v.firstDay === 'morning') problems.firstDay = 'firstDayMorning';
    if (v.lastDay === 'afternoon') problems.lastDay = 'lastDayAfternoon';
  }
  if (v.reason.trim().length > VACATION_REASON_MAX) problems.reason = 'reasonTooLong';
  return problems;
}

export function toVacationInput(v: VacationValues): VacationRequestInput {
  const oneDay = isOneDay(v);
  const half = (part: DayPart) => (part === 'full' ? null : part);
  return {
    startDate: v.startDate,
    endDate: v.endDate || v.startDate,
    firstDayHalf: half(v.firstDay),
    lastDayHalf: oneDay ? null : half(v.lastDay),
    reason: v.reason.trim(),
  };
}

/** The fields the server's schema refused, as the form's problems (see blockDateForm.ts). */
export function vacationProblemsFromRefused(fields: readonly string[]): VacationProblems {
  const problems: VacationProblems = {};
  for (const field of fields) {
    if (field === 'startDate' || field === 'endDate') problems[field] = 'notADate';
    else if (field === 'firstDayHalf') problems.firstDay = 'notAccepted';
    else if (field === 'lastDayHalf') problems.lastDay = 'notAccepted';
    else problems.reason = 'notAccepted';
  }
  return problems;
}
