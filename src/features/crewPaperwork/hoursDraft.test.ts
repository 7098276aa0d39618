import { describe, expect, it } from 'vitest';
import type { SignOff } from '../../db/db';
import {
  changedLines,
  draftOf,
  lineProblems,
  missingHours,
  shownProblems,
  type LineProblems,
} from './hoursDraft';

type Line = SignOff['lines'][number];
const line = (over: Partial<Line>): Line => ({
  crewItemId: 1,
  name: 'A',
  functionName: 'F',
  noShow: false,
  checkInAt: '2026-11-18T08:00:00.000Z',
  checkOutAt: '2026-11-18T16:00:00.000Z',
  breakMinutes: 0,
  proposedHours: 8,
  paidHours: 8,
  chargedHours: 8,
  reason: '',
  ...over,
});

describe('sign-off hours draft', () => {
  const proposed = line({});
  it.each([
    [
      { paidHours: 8, chargedHours: 8, reason: '' },
      { paidHours: null, chargedHours: null, reason: null },
    ],
    [
      { paidHours: 7.5, chargedHours: 8, reason: '' },
      { paidHours: null, chargedHours: null, reason: 'needed' },
    ],
    [
      { paidHours: 7.5, chargedHours: 8, reason: 'Left early' },
      { paidHours: null, chargedHours: null, reason: null },
    ],
    [
      { paidHours: -3, chargedHours: 99999, reason: 'x' },
      { paidHours: 'negative', chargedHours: 'tooMany', reason: null },
    ],
    [
      { paidHours: '', chargedHours: 7.1, reason: 'x' },
      { paidHours: 'missing', chargedHours: 'step', reason: null },
    ],
    [
      { paidHours: 8, chargedHours: 8, reason: 'x'.repeat(501) },
      { paidHours: null, chargedHours: null, reason: 'tooLong' },
    ],
  ] as const)('%j → %j', (draft, problems) => {
    expect(lineProblems(proposed, { ...draft })).toEqual(problems);
  });

  it('without a proposal (no check-out) the hours need a reason', () => {
    const open = line({
      checkOutAt: null,
      proposedHours: null,
      paidHours: null,
      chargedHours: null,
    });
    expect(lineProblems(open, { paidHours: 8, chargedHours: 8, reason: '' }).reason).toBe('needed');
    expect(draftOf([open])[1]).toEqual({ paidHours: '', chargedHours: '', reason: '' });
    expect(missingHours([open], draftOf([open]))).toBe(true);
    // Untouched, it is not an error yet: the other members can still be saved.
    expect(changedLines([open], draftOf([open]))).toEqual([]);
  });

  it('sends only the lines that changed, and nothing when an entry is invalid', () => {
    const lines = [line({}), line({ crewItemId: 2, name: 'B' })];
    const draft = draftOf(lines);
    expect(changedLines(lines, draft)).toEqual([]);
    draft[2] = { paidHours: 8.5, chargedHours: 8, reason: ' Stayed to load out ' };
    expect(changedLines(lines, draft)).toEqual([
      { crewItemId: 2, paidHours: 8.5, chargedHours: 8, reason: 'Stayed to load out' },
    ]);
    draft[1] = { paidHours: 7, chargedHours: 8, reason: '' };
    expect(changedLines(lines, draft)).toBeNull();
  });
});

describe('which problems a sign-off shows', () => {
  const all: LineProblems = { paidHours: 'missing', chargedHours: 'missing', reason: 'needed' };
  const none: LineProblems = { paidHours: null, chargedHours: null, reason: null };
  it.each([
    ['nothing touched, nothing tried', undefined, false, none],
    [
      'paid changed: its hours, and the reason they ask for',
      { paidHours: true as const },
      false,
      { ...none, paidHours: 'missing', reason: 'needed' },
    ],
    ['only the reason changed', { reason: true as const }, false, { ...none, reason: 'needed' }],
    [
      'charged and reason changed',
      { chargedHours: true as const, reason: true as const },
      false,
      { ...none, chargedHours: 'missing', reason: 'needed' },
    ],
    ['a save tried, nothing touched', undefined, true, all],
    ['a save tried, one touched', { paidHours: true as const }, true, all],
  ])('%s', (_name, touched, attempted, expected) => {
    expect(shownProblems(all, touched, attempted)).toEqual(expected);
  });
});
