import { formatDate } from '../../../lib/dates';

/**
 * Why the copy's begin date is refused: cleared (a date is needed, as New project says) or
 * not a day the schema takes. The example of a real date is written the reader's way.
 */
export function beginDateProblem(value: string): 'required' | 'notADate' {
  return value.trim() === '' ? 'required' : 'notADate';
}

/** A sample date in the active language ("1 Mar 2027", "1. März 2027"), never ISO. */
export const exampleDate = (): string => formatDate('2027-03-01');
