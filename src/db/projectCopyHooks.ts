import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import type { Project } from '../api/schemas/projects';
import type { ProjectVacancy } from '../api/schemas/projectVacancies';

export type { Project, ProjectVacancy };
export type { ProjectCopy } from '../api/schemas/projectCopy';
export type { CopyCollisionReason, PersonCopyCollisions } from '../api/schemas/copyChecks';

export type Choice = { id: number; name: string };

/** One project by its number from the local table; null when this device does not have it. */
export function useProjectByNumber(number: string): Project | null | undefined {
  return useLiveQuery(
    async () => (await db.projects.where('number').equals(number).first()) ?? null,
    [number],
  );
}

/**
 * Branches and catering types the planner's projects use, from the local projects table, so
 * the copy dialog works offline (the reference lists' own table can replace this later).
 */
export function useCopyChoices(): { branches: Choice[]; cateringTypes: Choice[] } | undefined {
  return useLiveQuery(async () => {
    const branches = new Map<number, string>();
    const cateringTypes = new Map<number, string>();
    await db.projects.each((p) => {
      if (p.branchId !== null && p.branchName) branches.set(p.branchId, p.branchName);
      if (p.cateringTypeId !== null && p.cateringTypeName)
        cateringTypes.set(p.cateringTypeId, p.cateringTypeName);
    });
    const sorted = (m: Map<number, string>) =>
      [...m].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
    return { branches: sorted(branches), cateringTypes: sorted(cateringTypes) };
  }, []);
}

export type CopyOutcome =
  | { kind: 'waiting' }
  | { kind: 'done'; number: string }
  | { kind: 'problem'; message: string | null };

/**
 * Follows a queued copy: done (with the server's project number, to open it), a problem the
 * outbox screen also shows (refused, conflict, failed), or still waiting (offline).
 */
export function useCopyOutcome(recordId: string | null): CopyOutcome | undefined {
  return useLiveQuery(async (): Promise<CopyOutcome> => {
    if (!recordId) return { kind: 'waiting' };
    const record = await db.outbox.get(recordId);
    if (record?.state === 'done' && record.resultId !== undefined) {
      const project = await db.projects.get(record.resultId);
      if (project) return { kind: 'done', number: project.number };
    }
    if (record && ['refused', 'conflict', 'failed'].includes(record.state)) {
      return { kind: 'problem', message: record.lastError };
    }
    return { kind: 'waiting' };
  }, [recordId]);
}

/** The planner's open crew items, soonest first (/projects-vacancy). */
export function useProjectVacancies(): ProjectVacancy[] | undefined {
  return useLiveQuery(() => db.projectVacancies.orderBy('startDate').toArray(), []);
}
