import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import type { PlusCrewValue, PlusCrewValueData } from '../../db/db';
import type * as figures from '../../sync/actions/plusCrewFigures';
import type { DayFigures } from './dayFigures';
import { DayFiguresModal } from './DayFiguresModal';

afterEach(cleanup);

// Saving queues changes on the device; here only what the dialog asks for counts.
const { addPlusCrewFigure, correctPlusCrewFigure } = vi.hoisted(() => ({
  addPlusCrewFigure: vi.fn(() => Promise.resolve(-1)),
  correctPlusCrewFigure: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../sync/actions/plusCrewFigures', async (original) => ({
  ...(await original<typeof figures>()),
  addPlusCrewFigure,
  correctPlusCrewFigure,
}));
afterEach(() => vi.clearAllMocks());

const value = (id: number, valueTypeId: number): PlusCrewValue =>
  ({ id, plusCrewId: 1, valueTypeId }) as PlusCrewValue;
const figure = (id: number, date: string, amount: number): PlusCrewValueData => ({
  id,
  version: 1,
  plusCrewValueId: 3,
  plusCrewId: 1,
  valueTypeId: 3,
  dateFrom: date,
  dateTo: date,
  amount,
});
// The 27th already has both figures.
const DAY_27: DayFigures = {
  date: '2026-11-27',
  turnover: figure(11, '2026-11-27', 2112.18),
  hours: figure(12, '2026-11-27', 18.75),
};

// The 15th of October, a month not on screen, has both figures on the server.
const OCT_15: DayFigures = {
  date: '2026-10-15',
  turnover: figure(21, '2026-10-15', 900),
  hours: figure(22, '2026-10-15', 6),
};

function openAdd(stored: DayFigures[] = [DAY_27], fetchMonth?: (date: string) => Promise<unknown>) {
  const onSaved = vi.fn<(date: string) => void>();
  renderInApp(
    <DayFiguresModal
      day={null}
      today="2026-11-29"
      turnoverValue={value(3, 3)}
      hoursValue={value(4, 4)}
      existing={(date) => Promise.resolve(stored.find((d) => d.date === date))}
      fetchMonth={fetchMonth}
      onSaved={onSaved}
      onClose={() => undefined}
    />,
  );
  const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
  return { onSaved, field };
}

describe('DayFiguresModal (adding a day)', () => {
  it('opens on the Day field', async () => {
    const { field } = openAdd();
    await waitFor(() => expect(document.activeElement).toBe(field('Day')));
  });

  // A later day was accepted, then counted nowhere by the dashboard.
  it('refuses a day after today on the field', async () => {
    const { field, onSaved } = openAdd();
    fireEvent.change(field('Day'), { target: { value: '2026-11-30' } });
    fireEvent.change(field('Turnover'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Choose today or an earlier day.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves on Enter in a field (a form)', async () => {
    const { field } = openAdd();
    fireEvent.submit(field('Turnover').form!);
    await screen.findByText('Enter the turnover or the hours.');
  });

  // Picking a day with figures replaced what had been typed with that day's figures.
  it('keeps typed figures on a day with figures and fills only the untouched field', async () => {
    const { field } = openAdd();
    fireEvent.change(field('Turnover'), { target: { value: '500' } });
    fireEvent.change(field('Day'), { target: { value: DAY_27.date } });
    await screen.findByText('This day already has figures: saving corrects them.');
    expect(field('Turnover').value).toBe('500');
    // Left empty it would delete the day's hours: it shows them instead.
    expect(field('Hours worked').value).toBe('18.75');
  });

  it('shows a day’s figures when nothing was typed, and clears them off that day', async () => {
    const { field } = openAdd();
    fireEvent.change(field('Day'), { target: { value: DAY_27.date } });
    await waitFor(() => expect(field('Turnover').value).toBe('2112.18'));
    fireEvent.change(field('Day'), { target: { value: '2026-11-28' } });
    await waitFor(() => expect(field('Turnover').value).toBe(''));
    expect(field('Hours worked').value).toBe('');
  });

  it('starts from today’s figures when today already has some', async () => {
    const today = { ...DAY_27, date: '2026-11-29' };
    const { field } = openAdd([today]);
    await waitFor(() => expect(field('Turnover').value).toBe('2112.18'));
    screen.getByText('This day already has figures: saving corrects them.');
  });

  // A day of another month with figures was added, and the server refused it (409).
  it('corrects a day of another month that already has figures', async () => {
    const { field, onSaved } = openAdd([DAY_27, OCT_15]);
    fireEvent.change(field('Day'), { target: { value: OCT_15.date } });
    await waitFor(() => expect(field('Hours worked').value).toBe('6'));
    fireEvent.change(field('Turnover'), { target: { value: '950' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledExactlyOnceWith(OCT_15.date));
    expect(correctPlusCrewFigure).toHaveBeenCalledExactlyOnceWith(21, 950);
    expect(addPlusCrewFigure).not.toHaveBeenCalled();
  });

  // The device did not hold October: its figures come with the month, then the day corrects.
  it('looks the day up again once its month came from the server', async () => {
    const stored: DayFigures[] = [];
    const fetchMonth = vi.fn((date: string) => {
      if (date === OCT_15.date) stored.push(OCT_15);
      return Promise.resolve(true);
    });
    const { field } = openAdd(stored, fetchMonth);
    fireEvent.change(field('Day'), { target: { value: OCT_15.date } });
    await waitFor(() => expect(field('Turnover').value).toBe('900'));
    expect(fetchMonth).toHaveBeenCalledWith(OCT_15.date);
  });

  // Saving a day of another month closed the dialog with no hint of where the day went.
  it('tells the screen which day was saved, so it can show that day’s month', async () => {
    const { field, onSaved } = openAdd();
    fireEvent.change(field('Day'), { target: { value: '2026-10-31' } });
    fireEvent.change(field('Hours worked'), { target: { value: '7.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledExactlyOnceWith('2026-10-31'));
    expect(addPlusCrewFigure).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: 4 }),
      '2026-10-31',
      7.5,
    );
  });
});
