import { describe, expect, it } from 'vitest';
import { drawnRows, topMenuPaddingFor, type ItemBox } from './topMenuRows';

const box = (top: number, height = 24): ItemBox => ({ top, bottom: top + height });

describe('drawnRows', () => {
  it.each<[string, ItemBox[], number]>([
    ['nothing drawn', [], 0],
    ['items of no height (hidden) count for nothing', [{ top: 10, bottom: 10 }], 0],
    ['one item', [box(12)], 1],
    ['home, info and log out on one line', [box(12), box(12), box(11, 26)], 1],
    // Centred on the row: a taller button starts above its neighbours and still shares the row.
    ['a taller button centred beside links', [box(14, 22), box(10, 30), box(14, 22)], 1],
    ['the red menu wrapped at 390 px', [box(12), box(12), box(12), box(52), box(52), box(51)], 2],
    ['three rows, given out of order', [box(92), box(12), box(52), box(12), box(92)], 3],
    ['rows that touch exactly', [box(0, 20), box(20, 20)], 2],
    ['subpixel overlap of touching rows', [box(0, 20.3), box(20, 20)], 2],
  ])('%s → %i', (_label, boxes, rows) => {
    expect(drawnRows(boxes)).toBe(rows);
  });
});

describe('topMenuPaddingFor (SPEC §9: 65 px per row)', () => {
  it.each<[number, number, number]>([
    [0, 0, 65],
    [1, 50, 65],
    [2, 91, 130],
    [3, 130, 195],
    // A header taller than its rows (the guest note under the menu) is never overlapped.
    [1, 120.2, 121],
  ])('%i rows, header %d px → %i px', (rows, header, px) => {
    expect(topMenuPaddingFor(rows, header)).toBe(px);
  });
});
