import type { PlanningCrewItem } from '../../../db/db';
import { planningStatusOf, type PlanningStatus } from '../../../sync/actions/crewItems';

/** The words the export writes, in the person's language (the screen passes them in). */
export type CsvWords = {
  header: readonly string[];
  open: string;
  status: (s: PlanningStatus) => string;
};

/**
 * One cell: quoted when it holds a separator, a quote or a line break; a leading = + - @
 * is defused with an apostrophe, so a spreadsheet never runs a name as a formula.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The filtered rows as CSV (comma separated, CRLF lines, as RFC 4180 writes it). */
export function crewItemsCsv(items: readonly PlanningCrewItem[], words: CsvWords): string {
  const lines = [words.header.map(csvCell).join(',')];
  for (const i of items) {
    lines.push(
      [
        i.projectNumber,
        i.projectName,
        i.crewName,
        i.functionName,
        i.personName ?? words.open,
        i.startDate,
        i.startTime,
        i.endDate,
        i.endTime,
        words.status(planningStatusOf(i)),
        // Two numbers, not "3/5", which a spreadsheet reads as a date.
        i.crewBooked,
        i.crewNeeded,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
