import { crewPhotoSchema, liveLocationShareSchema } from '../../api/schemas/crewPhotos';
import { crewPhotosOfPack } from '../pull/crewPhotos';
import { defineArea } from './types';
import { isCrew } from './who';

/** Site photos of the job-pack crews and live-location sharing (issue 5). */
export const crewPhotosArea = defineArea({
  tables: {
    crewPhotos: crewPhotoSchema,
    // Written by the share action only: the server keeps no list to pull.
    liveLocations: liveLocationShareSchema,
  },
  pulls: [{ name: 'crewPhotos', table: 'crewPhotos', appliesTo: isCrew, fetch: crewPhotosOfPack }],
  outboxKinds: ['crewPhoto.upload', 'liveLocation.share'],
});
