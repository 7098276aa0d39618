import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { freshDeviceSignedIn } from './signedIn.testkit';
import { localPhotoPath } from '../../db/crewPhotoPaths';
import { fakeServer } from '../outbox/fakeServer.testkit';
import { replayOutbox } from '../outbox/replay';
import {
  PHOTO_MAX_BYTES,
  addCrewPhotos,
  deleteWaitingPhoto,
  setLiveLocationSharing,
  shareLiveLocation,
} from './crewPhotos';

beforeEach(async () => {
  await freshDeviceSignedIn('person:2');
});

const png = (name: string, bytes: number[]) =>
  new File([new Uint8Array([137, 80, 78, 71, ...bytes])], name, { type: 'image/png' });

describe('addCrewPhotos', () => {
  it('shows each photo at once, keeps its bytes, and queues one upload per photo', async () => {
    const { added, refused } = await addCrewPhotos(1, [png('a.png', [1]), png('b.png', [2])]);
    expect(refused).toEqual([]);
    expect(added).toHaveLength(2);
    const rows = await db.crewPhotos.toArray();
    expect(rows.map((r) => r.fileName).sort()).toEqual(['a.png', 'b.png']);
    for (const row of rows) {
      expect(row).toMatchObject({ crewId: 1, contentType: 'image/png', uploadedAt: null });
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(await db.files.get(localPhotoPath(row.clientKey))).toBeDefined();
    }
    const records = await db.outbox.toArray();
    expect(records).toHaveLength(2);
    for (const r of records) {
      expect(r).toMatchObject({ method: 'POST', path: '/projectCrews/1/photos', state: 'pending' });
      expect(r.blobs?.file).toBeDefined();
      const body = r.body as { clientKey: string };
      expect(rows.some((row) => row.clientKey === body.clientKey)).toBe(true);
    }
    expect(new Set(records.map((r) => r.idempotencyKey)).size).toBe(2);
  });

  it.each([
    ['a document', new File(['%PDF'], 'x.pdf', { type: 'application/pdf' }), 'type'],
    ['an empty file', new File([], 'x.png', { type: 'image/png' }), 'empty'],
    [
      'a too large photo',
      new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' }),
      'size',
    ],
  ])('refuses %s without queueing it', async (_, file, problem) => {
    const { added, refused } = await addCrewPhotos(1, [file]);
    expect(added).toEqual([]);
    expect(refused).toEqual([{ name: file.name, problem }]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.crewPhotos.count()).toBe(0);
  });
});

describe('deleteWaitingPhoto', () => {
  it('takes back a photo not yet sent, with its bytes and its upload', async () => {
    const { added } = await addCrewPhotos(1, [png('a.png', [1])]);
    const id = added[0]!;
    expect(await deleteWaitingPhoto(id)).toBe(true);
    expect(await db.crewPhotos.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
  });

  it('takes back a photo whose try failed for want of a network', async () => {
    const { added } = await addCrewPhotos(1, [png('a.png', [1])]);
    await db.outbox.toCollection().modify({ attempts: 1, lastError: 'No connection' });
    expect(await deleteWaitingPhoto(added[0]!)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a photo whose upload is under way', async () => {
    const { added } = await addCrewPhotos(1, [png('a.png', [1])]);
    const id = added[0]!;
    await db.outbox.toCollection().modify({ state: 'sending' });
    expect(await deleteWaitingPhoto(id)).toBe(false);
    expect(await db.crewPhotos.count()).toBe(1);
  });
});

describe('live location', () => {
  const point = (minute: number) => ({
    latitude: 52.37,
    longitude: 4.89,
    accuracy: 10,
    recordedAt: `2026-11-22T09:${String(minute).padStart(2, '0')}:00.000Z`,
  });

  it('keeps only the newest unsent point per crew in the outbox', async () => {
    for (let m = 0; m < 5; m += 1) await shareLiveLocation(1, point(m));
    await shareLiveLocation(2, point(7));
    const records = await db.outbox.toArray();
    expect(records.map((r) => [r.path, (r.body as { recordedAt: string }).recordedAt])).toEqual([
      ['/projectCrews/1/liveLocations', point(4).recordedAt],
      ['/projectCrews/2/liveLocations', point(7).recordedAt],
    ]);
    expect(await db.liveLocations.count()).toBe(2);
  });

  it('does not drop a point whose sending already started', async () => {
    await shareLiveLocation(1, point(0));
    await db.outbox.toCollection().modify({ state: 'sending', attempts: 1 });
    await shareLiveLocation(1, point(1));
    expect(await db.outbox.count()).toBe(2);
  });

  it('switches sharing on and off per person and crew', async () => {
    await setLiveLocationSharing(1, true);
    expect(await db.settings.get('liveLocation:person:2:1')).toEqual({
      key: 'liveLocation:person:2:1',
      value: 'on',
    });
    await setLiveLocationSharing(1, false);
    expect(await db.settings.count()).toBe(0);
  });
});

describe('photo upload replay', () => {
  it('sends each photo once, even when an answer is lost, and keeps its thumbnail', async () => {
    await addCrewPhotos(1, [png('a.png', [1]), png('b.png', [2])]);
    const server = fakeServer();
    // The first upload reaches the server but its answer is lost; the resend is deduplicated.
    server.script.push('commit-drop');
    let clock = Date.now();
    // The fake server echoes the JSON part; the real one adds what it knows of the file.
    const send = async (req: Parameters<typeof server.send>[0]) => {
      const answer = await server.send(req);
      const body = answer.body as Record<string, unknown>;
      return answer.status === 201
        ? {
            ...answer,
            body: {
              ...body,
              crewId: 1,
              contentType: 'image/png',
              size: 5,
              sha256: 'x',
              uploadedAt: 'now',
            },
          }
        : answer;
    };
    const deps = {
      send,
      auth: () => Promise.resolve({ token: 'not-a-real-token', ownerId: 'person:2' }),
      // Time moves on between passes, past the backoff of the lost answer.
      now: () => (clock += 3_600_000),
      random: () => 0.5,
    };
    await replayOutbox(deps);
    await replayOutbox(deps);
    expect(server.applied).toHaveLength(2);
    expect(server.received.map((r) => r.path)).toEqual([
      '/projectCrews/1/photos',
      '/projectCrews/1/photos',
      '/projectCrews/1/photos',
    ]);
    // (fake-indexeddb under jsdom does not clone Blob contents: bytes are checked end to end.)
    expect(server.applied.every((r) => r.blobs?.file !== undefined)).toBe(true);
    const rows = await db.crewPhotos.toArray();
    expect(rows.every((r) => r.id > 0)).toBe(true);
    for (const row of rows) expect(await db.files.get(localPhotoPath(row.clientKey))).toBeDefined();
  });
});
