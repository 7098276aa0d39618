import type { BlockDateInput } from '../../sync/actions/calendar';

export type BlockDateValues = {
  startDate: string;
  endDate: string;
  reason: string;
  beginTime: string;
  endTime: string;
};

export type BlockDateProblem =
  'startRequired' | 'reasonRequired' | 'endBeforeStart' | 'timesIncomplete' | 'endTimeBeforeBegin';

export const emptyBlockDate = (today: string): BlockDateValues => ({
  startDate: today,
  endDate: '',
  reason: '',
  beginTime: '',
  endTime: '',
});

/** SPEC §5: the end date is optional; the rest is what a calendar entry needs to make sense. */
export function validateBlockDate(
  v: BlockDateValues,
): Partial<Record<keyof BlockDateValues, BlockDateProblem>> {
  const problems: Partial<Record<keyof BlockDateValues, BlockDateProblem>> = {};
  if (!v.startDate) problems.startDate = 'startRequired';
  if (!v.reason.trim()) problems.reason = 'reasonRequired';
  if (v.endDate && v.startDate && v.endDate < v.startDate) problems.endDate = 'endBeforeStart';
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
