import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MalformedResponseError, NetworkError } from './errors';
import { fetchTenant } from './tenant';

const TENANT = {
  name: 'Demo Events',
  defaultLanguage: 'en',
  useUserLanguage: true,
  mobileTheme: null,
  backgroundUrl: null,
  backgroundColorCode: null,
  faviconUrl: null,
  metaHostName: 'demo.example',
  metaDescription: null,
};

const answer = (body: unknown, status = 200) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

afterEach(() => vi.unstubAllGlobals());

describe('fetchTenant (boot, without the ofetch client)', () => {
  it.each([
    ['a valid answer', answer(TENANT), TENANT, null],
    [
      'a field of the wrong type',
      answer({ ...TENANT, useUserLanguage: 'yes' }),
      null,
      MalformedResponseError,
    ],
    ['a missing field', answer({ name: 'x' }), null, MalformedResponseError],
    [
      'null for a text that must be there',
      answer({ ...TENANT, name: null }),
      null,
      MalformedResponseError,
    ],
    [
      'a number for a text that may be null',
      answer({ ...TENANT, faviconUrl: 3 }),
      null,
      MalformedResponseError,
    ],
    ['a list, not an object', answer([TENANT]), null, MalformedResponseError],
    ['unknown fields, dropped', answer({ ...TENANT, extra: 'x' }), TENANT, null],
    [
      'not JSON at all',
      vi.fn(() => Promise.resolve(new Response('<html>'))),
      null,
      MalformedResponseError,
    ],
    ['a server error', answer({ code: 'x', message: 'down' }, 503), null, ApiError],
    [
      'no network',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      null,
      NetworkError,
    ],
  ] as const)('%s', async (_name, fetchMock, expected, error) => {
    vi.stubGlobal('fetch', fetchMock);
    if (error) await expect(fetchTenant()).rejects.toBeInstanceOf(error);
    else await expect(fetchTenant()).resolves.toEqual(expected);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/tenant');
    expect(init.headers).toMatchObject({ Type: 'MOBILE' });
  });
});
