import { shiftLength } from '../../src/api/schemas/paperworkSteps';
import { sql, type Db } from '../db/connect';
import { addDays, IDS, iso } from './ids';

/**
 * The chief's paperwork (issue 5): open delivery notes, crew chief sheets and sign-offs for
 * every crew the demo chief leads (crews 1 and 2: today and tomorrow), and finished ones
 * (released, sent, confirmed) for the chief's crews that are over, so history reads true.
 * Crews without rows get them on first read (routes/crewPaperworkQueries.ts).
 */
export async function seedCrewPaperwork(db: Db, today: Date): Promise<void> {
  const crews = await db.rows<{ id: number; past: boolean }>(sql`SELECT pc.id,
      p.end_date < ${iso(addDays(today, -1))} AS past
    FROM project_crews pc JOIN projects p ON p.id = pc.project_id
    WHERE pc.chief_person_id = ${IDS.chief} OR pc.id IN (1, 2) ORDER BY pc.id`);
  for (const { id, past } of crews) {
    const done = past && id > 2;
    await db.run(sql`INSERT INTO delivery_notes (crew_id, status, released_at, sent_at)
      VALUES (${id}, ${done ? 'released' : 'open'}, ${done ? iso(addDays(today, -2)) : null}, NULL)
      ON CONFLICT DO NOTHING`);
    await db.run(sql`INSERT INTO crew_chief_sheets (crew_id, status, released_at)
      VALUES (${id}, ${done ? 'released' : 'open'}, ${done ? iso(addDays(today, -2)) : null})
      ON CONFLICT DO NOTHING`);
    // Finished crews were signed off with hours (issue 12: a note never bills a default).
    const hours = done ? await plannedHours(db, id) : {};
    await db.run(sql`INSERT INTO sign_offs (crew_id, status, confirmed_at, hours)
      VALUES (${id}, ${done ? 'confirmed' : 'open'}, ${done ? iso(addDays(today, -2)) : null},
        ${JSON.stringify(hours)}::jsonb)
      ON CONFLICT DO NOTHING`);
  }
}

/** The planned shift of each crew item, as the hours a finished crew was signed off with. */
async function plannedHours(db: Db, crewId: number) {
  const items = await db.rows<{ id: number; startTime: string; endTime: string }>(
    sql`SELECT id, start_time AS "startTime", end_time AS "endTime" FROM crew_items
      WHERE crew_id = ${crewId}`,
  );
  return Object.fromEntries(
    items.map((i) => {
      const h = shiftLength(i.startTime, i.endTime);
      return [String(i.id), { paid: h, charged: h, reason: 'Worked the planned shift' }];
    }),
  );
}
