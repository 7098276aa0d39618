import { describe, expect, it } from 'vitest';
import { crewItemIdOfQr } from './geoFix';

describe('crewItemIdOfQr', () => {
  it.each([
    ['crewhub:crew-item:12', 12],
    [' crewhub:crew-item:3 ', 3],
    ['crewhub:crew-item:', null],
    ['https://example.test', null],
    ['crewhub:crew-item:1x', null],
  ])('%s → %s', (text, id) => expect(crewItemIdOfQr(text)).toBe(id));
});
