import { Hono, type MiddlewareHandler } from 'hono';
import { formatDate } from '../../src/api/schemas/dateFormats';
import { sql } from '../db/connect';
import type { AppEnv, Deps } from '../http/context';
import { buildPdf, pdfResponse } from '../http/pdf';
import { crewListOf, readableProject, type CrewListRow } from './projectDetailQueries';

// The report and exports are English documents, as the payslip is: dates as "2 Nov 2026".
const day = (iso: string) => formatDate(iso, 'en');
/** buildPdf prints one page; a longer list says how much it left out rather than cut silently. */
const PDF_LINES = 56;

const CSV_COLUMNS = [
  'Crew',
  'Function',
  'Person',
  'Start date',
  'End date',
  'Start',
  'End',
  'Status',
];

/** RFC 4180 quoting; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function crewListCsv(rows: readonly CrewListRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push(
      [r.crew, r.functionName, r.person, r.startDate, r.endDate, r.startTime, r.endTime, r.status]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function fitted(lines: string[]): string[] {
  if (lines.length <= PDF_LINES) return lines;
  return [...lines.slice(0, PDF_LINES - 1), `... and ${lines.length - PDF_LINES + 1} more lines`];
}

const crewLine = (r: CrewListRow) =>
  `${r.crew} | ${r.functionName} | ${r.person ?? 'open'} | ${day(r.startDate)} ${r.startTime}-${r.endTime} | ${r.status}`;

type ReportHead = {
  name: string;
  number: string;
  company: string;
  beginDate: string;
  endDate: string;
  status: string;
  manager: string | null;
};

export function projectExportRoutes(deps: Deps, reader: MiddlewareHandler<AppEnv>) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get('/projects/:number/exports/crewList.csv', reader, async (c) => {
    const project = await readableProject(db, c.get('payload'), c.req.param('number'));
    const csv = crewListCsv(await crewListOf(db, project.id));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="crew-list-${project.number.replace(/[^\w.-]/g, '_')}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });

  app.get('/projects/:number/exports/crewList.pdf', reader, async (c) => {
    const project = await readableProject(db, c.get('payload'), c.req.param('number'));
    const rows = await crewListOf(db, project.id);
    const lines = rows.length ? rows.map(crewLine) : ['No crew items yet.'];
    const pdf = buildPdf(`Crew list ${project.number} ${project.name}`, fitted(lines));
    return pdfResponse(pdf, `crew-list-${project.number}.pdf`);
  });

  app.get('/projects/:number/report', reader, async (c) => {
    const project = await readableProject(db, c.get('payload'), c.req.param('number'));
    const [head, rows, invoices] = await Promise.all([
      db.one<ReportHead>(sql`SELECT p.name, p.number, co.name AS company, p.status,
          to_char(p.begin_date, 'YYYY-MM-DD') AS "beginDate",
          to_char(p.end_date, 'YYYY-MM-DD') AS "endDate", pm.name AS manager
        FROM projects p JOIN companies co ON co.id = p.company_id
        LEFT JOIN persons pm ON pm.id = p.project_manager_id WHERE p.id = ${project.id}`),
      crewListOf(db, project.id),
      db.one<{ n: number; total: number }>(sql`SELECT count(*)::int AS n,
          coalesce(sum(amount), 0)::float8 AS total FROM invoices WHERE project_id = ${project.id}`),
    ]);
    const booked = rows.filter((r) => r.person !== null).length;
    const lines = [
      `Client: ${head?.company ?? ''}`,
      `Dates: ${day(head?.beginDate ?? '')} to ${day(head?.endDate ?? '')}`,
      `Status: ${head?.status ?? ''}`,
      `Project manager: ${head?.manager ?? 'none'}`,
      `Crew items: ${rows.length}, booked ${booked}, open ${rows.length - booked}`,
      `Invoices: ${invoices?.n ?? 0}, total EUR ${(invoices?.total ?? 0).toFixed(2)}`,
      '',
      ...rows.map(crewLine),
    ];
    const pdf = buildPdf(`Project report ${project.number} ${project.name}`, fitted(lines));
    return pdfResponse(pdf, `project-report-${project.number}.pdf`);
  });

  return app;
}
