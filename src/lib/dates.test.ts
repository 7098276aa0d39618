import { describe, expect, it } from 'vitest';
import { todayIso } from './dates';

describe('todayIso', () => {
  const instant = new Date('2026-11-23T23:30:00Z');
  it.each([
    ['Europe/Amsterdam', '2026-11-24'],
    ['America/New_York', '2026-11-23'],
    ['Asia/Tokyo', '2026-11-24'],
    ['Pacific/Honolulu', '2026-11-23'],
  ])('in %s the day of 23:30 UTC is %s', (zone, day) => {
    expect(todayIso(instant, zone)).toBe(day);
  });

  it('falls back to the device day for an unknown zone', () => {
    expect(todayIso(instant, 'Mars/Olympus')).toBe(todayIso(instant, null));
  });
});
