import type { Job } from '../../api/schemas/jobs';
import type { Vacancy } from '../../api/schemas/jobDetails';
import { db } from '../../db/db';
import { neverSent } from '../../db/outboxRecord';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';

/** The job a vacancy becomes for the person once they apply (the "Applied for" group). */
export function jobFromVacancy(v: Vacancy): Job {
  return {
    id: v.id,
    version: v.version,
    status: 'applied',
    projectNumber: v.projectNumber,
    projectName: v.projectName,
    company: v.company,
    crewId: v.crewId,
    crewName: v.crewName,
    functionName: v.functionName,
    startDate: v.startDate,
    endDate: v.endDate,
    startTime: v.startTime,
    endTime: v.endTime,
    crewChiefOnly: false,
    isCrewChief: false,
    locationId: v.locationId,
    locationName: v.locationName,
    city: v.city,
  };
}

async function ownerId(): Promise<string> {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not logged in');
  return session.ownerId;
}

/**
 * Confirms a job waiting for the person's confirmation: it shows as confirmed at once
 * (pending) and the confirmation waits in the outbox, both in ONE transaction.
 */
export async function confirmJob(id: number): Promise<void> {
  await db.transaction('rw', db.session, db.jobs, db.outbox, async () => {
    const owner = await ownerId();
    const job = await db.jobs.get(id);
    if (!job || job.status !== 'toConfirm') return;
    await db.outbox.add(
      outboxRecord(owner, {
        kind: 'job.confirm',
        method: 'POST',
        path: `/jobs/${id}/confirmation`,
        body: null,
        entity: { table: 'jobs', id },
        baseVersion: job.version,
        undo: [{ table: 'jobs', id, row: job }],
      }),
    );
    await db.jobs.update(id, { status: 'confirmed' });
  });
  notifyEnqueued();
}

/**
 * Applies for a vacancy. The outbox record names the person's job with the same id (a
 * vacancy is a crew item, as a job is), so the server's answer lands in the jobs table and
 * a pull meanwhile leaves the optimistic "applied" row alone.
 */
export async function applyForVacancy(id: number): Promise<void> {
  await db.transaction('rw', [db.session, db.jobs, db.vacancies, db.outbox], async () => {
    const owner = await ownerId();
    const vacancy = await db.vacancies.get(id);
    const job = await db.jobs.get(id);
    if (!vacancy || job?.status === 'applied') return;
    await db.outbox.add(
      outboxRecord(owner, {
        kind: 'vacancy.apply',
        method: 'POST',
        path: `/projectCrewItems/${id}/applyVacancy`,
        body: null,
        entity: { table: 'jobs', id },
        baseVersion: job?.version ?? vacancy.version,
        undo: [
          { table: 'jobs', id, row: job ?? null },
          { table: 'vacancies', id, row: vacancy },
        ],
      }),
    );
    await db.jobs.put({ ...jobFromVacancy(vacancy), version: job?.version ?? vacancy.version });
    await db.vacancies.update(id, { applied: true });
  });
  notifyEnqueued();
}

/**
 * Withdraws an application. One not sent yet is simply taken back; otherwise the withdrawal
 * is queued and the job leaves the "Applied for" group at once.
 */
export async function withdrawFromVacancy(id: number): Promise<void> {
  await db.transaction('rw', [db.session, db.jobs, db.vacancies, db.outbox], async () => {
    const owner = await ownerId();
    const job = await db.jobs.get(id);
    const vacancy = await db.vacancies.get(id);
    const open = (await db.outbox.where('entityKey').equals(`jobs:${id}`).toArray()).filter(
      (r) => r.state !== 'done',
    );
    const onlyUnsentApply =
      open.length === 1 &&
      open[0]!.kind === 'vacancy.apply' &&
      open[0]!.state === 'pending' &&
      neverSent(open[0]!);
    if (onlyUnsentApply) {
      await db.outbox.delete(open[0]!.id);
      await db.jobs.delete(id);
    } else {
      await db.outbox.add(
        outboxRecord(owner, {
          kind: 'vacancy.unapply',
          method: 'POST',
          path: `/projectCrewItems/${id}/unapplyVacancy`,
          body: null,
          entity: { table: 'jobs', id },
          baseVersion: job?.version ?? vacancy?.version ?? null,
          undo: [
            { table: 'jobs', id, row: job ?? null },
            { table: 'vacancies', id, row: vacancy ?? null },
          ],
        }),
      );
      if (job) await db.jobs.update(id, { status: 'cancelled' });
    }
    if (vacancy) await db.vacancies.update(id, { applied: false });
  });
  notifyEnqueued();
}
