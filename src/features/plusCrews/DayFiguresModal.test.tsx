import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../app/render.testkit';
import type { PlusCrewValue } from '../../db/db';
import { DayFiguresModal } from './DayFiguresModal';

afterEach(cleanup);

const value = (id: number, valueTypeId: number): PlusCrewValue =>
  ({ id, plusCrewId: 1, valueTypeId }) as PlusCrewValue;

function openAdd() {
  const onClose = vi.fn();
  renderInApp(
    <DayFiguresModal
      day={null}
      today="2026-11-29"
      turnoverValue={value(3, 3)}
      hoursValue={value(4, 4)}
      existing={() => undefined}
      onClose={onClose}
    />,
  );
  const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
  return { onClose, field };
}

describe('DayFiguresModal (adding a day)', () => {
  // A later day was accepted, then counted nowhere by the dashboard.
  it('refuses a day after today on the field', async () => {
    const { field, onClose } = openAdd();
    expect(field('Day').max).toBe('2026-11-29');
    fireEvent.change(field('Day'), { target: { value: '2026-11-30' } });
    fireEvent.change(field('Turnover'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Choose today or an earlier day.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
