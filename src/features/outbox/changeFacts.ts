import type { I18n } from '@lingui/core';
import { shiftLabel } from '../../app/labels/shiftLabel';
import type { OutboxRecord } from '../../db/db';
import type { PlusCrewFigure } from '../../db/outboxRecord';
import { formatDay, formatTime } from '../../lib/dates';

/**
 * What a person recognises a change by, read from what was queued (its body) and from the row
 * as it was before (its undo copy): a name, a day, a time. Formatted in the active language;
 * an empty field is simply not known, and the label falls back to a plainer sentence.
 */
export type ChangeFacts = {
  /** The person or thing: crew member, project, document, calendar link, device. */
  name: string;
  /** The first (or only) day, e.g. "Tue 24 Nov". */
  day: string;
  /** The last day of a range, when there is one. */
  lastDay: string;
  /** A security check's shift, in the person's words. */
  shift: string;
  /** The time the change happened on site (check-in etc.), e.g. "08:02". */
  time: string;
  /** A number the change sets (a rating). */
  value: string;
  /** A text the change carries (a reason, a file name, a signer). */
  text: string;
  /** Which of a plus crew's day figures; empty when not known (queued by an older build). */
  figure: PlusCrewFigure | '';
};

type Bag = Record<string, unknown>;

const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (bag: Bag, key: string): string => {
  const v = bag[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
};
const first = (bags: Bag[], ...keys: string[]): string => {
  for (const key of keys) {
    for (const bag of bags) {
      const v = str(bag, key);
      if (v) return v;
    }
  }
  return '';
};
const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? formatDay(iso.slice(0, 10)) : '');

export function changeFacts(
  record: Pick<OutboxRecord, 'body' | 'undo' | 'about'>,
  i18n: I18n,
): ChangeFacts {
  const body = isBag(record.body) ? record.body : {};
  const about: Bag = record.about ?? {};
  const before = (record.undo ?? []).map((u): unknown => u.row).filter(isBag);
  // The change's own values first (a new date), then what it is about, then the row's (a
  // name the body lacks).
  const bags = [body, about, ...before];
  const shift = str(about, 'shift');
  // `dateFrom`: a plus crew's day figure as it was (a delete's body is empty).
  const startDate = first(bags, 'startDate', 'date', 'dateFrom');
  const endDate = first(bags, 'endDate');
  const deviceTime = str(body, 'deviceTime');
  return {
    name:
      first(before, 'name', 'projectName', 'deviceLabel', 'personName', 'functionName') ||
      first([body, about], 'name', 'functionName'),
    day: day(startDate),
    lastDay: endDate && endDate !== startDate ? day(endDate) : '',
    shift: shift ? shiftLabel(shift, i18n) : '',
    time: deviceTime ? formatTime(deviceTime) : '',
    value: str(body, 'value'),
    text: first([body, ...before], 'signerName', 'fileName', 'description', 'reason', 'caption'),
    figure: record.about?.figure ?? '',
  };
}
