import { useLiveQuery } from 'dexie-react-hooks';
import {
  db,
  type Crew,
  type CrewMember,
  type CrewPhoto,
  type LiveLocationShare,
  type Location,
} from './db';
import { openOutboxRecords } from './outboxQueries';
import { isProblemState } from './outboxRecord';
import { crewPhotoFilePath, liveLocationSettingKey, localPhotoPath } from './crewPhotoPaths';

export { crewPhotoFilePath, liveLocationSettingKey, localPhotoPath };

export type PhotoStatus = 'waiting' | 'uploading' | 'uploaded' | 'failed';

export type PhotoView = {
  photo: CrewPhoto;
  status: PhotoStatus;
  /** The server's message when the upload was refused. */
  error: string | null;
  /** The kept file to show as thumbnail, or null when none is on this phone yet. */
  thumbPath: string | null;
};

/** A crew's photos, oldest first, each with its upload state read from the outbox. */
export function useCrewPhotos(crewId: number): PhotoView[] | undefined {
  return useLiveQuery(async () => {
    const [photos, open] = await Promise.all([
      db.crewPhotos.where('crewId').equals(crewId).toArray(),
      openOutboxRecords(),
    ]);
    const records = new Map(
      open.filter((r) => r.entity?.table === 'crewPhotos').map((r) => [r.entity!.id, r]),
    );
    const views: PhotoView[] = [];
    for (const photo of photos) {
      const record = records.get(photo.id);
      const status: PhotoStatus = !record
        ? photo.id > 0
          ? 'uploaded'
          : 'waiting'
        : record.state === 'sending'
          ? 'uploading'
          : isProblemState(record.state)
            ? 'failed'
            : 'waiting';
      const local = localPhotoPath(photo.clientKey);
      const server = photo.id > 0 ? crewPhotoFilePath(crewId, photo.id) : null;
      const thumbPath = (await db.files.get(local))
        ? local
        : server && (await db.files.get(server))
          ? server
          : null;
      views.push({
        photo,
        status,
        error: status === 'failed' ? (record?.lastError ?? null) : null,
        thumbPath,
      });
    }
    return views.sort((a, b) =>
      a.photo.takenAt === b.photo.takenAt
        ? Math.abs(a.photo.id) - Math.abs(b.photo.id)
        : a.photo.takenAt < b.photo.takenAt
          ? -1
          : 1,
    );
  }, [crewId]);
}

export type LiveLocationState = {
  sharing: boolean;
  ownerId: string | null;
  /** The newest point this phone shared (sent or waiting), if any. */
  last: LiveLocationShare | null;
  /** Whether that point still waits for the network. */
  lastWaiting: boolean;
};

export function useLiveLocationState(crewId: number): LiveLocationState | undefined {
  return useLiveQuery(async () => {
    const session = await db.session.get('current');
    const ownerId = session?.ownerId ?? null;
    const setting = ownerId
      ? await db.settings.get(liveLocationSettingKey(ownerId, crewId))
      : undefined;
    const points = await db.liveLocations.filter((p) => p.crewId === crewId).toArray();
    const last = points.sort((a, b) => (a.recordedAt < b.recordedAt ? 1 : -1))[0] ?? null;
    return {
      sharing: setting?.value === 'on',
      ownerId,
      last,
      lastWaiting: last !== null && last.id < 0,
    };
  }, [crewId]);
}

/** A crew of the job pack; null when this phone does not have it. */
export function useCrew(crewId: number): Crew | null | undefined {
  return useLiveQuery(async () => (await db.crews.get(crewId)) ?? null, [crewId]);
}

/** A crew member by the contact id of its route (/contact-crew-member/{contactId}). */
export function useCrewMemberContact(
  crewId: number,
  contactId: string,
): CrewMember | null | undefined {
  return useLiveQuery(
    async () =>
      (await db.crewMembers
        .where('crewId')
        .equals(crewId)
        .filter((m) => m.contactId === contactId)
        .first()) ?? null,
    [crewId, contactId],
  );
}

export function useLocation(locationId: number | null): Location | null | undefined {
  return useLiveQuery(
    async () => (locationId === null ? null : ((await db.locations.get(locationId)) ?? null)),
    [locationId],
  );
}
