import {
  CHANGE_FIELDS,
  type ChangeValues,
  type CrewItemChange,
} from '../../api/schemas/crewItemChanges';

/** What the sheet shows of one field: old -> new, by whom, when, and whether it is news. */
export type FieldChange = ChangeValues & { at: string; by: string | null; unseen: boolean };

/** A crew item's changes folded for showing: one line per field that changed. */
export type ItemChanges = {
  crewItemId: number;
  /** Whether any change is newer than what the person has seen: the mark shows. */
  unseen: boolean;
  /** The newest change id: "seen up to" this covers every line shown. */
  upTo: number;
  fields: FieldChange[];
};

/**
 * Folds ONE crew item's changes (any order) into what to show, given the newest change id the
 * person has seen of it (0 for none): per field, the net old -> new of the unseen changes
 * (the oldest unseen old, the newest new: what changed since they last looked), or, when all
 * are seen, the latest change as it was. Fields keep CHANGE_FIELDS' order. Null for no changes.
 */
export function foldChanges(
  changes: readonly CrewItemChange[],
  seenUpTo: number,
): ItemChanges | null {
  if (changes.length === 0) return null;
  const sorted = [...changes].sort((a, b) => a.id - b.id);
  const fields = CHANGE_FIELDS.flatMap((field): FieldChange[] => {
    const ofField = sorted.filter((c) => c.field === field);
    const last = ofField.at(-1);
    if (!last) return [];
    const unseen = ofField.filter((c) => c.id > seenUpTo);
    const first = unseen[0] ?? last;
    const values = { field, old: first.old, new: last.new } as ChangeValues;
    return [{ ...values, at: last.at, by: last.changedByName, unseen: unseen.length > 0 }];
  });
  return {
    crewItemId: sorted[0]!.crewItemId,
    unseen: fields.some((f) => f.unseen),
    upTo: sorted.at(-1)!.id,
    fields,
  };
}

/** foldChanges per crew item, for a screen's worth of items at once. */
export function foldByItem(
  changes: readonly CrewItemChange[],
  seenUpTo: ReadonlyMap<number, number>,
): Map<number, ItemChanges> {
  const byItem = new Map<number, CrewItemChange[]>();
  for (const c of changes) byItem.set(c.crewItemId, [...(byItem.get(c.crewItemId) ?? []), c]);
  const out = new Map<number, ItemChanges>();
  for (const [id, list] of byItem) {
    const folded = foldChanges(list, seenUpTo.get(id) ?? 0);
    if (folded) out.set(id, folded);
  }
  return out;
}

/**
 * The projects with a crew item changed by others since the person last looked at that item:
 * a view of whole projects (the projects calendar) marks these, and opening the project shows
 * which crew item and old -> new.
 */
export function projectsWithNews(
  changes: readonly CrewItemChange[],
  seenUpTo: ReadonlyMap<number, number>,
): Set<string> {
  const out = new Set<string>();
  for (const c of changes) {
    if (c.id > (seenUpTo.get(c.crewItemId) ?? 0)) out.add(c.projectNumber);
  }
  return out;
}
