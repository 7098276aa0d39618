import { describe, expect, it } from 'vitest';
import { beginDateProblem, exampleDate } from './copyDate';

describe('copy begin date', () => {
  // A cleared date once read "Enter a real date, for example 2027-03-01."
  it.each<[string, string]>([
    ['', 'required'],
    ['  ', 'required'],
    ['0999-01-01', 'notADate'],
  ])('%j is %s', (value, expected) => {
    expect(beginDateProblem(value)).toBe(expected);
  });

  it('writes its example the reader’s way, not ISO', () => {
    expect(exampleDate()).not.toBe('2027-03-01');
    expect(exampleDate()).toContain('2027');
  });
});
