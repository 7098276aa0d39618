import type { SignOff } from '../../db/db';
import {
  HOURS_REASON_MAX,
  hoursEntryProblem,
  reasonNeeded,
  type HoursEntryProblem,
} from '../../sync/actions/crewPaperwork';

type SignOffLine = SignOff['lines'][number];

export type HoursField = 'paidHours' | 'chargedHours';
export const HOURS_FIELDS: readonly HoursField[] = ['paidHours', 'chargedHours'];

/** What the inputs hold: a number, or '' while a field is cleared; and the reason. */
export type HoursDraftLine = Record<HoursField, number | string> & { reason: string };
export type HoursDraft = Record<number, HoursDraftLine>;

export type LineProblems = Record<HoursField, HoursEntryProblem | null> & {
  reason: 'needed' | 'tooLong' | null;
};

export const draftOf = (lines: readonly SignOffLine[]): HoursDraft =>
  Object.fromEntries(
    lines.map((l) => [
      l.crewItemId,
      { paidHours: l.paidHours ?? '', chargedHours: l.chargedHours ?? '', reason: l.reason },
    ]),
  );

/** Whether the reason field is needed now: the entered hours are not the proposal. */
export function needsReason(line: SignOffLine, d: HoursDraftLine): boolean {
  if (HOURS_FIELDS.some((f) => hoursEntryProblem(d[f]) !== null))
    return line.proposedHours === null;
  return reasonNeeded(line.proposedHours, Number(d.paidHours), Number(d.chargedHours));
}

/** What is wrong with one member's entries (the same rules as the server's). */
export function lineProblems(line: SignOffLine, d: HoursDraftLine): LineProblems {
  const reason = d.reason.trim();
  return {
    paidHours: hoursEntryProblem(d.paidHours),
    chargedHours: hoursEntryProblem(d.chargedHours),
    reason:
      reason.length > HOURS_REASON_MAX
        ? 'tooLong'
        : needsReason(line, d) && reason === ''
          ? 'needed'
          : null,
  };
}

const hasProblem = (p: LineProblems) =>
  p.paidHours !== null || p.chargedHours !== null || p.reason !== null;

/** The draft's lines that differ from the stored ones, ready for the action; null if invalid. */
export function changedLines(lines: readonly SignOffLine[], draft: HoursDraft) {
  const out: { crewItemId: number; paidHours: number; chargedHours: number; reason: string }[] = [];
  for (const l of lines) {
    const d = draft[l.crewItemId];
    if (!d) continue;
    const untouched =
      d.paidHours === (l.paidHours ?? '') &&
      d.chargedHours === (l.chargedHours ?? '') &&
      d.reason === l.reason;
    // A member without hours yet, left untouched, is not an error until the chief saves them.
    if (untouched && (l.paidHours === null || l.chargedHours === null)) continue;
    if (hasProblem(lineProblems(l, d))) return null;
    const next = {
      crewItemId: l.crewItemId,
      paidHours: Number(d.paidHours),
      chargedHours: Number(d.chargedHours),
      reason: d.reason.trim(),
    };
    if (
      next.paidHours !== l.paidHours ||
      next.chargedHours !== l.chargedHours ||
      next.reason !== l.reason
    ) {
      out.push(next);
    }
  }
  return out;
}

/** Members whose hours are still unknown (no check-out and none entered). */
export const missingHours = (lines: readonly SignOffLine[], draft: HoursDraft): boolean =>
  lines.some((l) => HOURS_FIELDS.some((f) => hoursEntryProblem(draft[l.crewItemId]?.[f]) !== null));

/** The fields of one member the chief has changed. */
export type TouchedFields = Partial<Record<keyof HoursDraftLine, true>>;

/**
 * The problems to show: a field's only once the chief has changed it, or all of them once a
 * save or confirm was tried. A sign-off opens with empty fields, and marking them all red
 * before anything was typed reads as a mistake already made. A missing reason shows as soon as
 * the member's hours were changed: it is what those hours now ask for.
 */
export function shownProblems(
  problems: LineProblems,
  touched: TouchedFields | undefined,
  attempted: boolean,
): LineProblems {
  if (attempted) return problems;
  return {
    paidHours: touched?.paidHours ? problems.paidHours : null,
    chargedHours: touched?.chargedHours ? problems.chargedHours : null,
    reason: touched?.reason || touched?.paidHours || touched?.chargedHours ? problems.reason : null,
  };
}
