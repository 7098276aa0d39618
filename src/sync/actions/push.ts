import { fetchVapidPublicKey } from '../../api/profile';
import { db } from '../../db/db';
import { deletePushSubscription, registerPushSubscription } from './profile';
import { TimeoutError, withTimeout } from '../../lib/withTimeout';

/** Why this browser could not be subscribed; each has its own message on screen. */
export type PushProblem = 'unsupported' | 'denied' | 'offline' | 'refused' | 'timeout';

/**
 * How long the browser's push service may take. It answers in a second or two when reachable;
 * out of reach, Chromium spins about 15 s before it refuses, with the button busy all along.
 */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 6_000;

export class PushSubscribeError extends Error {
  constructor(readonly problem: PushProblem) {
    super(`Push subscription failed: ${problem}`);
  }
}

/** "Chrome on Android" from a user agent string, to tell devices apart in the list. */
export function deviceLabelOf(userAgent: string): string {
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /SamsungBrowser\//.test(ua)
          ? 'Samsung Internet'
          : /Chrome\/|Chromium\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return system ? `${browser} on ${system}` : browser;
}

/** The VAPID key as PushManager wants it (base64url → bytes). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const pushSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/** This browser's current push endpoint, or null (not subscribed, or no push support). */
export async function currentPushEndpoint(): Promise<string | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  const sub = await reg?.pushManager.getSubscription();
  return sub?.endpoint ?? null;
}

/**
 * Subscribes this browser to Web Push with the server's VAPID key, then stores the
 * subscription through the outbox. Needs the network (the browser talks to its push service);
 * every refusal comes back as a PushSubscribeError naming why.
 */
export async function subscribeThisBrowser(): Promise<void> {
  if (!pushSupported()) throw new PushSubscribeError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSubscribeError('denied');
  const session = await db.session.get('current');
  if (!session) throw new Error('Not logged in');
  let key: string;
  try {
    key = await withTimeout(fetchVapidPublicKey(session.token), PUSH_SUBSCRIBE_TIMEOUT_MS);
  } catch {
    throw new PushSubscribeError('offline');
  }
  let subscription: PushSubscription;
  try {
    // One deadline for both waits: the worker being ready and the push service's answer.
    subscription = await withTimeout(
      navigator.serviceWorker.ready.then((reg) =>
        reg.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: base64UrlToBytes(key),
        }),
      ),
      PUSH_SUBSCRIBE_TIMEOUT_MS,
    );
  } catch (error) {
    // The browser's push service did not answer in time, or refused (e.g. no network to it).
    throw new PushSubscribeError(error instanceof TimeoutError ? 'timeout' : 'refused');
  }
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new PushSubscribeError('refused');
  await registerPushSubscription({
    endpoint: json.endpoint,
    keys: { p256dh, auth },
    deviceLabel: deviceLabelOf(navigator.userAgent),
  });
}

/** Removes a device's subscription; when it is this browser's, the browser forgets it too. */
export async function unsubscribeDevice(id: number, endpoint: string): Promise<void> {
  await deletePushSubscription(id);
  if (!pushSupported()) return;
  try {
    const reg = await navigator.serviceWorker.getRegistration();
    const sub = await reg?.pushManager.getSubscription();
    if (sub?.endpoint === endpoint) await sub.unsubscribe();
  } catch {
    // The server no longer pushes to it; the browser's own copy is harmless.
  }
}
