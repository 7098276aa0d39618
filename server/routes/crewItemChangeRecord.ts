import type { Context } from 'hono';
import type { ChangeValues } from '../../src/api/schemas/crewItemChanges';
import { planningStatusOf } from '../../src/api/schemas/crewItemStatusRules';
import type { PlannerCrewItem } from '../../src/api/schemas/projectCrews';
import { sql, type Db } from '../db/connect';
import { plannerItemById } from './crewBookingQueries';
import type { AppEnv } from '../http/context';

/** What of a crew item "has changed" compares: the fields a planner or client watches. */
function watched(item: PlannerCrewItem): ChangeValues[] {
  const time = {
    startDate: item.startDate,
    endDate: item.endDate,
    startTime: item.startTime,
    endTime: item.endTime,
  };
  // A no-show is a planning status; as a site state it would be told twice.
  const site = item.siteStatus === 'noShow' ? 'none' : item.siteStatus;
  const person = item.personId === null ? null : { id: item.personId, name: item.personName ?? '' };
  const status = planningStatusOf(item);
  return [
    { field: 'time', old: time, new: time },
    { field: 'status', old: status, new: status },
    { field: 'site', old: site, new: site },
    { field: 'person', old: person, new: person },
    { field: 'applicants', old: item.applicants, new: item.applicants },
  ];
}

/** old -> new of each watched field that differs between the two snapshots. */
export function crewItemDiff(before: PlannerCrewItem, after: PlannerCrewItem): ChangeValues[] {
  const a = watched(before);
  const b = watched(after);
  return a.flatMap((old, i) => {
    const next = b[i]!;
    return JSON.stringify(old.new) === JSON.stringify(next.new)
      ? []
      : [{ field: old.field, old: old.new, new: next.new } as ChangeValues];
  });
}

/**
 * THE one place a crew item's watched changes are recorded: runs `write` (which changes crew
 * item `id`) in transaction `tx`, and stores each watched field that changed as old -> new,
 * by the signed-in person, in the same transaction (a rolled-back write leaves no change).
 * Every route that changes a crew item's time, status, site state, person or applicants goes
 * through here.
 */
export async function withCrewItemChanges<T>(
  tx: Db,
  c: Context<AppEnv>,
  id: number,
  write: () => Promise<T>,
): Promise<T> {
  const before = await plannerItemById(tx, id);
  const result = await write();
  const after = await plannerItemById(tx, id);
  const by = c.get('payload').loginData.personId;
  for (const change of crewItemDiff(before, after)) {
    await tx.run(sql`INSERT INTO crew_item_changes (crew_item_id, field, old_value, new_value, changed_by)
      VALUES (${id}, ${change.field}, ${JSON.stringify(change.old)}::jsonb,
        ${JSON.stringify(change.new)}::jsonb, ${by})`);
  }
  return result;
}
