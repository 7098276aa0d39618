import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenValid } from './token';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const nowS = NOW / 1000;

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** An unsigned JWT: the app never verifies signatures, the server does. */
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.sig`;

const loginData = { personId: 1, contactNumber: null, language: 'en', loginTypes: ['crew'] };
const good = (exp: unknown, type: unknown = 'other') => jwt({ type, exp, loginData });

describe('isTokenValid (SPEC §5)', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['expiry an hour ahead', good(nowS + 3600), true],
    ['expiry one second ahead', good(nowS + 1), true],
    ['expiry exactly now', good(nowS), false],
    ['expiry one second ago', good(nowS - 1), false],
    ['expiry long past', good(0), false],
    ['project guest, expiry ahead', good(nowS + 60, 'project'), true],
    ['null', null, false],
    ['undefined', undefined, false],
    ['empty string', '', false],
    ['not a JWT', 'not-a-token', false],
    ['three garbage parts', 'a.b.c', false],
    ['payload not JSON', `${b64url({ alg: 'none' })}.${btoa('{oops')}.x`, false],
    ['payload without loginData', jwt({ type: 'other', exp: nowS + 3600 }), false],
    ['payload without exp', jwt({ type: 'other', loginData }), false],
    ['exp as text', good(String(nowS + 3600)), false],
    ['unknown token type', good(nowS + 3600, 'admin'), false],
  ])('%s → %s', (_label, token, valid) => {
    expect(isTokenValid(token, NOW)).toBe(valid);
  });

  it('judges by the clock it is given', () => {
    const token = good(nowS + 60);
    expect(isTokenValid(token, NOW + 59_000)).toBe(true);
    expect(isTokenValid(token, NOW + 60_000)).toBe(false);
  });
});

describe('decodeToken', () => {
  it('returns the payload of a decodable token', () => {
    expect(
      decodeToken(
        jwt({ type: 'pluscrew', exp: 5, loginData: { ...loginData, plusCrewNumber: 'PC-7' } }),
      ),
    ).toEqual({
      type: 'pluscrew',
      exp: 5,
      loginData: { ...loginData, plusCrewNumber: 'PC-7' },
    });
  });

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['empty', ''],
    ['garbage', 'x.y.z'],
    ['one part', 'abc'],
    ['wrong shape', jwt({ hello: 'world' })],
  ])('falls back to empty (null) for %s', (_label, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});
