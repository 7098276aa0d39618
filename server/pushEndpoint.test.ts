import { describe, expect, it } from 'vitest';
import { guardedLookup, pushEndpointProblem, type Resolve } from './pushEndpoint';

// A resolver that answers from a table, so names can be made to point anywhere.
const NAMES: Record<string, string[]> = {
  'fcm.googleapis.com': ['142.250.74.10', '2a00:1450:4001:80b::200a'],
  'evil.example': ['127.0.0.1'],
  'metadata.example': ['169.254.169.254'],
  'mixed.example': ['93.184.215.14', '10.0.0.7'],
  'v6-local.example': ['fd12:3456::1'],
};
const resolve: Resolve = (host) => {
  const found = NAMES[host];
  if (!found) return Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
  return Promise.resolve(found);
};

const HTTPS = 'Push endpoints must use https';
const PUBLIC = /public host/;

describe('push endpoints the server may call (no test API)', () => {
  it.each([
    // scheme
    ['http://fcm.googleapis.com/fcm/send/x', HTTPS],
    ['ftp://fcm.googleapis.com/x', HTTPS],
    ['not a url', /not a URL/],
    // IPv4 loopback in its spellings, private, link-local, unspecified, carrier NAT
    ['https://127.0.0.1/push', PUBLIC],
    ['https://127.1/push', PUBLIC],
    ['https://2130706433/push', PUBLIC],
    ['https://0x7f000001/push', PUBLIC],
    ['https://10.1.2.3/push', PUBLIC],
    ['https://172.16.0.1/push', PUBLIC],
    ['https://172.31.255.255/push', PUBLIC],
    ['https://192.168.1.10:8443/push', PUBLIC],
    ['https://169.254.169.254/latest/meta-data', PUBLIC],
    ['https://0.0.0.0/push', PUBLIC],
    ['https://100.64.0.1/push', PUBLIC],
    // IPv6 forms
    ['https://[::1]/push', PUBLIC],
    ['https://[::]/push', PUBLIC],
    ['https://[fe80::1]/push', PUBLIC],
    ['https://[fc00::1]/push', PUBLIC],
    ['https://[fd12:3456::1]/push', PUBLIC],
    ['https://[::ffff:127.0.0.1]/push', PUBLIC],
    ['https://[::ffff:10.0.0.1]/push', PUBLIC],
    // names
    ['https://localhost/push', PUBLIC],
    ['https://LOCALHOST./push', PUBLIC],
    ['https://api.localhost/push', PUBLIC],
    ['https://intranet/push', PUBLIC],
    ['https://evil.example/push', PUBLIC],
    ['https://metadata.example/push', PUBLIC],
    ['https://mixed.example/push', PUBLIC],
    ['https://v6-local.example/push', PUBLIC],
  ])('%s is refused', async (endpoint, message) => {
    const problem = await pushEndpointProblem(endpoint, { allowLocal: false, resolve });
    if (typeof message === 'string') expect(problem).toBe(message);
    else expect(problem).toMatch(message);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://8.8.8.8/push',
    'https://172.32.0.1/push', // just outside 172.16/12
    'https://[2606:4700::1111]/push',
    // Does not resolve now: accepted, the sender checks again when it connects.
    'https://not-yet.example/push',
  ])('%s is accepted', async (endpoint) => {
    expect(await pushEndpointProblem(endpoint, { allowLocal: false, resolve })).toBeNull();
  });
});

describe('push endpoints in the test API mode', () => {
  it.each([
    ['http://127.0.0.1:4123/push', null],
    ['https://localhost/push', null],
    ['ftp://127.0.0.1/push', HTTPS],
  ])('%s → %s', async (endpoint, expected) => {
    expect(await pushEndpointProblem(endpoint, { allowLocal: true, resolve })).toBe(expected);
  });
});

describe('the connect-time lookup', () => {
  const lookup = (host: string) =>
    new Promise<{ code?: string; address?: unknown }>((done) =>
      guardedLookup(host, {}, (error, address) => done({ code: error?.code, address })),
    );

  it('refuses a name that really resolves to 127.0.0.1 (localhost)', async () => {
    expect((await lookup('localhost')).code).toBe('EPUSHREFUSED');
  });
});
