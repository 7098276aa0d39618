import { describe, expect, it } from 'vitest';
import { checkCrewItem, type CrewItemValues } from './crewItemForm';

const ok: CrewItemValues = {
  functionName: 'Loader',
  startDate: '2027-05-20',
  endDate: '2027-05-25',
  startTime: '08:00',
  endTime: '17:00',
};

const problemsOf = (change: Partial<CrewItemValues>) => {
  const checked = checkCrewItem(7, { ...ok, ...change });
  return checked.ok ? {} : checked.problems;
};

describe('checkCrewItem', () => {
  it.each([
    ['a plain item', {}, {}],
    ['one day', { endDate: '2027-05-20' }, {}],
    ['no function', { functionName: '   ' }, { functionName: 'functionName' }],
    ['a function of 100 characters', { functionName: 'F'.repeat(100) }, {}],
    [
      'a function of 101 characters',
      { functionName: 'F'.repeat(101) },
      { functionName: 'functionName' },
    ],
    ['no first day', { startDate: '' }, { startDate: 'startRequired' }],
    ['no last day', { endDate: '' }, { endDate: 'endRequired' }],
    [
      'no days at all',
      { startDate: '', endDate: '' },
      { startDate: 'startRequired', endDate: 'endRequired' },
    ],
    ['last day before the first', { endDate: '2027-05-19' }, { endDate: 'endBeforeStart' }],
    ['a year typed short', { startDate: '0202-05-20' }, { startDate: 'notADate' }],
    ['a last day that does not exist', { endDate: '2027-02-30' }, { endDate: 'notADate' }],
    ['no start time', { startTime: '' }, { startTime: 'startTimeRequired' }],
    ['no end time', { endTime: '' }, { endTime: 'endTimeRequired' }],
    [
      'everything empty',
      { functionName: '', startDate: '', endDate: '', startTime: '', endTime: '' },
      {
        functionName: 'functionName',
        startDate: 'startRequired',
        endDate: 'endRequired',
        startTime: 'startTimeRequired',
        endTime: 'endTimeRequired',
      },
    ],
  ] as const)('%s', (_, change, problems) => expect(problemsOf(change)).toEqual(problems));

  it('answers the trimmed input when all is well', () => {
    expect(checkCrewItem(7, { ...ok, functionName: ' Loader ' })).toEqual({
      ok: true,
      input: { crewId: 7, ...ok },
    });
  });
});
