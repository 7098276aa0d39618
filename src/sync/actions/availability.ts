import {
  collisionsOf,
  type Collision,
  type ProposedChange,
} from '../../api/schemas/availabilityRules';
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

/**
 * What a change the person is about to queue collides with, from the local tables: asked
 * before queuing, so it works offline. The server asks the same rules when the change arrives.
 */
export async function localClashes(change: ProposedChange, today: string): Promise<LocalClashes> {
  const [jobs, blockDates, vacations] = await db.transaction(
    'r',
    db.jobs,
    db.blockDates,
    db.vacationRequests,
    () => Promise.all([db.jobs.toArray(), db.blockDates.toArray(), db.vacationRequests.toArray()]),
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
