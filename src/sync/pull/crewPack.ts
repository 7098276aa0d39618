import { db } from '../../db/db';
import { dayjs } from '../../lib/dates';
import type { PullContext } from '../resources/types';

/**
 * The crews whose job pack is pulled ahead of time (issue 5): those the person leads as crew
 * chief today or tomorrow, read from the jobs table, which the pull fills first. Slices of the
 * pack (delivery note, photos, security checks...) fetch their rows for these crews.
 */
export async function packCrewIds(ctx: PullContext): Promise<number[]> {
  const t = dayjs(ctx.today);
  const [today, tomorrow] = [t.format('YYYY-MM-DD'), t.add(1, 'day').format('YYYY-MM-DD')];
  const jobs = await db.jobs.toArray();
  const ids = jobs
    .filter((j) => j.isCrewChief && j.startDate <= tomorrow && j.endDate >= today)
    .map((j) => j.crewId);
  return [...new Set(ids)].sort((a, b) => a - b);
}
