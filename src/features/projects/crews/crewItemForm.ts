import * as v from 'valibot';
import {
  crewItemCreateSchema,
  isRealDate,
  type CrewItemCreate,
} from '../../../sync/actions/crewItems';
import { issueField } from '../../../sync/actions/projectDetail';

/** What the crew item form holds, as typed (the browser's pickers give '' when cleared). */
export type CrewItemValues = {
  functionName: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
};
export type CrewItemField = keyof CrewItemValues;

export type CrewItemProblems = {
  functionName?: 'functionName';
  startDate?: 'startRequired' | 'notADate';
  endDate?: 'endRequired' | 'endBeforeStart' | 'notADate';
  startTime?: 'startTimeRequired';
  endTime?: 'endTimeRequired';
};
export type CrewItemProblem = NonNullable<CrewItemProblems[CrewItemField]>;

const startProblem = (value: string): CrewItemProblems['startDate'] =>
  value ? 'notADate' : 'startRequired';

/** Why the last day was refused: left empty, not a real day, or before the first day. */
function endProblem(value: string): CrewItemProblems['endDate'] {
  if (!value) return 'endRequired';
  if (!isRealDate(value)) return 'notADate';
  // A real day is refused only by the order rule, which runs once both days are real.
  return 'endBeforeStart';
}

/**
 * The server's own schema judges the form (create and change take the same fields); its
 * issues become one problem per field, each said in the form's own words.
 */
export function checkCrewItem(
  crewId: number,
  values: CrewItemValues,
): { ok: true; input: CrewItemCreate } | { ok: false; problems: CrewItemProblems } {
  const parsed = v.safeParse(crewItemCreateSchema, { crewId, ...values });
  if (parsed.success) return { ok: true, input: parsed.output };
  const problems: CrewItemProblems = {};
  for (const issue of parsed.issues) {
    const field = issueField(issue);
    if (field === 'functionName') problems.functionName = 'functionName';
    else if (field === 'startDate') problems.startDate = startProblem(values.startDate);
    else if (field === 'endDate') problems.endDate = endProblem(values.endDate);
    else if (field === 'startTime') problems.startTime = 'startTimeRequired';
    else if (field === 'endTime') problems.endTime = 'endTimeRequired';
  }
  return { ok: false, problems };
}
