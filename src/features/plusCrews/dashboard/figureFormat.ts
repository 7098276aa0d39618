/*
 * How the dashboard writes its amounts: turnover and bonus in euros without cents (the
 * figures are daily totals; cents only clutter a phone screen), speeds per hour with cents,
 * hours with at most one decimal. The seed and the server keep amounts in euros.
 */

export type FigureFormat = {
  money: (n: number) => string;
  perHour: (n: number) => string;
  hours: (n: number) => string;
  percent: (ratio: number) => string;
};

export function figureFormat(locale: string): FigureFormat {
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  const perHour = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 2,
  });
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return {
    money: (n) => money.format(n),
    perHour: (n) => perHour.format(n),
    hours: (n) => hours.format(n),
    percent: (r) => percent.format(r),
  };
}
