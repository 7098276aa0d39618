import type { SignOff } from '../../db/db';

type SignOffLine = SignOff['lines'][number];

export type HoursField = 'proposedHours' | 'paidHours' | 'chargedHours';
export const HOURS_FIELDS: readonly HoursField[] = ['proposedHours', 'paidHours', 'chargedHours'];

/** What the number inputs hold: a number, or '' while a field is cleared. */
export type HoursDraft = Record<number, Record<HoursField, number | string>>;

export type HoursProblem = 'missing' | 'range' | 'quarter' | null;

/** Why one entry is not valid hours: 0–24, in quarter hours (7.25 yes, 7.1 no). */
export function hoursProblem(value: number | string): HoursProblem {
  if (value === '' || value === null) return 'missing';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return 'missing';
  if (n < 0 || n > 24) return 'range';
  if (!Number.isInteger((Math.round(n * 1e6) / 1e6) * 4)) return 'quarter';
  return null;
}

export const draftOf = (lines: readonly SignOffLine[]): HoursDraft =>
  Object.fromEntries(
    lines.map((l) => [
      l.crewItemId,
      { proposedHours: l.proposedHours, paidHours: l.paidHours, chargedHours: l.chargedHours },
    ]),
  );

/** The draft's lines that differ from the stored ones, ready for the action; null if invalid. */
export function changedLines(lines: readonly SignOffLine[], draft: HoursDraft) {
  const out: {
    crewItemId: number;
    proposedHours: number;
    paidHours: number;
    chargedHours: number;
  }[] = [];
  for (const l of lines) {
    const d = draft[l.crewItemId];
    if (!d) continue;
    if (HOURS_FIELDS.some((f) => hoursProblem(d[f]) !== null)) return null;
    const next = {
      crewItemId: l.crewItemId,
      proposedHours: Number(d.proposedHours),
      paidHours: Number(d.paidHours),
      chargedHours: Number(d.chargedHours),
    };
    if (HOURS_FIELDS.some((f) => next[f] !== l[f])) out.push(next);
  }
  return out;
}
