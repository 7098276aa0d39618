import { describe, expect, it } from 'vitest';
import type { TodoActivity } from '../../../db/db';
import { compareTodos, dayOf, groupTodos, monthCounts, monthOf, shiftMonth } from './todoDays';

const TODAY = '2026-11-18';

let nextId = 1;
const todo = (dueDate: string | null, extra: Partial<TodoActivity> = {}): TodoActivity => ({
  id: nextId++,
  version: 1,
  type: 'TODO_INT',
  caption: `To-do ${nextId}`,
  body: null,
  dueDate,
  priority: 1,
  recipientId: 4,
  recipientName: 'Pat Planner',
  creatorId: 4,
  creatorName: 'Pat Planner',
  done: false,
  doneAt: null,
  projectNumber: null,
  projectName: null,
  createdAt: '2026-11-01T08:00:00Z',
  ...extra,
});

describe('the month in the URL', () => {
  it.each([
    ['2026-12', '2026-12'],
    ['2027-01', '2027-01'],
    ['2026-13', '2026-11'],
    ['2026-1', '2026-11'],
    ['12.2026', '2026-11'],
    [undefined, '2026-11'],
    [202612, '2026-11'],
  ])('%j shows %s', (raw, month) => {
    expect(monthOf(raw, TODAY)).toBe(month);
  });

  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-03', -12, '2025-03'],
  ])('%s moved by %i is %s', (month, by, next) => {
    expect(shiftMonth(month, by)).toBe(next);
  });
});

describe('the chosen day', () => {
  it.each([
    ['2026-11-25', '2026-11', '2026-11-25'],
    [undefined, '2026-11', TODAY],
    [undefined, '2026-12', '2026-12-01'],
    ['2026-11-25', '2026-12', '2026-12-01'],
    ['25.11.2026', '2026-11', TODAY],
  ])('%j in %s is %s', (raw, month, day) => {
    expect(dayOf(raw, month, TODAY)).toBe(day);
  });
});

describe('grouping by day', () => {
  it.each([
    // [due, done, on the day, overdue, no date]
    ['18.11.2026', false, '2026-11-18', false, false],
    ['17.11.2026', false, '2026-11-17', true, false],
    ['17.11.2026', true, '2026-11-17', false, false],
    ['01.12.2026', false, '2026-12-01', false, false],
    [null, false, null, false, true],
    ['31.02.2026', false, null, false, true],
  ] as const)('due %s (done %s): day %s, overdue %s, no date %s', (due, done, day, late, none) => {
    const t = todo(due, { done });
    const groups = groupTodos([t], TODAY);
    expect(day ? groups.byDay.get(day) : [...groups.byDay.values()].flat()).toEqual(day ? [t] : []);
    expect(groups.overdue.includes(t)).toBe(late);
    expect(groups.noDate.includes(t)).toBe(none);
  });

  it('lists a day open first, then by priority and caption', () => {
    const doneOne = todo('20.11.2026', { done: true, priority: 1, caption: 'A' });
    const low = todo('20.11.2026', { priority: 3, caption: 'B' });
    const high = todo('20.11.2026', { priority: 1, caption: 'C' });
    const highFirst = todo('20.11.2026', { priority: 1, caption: 'B' });
    const groups = groupTodos([doneOne, low, high, highFirst], TODAY);
    expect(groups.byDay.get('2026-11-20')).toEqual([highFirst, high, low, doneOne]);
    expect([low, doneOne].sort(compareTodos)).toEqual([low, doneOne]);
  });

  it('lists overdue to-dos oldest first', () => {
    const recent = todo('17.11.2026');
    const old = todo('02.10.2026');
    expect(groupTodos([recent, old], TODAY).overdue).toEqual([old, recent]);
  });

  it('counts open and done per day of the month only', () => {
    const groups = groupTodos(
      [
        todo('18.11.2026'),
        todo('18.11.2026', { done: true }),
        todo('18.11.2026'),
        todo('30.11.2026', { done: true }),
        todo('01.12.2026'),
      ],
      TODAY,
    );
    expect(Object.fromEntries(monthCounts(groups.byDay, '2026-11'))).toEqual({
      '2026-11-18': { open: 2, done: 1 },
      '2026-11-30': { open: 0, done: 1 },
    });
  });
});
