import { describe, expect, it } from 'vitest';
import type { ItemChanges } from '../../../app/changes/foldChanges';
import type { PlanningCalendarItem } from '../../../db/db';
import { filterRows } from './dayModel';
import { choicesOfMonth, daysOf, markChanged, shownOf } from './monthModel';

const row = (id: number, over: Partial<PlanningCalendarItem> = {}): PlanningCalendarItem => ({
  id: id * 8,
  version: 1,
  kind: 'crewItem',
  sourceId: id,
  personId: 100 + id,
  personName: `Person ${id}`,
  projectNumber: 'P-1',
  projectName: 'Fair',
  crewName: 'Crew A',
  functionName: 'Rigger',
  startDate: '2026-11-20',
  endDate: '2026-11-20',
  startTime: '08:00',
  endTime: '17:00',
  status: 'confirmed',
  siteStatus: 'none',
  notNeeded: false,
  spare: false,
  unpaid: false,
  label: null,
  ...over,
});
const change = (crewItemId: number, unseen: boolean): ItemChanges => ({
  crewItemId,
  unseen,
  upTo: 1,
  fields: [],
});
const read = [row(1), row(2), row(3)];

describe('markChanged: the rows a planner has not looked at since they changed', () => {
  it.each([
    ['no changes', new Map<number, ItemChanges>(), []],
    ['changes all seen', new Map([[2, change(2, false)]]), []],
    ['an unseen change of another month', new Map([[9, change(9, true)]]), []],
    ['an unseen change', new Map([[2, change(2, true)]]), [2]],
  ])('%s', (_, changed, marked) => {
    const out = markChanged(read, changed);
    expect(out.filter((r) => r.hasChanged).map((r) => r.sourceId)).toEqual(marked);
    // Nothing to mark: the read itself, so what is kept for it is found again.
    expect(out === read).toBe(marked.length === 0);
  });
});

describe('kept per month read', () => {
  it('statuses are found once per read and day, and again for a new read', () => {
    const first = shownOf(read, read, '2026-11-18');
    expect(shownOf(read, read, '2026-11-18')).toBe(first);
    expect(shownOf(read, read, '2026-11-19')).not.toBe(first);
    expect(shownOf([...read], read, '2026-11-19')).not.toBe(first);
    expect(first.map((r) => r.display.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('choices and day counts are kept; without a filter the rows are the same array', () => {
    expect(choicesOfMonth(read)).toBe(choicesOfMonth(read));
    expect(choicesOfMonth(read).people.map((p) => p.label)).toEqual([
      'Person 1',
      'Person 2',
      'Person 3',
    ]);
    const shown = shownOf(read, read, '2026-11-18');
    expect(filterRows(shown, {})).toBe(shown);
    const days = daysOf(shown, '2026-11-01', '2026-11-30');
    expect(daysOf(shown, '2026-11-01', '2026-11-30')).toBe(days);
    expect(days.get('2026-11-20')?.get('confirmed')).toBe(3);
    expect(daysOf(shown, '2026-12-01', '2026-12-31').size).toBe(0);
  });
});
