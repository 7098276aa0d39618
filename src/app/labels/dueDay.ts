import { dottedToIso } from '../../api/schemas/projectTodoRules';
import { formatDay } from '../../lib/dates';

/**
 * A to-do's due day in the reader's words ("Thu 19 Nov"). The server keeps it as SPEC §9's
 * DD.MM.YYYY, which an English or Spanish reader would take for another order; a value that
 * is not a real day shows as the server wrote it, so nothing is hidden.
 */
export function dueDayText(dueDate: string): string {
  const iso = dottedToIso(dueDate);
  return iso ? formatDay(iso) : dueDate;
}
