/*
 * How the dashboard writes its amounts: turnover, border and bonus as entered, in euros with
 * their cents when they have any (a bonus of 2,500.50 must not read 2,501); estimates (a
 * projection, a rate per day) in whole euros, since their cents are noise; speeds per hour
 * with cents, hours with at most one decimal. The seed and the server keep amounts in euros.
 */

export type FigureFormat = {
  money: (n: number) => string;
  /** A day's turnover in the figures table: always with cents, so the column lines up. */
  amount: (n: number) => string;
  estimate: (n: number) => string;
  perHour: (n: number) => string;
  hours: (n: number) => string;
  percent: (ratio: number) => string;
};

export function figureFormat(locale: string): FigureFormat {
  const whole = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const cents = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // Sums of figures in floating point carry noise (0.1 + 0.2): cents are judged rounded.
  const hasCents = (n: number) => Math.round(n * 100) % 100 !== 0;
  const perHour = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 2,
  });
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return {
    money: (n) => (hasCents(n) ? cents : whole).format(n),
    amount: (n) => cents.format(n),
    estimate: (n) => whole.format(n),
    perHour: (n) => perHour.format(n),
    hours: (n) => hours.format(n),
    percent: (r) => percent.format(r),
  };
}
