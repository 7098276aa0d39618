import { describe, expect, it } from 'vitest';
import { buildPdf, pdfText } from '../http/pdf';
import { todoDueDate } from './payrollFigures';

describe('payroll pure helpers', () => {
  it.each([
    ['2026-11-22', '23.11.2026'],
    ['2026-12-31', '01.01.2027'],
    ['2028-02-28', '29.02.2028'],
  ])('a to-do made on %s is due %s', (today, due) => {
    expect(todoDueDate(new Date(`${today}T10:00:00Z`))).toBe(due);
  });

  it.each([
    ['plain', 'plain'],
    ['a (b) c\\d', 'a \\(b\\) c\\\\d'],
    ['Zoë €', 'Zoë ?'],
    ['Sam \u{1F3B8}', 'Sam ?'],
  ])('escapes %j for a PDF string', (input, out) => {
    expect(pdfText(input)).toBe(out);
  });

  it('writes a cross-reference table whose offsets point at the objects', () => {
    const text = Buffer.from(buildPdf('Title', ['a', 'b'])).toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) =>
      expect(text.slice(offset)).toMatch(new RegExp(`^${i + 1} 0 obj`)),
    );
  });
});
