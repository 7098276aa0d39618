// The ONE place invoice (and receipt) sums are computed: the app shows them and the server stores
// and answers them with this same module, so the two can never disagree by a cent.
//
// Everything is integer arithmetic in minor units (cents), never floats of money:
// - quantity is read to 3 decimals (milli-units: 1.5 hours, 0.25 day), unit price in cents;
// - discount is a percentage read to 2 decimals (basis points), VAT rate likewise (21, 9, 5.5);
// - each line is rounded on its own, half away from zero (so a credit line of -x rounds to exactly
//   minus the rounding of x): line amount, then discount, then the line's VAT. Rounding the VAT
//   per line (not per rate total) is what a reader can check line by line on the invoice, and a
//   rate's VAT total is then just the sum of its lines.

export type InvoiceLineInput = {
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  discountPercent?: number | null;
};

export type InvoiceLineSums = {
  /** quantity x unit price, before discount */
  grossAmountCents: number;
  discountCents: number;
  /** what the line adds to the invoice's net total */
  netCents: number;
  vatCents: number;
  totalCents: number;
};

export type VatRateTotal = { vatRate: number; netCents: number; vatCents: number };

export type InvoiceSums = {
  lines: InvoiceLineSums[];
  /** one row per VAT rate, highest rate first */
  perRate: VatRateTotal[];
  netCents: number;
  vatCents: number;
  grossCents: number;
};

/** n / d rounded half away from zero, for integers n and d > 0 (exact below 2^53). */
export const divRoundHalfAway = (n: number, d: number): number => {
  const sign = n < 0 ? -1 : 1;
  const abs = Math.abs(n);
  let q = Math.trunc(abs / d);
  let r = abs - q * d;
  // The float division may land one off near an integer; put it right.
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (2 * r >= d) q += 1;
  return q === 0 ? 0 : sign * q;
};

/** A decimal read to a fixed number of places as an integer (1.5 at 3 places -> 1500). */
const scaled = (value: number, places: number): number => Math.round(value * 10 ** places);

export const lineSums = (line: InvoiceLineInput): InvoiceLineSums => {
  const grossAmountCents = divRoundHalfAway(scaled(line.quantity, 3) * line.unitPriceCents, 1000);
  const discountCents = divRoundHalfAway(
    grossAmountCents * scaled(line.discountPercent ?? 0, 2),
    10_000,
  );
  const netCents = grossAmountCents - discountCents;
  const vatCents = divRoundHalfAway(netCents * scaled(line.vatRate, 2), 10_000);
  return { grossAmountCents, discountCents, netCents, vatCents, totalCents: netCents + vatCents };
};

export const invoiceSums = (lines: readonly InvoiceLineInput[]): InvoiceSums => {
  const sums = lines.map(lineSums);
  const byRate = new Map<number, VatRateTotal>();
  lines.forEach((line, i) => {
    const s = sums[i]!;
    const key = scaled(line.vatRate, 2);
    const row = byRate.get(key) ?? { vatRate: key / 100, netCents: 0, vatCents: 0 };
    row.netCents += s.netCents;
    row.vatCents += s.vatCents;
    byRate.set(key, row);
  });
  const netCents = sums.reduce((a, s) => a + s.netCents, 0);
  const vatCents = sums.reduce((a, s) => a + s.vatCents, 0);
  return {
    lines: sums,
    perRate: [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate),
    netCents,
    vatCents,
    grossCents: netCents + vatCents,
  };
};

/** Cents as the decimal the database stores in numeric(12,2) ("1234.50"). */
export const centsToDecimal = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** A decimal amount ("1234.5", "-0.05", 1234.5) as cents; a string is read exactly (to 2 places). */
export const decimalToCents = (value: string | number): number => {
  if (typeof value === 'number') {
    // toPrecision(15) drops the float's binary noise first (1.005 * 100 is 100.49999999999999).
    const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
    return value < 0 ? -cents : cents;
  }
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return Number.NaN;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' && cents !== 0 ? -cents : cents;
};
