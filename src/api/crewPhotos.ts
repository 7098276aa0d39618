import { request } from './client';
import { crewPhotoListSchema } from './schemas/crewPhotos';

/** SPEC §9: most list calls use limit 1000, page 1. */
const LIST_QUERY = { limit: 1000, page: 1 } as const;

/** GET /projectCrews/{id}/photos: the site photos of one crew (its chief, planners, clients). */
export const fetchCrewPhotos = (token: string, crewId: number) =>
  request(crewPhotoListSchema, `/projectCrews/${crewId}/photos`, {
    token,
    query: { ...LIST_QUERY },
  });
