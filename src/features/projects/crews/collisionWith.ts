import type { BookingCollision } from '../../../sync/actions/crewItems';
import type { PersonAvailabilityRow } from '../../../db/db';
import { formatTimeRange } from '../../../lib/dates';

/**
 * What a booking collision is with, in the data's own words: the other booking's project,
 * crew and shift ("P-24001 Summer Fest · Crew C · 16:00–23:30"), as far as the person's row
 * knows them; null for a blocked date, a vacation or a sick day (their days say it all) or a
 * booking the row does not hold.
 */
export function collisionWith(
  c: BookingCollision,
  person: Pick<PersonAvailabilityRow, 'jobs'> | undefined,
): string | null {
  if (c.with.kind !== 'job' || !person) return null;
  const job = person.jobs.find((j) => j.id === c.with.id);
  if (!job) return null;
  const project = [job.projectNumber, job.projectName].filter(Boolean).join(' ');
  return [project, job.crewName, formatTimeRange(job.startTime, job.endTime)]
    .filter(Boolean)
    .join(' · ');
}
