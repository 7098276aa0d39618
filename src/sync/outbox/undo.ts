import { db } from '../../db/db';
import type { OutboxRecord, UndoRow } from './types';

/**
 * The row `id` of `table` as it is now, to be put back if the change about to be queued is
 * discarded. Read inside the action's transaction, before the row is changed.
 */
export async function snapshotRow(table: string, id: number): Promise<UndoRow> {
  const row = (await db.table<{ id: number }, number>(table).get(id)) ?? null;
  return { table, id, row };
}

const keyOf = (u: UndoRow) => `${u.table}:${u.id}`;

export type UndoPlan = {
  /** Rows to put back (row null: delete it). */
  restore: UndoRow[];
  /** Later changes that now carry the discarded change's "before" for that row. */
  handOver: { recordId: string; undo: UndoRow[] }[];
};

/**
 * What discarding `discarded` does to the rows (DESIGN.md "discard means undo"), decided
 * without the database so every case is one table test (undo.test.ts). Per row, the earliest
 * discarded change knows how the row was before it:
 * - no later change to that row stays: the row goes back to that "before";
 * - a later change stays: the row keeps showing it, and that change takes over the "before",
 *   so discarding it too later goes all the way back.
 * Earlier changes that stay are already in the "before" (they were applied first).
 */
export function planUndo(
  discarded: readonly OutboxRecord[],
  remaining: readonly OutboxRecord[],
): UndoPlan {
  const firstBefore = new Map<string, { at: string; undo: UndoRow }>();
  for (const r of [...discarded].sort((a, b) => a.id.localeCompare(b.id))) {
    for (const u of r.undo ?? []) {
      if (!firstBefore.has(keyOf(u))) firstBefore.set(keyOf(u), { at: r.id, undo: u });
    }
  }
  const restore: UndoRow[] = [];
  const handOver = new Map<string, UndoRow[]>();
  const later = [...remaining].sort((a, b) => a.id.localeCompare(b.id));
  for (const [key, { at, undo }] of firstBefore) {
    const heir = later.find((r) => r.id > at && (r.undo ?? []).some((u) => keyOf(u) === key));
    if (!heir) {
      restore.push(undo);
      continue;
    }
    const base = handOver.get(heir.id) ?? heir.undo ?? [];
    handOver.set(
      heir.id,
      base.map((u) => (keyOf(u) === key ? undo : u)),
    );
  }
  return {
    restore,
    handOver: [...handOver].map(([recordId, undo]) => ({ recordId, undo })),
  };
}
