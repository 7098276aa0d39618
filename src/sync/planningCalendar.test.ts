import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/errors';
import { fetchContactPlannerItems, fetchPlanningItems } from '../api/planningCalendar';
import type { PlanningCalendarItem } from '../api/schemas/planningCalendar';
import { signInForTest } from './signedIn.testkit';
import { db } from '../db/db';
import { planningMonthRows } from '../db/planningCalendarHooks';
import {
  planningMonthResource,
  refreshContactItems,
  refreshPlanningCalendar,
} from './planningCalendar';

vi.mock('../api/planningCalendar', () => ({
  fetchPlanningItems: vi.fn(),
  fetchContactPlannerItems: vi.fn(),
}));
const fetchItems = vi.mocked(fetchPlanningItems);
const fetchContact = vi.mocked(fetchContactPlannerItems);

const row = (id: number, startDate: string, endDate = startDate): PlanningCalendarItem => ({
  id,
  version: 1,
  kind: 'crewItem',
  sourceId: id,
  personId: 100,
  personName: 'Kim',
  projectNumber: 'P-1',
  projectName: 'Fair',
  crewName: 'Crew A',
  functionName: 'Rigger',
  startDate,
  endDate,
  startTime: '08:00',
  endTime: '17:00',
  status: 'confirmed',
  siteStatus: 'none',
  notNeeded: false,
  spare: false,
  unpaid: false,
  label: null,
});

beforeEach(async () => {
  vi.clearAllMocks();
  await Promise.all(db.tables.map((t) => t.clear()));
  await signInForTest('Planners');
});

describe('refreshPlanningCalendar', () => {
  it('pulls the month and its neighbours, each a window of its own days', async () => {
    fetchItems.mockResolvedValue({ items: [], total: 0 });
    expect(await refreshPlanningCalendar('2026-11')).toBe('fresh');
    expect(fetchItems.mock.calls.map((c) => [c[1], c[2]])).toEqual([
      ['2026-11-01', '2026-11-30'],
      ['2026-10-01', '2026-10-31'],
      ['2026-12-01', '2026-12-31'],
    ]);
    expect((await db.syncState.get(planningMonthResource('2026-11')))?.state).toBe('idle');
  });

  it('replaces the month’s rows, keeps other months and rows reaching in from before', async () => {
    await db.planningCalendarItems.bulkPut([
      row(8, '2026-11-10'),
      row(16, '2026-11-12'),
      row(24, '2026-10-30', '2026-11-02'),
      row(32, '2026-12-05'),
    ]);
    fetchItems.mockImplementation((_token, from) =>
      Promise.resolve(
        from === '2026-11-01'
          ? { items: [row(8, '2026-11-10'), row(40, '2026-11-20')], total: 2 }
          : Promise.reject(new Error('neighbour down')),
      ),
    );
    expect(await refreshPlanningCalendar('2026-11')).toBe('fresh');
    const ids = (await db.planningCalendarItems.toArray()).map((r) => r.id).sort((a, b) => a - b);
    // 16 and 24 touched November and were not in its answer; 32 is December's.
    expect(ids).toEqual([8, 32, 40]);
    expect((await planningMonthRows('2026-11')).map((r) => r.id).sort((a, b) => a - b)).toEqual([
      8, 40,
    ]);
  });

  it('reads a row spanning into the month from the month before', async () => {
    await db.planningCalendarItems.bulkPut([
      row(8, '2026-10-28', '2026-11-03'),
      row(16, '2026-10-05'),
    ]);
    expect((await planningMonthRows('2026-11')).map((r) => r.id)).toEqual([8]);
  });

  it('says offline and keeps the rows when the network is down', async () => {
    await db.planningCalendarItems.put(row(8, '2026-11-10'));
    fetchItems.mockRejectedValue(new NetworkError('down'));
    expect(await refreshPlanningCalendar('2026-11')).toBe('offline');
    expect(await db.planningCalendarItems.count()).toBe(1);
  });

  it("a person's planner items add their later months (SPEC §9)", async () => {
    await db.planningCalendarItems.put(row(8, '2026-11-10'));
    fetchContact.mockResolvedValue({
      items: [row(8, '2026-11-10'), row(48, '2027-03-02')],
      total: 2,
    });
    await refreshContactItems(100);
    expect(fetchContact.mock.calls.map((c) => c[1])).toEqual([100]);
    expect(fetchItems).not.toHaveBeenCalled();
    expect((await planningMonthRows('2027-03')).map((r) => r.id)).toEqual([48]);
  });

  it("a person's planner items are written only where they differ from the stored rows", async () => {
    fetchItems.mockResolvedValue({ items: [row(8, '2026-11-10')], total: 1 });
    await refreshPlanningCalendar('2026-11');
    const put = vi.spyOn(db.planningCalendarItems, 'bulkPut');
    fetchContact.mockResolvedValue({ items: [row(8, '2026-11-10')], total: 1 });
    await refreshContactItems(100);
    expect(put).not.toHaveBeenCalled();
    fetchContact.mockResolvedValue({
      items: [row(8, '2026-11-10'), { ...row(16, '2026-11-12'), version: 2 }],
      total: 2,
    });
    await refreshContactItems(100);
    expect(put.mock.calls.map((c) => c[0].map((r) => r.id))).toEqual([[16]]);
    put.mockRestore();
  });

  it('a month pull asks for no planner items; a failing one leaves the rows as they are', async () => {
    fetchItems.mockResolvedValue({ items: [row(8, '2026-11-10')], total: 1 });
    await refreshPlanningCalendar('2026-11');
    expect(fetchContact).not.toHaveBeenCalled();
    fetchContact.mockRejectedValue(new Error('Contact not found'));
    await refreshContactItems(999);
    expect(await db.planningCalendarItems.count()).toBe(1);
  });
});
