import { describe, expect, it } from 'vitest';
import { parseTimeText } from './timeText';

describe('parseTimeText', () => {
  it.each([
    ['09:45', '09:45'],
    ['9:45', '09:45'],
    ['0945', '09:45'],
    ['945', '09:45'],
    ['09.45', '09:45'],
    ['9h45', '09:45'],
    ['9 h 45', '09:45'],
    ['9H', '09:00'],
    ['9', '09:00'],
    ['17', '17:00'],
    [' 17:30 ', '17:30'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
    ['0', '00:00'],
  ])('reads %j as %j', (text, time) => {
    expect(parseTimeText(text)).toBe(time);
  });

  it.each(['', '24:00', '23:60', '9:5', '12:345', '12345', '9:45 PM', '-1:00', 'nine', '9::45'])(
    'reads %j as no time',
    (text) => {
      expect(parseTimeText(text)).toBeNull();
    },
  );
});
