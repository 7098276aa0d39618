import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { optimisticEntries, showOptimistic, withOptimistic } from './optimistic';
import { optimisticFlags, useOptimisticRows } from './useOptimisticRows';
import type { EntityFlag } from './outboxQueries';

type Row = { id: number; name: string };
const byId = (a: Row, b: Row) => a.id - b.id;
const stored: Row[] = [
  { id: 1, name: 'one' },
  { id: 3, name: 'three' },
];

describe('optimistic rows', () => {
  it.each([
    ['a new row shows in order', { id: 2, name: 'two' }, 2, ['one', 'two', 'three']],
    ['a changed row shows its new values', { id: 3, name: 'THREE' }, 3, ['one', 'THREE']],
    ['a deleted row is gone', null, 1, ['three']],
  ] as const)('%s, before the live query has it', (_name, row, id, names) => {
    const { result } = renderHook(({ rows }) => useOptimisticRows('t1', rows, byId), {
      initialProps: { rows: stored },
    });
    let shown: ReturnType<typeof showOptimistic> | null = null;
    act(() => {
      shown = showOptimistic('t1', id, row);
    });
    expect(result.current.map((r) => r.name)).toEqual(names);
    act(() => shown!.revoke());
    expect(result.current).toBe(stored);
  });

  it('a committed row goes away once the live query brings rows read after the commit', () => {
    const { result, rerender } = renderHook(({ rows }) => useOptimisticRows('t2', rows, byId), {
      initialProps: { rows: stored },
    });
    let shown: ReturnType<typeof showOptimistic> | null = null;
    act(() => {
      shown = showOptimistic('t2', 2, { id: 2, name: 'two' });
    });
    act(() => shown!.commit());
    // Still shown: the live query has not answered since the commit.
    expect(result.current.map((r) => r.id)).toEqual([1, 2, 3]);
    const fresh = [...stored, { id: 2, name: 'two' }].sort(byId);
    rerender({ rows: fresh });
    expect(result.current).toBe(fresh);
    expect(optimisticEntries().filter((e) => e.table === 't2')).toEqual([]);
  });

  it('a failed write takes its row back and passes the error on', async () => {
    const failing = withOptimistic('t3', 9, { id: 9 }, () =>
      Promise.reject(new Error('QuotaExceededError')),
    );
    expect(optimisticEntries().some((e) => e.table === 't3')).toBe(true);
    await expect(failing).rejects.toThrow('QuotaExceededError');
    expect(optimisticEntries().some((e) => e.table === 't3')).toBe(false);
  });
});

describe('optimisticFlags', () => {
  const [one, three] = stored as [Row, Row];
  const two: Row = { id: 2, name: 'two' };
  const threeChanged: Row = { id: 3, name: 'THREE' };
  type Flags = [number, EntityFlag][];
  it.each<[string, Row[], Flags, Flags]>([
    ['nothing laid over: the read flags', stored, [], []],
    ['a new row not read back: pending', [one, two, three], [], [[2, 'pending']]],
    ['a changed row not read back: pending', [one, threeChanged], [], [[3, 'pending']]],
    ['a row with a worse mark keeps it', [one, threeChanged], [[3, 'refused']], [[3, 'refused']]],
    ['a read row with its mark keeps it', [one, three], [[1, 'failed']], [[1, 'failed']]],
  ])('%s', (_name, shown, flags, expected) => {
    expect([...optimisticFlags(shown, stored, new Map(flags))]).toEqual(expected);
  });
});
