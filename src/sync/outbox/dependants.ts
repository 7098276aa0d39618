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

const STUCK: ReadonlySet<string> = new Set(['failed', 'conflict', 'refused']);
const isStuck = (r: OutboxRecord): boolean => STUCK.has(r.state);

/**
 * For each waiting record held back by a change that came back with a problem, that change:
 * one it depends on (named or through a `{ref:…}`), or an earlier one of the same entity
 * (changes of one entity go in order), followed through waiting records to the stuck one.
 * Sending it again cannot help; only settling the stuck change does, so the row says so.
 */
export function stuckBlockers(records: readonly OutboxRecord[]): Map<string, OutboxRecord> {
  const sorted = [...records].sort((a, b) => (a.id < b.id ? -1 : 1));
  const byId = new Map(sorted.map((r) => [r.id, r]));
  const blockers = new Map<string, OutboxRecord>();
  const lastOfEntity = new Map<string, OutboxRecord>();
  for (const record of sorted) {
    const refs = [...record.path.matchAll(/\{ref:([^}]+)\}/g)].map((m) => m[1]!);
    const before = [...record.dependsOn, ...refs]
      .map((dep) => byId.get(dep))
      .filter((r): r is OutboxRecord => r !== undefined && r.id < record.id);
    const previous = record.entityKey ? lastOfEntity.get(record.entityKey) : undefined;
    if (previous) before.push(previous);
    if (record.entityKey) lastOfEntity.set(record.entityKey, record);
    if (record.state !== 'pending') continue;
    for (const r of before) {
      const blocker = isStuck(r) ? r : blockers.get(r.id);
      if (blocker) {
        blockers.set(record.id, blocker);
        break;
      }
    }
  }
  return blockers;
}
