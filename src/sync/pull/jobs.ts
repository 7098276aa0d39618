import { fetchCrewChiefDocuments, fetchJobDetails } from '../../api/jobs';
import { crewChiefDocumentPath } from '../../api/jobPaths';
import { db } from '../../db/db';
import { dayjs } from '../../lib/dates';
import { keepOfflineQuietly } from '../files';
import type { PullContext } from '../resources/types';
import type { DateWindow } from './windows';

const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

/** Job details are pulled for yesterday to a month ahead: today's and the next jobs. */
export function jobDetailsWindow(today: Date): DateWindow {
  const t = dayjs(today);
  return { dateFrom: day(t.subtract(1, 'day')), dateTo: day(t.add(30, 'day')) };
}

/**
 * Details outside the window that the person opened once stay while their job is still
 * listed: the full list the pull stores is the window's details plus those kept ones.
 */
export async function detailsWithKept(ctx: PullContext) {
  const { items } = await fetchJobDetails(ctx.token, jobDetailsWindow(ctx.today));
  const fetched = new Set(items.map((d) => d.id));
  const listed = new Set(await db.jobs.toCollection().primaryKeys());
  const kept = (await db.jobDetails.toArray()).filter(
    (d) => !fetched.has(d.id) && listed.has(d.id),
  );
  return { items: [...items, ...kept] };
}

/**
 * Crew chief documents; those of today's and tomorrow's crews are downloaded in the
 * background, so the chief can read them on site without a signal.
 */
export async function chiefDocumentsWithPrefetch(ctx: PullContext) {
  const list = await fetchCrewChiefDocuments(ctx.token);
  const t = dayjs(ctx.today);
  const [today, tomorrow] = [day(t), day(t.add(1, 'day'))];
  const soonCrews = new Set(
    (await db.jobs.toArray())
      .filter((j) => j.startDate <= tomorrow && j.endDate >= today)
      .map((j) => j.crewId),
  );
  const soon = list.items.filter(
    (d) => soonCrews.has(d.crewId) || (d.startDate >= today && d.startDate <= tomorrow),
  );
  void keepOfflineQuietly(soon.map((d) => crewChiefDocumentPath(d.id)));
  return list;
}
