/** The first and last day of a blocked date or a vacation request, as the form holds them. */
export type DateRange = { startDate: string; endDate: string };

export type DateRangeProblem = 'startRequired' | 'endRequired' | 'endBeforeStart';

export type DateRangeProblems = {
  startDate?: 'startRequired';
  endDate?: 'endRequired' | 'endBeforeStart';
};

/**
 * The first day is always needed. The last day is optional where a range may be a single
 * day without saying so (blocked dates, SPEC §5); a vacation request names it.
 */
export function validateDateRange(v: DateRange, endRequired: boolean): DateRangeProblems {
  const problems: DateRangeProblems = {};
  if (!v.startDate) problems.startDate = 'startRequired';
  if (!v.endDate) {
    if (endRequired) problems.endDate = 'endRequired';
  } else if (v.startDate && v.endDate < v.startDate) {
    problems.endDate = 'endBeforeStart';
  }
  return problems;
}
