import { describe, expect, it } from 'vitest';
import {
  hoursEntryProblem,
  proposeHours,
  reasonNeeded,
  roundToStep,
  totalHours,
  type ShiftRecord,
} from './hoursRules';

const at = (hhmmss: string, day = 18) => `2026-11-${day}T${hhmmss}.000Z`;
const shift = (s: Partial<ShiftRecord>): ShiftRecord => ({
  noShow: false,
  checkInAt: null,
  checkOutAt: null,
  breakMinutes: 0,
  ...s,
});

describe('proposed hours', () => {
  it.each([
    ['no-show', shift({ noShow: true }), 15, 'noShow', 0],
    [
      'no-show who came late after all',
      shift({ noShow: true, checkInAt: at('10:00:00'), checkOutAt: at('17:00:00') }),
      15,
      'worked',
      7,
    ],
    ['never checked in', shift({}), 15, 'noCheckIn', null],
    ['missing check-out', shift({ checkInAt: at('08:00:00') }), 15, 'noCheckOut', null],
    [
      '8 seconds apart',
      shift({ checkInAt: at('08:00:00'), checkOutAt: at('08:00:08') }),
      15,
      'worked',
      0,
    ],
    [
      'on time, 8 hours',
      shift({ checkInAt: at('08:00:00'), checkOutAt: at('16:00:00') }),
      15,
      'worked',
      8,
    ],
    [
      'late check-in, rounded to the nearest quarter',
      shift({ checkInAt: at('08:52:00'), checkOutAt: at('17:00:00') }),
      15,
      'worked',
      8.25,
    ],
    [
      'late check-in, 8 h 52 min rounds down to 8.75',
      shift({ checkInAt: at('08:08:00'), checkOutAt: at('17:00:00') }),
      15,
      'worked',
      8.75,
    ],
    [
      'break of the crew item is unpaid',
      shift({ checkInAt: at('08:00:00'), checkOutAt: at('17:00:00'), breakMinutes: 30 }),
      15,
      'worked',
      8.5,
    ],
    [
      'break longer than the shift gives 0, not less',
      shift({ checkInAt: at('08:00:00'), checkOutAt: at('08:20:00'), breakMinutes: 30 }),
      15,
      'worked',
      0,
    ],
    [
      'across midnight',
      shift({ checkInAt: at('22:00:00', 18), checkOutAt: at('06:30:00', 19) }),
      15,
      'worked',
      8.5,
    ],
    [
      'tenant step of 30 minutes',
      shift({ checkInAt: at('08:00:00'), checkOutAt: at('16:40:00') }),
      30,
      'worked',
      8.5,
    ],
    [
      'tenant step of 60 minutes',
      shift({ checkInAt: at('08:00:00'), checkOutAt: at('16:20:00') }),
      60,
      'worked',
      8,
    ],
    [
      'a broken step falls back to quarters',
      shift({ checkInAt: at('08:00:00'), checkOutAt: at('16:10:00') }),
      0,
      'worked',
      8.25,
    ],
    [
      'check-out before check-in',
      shift({ checkInAt: at('17:00:00'), checkOutAt: at('08:00:00') }),
      15,
      'badTimes',
      null,
    ],
    [
      'more than 24 hours apart',
      shift({ checkInAt: at('08:00:00', 18), checkOutAt: at('08:15:00', 19) }),
      15,
      'badTimes',
      null,
    ],
    [
      'unreadable time',
      shift({ checkInAt: 'yesterday', checkOutAt: at('08:00:00') }),
      15,
      'badTimes',
      null,
    ],
  ] as const)('%s', (_name, s, step, kind, hours) => {
    expect(proposeHours(s, step)).toEqual({ kind, hours });
  });

  it('rounds minutes to the step', () => {
    expect(roundToStep(7, 15)).toBe(0);
    expect(roundToStep(8, 15)).toBe(0.25);
    expect(roundToStep(90, 15)).toBe(1.5);
  });
});

describe('hours the chief types', () => {
  it.each([
    [8, null],
    [0, null],
    [24, null],
    [7.25, null],
    ['7.5', null],
    [-3, 'negative'],
    ['-3', 'negative'],
    [-0.25, 'negative'],
    [99999, 'tooMany'],
    [24.25, 'tooMany'],
    [7.1, 'step'],
    ['', 'missing'],
    ['  ', 'missing'],
    [null, 'missing'],
    [undefined, 'missing'],
    ['abc', 'notNumber'],
    [Number.NaN, 'notNumber'],
    [Number.POSITIVE_INFINITY, 'notNumber'],
    [true, 'notNumber'],
  ] as const)('%j → %s', (value, problem) => {
    expect(hoursEntryProblem(value)).toBe(problem);
  });
});

describe('reason and totals', () => {
  it.each([
    [8, 8, 8, false],
    [8, 7.5, 8, true],
    [8, 8, 0, true],
    [0, 0, 0, false],
    [null, 8, 8, true],
  ] as const)('proposed %j, paid %j, charged %j → reason needed %j', (p, paid, charged, needed) => {
    expect(reasonNeeded(p, paid, charged)).toBe(needed);
  });

  it('totals only the lines that have hours', () => {
    expect(totalHours([0, 0.25, 8, null])).toBe(8.25);
    expect(totalHours([])).toBe(0);
  });
});
