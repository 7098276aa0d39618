import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dueDayText } from './dueDay';

describe('dueDayText', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['en', '19.11.2026', 'Thu 19 Nov'],
    ['de', '19.11.2026', 'Do., 19. Nov.'],
    ['en', '02.01.2027', 'Sat, 2 Jan 2027'],
    ['en', '31.02.2026', '31.02.2026'],
    ['en', 'soon', 'soon'],
  ])('%s %s reads %s', (locale, due, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T12:00:00Z'));
    i18n.loadAndActivate({ locale, messages: {} });
    expect(dueDayText(due)).toBe(expected);
  });
});
