import { describe, expect, it } from 'vitest';
import { PLANNING_STATUSES } from '../../../sync/planningCalendar';
import { CELL_PRIORITY, STATUS_LABELS } from './statusLabels';

describe('the legend', () => {
  it('names every status once, in words of its own', () => {
    const ids = PLANNING_STATUSES.map((s) => STATUS_LABELS[s].id);
    expect(new Set(ids).size).toBe(PLANNING_STATUSES.length);
  });

  it('ranks every status for the day cell, a double booking first', () => {
    expect([...CELL_PRIORITY].sort()).toEqual([...PLANNING_STATUSES].sort());
    expect(CELL_PRIORITY[0]).toBe('doubleBooking');
  });
});
