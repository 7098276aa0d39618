import { describe, expect, it } from 'vitest';
import type { TokenPayload } from '../../api/schemas/session';
import type { PullContext } from '../resources/types';
import { isProjectGuest } from './projectGuest';

const ctx = (type: TokenPayload['type'], projectNumber: string | null): PullContext =>
  ({
    token: 't',
    rights: {},
    today: new Date('2026-11-18'),
    payload: {
      type,
      exp: 0,
      loginData: {
        personId: type === 'other' ? 4 : null,
        ...(projectNumber === null ? {} : { projectNumber }),
        loginTypes: type === 'other' ? ['Planners'] : [],
      },
    },
  }) as unknown as PullContext;

describe('the guestProject pull applies to project guests only (SPEC §5)', () => {
  it.each([
    ['a project guest', ctx('project', 'P-24001'), true],
    ['a project login without a number', ctx('project', null), false],
    ['a plus-crew guest', ctx('pluscrew', null), false],
    ['a planner', ctx('other', null), false],
  ])('%s', (_name, context, expected) => {
    expect(isProjectGuest(context)).toBe(expected);
  });
});
