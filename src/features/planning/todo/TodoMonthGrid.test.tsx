import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDay } from '../../../lib/dates';
import { renderInApp } from '../../../app/render.testkit';
import { TodoMonthGrid } from './TodoMonthGrid';

const counts = new Map([
  ['2026-11-02', { open: 2, done: 0 }],
  ['2026-11-03', { open: 0, done: 1 }],
]);

describe('TodoMonthGrid', () => {
  afterEach(cleanup);
  const grid = () =>
    renderInApp(
      <TodoMonthGrid
        month="2026-11"
        selected="2026-11-02"
        counts={counts}
        onMonthChange={() => {}}
        onSelect={() => {}}
      />,
    );

  // November 2026 begins on a Sunday: the weeks around it hold 26–31 October and 1–6 December.
  it.each([
    ['2026-10-26', false],
    ['2026-10-31', false],
    ['2026-11-01', true],
    ['2026-11-30', true],
    ['2026-12-01', false],
    ['2026-12-06', false],
  ])('%s drawn: %s', (day, shown) => {
    const { container } = grid();
    const button = [...container.querySelectorAll('button')].find((b) =>
      b.getAttribute('aria-label')?.startsWith(formatLongDay(day)),
    );
    // Mantine keeps a hidden outside day in the table (display: none), marked data-hidden.
    expect(button).toBeDefined();
    expect(button!.hasAttribute('data-hidden')).toBe(!shown);
  });

  it('explains the figures and the grey dot', () => {
    grid();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Number of open to-dos')).toBeTruthy();
    expect(within(legend).getByText('Only done to-dos')).toBeTruthy();
  });
});
