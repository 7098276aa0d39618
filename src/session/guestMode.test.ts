import { describe, expect, it } from 'vitest';
import type { TokenPayload } from '../api/schemas/session';
import { guestHome, guestModeOf, isAllowedForGuest, type GuestMode } from './guestMode';

const payload = (
  type: TokenPayload['type'],
  extra: Partial<TokenPayload['loginData']> = {},
): TokenPayload => ({
  type,
  exp: 2_000_000_000,
  loginData: { personId: null, contactNumber: null, language: 'en', loginTypes: [], ...extra },
});

const project: GuestMode = { kind: 'project', number: 'P-1' };
const pluscrew: GuestMode = { kind: 'pluscrew', number: 'PC-7' };

describe('guestModeOf', () => {
  it.each<[string, TokenPayload | null, GuestMode | null]>([
    ['no token', null, null],
    ['an ordinary login', payload('other', { loginTypes: ['crew'] }), null],
    ['a project login', payload('project', { projectNumber: 'P-1' }), project],
    ['a plus-crew login', payload('pluscrew', { plusCrewNumber: 'PC-7' }), pluscrew],
    ['a project login without number', payload('project'), { kind: 'project', number: '' }],
  ])('%s', (_label, p, expected) => {
    expect(guestModeOf(p)).toEqual(expected);
  });
});

describe('project guest allow-list (SPEC §5)', () => {
  it.each([
    '/projects/P-1',
    '/projects/P-1/',
    '/projects/P-1/contact-project-manager',
    '/crews/5',
    '/crews/5/crew-chief-job',
    '/crews/5/contact-crew-chief',
    '/crews/5/contact-crew-member/9',
    '/crews/5/crew-chief-location',
    '/locations/3',
    '/version',
  ])('allows %s', (path) => {
    expect(isAllowedForGuest(project, path)).toBe(true);
  });

  it.each([
    '/',
    '/projects',
    '/projects/P-2',
    '/projects/P-10',
    '/projects/P-1/documents',
    '/projects-calendar',
    '/crews/5/check-in',
    '/crews/5/check-out',
    '/crews/5/sign-off',
    '/crews/5/delivery-note',
    '/crews/5/photos',
    '/crews/5/contact-contact-on-site',
    '/crews/5/contact-crew-member',
    '/crews/5/security-check/1/2025-01-01/1',
    '/locations',
    '/jobs',
    '/jobs/1/contact-project-manager',
    '/personal-calendar',
    '/payrolls',
    '/profile',
    '/mailbox',
    '/plus-crews/P-1',
    '/plus-crews/P-1/data',
  ])('refuses %s', (path) => {
    expect(isAllowedForGuest(project, path)).toBe(false);
  });
});

describe('plus-crew guest allow-list (SPEC §5)', () => {
  it.each(['/plus-crews/PC-7', '/plus-crews/PC-7/data', '/plus-crews/PC-7/data/', '/version'])(
    'allows %s',
    (path) => {
      expect(isAllowedForGuest(pluscrew, path)).toBe(true);
    },
  );

  it.each([
    '/',
    '/plus-crews',
    '/plus-crews/PC-8',
    '/plus-crews/PC-70',
    '/plus-crews/PC-8/data',
    '/plus-crews/PC-7/settings',
    '/projects/PC-7',
    '/crews/5',
    '/locations/3',
    '/jobs',
    '/profile',
    '/trainings',
  ])('refuses %s', (path) => {
    expect(isAllowedForGuest(pluscrew, path)).toBe(false);
  });
});

describe('guest numbers are matched literally', () => {
  it.each<[GuestMode, string, boolean]>([
    [{ kind: 'pluscrew', number: 'A.1' }, '/plus-crews/A.1', true],
    [{ kind: 'pluscrew', number: 'A.1' }, '/plus-crews/AX1', false],
    [{ kind: 'project', number: 'P 1' }, '/projects/P%201', true],
    [{ kind: 'project', number: 'P+1' }, '/projects/PP1', false],
  ])('%o on %s → %s', (mode, path, allowed) => {
    expect(isAllowedForGuest(mode, path)).toBe(allowed);
  });
});

describe('guestHome', () => {
  it.each<[GuestMode, string]>([
    [project, '/projects/P-1'],
    [pluscrew, '/plus-crews/PC-7'],
    [{ kind: 'project', number: 'P 1' }, '/projects/P%201'],
  ])('%o → %s', (mode, expected) => {
    expect(guestHome(mode)).toBe(expected);
    expect(isAllowedForGuest(mode, guestHome(mode))).toBe(true);
  });
});
