import PDFDocument from 'pdfkit';
import { bodyFontPath, useEmbeddedFonts } from './pdfFonts';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/** Runs a pdfkit document (A4) through `draw` to its bytes. */
export function renderPdf(
  title: string,
  draw: (doc: PdfDoc) => void,
  margin = 50,
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: title },
    // Starting in the embedded font keeps pdfkit's WinAnsi Helvetica out of the file.
    font: bodyFontPath(),
  });
  useEmbeddedFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => {
      const all = Buffer.concat(chunks);
      const bytes = new Uint8Array(new ArrayBuffer(all.length));
      bytes.set(all);
      resolve(bytes);
    });
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
