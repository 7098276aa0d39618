import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDay,
  formatDayRange,
  formatMoment,
  formatShift,
  formatTimeRange,
  formatTime,
  setDisplayTimezone,
  todayIso,
} from './dates';

// Word joiners hold a time range together on narrow screens (formatTimeRange).
const WJ = '\u2060';

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

  it('falls back to the device day for an unknown zone, also when asked again', () => {
    expect(todayIso(instant, 'Mars/Olympus')).toBe(todayIso(instant, null));
    const later = new Date('2026-12-31T12:00:00Z');
    expect(todayIso(later, 'Mars/Olympus')).toBe(todayIso(later, null));
  });

  it('keeps one formatter per zone: each zone and instant still gets its own day', () => {
    const later = new Date('2026-11-24T10:00:00Z');
    for (let i = 0; i < 3; i++) {
      expect(todayIso(instant, 'Asia/Tokyo')).toBe('2026-11-24');
      expect(todayIso(instant, 'America/New_York')).toBe('2026-11-23');
      expect(todayIso(later, 'America/New_York')).toBe('2026-11-24');
    }
  });
});

describe('the app formats through the shared module, in the active language', () => {
  it('writes English dates day first, never US-style', () => {
    expect(formatDate('2026-06-10')).toBe('10 Jun 2026');
  });

  it('gives a day its year only when it is not this year', () => {
    const thisYear = todayIso().slice(0, 4);
    const next = `${Number(thisYear) + 1}-01-04`;
    expect(formatDay(`${thisYear}-06-10`)).not.toContain(thisYear);
    expect(formatDay(next)).toContain(String(Number(thisYear) + 1));
    expect(formatDayRange(`${thisYear}-12-28`, next)).toMatch(
      new RegExp(`${thisYear} – .*${Number(thisYear) + 1}$`),
    );
  });
});

describe('formatTimeRange', () => {
  // At 390 px "16:00–23:30" broke after the dash: "16:00–" ended a line, "23:30" began the next.
  it('joins both times to the dash, so a line never breaks inside the range', () => {
    expect(formatTimeRange('16:00', '23:30')).toBe(`16:00${WJ}–${WJ}23:30`);
  });

  it('reads as the plain range once the joiners are left out', () => {
    expect(formatTimeRange('08:00', '17:00').replaceAll(WJ, '')).toBe('08:00–17:00');
  });
});

describe('formatShift', () => {
  // This year's days, so no year is written; the weekday is the shared formatter's.
  const year = todayIso().slice(0, 4);
  const day = (md: string) => formatDay(`${year}-${md}`);
  it.each([
    ['one day', '12-01', '12-01', `${day('12-01')} · 09:00${WJ}–${WJ}17:00`],
    ['no end date', '12-01', null, `${day('12-01')} · 09:00${WJ}–${WJ}17:00`],
    ['five days', '12-01', '12-05', `${day('12-01')} – ${day('12-05')} · 09:00${WJ}–${WJ}17:00`],
    [
      'across a month',
      '11-28',
      '12-02',
      `${day('11-28')} – ${day('12-02')} · 09:00${WJ}–${WJ}17:00`,
    ],
  ])('%s', (_, start, end, text) => {
    const endDate = end && `${year}-${end}`;
    expect(
      formatShift({ startDate: `${year}-${start}`, endDate, startTime: '09:00', endTime: '17:00' }),
    ).toBe(text);
  });

  it('writes English days as the lists show them', () => {
    expect(
      formatShift({
        startDate: `${year}-12-01`,
        endDate: `${year}-12-05`,
        startTime: '09:00',
        endTime: '17:00',
      }),
    ).toMatch(/^\w{3} 1 Dec – \w{3} 5 Dec · 09:00\u2060–\u206017:00$/);
  });
});

describe("times of day are in the person's timezone, not the device's", () => {
  afterEach(() => setDisplayTimezone(null));
  // 23:30 UTC is already the next morning in Tokyo: the day must follow the zone too.
  const late = '2026-11-29T23:30:00Z';
  it.each([
    ['Asia/Tokyo', '08:30', 'Mon 30 Nov, 08:30'],
    ['Europe/Amsterdam', '00:30', 'Mon 30 Nov, 00:30'],
    ['America/New_York', '18:30', 'Sun 29 Nov, 18:30'],
  ])('in %s: %s, %s', (zone, time, moment) => {
    setDisplayTimezone(zone);
    expect(formatTime(late)).toBe(time);
    // The year shows only outside the current one; compare what stays the same.
    expect(formatMoment(late).replace(/,? 2026/, '')).toBe(moment);
  });
});
