import * as v from 'valibot';
import {
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  liveLocationInputSchema,
  type LiveLocationInput,
} from '../../api/schemas/crewPhotos';
import { db, type CrewPhoto } from '../../db/db';
import { neverSent } from '../../db/outboxRecord';
import { liveLocationSettingKey, localPhotoPath } from '../../db/crewPhotoPaths';
import { decodeToken } from '../../session/token';
import { localEntityId } from '../outbox/ids';
import { notifyEnqueued, outboxRecord } from '../outbox/enqueue';
import { fileProblem, type FileProblem } from './profile';

export { PHOTO_MAX_BYTES, PHOTO_TYPES };
export type { FileProblem, LiveLocationInput };

export const PHOTO_KIND = 'crewPhoto.upload';
export const LIVE_LOCATION_KIND = 'liveLocation.share';

/** Why a chosen file was not added (shown beside its name). */
export type RefusedPhoto = { name: string; problem: Exclude<FileProblem, null> };

async function sessionOrThrow() {
  const session = await db.session.get('current');
  if (!session) throw new Error('Not logged in');
  return session;
}

/** Hex SHA-256 of the bytes, to compare with the server's; null where WebCrypto is missing. */
async function sha256Hex(blob: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Adds photos to a crew: each shows at once (its bytes kept on the phone for the thumbnail)
 * and waits in the outbox as its own upload, sent once (idempotency key and client key) when
 * the network allows. Files that are not images or are too large are refused, not queued.
 */
export async function addCrewPhotos(
  crewId: number,
  files: readonly File[],
  now = new Date(),
): Promise<{ added: number[]; refused: RefusedPhoto[] }> {
  const added: number[] = [];
  const refused: RefusedPhoto[] = [];
  for (const file of files) {
    const problem = fileProblem(file, PHOTO_TYPES, PHOTO_MAX_BYTES);
    if (problem) {
      refused.push({ name: file.name || 'photo', problem });
      continue;
    }
    // Read before the transaction: IndexedDB transactions end at the first foreign await.
    const sha256 = await sha256Hex(file);
    const id = localEntityId();
    const clientKey = crypto.randomUUID();
    const fileName = file.name || `photo-${now.getTime()}.jpg`;
    const row: CrewPhoto = {
      id,
      version: 1,
      crewId,
      clientKey,
      takenAt: new Date(file.lastModified || now.getTime()).toISOString(),
      fileName,
      contentType: file.type,
      size: file.size,
      sha256,
      caption: null,
      uploadedAt: null,
    };
    await db.transaction('rw', [db.session, db.crewPhotos, db.files, db.outbox], async () => {
      const session = await sessionOrThrow();
      await db.crewPhotos.add(row);
      await db.files.put({
        path: localPhotoPath(clientKey),
        blob: file,
        contentType: file.type,
        name: fileName,
        savedAt: now.getTime(),
      });
      await db.outbox.add(
        outboxRecord(session.ownerId, {
          kind: PHOTO_KIND,
          method: 'POST',
          path: `/projectCrews/${crewId}/photos`,
          body: { clientKey, takenAt: row.takenAt, fileName, caption: null },
          blobs: { file },
          entity: { table: 'crewPhotos', id },
          baseVersion: null,
          undo: [{ table: 'crewPhotos', id, row: null }],
        }),
      );
    });
    added.push(id);
  }
  if (added.length > 0) notifyEnqueued();
  return { added, refused };
}

/**
 * Takes back a photo that is not uploading right now. One whose upload is under way or done
 * stays: the server has (or may have) it. Should an earlier try have reached the server after
 * all, the next pull shows it again as uploaded, so nothing disappears unseen.
 */
export async function deleteWaitingPhoto(id: number): Promise<boolean> {
  return db.transaction('rw', [db.crewPhotos, db.files, db.outbox], async () => {
    const row = await db.crewPhotos.get(id);
    if (!row || id > 0) return false;
    const records = await db.outbox.where('entityKey').equals(`crewPhotos:${id}`).toArray();
    // A failed try while offline never reached the server; one under way or done has.
    if (records.some((r) => r.state === 'sending' || r.state === 'done')) {
      return false;
    }
    await db.outbox.bulkDelete(records.map((r) => r.id));
    await db.files.delete(localPhotoPath(row.clientKey));
    await db.crewPhotos.delete(id);
    return true;
  });
}

/** Switches live-location sharing for a crew on or off (a UI setting of this person). */
export async function setLiveLocationSharing(crewId: number, on: boolean): Promise<void> {
  const session = await sessionOrThrow();
  const key = liveLocationSettingKey(session.ownerId, crewId);
  if (on) await db.settings.put({ key, value: 'on' });
  else await db.settings.delete(key);
}

/**
 * Queues one live-location point. Only the newest point matters to the planner, so an older
 * point still waiting for the network is replaced, not piled up: offline for a whole shift
 * leaves one record per crew in the outbox, not hundreds.
 */
export async function shareLiveLocation(crewId: number, input: LiveLocationInput): Promise<void> {
  const point = v.parse(liveLocationInputSchema, input);
  const id = localEntityId();
  const path = `/projectCrews/${crewId}/liveLocations`;
  await db.transaction('rw', [db.session, db.liveLocations, db.outbox], async () => {
    const session = await sessionOrThrow();
    const personId = decodeToken(session.token)?.loginData.personId ?? 0;
    const mine = await db.outbox.where('ownerId').equals(session.ownerId).toArray();
    // Not yet tried, or refused: nothing in flight, so dropping them loses no answer.
    const stale = mine.filter(
      (r) =>
        r.kind === LIVE_LOCATION_KIND &&
        r.path === path &&
        (r.state === 'failed' || (r.state === 'pending' && neverSent(r))),
    );
    await db.outbox.bulkDelete(stale.map((r) => r.id));
    const older = await db.liveLocations.filter((p) => p.crewId === crewId).toArray();
    const inFlight = new Set(
      mine
        .filter((r) => r.kind === LIVE_LOCATION_KIND && !stale.includes(r))
        .map((r) => r.entity?.id),
    );
    await db.liveLocations.bulkDelete(older.filter((p) => !inFlight.has(p.id)).map((p) => p.id));
    await db.liveLocations.add({ id, version: 1, crewId, personId, ...point });
    await db.outbox.add(
      outboxRecord(session.ownerId, {
        kind: LIVE_LOCATION_KIND,
        method: 'POST',
        path,
        body: point,
        entity: { table: 'liveLocations', id },
        baseVersion: null,
        undo: [{ table: 'liveLocations', id, row: null }],
      }),
    );
  });
  notifyEnqueued();
}
