import type { Payroll, PayrollDocumentType, PayrollItem } from '../../src/api/schemas/payrolls';
import { formatDate } from '../../src/api/schemas/dateFormats';

// The payslip's labels are English: so are its dates ("2 Nov 2026", never 11/02/2026).
const day = (isoDate: string) => formatDate(isoDate, 'en');

/** SPEC §9: to-do activities are due one day ahead, as DD.MM.YYYY. */
export function todoDueDate(today: Date): string {
  const due = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1),
  );
  const dd = String(due.getUTCDate()).padStart(2, '0');
  const mm = String(due.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${due.getUTCFullYear()}`;
}

export const money = (n: number) => `EUR ${n.toFixed(2)}`;

/** The text of a payroll's PDF: the payslip (amounts) or the hours statement. */
export function payrollPdfLines(
  kind: PayrollDocumentType,
  payroll: Payroll,
  items: readonly PayrollItem[],
  personName: string,
): { title: string; lines: string[] } {
  const head = [
    `Employee: ${personName}`,
    `Payroll number: ${payroll.number}`,
    `Period: ${day(payroll.periodStart)} to ${day(payroll.periodEnd)}`,
    '',
  ];
  if (kind === 'HOURS') {
    const total = items.reduce((sum, i) => sum + (i.hours ?? 0), 0);
    return {
      title: `Hours statement ${payroll.number}`,
      lines: [
        ...head,
        ...items.map((i) => `${day(i.date)}  ${(i.hours ?? 0).toFixed(2)} h  ${i.description}`),
        '',
        `Total hours: ${total.toFixed(2)}`,
      ],
    };
  }
  return {
    title: `Payslip ${payroll.number}`,
    lines: [
      ...head,
      ...items.map(
        (i) =>
          `${day(i.date)}  ${money(i.amount)}  ${i.description}${i.status === 'declined' ? ' (declined)' : ''}`,
      ),
      '',
      `Gross: ${money(payroll.gross)}`,
      `Net: ${money(payroll.net)}`,
    ],
  };
}
