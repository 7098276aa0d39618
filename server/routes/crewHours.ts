import type { SignOffLine } from '../../src/api/schemas/crewPaperwork';
import { DEFAULT_HOURS_STEP_MINUTES, proposeHours } from '../../src/api/schemas/hoursRules';
import { sql, type Db } from '../db/connect';
import type { CrewMember } from '../../src/api/schemas/crews';

/*
 * The hours of a crew's members (issue 12 part 1): what the site records propose (hoursRules.ts,
 * the same module the app uses) and what the chief set on the sign-off. The sign-off and the
 * delivery note both read them from here, so the note bills exactly the confirmed hours.
 */

/** What the chief set for one member (sign_offs.hours, keyed by crew item id). */
export type StoredHours = Record<
  string,
  { paid: number; charged: number; reason?: string; proposed?: number }
>;

type SiteTimes = {
  id: number;
  breakMinutes: number;
  checkInAt: string | Date | null;
  checkOutAt: string | Date | null;
};

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export async function hoursStep(db: Db): Promise<number> {
  const row = await db.one<{ step: number }>(
    sql`SELECT hours_step_minutes AS step FROM tenant WHERE id = 1`,
  );
  return row?.step ?? DEFAULT_HOURS_STEP_MINUTES;
}

/** The sign-off line of each member: site times, proposal, and the chief's figures. */
export async function hoursLines(
  db: Db,
  crewId: number,
  members: readonly Pick<CrewMember, 'id' | 'name' | 'functionName' | 'siteStatus'>[],
  stored: StoredHours,
  stepMinutes: number,
): Promise<SignOffLine[]> {
  // The last check-in, and the check-out after it (a late no-show may still check in).
  const times = await db.rows<SiteTimes>(sql`SELECT ci.id, ci.break_minutes AS "breakMinutes",
      (SELECT max(e.device_time) FROM crew_site_events e
        WHERE e.crew_item_id = ci.id AND e.kind = 'checkIn') AS "checkInAt",
      (SELECT max(e.device_time) FROM crew_site_events e
        WHERE e.crew_item_id = ci.id AND e.kind = 'checkOut') AS "checkOutAt"
    FROM crew_items ci WHERE ci.crew_id = ${crewId}`);
  const byId = new Map(times.map((t) => [t.id, t]));
  return members.map((m) => {
    const t = byId.get(m.id);
    const site = {
      noShow: m.siteStatus === 'noShow',
      checkInAt: iso(t?.checkInAt ?? null),
      checkOutAt: iso(t?.checkOutAt ?? null),
      breakMinutes: t?.breakMinutes ?? 0,
    };
    const proposed = proposeHours(site, stepMinutes).hours;
    const set = stored[String(m.id)];
    return {
      crewItemId: m.id,
      name: m.name,
      functionName: m.functionName,
      ...site,
      proposedHours: proposed,
      paidHours: set?.paid ?? proposed,
      chargedHours: set?.charged ?? proposed,
      reason: set?.reason ?? '',
    };
  });
}

export async function storedHours(db: Db, crewId: number): Promise<StoredHours> {
  const row = await db.one<{ hours: StoredHours }>(
    sql`SELECT hours FROM sign_offs WHERE crew_id = ${crewId}`,
  );
  return row?.hours ?? {};
}
