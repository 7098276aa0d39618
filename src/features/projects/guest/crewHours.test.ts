import { describe, expect, it } from 'vitest';
import { crewHours } from './crewHours';

// Word joiners hold a time range together on narrow screens (formatTimeRange).
const WJ = '\u2060';

const m = (startTime: string, endTime: string) => ({ startTime, endTime });

describe('crewHours: a crew works from its first member’s start to its last one’s end', () => {
  it.each([
    ['no members', [], null],
    ['one member', [m('08:00', '17:00')], `08:00${WJ}–${WJ}17:00`],
    [
      'the earliest start, the latest end',
      [m('12:00', '20:00'), m('07:00', '15:00')],
      `07:00${WJ}–${WJ}20:00`,
    ],
    [
      'the end of another member',
      [m('07:00', '23:30'), m('08:00', '17:00')],
      `07:00${WJ}–${WJ}23:30`,
    ],
  ])('%s', (_name, members, expected) => {
    expect(crewHours(members)).toBe(expected);
  });
});
