import { MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDateLocale } from '../../lib/dateLocale';
import { renderInApp } from '../render.testkit';
import { MonthCalendar } from './MonthCalendar';

describe('MonthCalendar', () => {
  afterEach(cleanup);
  const calendar = () => {
    const onMonthChange = vi.fn();
    const onSelect = vi.fn();
    const view = renderInApp(
      <MonthCalendar
        month="2026-11"
        selected="2026-11-02"
        onMonthChange={onMonthChange}
        onSelect={onSelect}
        dayLabel={(day) => `day ${day}`}
        renderDay={(day) => <span data-day={day}>{day.slice(8)}</span>}
        dayStyle={{ height: 60 }}
      />,
    );
    return { ...view, onMonthChange, onSelect };
  };
  // A hidden outside day stays in the table (display: none), marked data-hidden.
  const day = (d: string) => {
    const button = document.querySelector<HTMLButtonElement>(`button[aria-label="day ${d}"]`);
    expect(button).not.toBeNull();
    return button!;
  };

  it.each([
    ['en', 'Mo', 'Su', 'November 2026'],
    ['de', 'Mo', 'So', 'November 2026'],
    ['nl', 'ma', 'zo', 'november 2026'],
    ['fr', 'lu', 'di', 'novembre 2026'],
  ])('in %s the week runs %s to %s, in %s', async (locale, monday, sunday, title) => {
    // activateLocale loads the language's date words before it switches.
    await loadDateLocale(locale);
    i18n.activate(locale);
    try {
      const { container } = render(
        <MantineProvider>
          <I18nProvider i18n={i18n}>
            <MonthCalendar
              month="2026-11"
              selected="2026-11-02"
              onMonthChange={() => {}}
              onSelect={() => {}}
              dayLabel={(day) => day}
              renderDay={(day) => day.slice(8)}
            />
          </I18nProvider>
        </MantineProvider>,
      );
      const weekdays = [...container.querySelectorAll('thead th')].map((th) => th.textContent);
      expect([weekdays[0], weekdays[6]]).toEqual([monday, sunday]);
      expect(container.textContent).toContain(title);
    } finally {
      i18n.activate('en');
    }
  });

  // November 2026 begins on a Sunday and ends on a Monday.
  it.each([
    ['2026-10-26', false],
    ['2026-11-01', true],
    ['2026-11-30', true],
    ['2026-12-06', false],
  ])('%s drawn: %s', (d, shown) => {
    calendar();
    expect(day(d).hasAttribute('data-hidden')).toBe(!shown);
  });

  it('marks the chosen day, styles the days and draws them as told', () => {
    calendar();
    expect(day('2026-11-02').hasAttribute('data-selected')).toBe(true);
    expect(day('2026-11-03').hasAttribute('data-selected')).toBe(false);
    expect(day('2026-11-03').style.height).toBe('60px');
    expect(day('2026-11-03').querySelector('[data-day="2026-11-03"]')).not.toBeNull();
  });

  it.each([
    ['Previous month', '2026-10'],
    ['Next month', '2026-12'],
  ])('%s reports %s', (label, month) => {
    const { onMonthChange } = calendar();
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(onMonthChange).toHaveBeenCalledWith(month);
  });

  it('chooses a tapped day', () => {
    const { onSelect } = calendar();
    fireEvent.click(day('2026-11-17'));
    expect(onSelect).toHaveBeenCalledWith('2026-11-17');
  });
});
