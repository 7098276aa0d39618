import { renderPdf, type PdfDoc } from './pdfkit';
import type { CrewChiefSheet, DeliveryNote } from '../../src/api/schemas/crewPaperwork';
import { DEFAULT_PDF_DATES, pdfDateTime, pdfDay, type PdfDates } from './pdfDates';

type Doc = PdfDoc;
const render = (title: string, draw: (doc: Doc) => void) => renderPdf(title, draw);

const COLUMNS = [50, 210, 350, 430, 500];

function table(doc: Doc, head: string[], rows: string[][]) {
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    cells.forEach((cell, i) => {
      const x = COLUMNS[i] ?? 50;
      doc.text(cell, x, y, { width: (COLUMNS[i + 1] ?? 545) - x - 6 });
      // A long name wraps: the next row starts below the tallest cell.
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom;
    doc.moveDown(0.4);
    doc.x = 50;
  };
  row(head, true);
  for (const r of rows) row(r, false);
  doc.font('Helvetica');
}

/** Confirmed hours as billed; a line without hours says so (a note with one is not released). */
const hours = (n: number | null) => (n === null ? 'no hours' : n.toFixed(2));

/**
 * The delivery note (SPEC §4) as a PDF. The signed variant embeds the client contact's drawn
 * signature (PNG) with their name and the signing time.
 */
export function deliveryNotePdf(
  note: DeliveryNote,
  signature: { png: Uint8Array; name: string; at: string } | null,
  dates: PdfDates = DEFAULT_PDF_DATES,
): Promise<Uint8Array<ArrayBuffer>> {
  return render(`Delivery note ${note.crewName}`, (doc) => {
    doc.fontSize(18).text('Delivery note');
    doc.moveDown(0.5).fontSize(11);
    doc.text(`Project: ${note.projectNumber} ${note.projectName}`);
    doc.text(`Client: ${note.client}`);
    doc.text(`Crew: ${note.crewName}`);
    doc.text(`Date: ${pdfDay(note.date, dates)}`);
    if (note.locationName) doc.text(`Location: ${note.locationName}`);
    doc.moveDown();
    table(
      doc,
      ['Member', 'Function', 'From', 'To', 'Hours'],
      note.lines.map((l) => [l.name, l.functionName, l.startTime, l.endTime, hours(l.hours)]),
    );
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .text(`Total hours: ${hours(note.totalHours)}`);
    doc.font('Helvetica').moveDown();
    if (!signature) {
      doc.fontSize(10).fillColor('#555').text('Not signed yet.').fillColor('#000');
      return;
    }
    doc.fontSize(11).text('Signed for the client by:');
    doc.image(Buffer.from(signature.png), { fit: [240, 100] });
    doc.moveDown(0.5);
    doc.text(`Name: ${signature.name}`);
    doc.text(`Signed at: ${pdfDateTime(signature.at, dates)}`);
  });
}

/** The crew chief sheet: who is on the crew, with function, times and phone. */
export function crewChiefSheetPdf(
  sheet: CrewChiefSheet,
  dates: PdfDates = DEFAULT_PDF_DATES,
): Promise<Uint8Array<ArrayBuffer>> {
  return render(`Crew chief sheet ${sheet.crewName}`, (doc) => {
    doc.fontSize(18).text('Crew chief sheet');
    doc.moveDown(0.5).fontSize(11);
    doc.text(`Project: ${sheet.projectNumber} ${sheet.projectName}`);
    doc.text(`Crew: ${sheet.crewName}`);
    doc.text(`Date: ${pdfDay(sheet.date, dates)}`);
    doc.moveDown();
    table(
      doc,
      ['Member', 'Function', 'From', 'To', 'Phone'],
      sheet.lines.map((l) => [l.name, l.functionName, l.startTime, l.endTime, l.phone ?? '-']),
    );
  });
}
