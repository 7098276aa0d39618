import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { startTestServer, type TestServer } from './testkit';
import { notifyJobChanged } from './push';
import { IDS } from './seed/ids';
import { sql } from './db/connect';
import { DEMO_PROJECT_NUMBER, GUEST_PASSWORD } from './seed/demoLogins';

let s: TestServer;
let token: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  s = await startTestServer();
  app = createApp(s.deps);
});
beforeEach(async () => {
  await s.call('POST', '/__test/reset');
  token = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
});

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

function upload(path: string, data: unknown, file: Blob, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('file', file, 'scan.pdf');
  return app.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { Type: 'MOBILE', Authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
}

describe('calendar feed', () => {
  it('serves the confirmed jobs as events and refuses an unknown secret', async () => {
    const created = await json<{ url: string }>(
      s.call('POST', '/publicCalendarSubscriptions', { token, body: { name: 'Phone' } }),
    );
    const path = new URL(created.url).pathname;
    expect(path).toMatch(/^\/api\/v1\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    // No token and no Type header, as a calendar app calls it.
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/calendar');
    const text = await res.text();
    const confirmed = await s.deps.db.rows<{ id: number }>(sql`SELECT ci.id FROM crew_items ci
      WHERE ci.person_id = ${IDS.crew} AND ci.status = 'confirmed' AND ci.end_date >= '2026-08-24'
        AND NOT ci.crew_chief_only`);
    expect(confirmed.length).toBeGreaterThan(0);
    for (const job of confirmed) expect(text).toContain(`UID:job-${job.id}@`);
    expect(text.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(confirmed.length);
    const other = await s.deps.db.rows<{ id: number }>(sql`SELECT id FROM crew_items
      WHERE person_id = ${IDS.crew} AND status <> 'confirmed'`);
    for (const job of other) expect(text).not.toContain(`UID:job-${job.id}@`);

    expect((await app.request('/api/v1/calendar/not-a-known-secret-at-all.ics')).status).toBe(404);
  });

  it('a refreshed link replaces the old one, and guests are refused', async () => {
    const created = await json<{ id: number; url: string; version: number }>(
      s.call('POST', '/publicCalendarSubscriptions', { token, body: { name: 'Laptop' } }),
    );
    const refreshed = await json<{ url: string; version: number }>(
      s.call('POST', '/publicCalendarSubscriptionsRefresh', {
        token,
        body: { id: created.id },
        headers: { 'If-Match': `"${created.version}"` },
      }),
    );
    expect(refreshed.url).not.toBe(created.url);
    expect((await app.request(new URL(created.url).pathname)).status).toBe(404);
    expect((await app.request(new URL(refreshed.url).pathname)).status).toBe(200);

    const guest = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: GUEST_PASSWORD });
    for (const path of ['/publicCalendarSubscriptions', '/pushSubscriptions', '/mobileDocuments']) {
      expect((await s.call('GET', path, { token: guest })).status).toBe(403);
    }
    expect((await s.call('GET', `/persons/${IDS.crew}`, { token: guest })).status).toBe(403);
  });
});

describe('uploads', () => {
  it('a document upload is stored once, awaiting approval, with identical bytes', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 45, 1, 2, 3, 250]);
    const file = new Blob([bytes], { type: 'application/pdf' });
    const headers = { 'Idempotency-Key': 'upload-key-0001' };
    const first = await upload('/mobileDocuments', { name: 'Scan', type: 'other' }, file, headers);
    expect(first.status).toBe(201);
    const again = await upload('/mobileDocuments', { name: 'Scan', type: 'other' }, file, headers);
    expect(again.status).toBe(201);
    const doc = await json<{ id: number; status: string }>(first);
    expect(await json(again)).toEqual(doc);
    expect(doc.status).toBe('awaitingApproval');
    const list = await json<{ items: { name: string }[] }>(
      s.call('GET', '/mobileDocuments', { token }),
    );
    expect(list.items.filter((d) => d.name === 'Scan')).toHaveLength(1);
    const download = await s.call('GET', `/mobileDocuments/${doc.id}/file`, { token });
    expect(download.headers.get('Content-Disposition')).toContain('attachment');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it('refuses files of other kinds and too-large files', async () => {
    const text = new Blob(['hello'], { type: 'text/html' });
    expect((await upload('/mobileDocuments', { name: 'X', type: 'other' }, text)).status).toBe(415);
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    expect((await upload('/mobileDocuments', { name: 'X', type: 'other' }, big)).status).toBe(413);
  });

  it('a new profile picture is pending until approved', async () => {
    const before = await json<{ pictureId: number | null; version: number }>(
      s.call('GET', `/persons/${IDS.crew}`, { token }),
    );
    expect(before.pictureId).not.toBeNull();
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const res = await upload(`/persons/${IDS.crew}/profilePictures`, {}, png, {
      'If-Match': `"${before.version}"`,
    });
    expect(res.status).toBe(201);
    const after = await json<{ pictureId: number; pendingPictureId: number; version: number }>(res);
    expect(after.pictureId).toBe(before.pictureId);
    expect(after.pendingPictureId).toBeGreaterThan(0);
    expect(after.version).toBe(before.version + 1);
    expect((await s.call('GET', `/persons/${IDS.chief}`, { token })).status).toBe(404);
  });
});

describe('web push', () => {
  const received: { headers: IncomingMessage['headers']; body: Buffer }[] = [];
  const receiver = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(parts) });
      res.writeHead(req.url === '/gone' ? 410 : 201).end();
    });
  });
  afterAll(() => receiver.close());

  it('sends an encrypted, VAPID-signed message to each subscription and drops gone ones', async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    const { publicKey } = await json<{ publicKey: string }>(
      s.call('GET', '/push/vapidPublicKey', { token }),
    );
    // A browser's subscription keys (P-256 public key and auth secret), as PushManager gives.
    const { createECDH, randomBytes } = await import('node:crypto');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    for (const path of ['/push', '/gone']) {
      const res = await s.call('POST', '/pushSubscriptions', {
        token,
        body: { endpoint: `http://127.0.0.1:${port}${path}`, keys, deviceLabel: 'Test' },
      });
      expect(res.status).toBe(201);
    }
    const payload = { title: 'Job confirmed', body: 'Concert', url: '/jobs/1', tag: 'job-1' };
    const outcomes = await notifyJobChanged(s.deps.db, IDS.crew, payload, { allowLocal: true });
    expect(outcomes.map((o) => o.status).sort()).toEqual([201, 410]);
    expect(received).toHaveLength(2);
    const first = received[0]!;
    expect(first.headers['content-encoding']).toBe('aes128gcm');
    expect(first.headers.authorization).toContain(`vapid t=`);
    expect(first.headers.authorization).toContain(`k=${publicKey}`);
    expect(first.body.length).toBeGreaterThan(0);
    expect(first.body.toString('utf8')).not.toContain('Job confirmed');
    const left = await json<{ items: { endpoint: string }[] }>(
      s.call('GET', '/pushSubscriptions', { token }),
    );
    expect(left.items.map((i) => new URL(i.endpoint).pathname)).toEqual(['/push']);
  });

  it("confirming a job pushes to the person's devices", async () => {
    received.length = 0;
    const { port } = receiver.address() as AddressInfo;
    const { createECDH, randomBytes } = await import('node:crypto');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    await s.call('POST', '/pushSubscriptions', {
      token,
      body: {
        endpoint: `http://127.0.0.1:${port}/push`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        deviceLabel: 'Test',
      },
    });
    const job = await s.deps.db.one<{ id: number }>(sql`SELECT id FROM crew_items
      WHERE person_id = ${IDS.crew} AND status = 'toConfirm' AND NOT crew_chief_only LIMIT 1`);
    expect(job).not.toBeNull();
    const res = await s.call('POST', `/jobs/${job!.id}/confirmation`, { token });
    expect(res.status).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.headers['content-encoding']).toBe('aes128gcm');
  });
});

describe("the person's language (issue 17)", () => {
  const payloadOf = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as {
      loginData: { language: string };
    };

  it('is part of the profile and is changed by POST /persons/{id}, for oneself only', async () => {
    const before = await json<{ language: string; version: number }>(
      s.call('GET', `/persons/${IDS.crew}`, { token }),
    );
    expect(before.language).toBe('en');
    const res = await s.call('POST', `/persons/${IDS.crew}`, { token, body: { language: 'deAt' } });
    expect(res.status).toBe(200);
    const after = (await res.json()) as { language: string; version: number };
    expect(after).toMatchObject({ language: 'deAt', version: before.version + 1 });
    // The same language again changes nothing, not even the version.
    const again = await json<{ version: number }>(
      s.call('POST', `/persons/${IDS.crew}`, { token, body: { language: 'deAt' } }),
    );
    expect(again.version).toBe(after.version);
    // The next login carries it.
    const next = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
    expect(payloadOf(next).loginData.language).toBe('deAt');

    expect(
      (await s.call('POST', `/persons/${IDS.planner}`, { token, body: { language: 'nl' } })).status,
    ).toBe(404);
    const guest = await s.login({ projectNumber: DEMO_PROJECT_NUMBER, password: GUEST_PASSWORD });
    expect(
      (await s.call('POST', `/persons/${IDS.crew}`, { token: guest, body: { language: 'nl' } }))
        .status,
    ).toBe(403);
  });

  it.each([
    [{ language: 'klingon' }, 'language'],
    [{ language: 'de-AT' }, 'language'],
    [{}, 'language'],
  ])('refuses %o with a message on the field', async (body, field) => {
    const res = await s.call('POST', `/persons/${IDS.crew}`, { token, body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty(field);
  });

  it('the language picked at login becomes the person’s own; a guest’s token carries it', async () => {
    const jwt = await s.login({ login: 'crew@demo.test', password: 'demo1234', language: 'nl' });
    expect(payloadOf(jwt).loginData.language).toBe('nl');
    const profile = await json<{ language: string }>(
      s.call('GET', `/persons/${IDS.crew}`, { token: jwt }),
    );
    expect(profile.language).toBe('nl');
    // Without a pick the stored language stays.
    const plain = await s.login({ login: 'crew@demo.test', password: 'demo1234' });
    expect(payloadOf(plain).loginData.language).toBe('nl');

    const guest = await s.login({
      projectNumber: DEMO_PROJECT_NUMBER,
      password: GUEST_PASSWORD,
      language: 'es',
    });
    expect(payloadOf(guest).loginData.language).toBe('es');
    const bad = await s.call('POST', '/auth/token', {
      body: { login: 'crew@demo.test', password: 'demo1234', language: 'xx' },
    });
    expect(bad.status).toBe(400);
  });
});
