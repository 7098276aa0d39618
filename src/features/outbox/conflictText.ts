import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OtherChange, OutboxRecord } from '../../db/outboxRecord';
import { siteStatusLabel } from '../../app/labels/siteStatusLabel';
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

function shown(key: string, value: unknown, i18n: I18n): string | null {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`yes`) : i18n._(msg`no`);
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  if (key === 'siteStatus') return siteStatusLabel(value, i18n);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatMoment(value);
  return value;
}

/** One named field in both versions; null where that version has no such row (a delete). */
export type FieldPair = { label: string; mine: string | null; theirs: string | null };

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Both versions side by side, in words, field by field (DESIGN.md "both versions and a
 * choice"): the named fields my change sets, and those the server's version holds apart from
 * the row as it was before my change (all named fields when that row is not known). Mine is a
 * value my change sends (null where it sends none: a delete, a check-in that moves the row by
 * a rule); theirs is the server's current entity. Never raw keys, ids, versions or lists.
 */
export function versionFields(
  record: Pick<OutboxRecord, 'serverEntity' | 'undo' | 'body' | 'method' | 'entity'>,
  i18n: I18n,
): FieldPair[] {
  const theirs = isBag(record.serverEntity) ? record.serverEntity : null;
  const entity = record.entity;
  const undo = record.undo ?? [];
  const beforeRow =
    (entity && undo.find((u) => u.table === entity.table && u.id === entity.id)?.row) ??
    undo[0]?.row;
  const before = isBag(beforeRow) ? beforeRow : null;
  const mine = record.method !== 'DELETE' && isBag(record.body) ? record.body : {};
  const lines: FieldPair[] = [];
  for (const [key, label] of Object.entries(FIELD_LABELS)) {
    const inMine = key in mine;
    const theirsChanged =
      theirs !== null && key in theirs && (!before || !same(theirs[key], before[key]));
    if (!inMine && !theirsChanged) continue;
    const mineText = inMine ? shown(key, mine[key], i18n) : null;
    const theirsText = theirs && key in theirs ? shown(key, theirs[key], i18n) : null;
    if (mineText === null && theirsText === null) continue;
    lines.push({ label: i18n._(label), mine: mineText, theirs: theirsText });
  }
  return lines;
}
