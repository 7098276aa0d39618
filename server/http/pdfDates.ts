import { sql, type Db } from '../db/connect';
import { formatDate, formatDateTime, formatDay } from '../../src/api/schemas/dateFormats';

/** The language and timezone a PDF's dates are written in. */
export type PdfDates = { locale: string; timeZone: string };

/** The tenant's timezone when its settings name none (the demo tenant is in Amsterdam). */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/**
 * The PDFs' labels ("Delivery note", "Signed at") are English, so their dates are English too:
 * one document, one language. Times are the tenant's wall clock, named ("18:19 CET").
 */
export const PDF_LOCALE = 'en';

export const DEFAULT_PDF_DATES: PdfDates = { locale: PDF_LOCALE, timeZone: DEFAULT_TIME_ZONE };

/** The tenant's PDF dates: its `timezone` setting, else DEFAULT_TIME_ZONE. */
export async function pdfDatesOf(db: Db): Promise<PdfDates> {
  const row = await db.one<{ timeZone: string | null }>(
    sql`SELECT settings->>'timezone' AS "timeZone" FROM tenant WHERE id = 1`,
  );
  return { locale: PDF_LOCALE, timeZone: row?.timeZone || DEFAULT_TIME_ZONE };
}

/** "Mon, 23 Nov 2026": a calendar day (a job's date), as written. */
export const pdfDay = (isoDate: string, dates: PdfDates): string =>
  formatDay(isoDate, dates.locale, { withYear: true });

/** "23 Nov 2026": the day of a moment, in the tenant's timezone. */
export const pdfDate = (instant: string, dates: PdfDates): string =>
  formatDate(instant, dates.locale, dates.timeZone);

/** "23 Nov 2026, 18:19 CET": a moment, in the tenant's timezone. */
export const pdfDateTime = (instant: string, dates: PdfDates): string =>
  formatDateTime(instant, dates.locale, dates.timeZone);
