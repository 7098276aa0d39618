import { describe, expect, it } from 'vitest';
import { SITE_STATUSES, type SiteStatus } from './crews';
import { nextSiteStatus, refusalOf, type SiteEventKind } from './crewSiteRules';

// status → [preCall, checkIn, checkOut, noShow]; '-' = not allowed.
const TABLE: Record<SiteStatus, [string, string, string, string]> = {
  none: ['preCall', 'checkedIn', '-', 'noShow'],
  preCall: ['-', 'checkedIn', '-', 'noShow'],
  checkedIn: ['-', '-', 'checkedOut', '-'],
  checkedOut: ['-', '-', '-', '-'],
  noShow: ['-', 'checkedIn', '-', '-'],
};
const KINDS: SiteEventKind[] = ['preCall', 'checkIn', 'checkOut', 'noShow'];

describe('site rules', () => {
  for (const status of SITE_STATUSES) {
    KINDS.forEach((kind, i) => {
      const expected = TABLE[status][i];
      it(`${status} + ${kind} → ${expected}`, () => {
        expect(nextSiteStatus(status, kind) ?? '-').toBe(expected);
        expect(refusalOf(status, kind) === null).toBe(expected !== '-');
      });
    });
  }

  it('check-out before check-in says why', () => {
    expect(refusalOf('preCall', 'checkOut')).toBe('Only a checked-in member can be checked out');
  });
});
