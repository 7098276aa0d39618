import { LIST_QUERY, request } from './client';
import { crewPhotoListSchema } from './schemas/crewPhotos';

/** GET /projectCrews/{id}/photos: the site photos of one crew (its chief, planners, clients). */
export const fetchCrewPhotos = (token: string, crewId: number) =>
  request(crewPhotoListSchema, `/projectCrews/${crewId}/photos`, {
    token,
    query: { ...LIST_QUERY },
  });
