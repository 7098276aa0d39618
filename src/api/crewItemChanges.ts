import * as v from 'valibot';
import { int } from './schemas/common';
import { request } from './client';
import { crewItemChangeListSchema, type CrewItemChangesSeen } from './schemas/crewItemChanges';

/** The changes by others the person has not seen; with `since`, only those after that id. */
export const fetchCrewItemChanges = (token: string, since?: number) =>
  request(crewItemChangeListSchema, '/crewItemChanges', {
    token,
    query: since === undefined ? undefined : { since },
  });

/** Every change of these items up to `upTo` has been seen (this person only). */
export const postCrewItemChangesSeen = (token: string, body: CrewItemChangesSeen) =>
  request(v.object({ seen: int }), '/crewItemChanges/seen', {
    token,
    method: 'POST',
    body,
  });
