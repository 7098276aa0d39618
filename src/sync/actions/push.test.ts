import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, deviceLabelOf } from './push';

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
