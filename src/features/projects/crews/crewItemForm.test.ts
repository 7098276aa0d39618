import { describe, expect, it } from 'vitest';
import type { PersonAvailabilityRow, PlannerCrewItem } from '../../../db/db';
import { changeCollisions, checkCrewItem, type CrewItemValues } from './crewItemForm';

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

describe('changeCollisions', () => {
  const item: PlannerCrewItem = {
    id: 11,
    version: 1,
    crewId: 7,
    personId: 2,
    personName: 'Alex Chief',
    functionName: 'Crew chief',
    startDate: '2026-11-30',
    endDate: '2026-11-30',
    startTime: '06:30',
    endTime: '07:00',
    status: 'confirmed',
    notNeeded: false,
    siteStatus: 'none',
    crewChiefOnly: false,
    applicants: 0,
    ratings: [],
  };
  const job = (id: number, startTime: string, endTime: string) => ({
    id,
    projectId: 1,
    status: 'confirmed' as const,
    startDate: '2026-11-30',
    endDate: '2026-11-30',
    startTime,
    endTime,
    sick: false,
  });
  // The person's row holds this item itself and their Crew C evening.
  const alex: PersonAvailabilityRow = {
    id: 2,
    version: 1,
    name: 'Alex Chief',
    jobs: [job(11, '06:30', '07:00'), job(12, '16:00', '23:30')],
    blockDates: [],
    vacations: [],
  };
  const times = (startTime: string, endTime: string) => ({ ...item, startTime, endTime });
  const reasons = (i: PlannerCrewItem, next: Parameters<typeof changeCollisions>[1]) =>
    changeCollisions(i, next, alex, '2026-11-29').map((c) => `${c.reason}:${c.with.id}`);

  it.each<[string, PlannerCrewItem, Parameters<typeof changeCollisions>[1], string[]]>([
    // It once saved 16:00–18:00 at once over the evening item.
    ['moved onto the evening item', item, times('16:00', '18:00'), ['doubleBooking:12']],
    ['moved to a free hour', item, times('09:00', '10:00'), []],
    ['times unchanged (the item itself is no clash)', item, item, []],
    ['an open item', { ...item, personId: null, status: 'vacant' }, times('16:00', '18:00'), []],
    ['not needed', { ...item, notNeeded: true }, times('16:00', '18:00'), []],
  ])('%s', (_name, it0, next, expected) => {
    expect(reasons(it0, next)).toEqual(expected);
  });

  it('says nothing when the person is not on this device', () => {
    expect(changeCollisions(item, times('16:00', '18:00'), undefined, '2026-11-29')).toEqual([]);
  });
});
