import type { OutboxRecord } from './types';

/**
 * The records that depend on `id`, directly or through others, oldest first: discarding
 * `id` drops them too (they cannot go without it), so the confirmation names each of them.
 * One rule for the screen and for discardRecord, so the list asked about is the list dropped.
 */
export function dependantsIn(records: readonly OutboxRecord[], id: string): OutboxRecord[] {
  const found = new Map<string, OutboxRecord>();
  const frontier = [id];
  while (frontier.length) {
    const current = frontier.pop()!;
    for (const r of records) {
      if (r.id !== id && !found.has(r.id) && r.dependsOn.includes(current)) {
        found.set(r.id, r);
        frontier.push(r.id);
      }
    }
  }
  return [...found.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}
