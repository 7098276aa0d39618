import { describe, expect, it } from 'vitest';
import { monthContent, type MonthContent } from './monthContent';

describe('monthContent', () => {
  const cases: [string, Parameters<typeof monthContent>[0], MonthContent][] = [
    ['table not read', { read: false, synced: true, refresh: 'fresh', rows: 0 }, 'loading'],
    ['first pull running', { read: true, synced: false, refresh: 'loading', rows: 0 }, 'loading'],
    // The tour's March offline: never synced, so not "nothing planned".
    [
      'never synced, offline',
      { read: true, synced: false, refresh: 'offline', rows: 0 },
      'notLoaded',
    ],
    [
      'never synced, pull failed',
      { read: true, synced: false, refresh: 'failed', rows: 0 },
      'notLoaded',
    ],
    [
      'synced once, offline, empty',
      { read: true, synced: true, refresh: 'offline', rows: 0 },
      'empty',
    ],
    ['synced, nothing planned', { read: true, synced: true, refresh: 'fresh', rows: 0 }, 'empty'],
    [
      'no right (the alert says it)',
      { read: true, synced: false, refresh: 'missing', rows: 0 },
      'empty',
    ],
    ['synced, refreshing', { read: true, synced: true, refresh: 'loading', rows: 3 }, 'rows'],
    ['rows offline', { read: true, synced: true, refresh: 'offline', rows: 3 }, 'rows'],
  ];
  it.each(cases)('%s', (_, state, expected) => {
    expect(monthContent(state)).toBe(expected);
  });
});
