import { formatMonth } from '../../lib/dates';

/** Amounts are euros (the demo tenant's currency), in the reader's language. */
export function formatMoney(amount: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);
  } catch {
    return `EUR ${amount.toFixed(2)}`;
  }
}

export function formatHours(hours: number | null, locale: string): string {
  if (hours === null) return '–';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
}

/** "October 2026": the month a payroll covers, in the active language. */
export function formatPeriod(periodStart: string): string {
  return formatMonth(periodStart);
}

/** The reason of a decline, checked before it goes to the outbox; null when it is fine. */
export function declineReasonProblem(reason: string): 'required' | 'tooShort' | 'tooLong' | null {
  const trimmed = reason.trim();
  if (trimmed.length === 0) return 'required';
  if (trimmed.length < 3) return 'tooShort';
  if (trimmed.length > 1000) return 'tooLong';
  return null;
}
