import type { BlockDateInput } from '../../sync/actions/calendar';
import { validateDateRange, type DateRangeProblems } from './dateRange';

export type BlockDateValues = {
  startDate: string;
  endDate: string;
  reason: string;
  beginTime: string;
  endTime: string;
};

export type BlockDateProblems = DateRangeProblems & {
  reason?: 'reasonRequired';
  endTime?: 'timesIncomplete' | 'endTimeBeforeBegin';
};

/** What the form says in its own words; the dates' problems are the date-range fields'. */
export type BlockDateProblem = NonNullable<BlockDateProblems['reason' | 'endTime']>;

export const emptyBlockDate = (today: string): BlockDateValues => ({
  startDate: today,
  endDate: '',
  reason: '',
  beginTime: '',
  endTime: '',
});

/** SPEC §5: the end date is optional; the rest is what a calendar entry needs to make sense. */
export function validateBlockDate(v: BlockDateValues): BlockDateProblems {
  const problems: BlockDateProblems = validateDateRange(v, false);
  if (!v.reason.trim()) problems.reason = 'reasonRequired';
  if (Boolean(v.beginTime) !== Boolean(v.endTime)) problems.endTime = 'timesIncomplete';
  else if (
    v.beginTime &&
    v.endTime &&
    (!v.endDate || v.endDate === v.startDate) &&
    v.endTime <= v.beginTime
  ) {
    problems.endTime = 'endTimeBeforeBegin';
  }
  return problems;
}

export function toBlockDateInput(v: BlockDateValues): BlockDateInput {
  return {
    startDate: v.startDate,
    endDate: v.endDate || null,
    reason: v.reason.trim(),
    beginTime: v.beginTime || null,
    endTime: v.endTime || null,
  };
}
