import {
  fetchCrewFunctions,
  fetchCrewRatings,
  fetchCrewTags,
  fetchDocumentBasedSkills,
} from '../api/crewMemberProfile';
import { fetchCrewProfile } from '../api/jobs';
import { db } from '../db/db';
import { withFreshToken } from '../session/pageRefresh';
import type { DetailOutcome } from './details';
import { detailFailure } from './detailFailure';

/**
 * The planner's /crew-profile/{personId}: the crew profile (with contact data only if the
 * server grants crewProfile CONTACT) and the four "Crew member" lists of SPEC §7, pulled on
 * open and stored together, so the profile reads offline after one visit. The person's
 * profile is replaced as a whole: a phone the right no longer allows is not kept.
 */
export async function refreshCrewMemberProfile(personId: number): Promise<DetailOutcome> {
  try {
    const [profile, functions, tags, skills, ratings] = await withFreshToken((token) =>
      Promise.all([
        fetchCrewProfile(token, personId),
        fetchCrewFunctions(token, personId),
        fetchCrewTags(token, personId),
        fetchDocumentBasedSkills(token, personId),
        fetchCrewRatings(token, personId),
      ]),
    );
    await db.transaction('rw', db.crewProfiles, db.crewMemberProfiles, async () => {
      await db.crewProfiles.put(profile);
      await db.crewMemberProfiles.put({
        id: personId,
        version: profile.version,
        functions: functions.items,
        tags: tags.items.map((t) => t.tag),
        skills: skills.items,
        ratings: ratings.items,
      });
    });
    return 'fresh';
  } catch (error) {
    return detailFailure(error, () =>
      db.transaction('rw', db.crewProfiles, db.crewMemberProfiles, async () => {
        await db.crewProfiles.delete(personId);
        await db.crewMemberProfiles.delete(personId);
      }),
    );
  }
}
