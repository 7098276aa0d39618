import { describe, expect, it } from 'vitest';
import type { ChangeValues, CrewItemChange } from '../../api/schemas/crewItemChanges';
import { foldByItem, foldChanges, projectsWithNews } from './foldChanges';

const T = (startTime: string) => ({
  startDate: '2026-11-18',
  endDate: '2026-11-18',
  startTime,
  endTime: '17:00',
});
const change = (id: number, values: ChangeValues, by = 'Alex Chief', crewItemId = 7) =>
  ({
    id,
    version: 1,
    crewItemId,
    projectNumber: 'P-24001',
    functionName: 'Stagehand',
    changedById: 2,
    changedByName: by,
    at: `2026-11-18T08:0${id}:00.000Z`,
    ...values,
  }) as CrewItemChange;

const moved = (id: number, from: string, to: string, by?: string) =>
  change(id, { field: 'time', old: T(from), new: T(to) }, by);
const status = (id: number, from: 'open' | 'toConfirm', to: 'toConfirm' | 'confirmed') =>
  change(id, { field: 'status', old: from, new: to });
const site = (id: number) => change(id, { field: 'site', old: 'none', new: 'checkedIn' });
const sam = { id: 1, name: 'Sam Crew' };

describe('foldChanges: what a crew item shows as "has changed"', () => {
  it.each([
    {
      name: 'one unseen change shows as it is',
      changes: [moved(1, '08:00', '09:00')],
      seen: 0,
      want: [{ field: 'time', old: T('08:00'), new: T('09:00'), unseen: true }],
      unseen: true,
    },
    {
      name: 'two unseen moves fold into the net old -> new, by the last one',
      changes: [moved(2, '09:00', '10:00', 'Olivia Office'), moved(1, '08:00', '09:00')],
      seen: 0,
      want: [{ field: 'time', old: T('08:00'), new: T('10:00'), by: 'Olivia Office' }],
      unseen: true,
    },
    {
      name: 'a seen move is not news: only the unseen part counts',
      changes: [moved(1, '08:00', '09:00'), moved(2, '09:00', '10:00')],
      seen: 1,
      want: [{ field: 'time', old: T('09:00'), new: T('10:00'), unseen: true }],
      unseen: true,
    },
    {
      name: 'all seen: the latest change still reads, without a mark',
      changes: [moved(1, '08:00', '09:00'), moved(2, '09:00', '10:00')],
      seen: 2,
      want: [{ field: 'time', old: T('09:00'), new: T('10:00'), unseen: false }],
      unseen: false,
    },
    {
      name: 'each field on its own line, in the fixed order time, status, site, person',
      changes: [
        change(3, { field: 'person', old: null, new: sam }),
        site(2),
        status(1, 'open', 'toConfirm'),
        moved(4, '08:00', '07:00'),
      ],
      seen: 0,
      want: [
        { field: 'time', new: T('07:00') },
        { field: 'status', old: 'open', new: 'toConfirm' },
        { field: 'site', old: 'none', new: 'checkedIn' },
        { field: 'person', old: null, new: sam },
      ],
      unseen: true,
    },
    {
      name: 'a seen field stays quiet beside an unseen one',
      changes: [status(1, 'open', 'toConfirm'), status(3, 'toConfirm', 'confirmed'), site(2)],
      seen: 2,
      want: [
        { field: 'status', old: 'toConfirm', new: 'confirmed', unseen: true },
        { field: 'site', unseen: false },
      ],
      unseen: true,
    },
  ])('$name', ({ changes, seen, want, unseen }) => {
    const folded = foldChanges(changes, seen)!;
    expect(folded.fields).toHaveLength(want.length);
    want.forEach((w, i) => expect(folded.fields[i]).toMatchObject(w));
    expect(folded.unseen).toBe(unseen);
    expect(folded.upTo).toBe(Math.max(...changes.map((c) => c.id)));
  });

  it('no changes: nothing to show', () => {
    expect(foldChanges([], 0)).toBeNull();
  });

  it('folds per crew item, each with its own "seen up to"', () => {
    const other = { ...moved(5, '08:00', '09:00'), crewItemId: 8 };
    const byItem = foldByItem([moved(1, '08:00', '09:00'), other], new Map([[7, 1]]));
    expect(byItem.get(7)?.unseen).toBe(false);
    expect(byItem.get(8)?.unseen).toBe(true);
    expect(byItem.has(9)).toBe(false);
  });
});

describe('projectsWithNews: the projects a whole-project view marks', () => {
  const inProject = (id: number, crewItemId: number, projectNumber: string) => ({
    ...site(id),
    crewItemId,
    projectNumber,
  });
  it.each([
    { name: 'no changes, no project', changes: [], seen: [], want: [] },
    {
      name: 'an unseen change marks its project',
      changes: [inProject(1, 7, 'P-1')],
      seen: [],
      want: ['P-1'],
    },
    {
      name: 'a change seen up to its id marks nothing',
      changes: [inProject(1, 7, 'P-1')],
      seen: [[7, 1]],
      want: [],
    },
    {
      name: 'a newer change of a seen item marks again',
      changes: [inProject(1, 7, 'P-1'), inProject(2, 7, 'P-1')],
      seen: [[7, 1]],
      want: ['P-1'],
    },
    {
      name: "seeing one item leaves another item's project marked",
      changes: [inProject(1, 7, 'P-1'), inProject(2, 8, 'P-2')],
      seen: [[7, 1]],
      want: ['P-2'],
    },
    {
      name: 'two items of one project mark it once',
      changes: [inProject(1, 7, 'P-1'), inProject(2, 8, 'P-1')],
      seen: [],
      want: ['P-1'],
    },
  ] as const)('$name', ({ changes, seen, want }) => {
    const got = projectsWithNews(changes, new Map(seen as readonly (readonly [number, number])[]));
    expect([...got].sort()).toEqual(want);
  });
});
