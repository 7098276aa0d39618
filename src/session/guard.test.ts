import { describe, expect, it } from 'vitest';
import type { TokenPayload } from '../api/schemas/session';
import { afterLoginPath, decideRoute, loginSearchFor, type GuardDecision } from './guard';

const payload = (
  type: TokenPayload['type'],
  extra: Partial<TokenPayload['loginData']> = {},
): TokenPayload => ({
  type,
  exp: 2_000_000_000,
  loginData: { personId: 1, contactNumber: null, language: 'en', loginTypes: ['crew'], ...extra },
});

const user = payload('other');
const projectGuest = payload('project', { projectNumber: 'P-1', personId: null });
const plusCrewGuest = payload('pluscrew', { plusCrewNumber: 'PC-7', personId: null });

describe('loginSearchFor (SPEC §5)', () => {
  it.each<[string, string, Record<string, string>]>([
    ['/jobs', '', { redirect: '/jobs' }],
    ['/jobs/5', '?tab=past', { redirect: '/jobs/5?tab=past' }],
    ['/projects/P-1', '?PID=P-1&Password=pw', { PID: 'P-1', Password: 'pw' }],
    ['/projects/P-1', '?PID=P-1', { PID: 'P-1' }],
    ['/plus-crews/PC-7', 'PCID=PC-7&Password=pw', { PCID: 'PC-7', Password: 'pw' }],
    ['/', '?login=ann%40example.com', { login: 'ann@example.com' }],
    ['/', '?login=ann&Password=s3cret', { login: 'ann', Password: 's3cret' }],
    ['/jobs', '?theme=red', { redirect: '/jobs?theme=red', theme: 'red' }],
    ['/', '?PID=P-1&Password=pw&theme=red', { PID: 'P-1', Password: 'pw', theme: 'red' }],
  ])('%s%s → %o', (path, search, expected) => {
    expect(loginSearchFor(path, search)).toEqual(expected);
  });
});

type Who = 'anonymous' | 'user' | 'projectGuest' | 'plusCrewGuest';
const WHO: Record<Who, TokenPayload | null> = {
  anonymous: null,
  user,
  projectGuest,
  plusCrewGuest,
};

describe('decideRoute', () => {
  it.each<[string, Who, string, string, GuardDecision]>([
    // Not logged in: to /login with the login name, or else the original path.
    ['anonymous', 'anonymous', '/jobs', '', { kind: 'login', search: { redirect: '/jobs' } }],
    ['anonymous', 'anonymous', '/', '', { kind: 'login', search: { redirect: '/' } }],
    [
      'anonymous with a project link',
      'anonymous',
      '/projects/P-1',
      '?PID=P-1&Password=pw',
      { kind: 'login', search: { PID: 'P-1', Password: 'pw' } },
    ],
    [
      'anonymous with a plus-crew link',
      'anonymous',
      '/plus-crews/PC-7',
      '?PCID=PC-7',
      { kind: 'login', search: { PCID: 'PC-7' } },
    ],
    // Ordinary users go anywhere.
    ['user', 'user', '/jobs', '', { kind: 'allow' }],
    ['user', 'user', '/', '', { kind: 'allow' }],
    ['user', 'user', '/plus-crews/PC-7/settings', '', { kind: 'allow' }],
    ['user with a PID in the query', 'user', '/projects/P-1', '?PID=P-1', { kind: 'allow' }],
    // Guests stay inside their allow-list.
    ['project guest', 'projectGuest', '/projects/P-1', '', { kind: 'allow' }],
    ['project guest', 'projectGuest', '/crews/5/contact-crew-chief', '', { kind: 'allow' }],
    ['project guest', 'projectGuest', '/locations/3', '', { kind: 'allow' }],
    ['project guest', 'projectGuest', '/', '', { kind: 'redirect', to: '/projects/P-1' }],
    ['project guest', 'projectGuest', '/jobs', '', { kind: 'redirect', to: '/projects/P-1' }],
    [
      'project guest',
      'projectGuest',
      '/projects/P-2',
      '',
      { kind: 'redirect', to: '/projects/P-1' },
    ],
    [
      'project guest',
      'projectGuest',
      '/plus-crews/PC-1',
      '',
      { kind: 'redirect', to: '/projects/P-1' },
    ],
    ['plus-crew guest', 'plusCrewGuest', '/plus-crews/PC-7', '', { kind: 'allow' }],
    ['plus-crew guest', 'plusCrewGuest', '/plus-crews/PC-7/data', '', { kind: 'allow' }],
    [
      'plus-crew guest',
      'plusCrewGuest',
      '/plus-crews/PC-7/settings',
      '',
      { kind: 'redirect', to: '/plus-crews/PC-7' },
    ],
    [
      'plus-crew guest',
      'plusCrewGuest',
      '/profile',
      '',
      { kind: 'redirect', to: '/plus-crews/PC-7' },
    ],
    // A guest following a login link for a path it may not open must reach /login with it.
    [
      'project guest with a link to another project',
      'projectGuest',
      '/projects/P-2',
      '?PID=P-2&Password=pw',
      { kind: 'login', search: { PID: 'P-2', Password: 'pw' } },
    ],
    [
      'plus-crew guest with a link to another plus crew',
      'plusCrewGuest',
      '/plus-crews/PC-8',
      '?PCID=PC-8&Password=pw',
      { kind: 'login', search: { PCID: 'PC-8', Password: 'pw' } },
    ],
  ])('%s (%s) on %s%s', (_label, p, path, search, expected) => {
    expect(decideRoute({ path, search, payload: WHO[p] })).toEqual(expected);
  });
});

describe('afterLoginPath (logged-in users on /login)', () => {
  it.each<[string, TokenPayload, string | undefined, string]>([
    ['user without redirect', user, undefined, '/'],
    ['user with redirect', user, '/jobs/5?tab=past', '/jobs/5?tab=past'],
    ['user with an absolute URL', user, 'https://evil.example/x', '/'],
    ['user with a protocol-relative URL', user, '//evil.example/x', '/'],
    ['user with a relative path', user, 'jobs', '/'],
    ['project guest', projectGuest, undefined, '/projects/P-1'],
    ['project guest with redirect', projectGuest, '/jobs', '/projects/P-1'],
    ['plus-crew guest', plusCrewGuest, undefined, '/plus-crews/PC-7'],
    ['plus-crew guest with redirect', plusCrewGuest, '/profile', '/plus-crews/PC-7'],
  ])('%s → %s', (_label, p, redirect, expected) => {
    expect(afterLoginPath(p, redirect)).toBe(expected);
  });
});
