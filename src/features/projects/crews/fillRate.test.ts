import { describe, expect, it } from 'vitest';
import type { PlannerCrewItem } from '../../../db/db';
import { fillRateOf } from './fillRate';

const item = (over: Partial<PlannerCrewItem>): PlannerCrewItem => ({
  id: 1,
  version: 1,
  crewId: 1,
  personId: 7,
  personName: 'Sam',
  functionName: 'Runner',
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: '08:00',
  endTime: '17:00',
  status: 'confirmed',
  notNeeded: false,
  siteStatus: 'none',
  crewChiefOnly: false,
  applicants: 0,
  ratings: [],
  ...over,
});

describe('fillRateOf', () => {
  it.each<[string, Partial<PlannerCrewItem>[], string]>([
    ['nothing', [], '0/0'],
    ['one confirmed', [{}], '1/1'],
    ['asked but not confirmed yet still holds the place', [{ status: 'toConfirm' }], '1/1'],
    ['an open item is needed, not booked', [{ personId: null, status: 'vacant' }], '0/1'],
    ['a cancellation leaves the place open', [{ status: 'cancelled' }], '0/1'],
    ['not needed counts in neither', [{ notNeeded: true, status: 'cancelled' }], '0/0'],
    ['a no-show still holds the place', [{ siteStatus: 'noShow' }], '1/1'],
    ["the chief's preparation item is no place", [{ crewChiefOnly: true }], '0/0'],
    ['mixed', [{}, { personId: null, status: 'vacant' }, { status: 'requested' }], '2/3'],
  ])('%s', (_name, rows, expected) => {
    const { booked, needed } = fillRateOf(rows.map((r, i) => item({ id: i + 1, ...r })));
    expect(`${booked}/${needed}`).toBe(expected);
  });
});
