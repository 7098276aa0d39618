import { fetchCrewPhotos } from '../../api/crewPhotos';
import type { CrewPhoto } from '../../api/schemas/crewPhotos';
import { db } from '../../db/db';
import { crewPhotoFilePath, localPhotoPath } from '../../db/crewPhotoPaths';
import { keepOfflineQuietly } from '../files';
import type { PullContext } from '../resources/types';
import { packCrewIds } from './crewPack';

/**
 * The site photos of the chief's job-pack crews (issue 5). Photos taken on this phone keep
 * their own bytes locally (see actions/crewPhotos); others are kept offline once, so their
 * thumbnails show without signal too.
 */
export async function crewPhotosOfPack(ctx: PullContext) {
  const items: CrewPhoto[] = [];
  for (const crewId of await packCrewIds(ctx)) {
    items.push(...(await fetchCrewPhotos(ctx.token, crewId)).items);
  }
  void keepMissingThumbnails(items);
  return { items };
}

/** Downloads, in the background, the photos this phone has no bytes of. */
async function keepMissingThumbnails(items: CrewPhoto[]): Promise<void> {
  const missing: string[] = [];
  for (const p of items) {
    if (await db.files.get(localPhotoPath(p.clientKey))) continue;
    missing.push(crewPhotoFilePath(p.crewId, p.id));
  }
  await keepOfflineQuietly(missing);
}
