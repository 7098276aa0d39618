import { sql, type Db } from '../db/connect';
import { crewItemDiff } from '../routes/crewItemChangeRecord';
import { plannerItemById } from '../routes/crewBookingQueries';
import { IDS } from './ids';

/**
 * "Has changed" marks for the demo (issue 14): on tomorrow's project (id 2, its build-up
 * crew), the office moved one booked person's start an hour and a crew member confirmed
 * another item. Neither is by the planner or the client, so both see the marks until they
 * open them. Recorded as the routes would (crewItemDiff), from the item as it is now.
 */
export async function seedCrewItemChanges(db: Db): Promise<void> {
  // Booked people other than the chief; the confirmation needs an item that is confirmed now.
  const items = await db.rows<{ id: number; confirmed: boolean }>(sql`SELECT ci.id,
      ci.status = 'confirmed' AS confirmed FROM crew_items ci
    JOIN project_crews pc ON pc.id = ci.crew_id
    WHERE pc.project_id = 2 AND ci.person_id IS NOT NULL AND ci.person_id <> ${IDS.chief}
      AND NOT ci.not_needed
    ORDER BY ci.id`);
  const confirmedId = items.find((i) => i.confirmed)?.id;
  const movedId = items.find((i) => i.id !== confirmedId)?.id;
  const moved = movedId ? await plannerItemById(db, movedId) : null;
  const confirmed = confirmedId ? await plannerItemById(db, confirmedId) : null;
  const rows: { id: number; field: string; old: unknown; new: unknown; by: number | null }[] = [];
  if (moved) {
    const hour = Number(moved.startTime.slice(0, 2));
    const earlier = `${String(Math.max(0, hour - 1)).padStart(2, '0')}${moved.startTime.slice(2)}`;
    const [change] = crewItemDiff({ ...moved, startTime: earlier }, moved);
    if (change) rows.push({ id: moved.id, ...change, by: IDS.office });
  }
  if (confirmed) {
    const [change] = crewItemDiff({ ...confirmed, status: 'toConfirm' }, confirmed);
    if (change) rows.push({ id: confirmed.id, ...change, by: confirmed.personId });
  }
  for (const r of rows) {
    await db.run(sql`INSERT INTO crew_item_changes
        (crew_item_id, field, old_value, new_value, changed_by, changed_at)
      VALUES (${r.id}, ${r.field}, ${JSON.stringify(r.old)}::jsonb, ${JSON.stringify(r.new)}::jsonb,
        ${r.by}, now() - interval '2 hours')`);
  }
}
