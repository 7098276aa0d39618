import { describe, expect, it } from 'vitest';
import { removesSetting } from './settingsSave';

describe('saving a setting amount asks first only when it removes one', () => {
  it.each([
    ['emptied, was 60000', null, 60000, true],
    ['emptied, was 0', null, 0, true],
    ['emptied, was already empty', null, null, false],
    ['changed', 65000, 60000, false],
    ['set for the first time', 30000, null, false],
  ])('%s', (_name, typed, stored, expected) => {
    expect(removesSetting(typed, stored)).toBe(expected);
  });
});
