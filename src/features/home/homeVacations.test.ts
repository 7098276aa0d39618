import { describe, expect, it } from 'vitest';
import type { VacationRequest } from '../../db/db';
import { homeVacationAnswers } from './homeVacations';

const vacation = (
  id: number,
  status: VacationRequest['status'],
  startDate: string,
  endDate = startDate,
): VacationRequest => ({
  id,
  version: 1,
  personId: 1,
  startDate,
  endDate,
  firstDayHalf: null,
  lastDayHalf: null,
  reason: `Vacation ${id}`,
  status,
  answer: null,
});

const TODAY = '2026-11-23';

describe('homeVacationAnswers', () => {
  it.each<[string, VacationRequest[], number[]]>([
    ['nothing', [], []],
    ['a request without an answer is not listed', [vacation(1, 'requested', '2026-12-01')], []],
    [
      'approved and declined answers from today on, soonest first',
      [
        vacation(1, 'approved', '2027-01-10', '2027-01-14'),
        vacation(2, 'declined', TODAY),
        vacation(3, 'approved', '2026-12-01'),
      ],
      [2, 3, 1],
    ],
    [
      'answers that started before today are left out, even when still running',
      [
        vacation(1, 'approved', '2026-11-22', '2026-11-30'),
        vacation(2, 'declined', '2026-10-01'),
        vacation(3, 'declined', '2026-11-24'),
      ],
      [3],
    ],
    [
      'the same start date keeps a stable order',
      [vacation(5, 'approved', '2026-12-24'), vacation(4, 'declined', '2026-12-24')],
      [4, 5],
    ],
  ])('%s', (_name, vacations, expected) => {
    expect(homeVacationAnswers(vacations, TODAY).map((v) => v.id)).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    const list = [vacation(2, 'approved', '2027-01-02'), vacation(1, 'approved', '2027-01-01')];
    homeVacationAnswers(list, TODAY);
    expect(list.map((v) => v.id)).toEqual([2, 1]);
  });
});
