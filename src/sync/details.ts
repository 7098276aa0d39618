import { fetchCrewProfile, fetchJobDetail, fetchPublicCrewProfile } from '../api/jobs';
import { db } from '../db/db';
import { withFreshToken } from '../session/pageRefresh';
import { getSession } from '../session/sessionState';
import { detailFailure } from './detailFailure';

/**
 * What a detail refresh found: the table now holds the server's word, or why not. 'full':
 * the server answered but the device had no room to keep it (the one failure the person can
 * fix, so screens say so instead of "could not be loaded").
 */
export type DetailOutcome = 'fresh' | 'missing' | 'offline' | 'full' | 'failed';

async function refresh<T>(
  load: () => Promise<T>,
  store: (row: T) => Promise<unknown>,
  forget: () => Promise<unknown>,
): Promise<DetailOutcome> {
  try {
    await store(await load());
    return 'fresh';
  } catch (error) {
    return detailFailure(error, forget);
  }
}

/** Pulls one job's details when it is opened (DESIGN.md "on opening a detail"). */
export function refreshJobDetail(id: number): Promise<DetailOutcome> {
  const session = getSession();
  if (session.status !== 'authenticated') return Promise.resolve('failed');
  return refresh(
    () => withFreshToken((token) => fetchJobDetail(token, id)),
    (row) => db.jobDetails.put(row),
    () => db.jobDetails.delete(id),
  );
}

/** A crew profile, logged in (with contact details where allowed) or public. */
export function refreshCrewProfile(
  personId: number,
  options: { public?: boolean } = {},
): Promise<DetailOutcome> {
  const session = getSession();
  const token = session.status === 'authenticated' ? session.token : null;
  const usePublic = options.public || !token;
  return refresh(
    () =>
      usePublic
        ? fetchPublicCrewProfile(personId)
        : withFreshToken((fresh) => fetchCrewProfile(fresh, personId)),
    (row) => db.crewProfiles.put(row),
    () => db.crewProfiles.delete(personId),
  );
}
