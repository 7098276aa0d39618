import { renderPdf } from './pdfkit';
import { DEFAULT_PDF_DATES, pdfDateTime, type PdfDates } from './pdfDates';
import type { FormDefinition, FormResult } from '../../src/api/schemas/forms';

type FileInfo = { fileKey: string; fileName: string; sha256: string; size: number };

function answerText(
  question: FormDefinition['questions'][number],
  value: unknown,
  files: ReadonlyMap<string, FileInfo>,
): string {
  if (value === undefined || value === null || value === '') return '-';
  const plain = (v: unknown) =>
    typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '-';
  switch (question.type) {
    case 'yesNo':
      return value === true ? 'Yes' : 'No';
    case 'multipleChoice':
      return Array.isArray(value) ? value.map(plain).join(', ') : plain(value);
    case 'file': {
      const key = (value as { fileKey?: string }).fileKey ?? '';
      const file = files.get(key);
      return file
        ? `${file.fileName} (${file.size} bytes, sha256 ${file.sha256.slice(0, 16)}...)`
        : '-';
    }
    case 'signature':
      return 'Signed (see below)';
    default:
      return plain(value);
  }
}

/**
 * The result of a form as a PDF (pdfkit). The signed download adds the drawn signatures as
 * images and the time the result was sent; the plain download lists the answers only.
 */
export function formResultPdf(
  form: FormDefinition,
  result: FormResult,
  files: readonly FileInfo[],
  options: { signed: boolean; heading?: string; dates?: PdfDates },
): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf(
    form.title,
    (doc) => {
      const byKey = new Map(files.map((f) => [f.fileKey, f]));
      const dates = options.dates ?? DEFAULT_PDF_DATES;
      const sentAt = result.sentAt ? pdfDateTime(result.sentAt, dates) : null;

      doc.fontSize(18).text(form.title);
      if (options.heading) doc.fontSize(11).text(options.heading);
      doc
        .fontSize(9)
        .fillColor('#555')
        .text(
          `Result ${result.id}, version ${result.version}, ${result.status === 'sent' ? `sent ${sentAt ?? ''}` : 'draft'}`,
        )
        .fillColor('#000')
        .moveDown();
      for (const question of form.questions) {
        const value = result.answers[String(question.id)];
        doc.fontSize(11).text(question.label, { continued: false });
        doc
          .fontSize(10)
          .fillColor('#333')
          .text(answerText(question, value, byKey))
          .fillColor('#000');
        if (options.signed && question.type === 'signature' && typeof value === 'string') {
          const png = Buffer.from(value.replace(/^data:image\/png;base64,/, ''), 'base64');
          try {
            doc.image(png, { fit: [240, 90] });
          } catch {
            doc.text('(signature image could not be read)');
          }
        }
        doc.moveDown(0.6);
      }
      if (options.signed) {
        doc
          .moveDown()
          .fontSize(9)
          .text(`Signed and sent: ${sentAt ?? '-'}`);
      }
    },
    50,
  );
}
