import { renderPdf } from './pdfkit';
import { DEFAULT_PDF_DATES, pdfDate, type PdfDates } from './pdfDates';

export type DocumentPdfInput = {
  id: number;
  version: number;
  name: string;
  description: string;
  typeCaption: string;
  updatedAt: string;
  signatories: readonly { name: string }[];
};

/**
 * A document to sign as a PDF (pdfkit). Its text carries the version, so a changed document
 * looks different; signatures are not printed, so the file of one version never changes.
 */
export function documentPdf(
  input: DocumentPdfInput,
  dates: PdfDates = DEFAULT_PDF_DATES,
): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf(
    input.name,
    (doc) => {
      doc.fontSize(20).text(input.name);
      doc
        .fontSize(11)
        .fillColor('#444')
        .text(
          `${input.typeCaption} · Version ${input.version} · ${pdfDate(input.updatedAt, dates)}`,
        )
        .fillColor('#000')
        .moveDown();
      doc.fontSize(12).text(input.description || 'No further text.', { align: 'justify' });
      doc.moveDown(2).fontSize(12).text('Signatories');
      for (const s of input.signatories) {
        doc.moveDown(0.8).fontSize(11).text(`${s.name}`);
        doc.fontSize(9).fillColor('#666').text('Signature: ______________________________');
        doc.fillColor('#000');
      }
      doc
        .moveDown(2)
        .fontSize(8)
        .fillColor('#888')
        .text(`Document ${input.id}, version ${input.version}`);
    },
    56,
  );
}
