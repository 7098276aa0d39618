import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/nl';
import 'dayjs/locale/cy';
import 'dayjs/locale/fr';
import 'dayjs/locale/de-at';
import 'dayjs/locale/de';
import 'dayjs/locale/es';

// SPEC §9's relative-time thresholds (45 s, 45 min, 22 h, 26 d, 11 months) are dayjs's own.
dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

/** The dayjs locale name of an app locale ("de-AT" → "de-at"). */
export function setDateLocale(locale: string): void {
  dayjs.locale(locale.toLowerCase());
}

export function fromNow(ms: number, now = Date.now()): string {
  return dayjs(ms).from(dayjs(now));
}

/** "Mon 24 Nov" style, in the active language. */
export function formatDay(isoDate: string): string {
  return dayjs(isoDate).format('ddd D MMM');
}

export function formatDate(isoDate: string): string {
  return dayjs(isoDate).format('L');
}

export function todayIso(now = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

export { dayjs };
