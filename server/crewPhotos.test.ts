import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { startTestServer, type TestServer } from './testkit';
import { DEMO_PROJECT_NUMBER, GUEST_PASSWORD } from './seed/demoLogins';
import type { CrewPhoto, LiveLocationShare } from '../src/api/schemas/crewPhotos';

let s: TestServer;
let app: ReturnType<typeof createApp>;
let chief: string;

beforeAll(async () => {
  s = await startTestServer();
  app = createApp(s.deps);
});
afterAll(async () => {
  await s.deps.db.close?.();
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  chief = await s.login({ login: 'chief@demo.test', password: 'demo1234' });
});

const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([
  137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4, 5, 250, 251, 252,
]);
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function upload(
  token: string,
  opts: {
    key?: string;
    clientKey?: string;
    bytes?: Uint8Array<ArrayBuffer>;
    type?: string;
    crew?: number;
  } = {},
) {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      clientKey: opts.clientKey ?? 'photo-key-0001',
      takenAt: '2026-11-22T09:15:00.000Z',
      fileName: 'stage.png',
    }),
  );
  form.append(
    'file',
    new Blob([opts.bytes ?? PNG], { type: opts.type ?? 'image/png' }),
    'stage.png',
  );
  return app.request(`/api/v1/projectCrews/${opts.crew ?? 1}/photos`, {
    method: 'POST',
    headers: {
      Type: 'MOBILE',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': opts.key ?? 'idem-key-photo-0001',
    },
    body: form,
  });
}

describe('crew photos', () => {
  it('stores a photo once per idempotency key and serves it byte for byte', async () => {
    const first = await upload(chief);
    expect(first.status).toBe(201);
    const photo = (await first.json()) as CrewPhoto;
    expect(photo.sha256).toBe(sha(PNG));
    expect(photo.size).toBe(PNG.length);

    const again = await upload(chief);
    expect(again.status).toBe(201);
    expect(((await again.json()) as CrewPhoto).id).toBe(photo.id);
    // Same photo (client key) under another Idempotency-Key: still one row.
    const retyped = await upload(chief, { key: 'idem-key-photo-0002' });
    expect(retyped.status).toBe(200);
    expect(((await retyped.json()) as CrewPhoto).id).toBe(photo.id);

    const list = (await (
      await s.call('GET', '/projectCrews/1/photos', { token: chief })
    ).json()) as {
      items: CrewPhoto[];
    };
    expect(list.items.map((p) => p.id)).toEqual([photo.id]);

    const file = await s.call('GET', `/projectCrews/1/photos/${photo.id}/file`, { token: chief });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('Content-Disposition')).toContain('attachment');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('refuses crew members, guests and planners on upload, and non-images', async () => {
    const crew = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
    const guest = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: GUEST_PASSWORD });
    const planner = await s.login({ login: 'planner@demo.test', password: 'demo1234' });
    expect((await upload(crew, { key: 'idem-crew-0001' })).status).toBe(403);
    expect((await upload(guest, { key: 'idem-guest-001' })).status).toBe(403);
    expect((await upload(planner, { key: 'idem-plan-0001' })).status).toBe(403);
    expect((await s.call('GET', '/projectCrews/1/photos', { token: guest })).status).toBe(403);
    expect((await s.call('GET', '/projectCrews/1/photos', { token: crew })).status).toBe(403);
    expect((await s.call('GET', '/projectCrews/1/photos', { token: planner })).status).toBe(200);
    const pdf = await upload(chief, { key: 'idem-pdf-00001', type: 'application/pdf' });
    expect(pdf.status).toBe(415);
    expect((await upload(chief, { key: 'idem-none-0001', crew: 99999 })).status).toBe(404);
  });

  it('refuses a photo over the size limit with a clear message', async () => {
    const big = new Uint8Array(12 * 1024 * 1024 + 10);
    const res = await upload(chief, { key: 'idem-big-00001', bytes: big });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/too large/);
  });
});

describe('live locations', () => {
  const point = {
    latitude: 52.37,
    longitude: 4.89,
    accuracy: 12,
    recordedAt: '2026-11-22T09:00:00.000Z',
  };

  it('takes points from the crew chief only, once per key, and lets planners read them', async () => {
    const post = (token: string, key: string) =>
      s.call('POST', '/projectCrews/1/liveLocations', {
        token,
        body: point,
        headers: { 'Idempotency-Key': key },
      });
    expect((await post(chief, 'live-key-00001')).status).toBe(201);
    expect((await post(chief, 'live-key-00001')).status).toBe(201);
    const crew = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
    const guest = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: GUEST_PASSWORD });
    expect((await post(crew, 'live-key-00002')).status).toBe(403);
    expect((await post(guest, 'live-key-00003')).status).toBe(403);
    expect((await s.call('GET', '/projectCrews/1/liveLocations', { token: guest })).status).toBe(
      403,
    );

    const planner = await s.login({ login: 'planner@demo.test', password: 'demo1234' });
    const res = await s.call('GET', '/projectCrews/1/liveLocations', { token: planner });
    const list = (await res.json()) as { items: LiveLocationShare[] };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ ...point, crewId: 1 });
  });
});
