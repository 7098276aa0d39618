import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import { formatDay } from '../src/api/schemas/dateFormats';
import type { PushPayload } from '../src/api/schemas/profile';
import { sql, type Db } from './db/connect';
import { guardedLookup, staticEndpointProblem } from './pushEndpoint';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const DEFAULT_SUBJECT = 'mailto:crewhub@demo.test';

/**
 * The server's VAPID keys: from CREWHUB_VAPID_PUBLIC_KEY / CREWHUB_VAPID_PRIVATE_KEY when set,
 * else generated once and kept in the database (the vapid_keys table is never reseeded, so
 * browsers' subscriptions stay valid across test resets).
 */
export async function vapidKeys(db: Db, env = process.env): Promise<VapidKeys> {
  const subject = env.CREWHUB_VAPID_SUBJECT ?? DEFAULT_SUBJECT;
  if (env.CREWHUB_VAPID_PUBLIC_KEY && env.CREWHUB_VAPID_PRIVATE_KEY) {
    return {
      publicKey: env.CREWHUB_VAPID_PUBLIC_KEY,
      privateKey: env.CREWHUB_VAPID_PRIVATE_KEY,
      subject,
    };
  }
  const stored = await db.one<{ publicKey: string; privateKey: string }>(
    sql`SELECT public_key AS "publicKey", private_key AS "privateKey" FROM vapid_keys WHERE id = 1`,
  );
  if (stored) return { ...stored, subject };
  const fresh = webpush.generateVAPIDKeys();
  // Two first calls at once: the second insert is ignored and both read the winner.
  await db.run(sql`INSERT INTO vapid_keys (id, public_key, private_key)
    VALUES (1, ${fresh.publicKey}, ${fresh.privateKey}) ON CONFLICT (id) DO NOTHING`);
  const winner = await db.one<{ publicKey: string; privateKey: string }>(
    sql`SELECT public_key AS "publicKey", private_key AS "privateKey" FROM vapid_keys WHERE id = 1`,
  );
  return { ...(winner ?? fresh), subject };
}

type StoredSubscription = { id: number; endpoint: string; p256dh: string; auth: string };

export type PushOutcome = { id: number; status: number | null };

type PushRequest = { endpoint: string; headers: Record<string, string>; body: Buffer | null };

/**
 * POSTs with node:http(s), not fetch: `lookup` lets the connection itself refuse a host whose
 * name resolves to a loopback or private address (checked at connect time, so a name cannot
 * switch its answer after the subscribe-time check). Redirects are not followed.
 */
function post(req: PushRequest, allowLocal: boolean): Promise<number | null> {
  const url = new URL(req.endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: req.headers,
        timeout: 10_000,
        ...(allowLocal ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? null);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
    request.end(req.body ?? undefined);
  });
}

/**
 * Sends one push message. web-push encrypts the payload (RFC 8291) and signs the VAPID header.
 * An endpoint the server may not reach (pushEndpoint.ts) is not contacted: null.
 */
async function sendOne(
  sub: StoredSubscription,
  payload: PushPayload,
  keys: VapidKeys,
  allowLocal: boolean,
): Promise<number | null> {
  if (staticEndpointProblem(sub.endpoint, allowLocal)) return null;
  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: {
        subject: keys.subject,
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      },
      TTL: 24 * 3600,
      urgency: 'high',
      topic: payload.tag?.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
    },
  );
  return post(
    {
      endpoint: details.endpoint,
      headers: details.headers,
      body: details.body ? Buffer.from(details.body) : null,
    },
    allowLocal,
  );
}

/**
 * Pushes a message to every device the person subscribed (a job of theirs was confirmed or
 * changed). Subscriptions the push service says are gone (404, 410) are removed. Never throws:
 * a push that cannot be delivered must not undo the change that caused it.
 */
export async function notifyJobChanged(
  db: Db,
  personId: number,
  payload: PushPayload,
  options: { allowLocal?: boolean } = {},
): Promise<PushOutcome[]> {
  const allowLocal = options.allowLocal ?? false;
  try {
    const subs = await db.rows<StoredSubscription>(
      sql`SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE person_id = ${personId}`,
    );
    if (subs.length === 0) return [];
    const keys = await vapidKeys(db);
    const outcomes = await Promise.all(
      subs.map(async (sub) => ({
        id: sub.id,
        status: await sendOne(sub, payload, keys, allowLocal),
      })),
    );
    const gone = outcomes.filter((o) => o.status === 404 || o.status === 410).map((o) => o.id);
    // Only answers of endpoints actually contacted count (a refused one is null), and only the
    // person's own rows go.
    for (const id of gone)
      await db.run(
        sql`DELETE FROM push_subscriptions WHERE id = ${id} AND person_id = ${personId}`,
      );
    return outcomes;
  } catch {
    return [];
  }
}

type JobSummary = {
  id: number;
  projectName: string;
  functionName: string;
  startDate: string;
  startTime: string;
};

/**
 * The message of a confirmed or changed job; a click opens /jobs/{id}. Its words are English,
 * so is its day ("Tue, 24 Nov 2026"), never an ISO date.
 */
export function jobPushPayload(kind: 'confirmed' | 'changed', job: JobSummary): PushPayload {
  const day = formatDay(job.startDate, 'en', { withYear: true });
  return {
    title: kind === 'confirmed' ? 'Job confirmed' : 'Job changed',
    body: `${job.projectName} – ${job.functionName}, ${day} ${job.startTime}`,
    url: `/jobs/${job.id}`,
    tag: `job-${job.id}`,
  };
}
