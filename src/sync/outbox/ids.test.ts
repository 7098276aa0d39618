import { describe, expect, it } from 'vitest';
import { localEntityId, sortableId } from './ids';

describe('ids', () => {
  it('local entity ids made in the same millisecond are negative and all different', () => {
    const ids = Array.from({ length: 5000 }, () => localEntityId(1_800_000_000_000));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id < 0)).toBe(true);
  });

  it('sortable ids made in the same millisecond sort in creation order', () => {
    const ids = Array.from({ length: 50 }, () => sortableId(1_800_000_000_000));
    expect([...ids].sort()).toEqual(ids);
  });
});
