import {
  collisionsOf,
  type Collision,
  type ProposedChange,
} from '../../api/schemas/availabilityRules';
import { rowsMeetingDays } from '../../db/rowsMeetingDays';
import { db, type BlockDate, type Job, type VacationRequest } from '../../db/db';

export type { Collision, ProposedChange };
export { worstSeverity } from '../../api/schemas/availabilityRules';

/** The collisions of a change, with the person's entries they name (for saying them in words). */
export type LocalClashes = {
  collisions: Collision[];
  jobs: Job[];
  blockDates: BlockDate[];
  vacations: VacationRequest[];
};

/** An ISO day moved by `days` (calendar arithmetic in UTC, no time zone involved). */
function shiftDay(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * What a change the person is about to queue collides with, from the local tables: asked
 * before queuing, so it works offline. The server asks the same rules when the change arrives.
 * Asked between the Save click and the row on screen, so it reads only the entries that can
 * meet the change's days, a day either side for night shifts (issue 17, P3: reading all 1000
 * jobs and blocked dates took most of the time to screen), and only the tables the rules of
 * its kind compare.
 */
export async function localClashes(change: ProposedChange, today: string): Promise<LocalClashes> {
  const from = shiftDay(change.startDate, -1);
  const to = shiftDay(change.endDate ?? change.startDate, 1);
  const [jobs, blockDates, vacations] = await db.transaction(
    'r',
    db.jobs,
    db.blockDates,
    db.vacationRequests,
    () =>
      Promise.all([
        rowsMeetingDays(db.jobs, from, to),
        // A blocked date's end may be empty (one day), which no index holds: read by start.
        change.kind === 'job' ? db.blockDates.where('startDate').belowOrEqual(to).toArray() : [],
        change.kind === 'blockDate' ? [] : rowsMeetingDays(db.vacationRequests, from, to),
      ]),
  );
  const collisions = collisionsOf({ jobs, blockDates, vacations }, change, today);
  const named = (kind: string) =>
    new Set(collisions.filter((c) => c.with?.kind === kind).map((c) => c.with!.id));
  const jobIds = named('job');
  const blockIds = named('blockDate');
  const vacationIds = named('vacation');
  return {
    collisions,
    jobs: jobs.filter((j) => jobIds.has(j.id)),
    blockDates: blockDates.filter((b) => blockIds.has(b.id)),
    vacations: vacations.filter((v) => vacationIds.has(v.id)),
  };
}
