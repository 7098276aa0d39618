/**
 * A small, valid one-page PDF built by hand (text lines in Helvetica): enough for a payslip or
 * a contract or crew chief document of the reference server, with no PDF library to install.
 */

/**
 * PDF text strings escape backslash and parentheses; anything outside Latin-1 becomes "?",
 * one per character (an emoji is one "?", not one per UTF-16 half).
 */
export function pdfText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[^\x20-\x7e\xa0-\xff]/gu, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');
}

export function buildPdf(title: string, lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const content = [
    'BT',
    '/F1 16 Tf',
    '50 790 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 10 Tf',
    '0 -28 Td',
    ...lines.slice(0, 60).flatMap((line) => [`(${pdfText(line)}) Tj`, '0 -14 Td']),
    'ET',
  ].join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = new Uint8Array(new ArrayBuffer(Buffer.byteLength(out, 'latin1')));
  bytes.set(Buffer.from(out, 'latin1'));
  return bytes;
}

/** The answer of a download route: PDF bytes as an attachment. */
export function pdfResponse(bytes: Uint8Array<ArrayBuffer>, fileName: string): Response {
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
    },
  });
}
