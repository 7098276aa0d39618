import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlannerCrewItem } from '../../../db/db';
import { renderInApp } from '../../../app/render.testkit';
import { mantineThemeFor } from '../../../theme/mantineTheme';
import { themeFor } from '../../../theme/themes';

// Word joiners hold a time range together on narrow screens (formatTimeRange).
const WJ = '\u2060';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}));

const { CrewItemRow } = await import('./CrewItemRow');

afterEach(cleanup);

const item = (id: number, startDate: string, personName: string | null): PlannerCrewItem => ({
  id,
  version: 1,
  crewId: 7,
  personId: personName === null ? null : 2,
  personName,
  functionName: 'Loader',
  startDate,
  endDate: startDate,
  startTime: '08:00',
  endTime: '17:00',
  status: personName === null ? 'vacant' : 'confirmed',
  notNeeded: false,
  siteStatus: 'none',
  crewChiefOnly: false,
  applicants: 0,
  ratings: [],
});

describe("a crew item's More button", () => {
  it("is told apart from the same person's other items by its days and times", () => {
    renderInApp(
      <ul>
        {[item(1, '2027-01-05', 'Bench Crew'), item(2, '2027-02-11', 'Bench Crew')].map((i) => (
          <CrewItemRow key={i.id} item={i} flag={undefined} canAct onAction={() => undefined} />
        ))}
      </ul>,
    );
    const names = screen
      .getAllByRole('button', { name: /^More actions/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      `More actions for Bench Crew, Tue, 5 Jan 2027 · 08:00${WJ}–${WJ}17:00`,
      `More actions for Bench Crew, Thu, 11 Feb 2027 · 08:00${WJ}–${WJ}17:00`,
    ]);
  });
});

describe("a crew item's More menu opened from the keyboard", () => {
  const open = (row: PlannerCrewItem) => {
    // With the app's theme, whose menus focus their first item (mantineTheme.ts).
    renderInApp(
      <MantineProvider theme={mantineThemeFor(themeFor(null), { close: 'Close', decimal: '.' })}>
        <ul>
          <CrewItemRow item={row} flag={undefined} canAct onAction={() => undefined} />
        </ul>
      </MantineProvider>,
    );
    const more = screen.getByRole('button', { name: /^More actions/ });
    more.focus();
    fireEvent.click(more);
  };

  it('puts the focus on its first usable item', async () => {
    open(item(1, '2027-01-05', 'Bench Crew'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Change times'));
    expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
  });

  // A browser does not focus a disabled item: the focus stayed on the More button.
  it('with every item disabled (not needed), keeps the focus inside the menu', async () => {
    open({ ...item(1, '2027-01-05', 'Bench Crew'), notNeeded: true });
    await waitFor(() => expect(document.activeElement?.closest('[role="menu"]')).not.toBeNull());
    expect(document.activeElement?.getAttribute('role')).not.toBe('menuitem');
  });

  it('closed with Escape, gives the focus back to its More button', async () => {
    open(item(1, '2027-01-05', 'Bench Crew'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Change times'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^More actions/ })),
    );
  });
});
