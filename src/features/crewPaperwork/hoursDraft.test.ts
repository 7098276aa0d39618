import { describe, expect, it } from 'vitest';
import { changedLines, draftOf, hoursProblem } from './hoursDraft';

describe('sign-off hours', () => {
  it.each([
    [8, null],
    [7.25, null],
    [0, null],
    [24, null],
    ['7.5', null],
    ['', 'missing'],
    [24.25, 'range'],
    [-1, 'range'],
    [7.1, 'quarter'],
  ] as const)('%j → %s', (value, problem) => {
    expect(hoursProblem(value)).toBe(problem);
  });

  const lines = [
    {
      crewItemId: 1,
      name: 'A',
      functionName: 'F',
      proposedHours: 8,
      paidHours: 8,
      chargedHours: 8,
    },
    {
      crewItemId: 2,
      name: 'B',
      functionName: 'F',
      proposedHours: 9,
      paidHours: 9,
      chargedHours: 9,
    },
  ];

  it('sends only the lines that changed, and nothing when an entry is invalid', () => {
    const draft = draftOf(lines);
    expect(changedLines(lines, draft)).toEqual([]);
    draft[2] = { proposedHours: 9, paidHours: 8.5, chargedHours: 9 };
    expect(changedLines(lines, draft)).toEqual([
      { crewItemId: 2, proposedHours: 9, paidHours: 8.5, chargedHours: 9 },
    ]);
    draft[1] = { proposedHours: '', paidHours: 8, chargedHours: 8 };
    expect(changedLines(lines, draft)).toBeNull();
  });
});
