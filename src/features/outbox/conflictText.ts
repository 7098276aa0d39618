import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OtherChange, OutboxRecord } from '../../db/outboxRecord';
import { formatDay, formatMoment } from '../../lib/dates';

/** Who I am here: the person logged in and this installation (db/deviceId.ts). */
export type Me = { personId: number | null; deviceId: string | null };

/**
 * Who made the server's change, as the sheet says it: "you, on another device" when it was
 * the same person elsewhere, the planner's name, or "someone else" when the server did not
 * say (an older server, or an entity whose changes it does not note).
 */
export function whoChanged(other: OtherChange | null | undefined, me: Me, i18n: I18n): string {
  if (!other) return i18n._(msg`someone else`);
  if (other.personId !== null && other.personId === me.personId) {
    return other.deviceId !== null && other.deviceId === me.deviceId
      ? i18n._(msg`you, on this device`)
      : i18n._(msg`you, on another device`);
  }
  return other.name ?? i18n._(msg`someone else`);
}

/** "Changed by Pia Planner on Tue 24 Nov, 08:02." or without the time when it is unknown. */
export function otherChangeLine(other: OtherChange | null | undefined, me: Me, i18n: I18n): string {
  const who = whoChanged(other, me, i18n);
  if (!other) return i18n._(msg`Changed on the server by ${who} after you made your change.`);
  const when = formatMoment(other.at);
  return i18n._(msg`Changed on the server by ${who} on ${when}.`);
}

/** The fields a person knows by name; others (ids, versions, lists) are not shown. */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  functionName: msg`Function`,
  startDate: msg`From`,
  endDate: msg`Until`,
  startTime: msg`Start time`,
  endTime: msg`End time`,
  beginTime: msg`Start time`,
  siteStatus: msg`On site`,
  status: msg`Status`,
  reason: msg`Reason`,
  description: msg`Description`,
  answer: msg`Answer`,
  deviceLabel: msg`Device`,
};

function shown(value: unknown, i18n: I18n): string | null {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`yes`) : i18n._(msg`no`);
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatMoment(value);
  return value;
}

export type FieldLine = { label: string; value: string };

/**
 * The server's version in words: the named fields that differ from the row as it was before
 * my change (so the person sees what THEY changed), or all named fields when that row is not
 * known. Never raw keys, ids, versions or lists.
 */
export function theirFields(
  record: Pick<OutboxRecord, 'serverEntity' | 'undo'>,
  i18n: I18n,
): FieldLine[] {
  const theirs = record.serverEntity;
  if (typeof theirs !== 'object' || theirs === null) return [];
  const before = (record.undo ?? [])[0]?.row as Record<string, unknown> | null | undefined;
  const lines: FieldLine[] = [];
  for (const [key, value] of Object.entries(theirs as Record<string, unknown>)) {
    const label = FIELD_LABELS[key];
    if (!label) continue;
    if (before && JSON.stringify(before[key] ?? null) === JSON.stringify(value ?? null)) continue;
    const text = shown(value, i18n);
    if (text !== null) lines.push({ label: i18n._(label), value: text });
  }
  return lines;
}
