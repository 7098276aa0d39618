import { describe, expect, it } from 'vitest';
import { emptyBlockDate, validateBlockDate, type BlockDateValues } from './blockDateForm';
import { validateDateRange } from '../../app/form/dateRange';
import {
  emptyVacation,
  toVacationInput,
  validateVacation,
  type VacationValues,
} from './vacationForm';

describe('validateDateRange', () => {
  it.each([
    ['one day', '2026-11-10', '2026-11-10', true, {}],
    ['several days', '2026-11-10', '2026-11-12', true, {}],
    ['no first day', '', '2026-11-12', true, { startDate: 'startRequired' }],
    ['no last day where it is needed', '2026-11-10', '', true, { endDate: 'endRequired' }],
    ['no last day where it is optional', '2026-11-10', '', false, {}],
    ['end before start', '2026-11-10', '2026-11-09', false, { endDate: 'endBeforeStart' }],
    ['a year typed short', '0202-11-10', '', false, { startDate: 'notADate' }],
    ['a day that does not exist', '2026-11-10', '2027-02-30', true, { endDate: 'notADate' }],
    ['beyond the last year', '2026-11-10', '3026-11-10', true, { endDate: 'notADate' }],
  ] as const)('%s', (_, startDate, endDate, endRequired, problems) =>
    expect(validateDateRange({ startDate, endDate }, endRequired)).toEqual(problems),
  );
});

describe('validateBlockDate', () => {
  const ok: BlockDateValues = { ...emptyBlockDate('2026-11-10'), reason: 'Dentist' };
  it.each([
    ['a plain day', {}, {}],
    ['no first day', { startDate: '' }, { startDate: 'startRequired' }],
    ['no reason', { reason: '  ' }, { reason: 'reasonRequired' }],
    ['a reason of 500 characters', { reason: 'x'.repeat(500) }, {}],
    ['spaces around do not count', { reason: ` ${'x'.repeat(500)} ` }, {}],
    ['a reason of 501 characters', { reason: 'x'.repeat(501) }, { reason: 'reasonTooLong' }],
    ['end before start', { endDate: '2026-11-09' }, { endDate: 'endBeforeStart' }],
    ['only a begin time', { beginTime: '08:00' }, { endTime: 'timesIncomplete' }],
    [
      'end time before begin on one day',
      { beginTime: '10:00', endTime: '09:00' },
      { endTime: 'endTimeBeforeBegin' },
    ],
    [
      'end time before begin over two days',
      { endDate: '2026-11-11', beginTime: '18:00', endTime: '07:00' },
      {},
    ],
  ] as const)('%s', (_, change, problems) =>
    expect(validateBlockDate({ ...ok, ...change })).toEqual(problems),
  );
});

describe('validateVacation', () => {
  const ok: VacationValues = emptyVacation('2026-11-10');
  it.each([
    ['one whole day', {}, {}],
    ['one morning', { firstDay: 'morning' }, {}],
    ['no first day', { startDate: '' }, { startDate: 'startRequired' }],
    ['no last day', { endDate: '' }, { endDate: 'endRequired' }],
    ['end before start', { endDate: '2026-11-01' }, { endDate: 'endBeforeStart' }],
    [
      'a long vacation starting in the morning only',
      { endDate: '2026-11-12', firstDay: 'morning' },
      { firstDay: 'firstDayMorning' },
    ],
    [
      'a long vacation ending in the afternoon only',
      { endDate: '2026-11-12', lastDay: 'afternoon' },
      { lastDay: 'lastDayAfternoon' },
    ],
    [
      'from an afternoon to a noon',
      { endDate: '2026-11-12', firstDay: 'afternoon', lastDay: 'morning' },
      {},
    ],
    ['a very long comment', { reason: 'x'.repeat(501) }, { reason: 'reasonTooLong' }],
  ] as const)('%s', (_, change, problems) =>
    expect(validateVacation({ ...ok, ...change })).toEqual(problems),
  );
});

describe('toVacationInput', () => {
  it('drops a last-day half on a one-day vacation', () =>
    expect(
      toVacationInput({
        ...emptyVacation('2026-11-10'),
        firstDay: 'afternoon',
        lastDay: 'morning',
      }),
    ).toEqual({
      startDate: '2026-11-10',
      endDate: '2026-11-10',
      firstDayHalf: 'afternoon',
      lastDayHalf: null,
      reason: '',
    }));
});
