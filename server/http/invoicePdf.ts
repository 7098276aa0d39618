import type { InvoiceDetail } from '../../src/api/schemas/invoices';
import { centsToDecimal, invoiceSums } from '../../src/api/schemas/invoiceSums';
import { renderPdf } from './pdfkit';

/**
 * An invoice as a PDF (pdfkit): header, one row per line with its VAT rate, the totals per VAT
 * rate and the grand totals, all from invoiceSums so the paper and the screen agree. Amounts
 * as plain decimals with the currency code: the PDF is one file for every reader's language.
 */
export function invoicePdf(detail: InvoiceDetail): Promise<Uint8Array<ArrayBuffer>> {
  const { invoice, items } = detail;
  const money = (cents: number) => `${invoice.currency} ${centsToDecimal(cents)}`;
  const sums = invoiceSums(items);
  return renderPdf(`Invoice ${invoice.number}`, (doc) => {
    doc.fontSize(20).text(`Invoice ${invoice.number}`);
    doc
      .fontSize(11)
      .fillColor('#444')
      .text(`${invoice.companyName}${invoice.projectNumber ? ` · ${invoice.projectNumber}` : ''}`)
      .text(`Invoice date ${invoice.invoiceDate} · Due ${invoice.dueDate} · ${invoice.status}`)
      .fillColor('#000')
      .moveDown();
    if (invoice.description) doc.fontSize(12).text(invoice.description).moveDown();
    doc.fontSize(10);
    items.forEach((item, i) => {
      const line = sums.lines[i]!;
      const discount = item.discountPercent ? `, ${item.discountPercent}% off` : '';
      doc.text(
        `${item.quantity} x ${item.description} at ${money(item.unitPriceCents)}${discount}` +
          ` · VAT ${item.vatRate}%: ${money(line.vatCents)} · ${money(line.netCents)}`,
      );
    });
    if (items.length === 0) doc.text(`Total ${money(invoice.amountCents)}`);
    else {
      doc.moveDown();
      for (const rate of sums.perRate) {
        doc.text(`VAT ${rate.vatRate}% on ${money(rate.netCents)}: ${money(rate.vatCents)}`);
      }
      doc.moveDown(0.5).fontSize(11);
      doc.text(`Net ${money(sums.netCents)}`);
      doc.text(`VAT ${money(sums.vatCents)}`);
      doc.fontSize(13).text(`Total ${money(sums.grossCents)}`);
    }
    doc
      .moveDown(2)
      .fontSize(8)
      .fillColor('#888')
      .text(`Invoice ${invoice.number}, version ${invoice.version}`);
  });
}
