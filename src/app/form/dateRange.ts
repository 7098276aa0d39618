import { isRealDate } from '../../sync/actions/calendar';

/** The first and last day of a blocked date or a vacation request, as the form holds them. */
export type DateRange = { startDate: string; endDate: string };

export type DateRangeProblem = 'startRequired' | 'endRequired' | 'endBeforeStart' | 'notADate';

export type DateRangeProblems = {
  startDate?: 'startRequired' | 'notADate';
  endDate?: 'endRequired' | 'endBeforeStart' | 'notADate';
};

/**
 * The first day is always needed. The last day is optional where a range may be a single
 * day without saying so (blocked dates, SPEC §5); a vacation request names it.
 */
export function validateDateRange(v: DateRange, endRequired: boolean): DateRangeProblems {
  const problems: DateRangeProblems = {};
  if (!v.startDate) problems.startDate = 'startRequired';
  // The server's date rule (a real day, years 1900-2999): a typo like 0202 is said here.
  else if (!isRealDate(v.startDate)) problems.startDate = 'notADate';
  if (!v.endDate) {
    if (endRequired) problems.endDate = 'endRequired';
  } else if (!isRealDate(v.endDate)) {
    problems.endDate = 'notADate';
  } else if (v.startDate && v.endDate < v.startDate) {
    problems.endDate = 'endBeforeStart';
  }
  return problems;
}
