import { describe, expect, it } from 'vitest';
import { compareShifts } from './shiftOrder';

describe('shifts in the order of the day', () => {
  it.each([
    [
      ['evening', 'morning'],
      ['morning', 'evening'],
    ],
    [
      ['night', 'afternoon', 'morning', 'evening'],
      ['morning', 'afternoon', 'evening', 'night'],
    ],
    [
      ['Evening', 'Morning'],
      ['Morning', 'Evening'],
    ],
    [
      ['late', 'evening', 'early'],
      ['evening', 'early', 'late'],
    ],
  ])('%j → %j', (given, sorted) => {
    expect([...given].sort(compareShifts)).toEqual(sorted);
  });
});
