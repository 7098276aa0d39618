import { useLiveQuery } from 'dexie-react-hooks';
import type { CrewChiefDocument, CrewProfile, JobDetail, Vacancy } from '../api/schemas/jobDetails';
import { db, type Job } from './db';

export type { CrewChiefDocument, CrewProfile, JobDetail, Vacancy };
export { crewChiefDocumentPath } from '../api/jobPaths';

/** Jobs sorted by start date; undefined while the first read runs. */
export function useJobs(): Job[] | undefined {
  return useLiveQuery(() => db.jobs.orderBy('startDate').toArray(), []);
}

/** One job from the jobs table; null when it is not there, undefined while reading. */
export function useJob(id: number): Job | null | undefined {
  return useLiveQuery(async () => (await db.jobs.get(id)) ?? null, [id]);
}

export function useJobDetail(id: number): JobDetail | null | undefined {
  return useLiveQuery(async () => (await db.jobDetails.get(id)) ?? null, [id]);
}

/** Open vacancies, soonest first. */
export function useVacancies(): Vacancy[] | undefined {
  return useLiveQuery(() => db.vacancies.orderBy('startDate').toArray(), []);
}

/** The crew chief documents of one crew (the crew of a job), by name. */
export function useCrewChiefDocuments(crewId: number | null): CrewChiefDocument[] | undefined {
  return useLiveQuery(async () => {
    if (crewId === null) return [];
    const docs = await db.crewChiefDocuments.where('crewId').equals(crewId).toArray();
    return docs.sort((a, b) => a.name.localeCompare(b.name));
  }, [crewId]);
}

export function useCrewProfile(personId: number): CrewProfile | null | undefined {
  return useLiveQuery(async () => (await db.crewProfiles.get(personId)) ?? null, [personId]);
}
