import { describe, expect, it } from 'vitest';
import { instantOf, jobEnd } from './calendarFeed';

describe('jobEnd', () => {
  it.each([
    // start date, end date, start, end → end date, end time
    ['2026-11-22', '2026-11-22', '08:00', '17:00', '2026-11-22', '17:00'],
    ['2026-11-22', '2026-11-22', '22:00', '06:00', '2026-11-23', '06:00'],
    ['2026-11-22', '2026-11-22', '12:00', '12:00', '2026-11-23', '12:00'],
    ['2026-11-22', '2026-11-24', '22:00', '06:00', '2026-11-24', '06:00'],
    ['2026-12-31', '2026-12-31', '23:00', '01:00', '2027-01-01', '01:00'],
  ])('%s %s %s–%s ends %s %s', (startDate, endDate, startTime, endTime, date, time) => {
    expect(jobEnd({ startDate, endDate, startTime, endTime })).toEqual({
      endDate: date,
      endTime: time,
    });
  });
});

describe('instantOf', () => {
  it.each([
    ['2026-11-22', '08:00', 'Europe/Amsterdam', '2026-11-22T07:00:00.000Z'],
    ['2026-07-01', '08:00', 'Europe/Amsterdam', '2026-07-01T06:00:00.000Z'],
    ['2026-11-22', '08:00', 'UTC', '2026-11-22T08:00:00.000Z'],
    ['2026-11-22', '23:30', 'America/New_York', '2026-11-23T04:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, tz, iso) => {
    expect(instantOf(date, time, tz).toISOString()).toBe(iso);
  });
});
