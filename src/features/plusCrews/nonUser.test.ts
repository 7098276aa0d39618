import { describe, expect, it } from 'vitest';
import { isPlusCrewNonUser } from './nonUser';

describe('isPlusCrewNonUser (SPEC §4 non-user flag)', () => {
  it.each([
    [
      'a plus-crew login',
      { status: 'authenticated', guest: { kind: 'pluscrew', number: 'PC-1' } },
      true,
    ],
    [
      'a project login',
      { status: 'authenticated', guest: { kind: 'project', number: 'P-1' } },
      false,
    ],
    ['a personal login', { status: 'authenticated', guest: null }, false],
    ['no login', { status: 'anonymous' }, false],
    [
      'a plus-crew login that ended',
      { status: 'anonymous', guest: { kind: 'pluscrew', number: 'PC-1' } },
      false,
    ],
  ] as const)('%s → %s', (_name, session, flag) => {
    expect(isPlusCrewNonUser(session)).toBe(flag);
  });
});
