// Money is shown in the tenant's currency (an ISO 4217 code from the server), in the reader's
// language. Amounts travel as integer cents (src/api/schemas/invoiceSums.ts), so this is the
// one place they turn into text. Receipts and invoices share it.

const formats = new Map<string, Intl.NumberFormat>();

const formatFor = (locale: string, currency: string): Intl.NumberFormat => {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formats.set(key, format);
  }
  return format;
};

/** 123450 cents in EUR for 'nl' -> "€ 1.234,50"; an unknown currency code still reads. */
export const formatCents = (cents: number, currency: string, locale: string): string => {
  try {
    return formatFor(locale, currency).format(cents / 100);
  } catch {
    // A code Intl refuses (RangeError) must not break the screen: show it plainly.
    return `${currency} ${(cents / 100).toFixed(2)}`;
  }
};

/** A percentage such as a VAT rate (21, 5.5) in the reader's language: "21%", "5,5 %". */
export const formatPercent = (percent: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
