import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { freshDeviceSignedIn, waitingRecord } from './device.testkit';
import { useWithFlags } from './withFlags';

type Row = { id: number };

const record = (id: number) => waitingRecord(`0000${id}`, { table: 'jobs', id });

beforeEach(() => freshDeviceSignedIn('person:1'));

describe('rows with their flags', () => {
  it('is undefined while the rows are', () => {
    const { result } = renderHook(() => useWithFlags<Row[]>(undefined, 'jobs'));
    expect(result.current).toBeUndefined();
  });

  it('never pairs new rows with flags read before them', async () => {
    const seen: { ids: number[]; flagged: number[] }[] = [];
    const first: Row[] = [{ id: 1 }];
    const { result, rerender } = renderHook(
      ({ rows }: { rows: Row[] }) => {
        const pair = useWithFlags(rows, 'jobs');
        if (pair) seen.push({ ids: pair[0].map((r) => r.id), flagged: [...pair[1].keys()] });
        return pair;
      },
      { initialProps: { rows: first } },
    );
    await waitFor(() => expect(result.current?.[0]).toBe(first));

    // The action's commit: the row and its waiting record together. The rows' live read
    // answers first here, on purpose: the flags hook has not read since.
    await db.outbox.add(record(2));
    const second: Row[] = [{ id: 1 }, { id: 2 }];
    rerender({ rows: second });
    await waitFor(() => expect(result.current?.[0]).toBe(second));

    expect(result.current?.[1].get(2)).toBe('pending');
    expect(seen.filter((s) => s.ids.includes(2) && !s.flagged.includes(2))).toEqual([]);
  });

  it('follows a flag that changes while the rows stay', async () => {
    const rows: Row[] = [{ id: 3 }];
    await db.outbox.add(record(3));
    const { result } = renderHook(() => useWithFlags(rows, 'jobs'));
    await waitFor(() => expect(result.current?.[1].get(3)).toBe('pending'));
    await db.outbox.update('00003', { state: 'failed' });
    await waitFor(() => expect(result.current?.[1].get(3)).toBe('failed'));
    expect(result.current?.[0]).toBe(rows);
  });
});
