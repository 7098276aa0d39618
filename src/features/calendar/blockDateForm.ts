import { BLOCK_DATE_REASON_MAX, type BlockDateInput } from '../../sync/actions/calendar';
import { validateDateRange, type DateRangeProblems } from '../../app/form/dateRange';

export type BlockDateValues = {
  startDate: string;
  endDate: string;
  reason: string;
  beginTime: string;
  endTime: string;
};

export type BlockDateProblems = DateRangeProblems & {
  reason?: 'reasonRequired' | 'reasonTooLong' | 'notAccepted';
  beginTime?: 'notAccepted';
  endTime?: 'timesIncomplete' | 'endTimeBeforeBegin' | 'notAccepted';
};

/** What the form says in its own words; the dates' problems are the date-range fields'. */
export type BlockDateProblem = NonNullable<BlockDateProblems['reason' | 'beginTime' | 'endTime']>;

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
  // The trimmed reason is what is sent, so it is what counts against the server's limit.
  else if (v.reason.trim().length > BLOCK_DATE_REASON_MAX) problems.reason = 'reasonTooLong';
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

/**
 * The fields the server's schema refused (the action parses with it) as the form's problems:
 * the form's own checks should have said it first, but a rule they miss (a character the
 * database cannot store, say) still lands on its field rather than in a "device" error.
 */
export function blockDateProblemsFromRefused(fields: readonly string[]): BlockDateProblems {
  const problems: BlockDateProblems = {};
  for (const field of fields) {
    if (field === 'startDate' || field === 'endDate') problems[field] = 'notADate';
    else if (field === 'beginTime' || field === 'endTime') problems[field] = 'notAccepted';
    else problems.reason = 'notAccepted';
  }
  return problems;
}
