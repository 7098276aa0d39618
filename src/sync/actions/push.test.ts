import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as profileApi from '../../api/profile';
import {
  PUSH_SUBSCRIBE_TIMEOUT_MS,
  PushSubscribeError,
  base64UrlToBytes,
  deviceLabelOf,
  subscribeThisBrowser,
} from './push';
import { freshDeviceSignedIn } from './signedIn.testkit';

describe('deviceLabelOf', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['curl/8.0', 'Browser'],
  ])('%s → %s', (ua, label) => {
    expect(deviceLabelOf(ua)).toBe(label);
  });
});

describe('base64UrlToBytes', () => {
  it.each([
    ['AQID', [1, 2, 3]],
    ['_-8', [255, 239]],
    ['AA', [0]],
  ])('%s', (value, bytes) => {
    expect([...base64UrlToBytes(value)]).toEqual(bytes);
  });
});

describe('subscribeThisBrowser', () => {
  const key =
    'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

  beforeEach(async () => {
    await freshDeviceSignedIn('p1');
    // Only the clock of the waits: IndexedDB (fake-indexeddb) schedules with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('Notification', { requestPermission: () => Promise.resolve('granted') });
    vi.stubGlobal('PushManager', function PushManager() {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A browser whose push service answers `subscribe` after `ms` (never: Infinity). */
  const browserAnswering = (ms: number) => {
    vi.spyOn(profileApi, 'fetchVapidPublicKey').mockResolvedValue(key);
    const subscribe = () =>
      new Promise<never>((_, reject) => {
        if (Number.isFinite(ms)) setTimeout(() => reject(new Error('push service refused')), ms);
      });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ pushManager: { subscribe } }) },
    });
  };

  it.each<[string, number, string]>([
    ['a push service that never answers times out', Infinity, 'timeout'],
    ['one that refuses at 15 s times out first', 15_000, 'timeout'],
    ['one that refuses at once is a refusal', 500, 'refused'],
  ])('%s', async (_, ms, problem) => {
    browserAnswering(ms);
    const outcome = subscribeThisBrowser().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(PUSH_SUBSCRIBE_TIMEOUT_MS + 100);
    const error = await outcome;
    expect(error).toBeInstanceOf(PushSubscribeError);
    expect((error as PushSubscribeError).problem).toBe(problem);
  });
});
