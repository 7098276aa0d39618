/* Where photo bytes live in the `files` table (no React: the pull and actions use these). */

/** The `files` key under which a photo taken on this phone keeps its own bytes. */
export const localPhotoPath = (clientKey: string) => `local:crewPhoto:${clientKey}`;

/** Where a stored photo's bytes are downloaded from (and kept under, once downloaded). */
export const crewPhotoFilePath = (crewId: number, photoId: number) =>
  `/projectCrews/${crewId}/photos/${photoId}/file`;

/** The settings key of the live-location opt-in: per person and crew, off unless switched on. */
export const liveLocationSettingKey = (ownerId: string, crewId: number) =>
  `liveLocation:${ownerId}:${crewId}`;
