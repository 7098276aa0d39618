import type { OutboxKind } from '../../../sync/resources';
import { CREW_CHIEF_LABELS } from './crewChiefLabels';
import { CREW_MEMBER_LABELS } from './crewMemberLabels';
import type { AreaLabels, Label } from './labelTypes';
import { OFFICE_LABELS } from './officeLabels';
import { PAPERWORK_LABELS } from './paperworkLabels';
import { PLANNING_LABELS } from './planningLabels';
import { PLUS_CREW_LABELS } from './plusCrewLabels';

/** The parts, one file each; a kind is labelled in exactly one of them. */
export const LABEL_PARTS: readonly AreaLabels[] = [
  CREW_MEMBER_LABELS,
  CREW_CHIEF_LABELS,
  PAPERWORK_LABELS,
  PLANNING_LABELS,
  PLUS_CREW_LABELS,
  OFFICE_LABELS,
];

/**
 * What each kind of change is called on the outbox screen and the conflict sheet: in words,
 * with the name, day and time a person recognises it by ("Checked in Sam Crew at 08:02").
 * Keyed by every OutboxKind the areas declare (sync/resources): a kind without a label does
 * not compile.
 */
export const KIND_LABELS: { readonly [K in OutboxKind]: Label } = {
  ...CREW_MEMBER_LABELS,
  ...CREW_CHIEF_LABELS,
  ...PAPERWORK_LABELS,
  ...PLANNING_LABELS,
  ...PLUS_CREW_LABELS,
  ...OFFICE_LABELS,
};

export function isOutboxKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(KIND_LABELS, kind);
}
