import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import type { Project } from '../api/schemas/projects';
import type { ProjectVacancy, TemporaryPerson } from '../api/schemas/projectVacancies';

export type { Project, ProjectVacancy, TemporaryPerson };
export type { ProjectCopy } from '../api/schemas/projectCopy';
export type { CopyCollisionReason, PersonCopyCollisions } from '../api/schemas/copyChecks';

export type CopyOutcome =
  | { kind: 'waiting' }
  | { kind: 'done'; number: string }
  | { kind: 'problem'; message: string | null };

/** What a queued copy is followed by: its outbox record, its draft row, what it copies. */
export type QueuedCopy = {
  recordId: string;
  localId: number;
  source: Pick<Project, 'name' | 'companyId'>;
  beginDate: string;
};

/**
 * Follows a queued copy: done (with the server's project number, to open it), a problem the
 * outbox screen also shows (refused, conflict, failed), or still waiting (offline). A done
 * record is pruned from the outbox at once (replay.ts), so "done" is read from the table: the
 * draft row gave way to the server's project, which is the newest of that name, company and
 * begin date (ids only grow).
 */
export function useCopyOutcome(copy: QueuedCopy | null): CopyOutcome | undefined {
  return useLiveQuery(async (): Promise<CopyOutcome> => {
    if (!copy) return { kind: 'waiting' };
    const record = await db.outbox.get(copy.recordId);
    if (record && ['refused', 'conflict', 'failed'].includes(record.state)) {
      return { kind: 'problem', message: record.lastError };
    }
    const settled = !record || record.state === 'done';
    if (!settled || (await db.projects.get(copy.localId))) return { kind: 'waiting' };
    const made = await db.projects
      .where('beginDate')
      .equals(copy.beginDate)
      .filter(
        (p) => p.id > 0 && p.name === copy.source.name && p.companyId === copy.source.companyId,
      )
      .toArray();
    const newest = made.sort((a, b) => b.id - a.id)[0];
    return newest ? { kind: 'done', number: newest.number } : { kind: 'waiting' };
  }, [copy]);
}

/** The planner's open crew items, soonest first (/projects-vacancy). */
export function useProjectVacancies(): ProjectVacancy[] | undefined {
  return useLiveQuery(() => db.projectVacancies.orderBy('startDate').toArray(), []);
}

/** The temporary persons, by name (/projects-vacancy). */
export function useTemporaryPersons(): TemporaryPerson[] | undefined {
  return useLiveQuery(() => db.temporaryPersons.orderBy('name').toArray(), []);
}
