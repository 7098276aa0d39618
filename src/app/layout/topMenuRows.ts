/** The vertical extent of one drawn menu item, in pixels (as getBoundingClientRect gives it). */
export type ItemBox = { top: number; bottom: number };

/** SPEC §2/§9: the top menu takes 65 px of padding per row of items. */
export const TOP_MENU_ROW_PX = 65;

/**
 * How many rows the menu's items were drawn in. Items of one row overlap vertically (they are
 * centred on the row, so their tops differ by a few pixels); an item that starts at or below
 * the bottom of every item of the current row opens a new one. Counting what was drawn, not
 * items per row, is what holds at 390 px, where five red-theme items wrap onto two rows.
 */
export function drawnRows(boxes: readonly ItemBox[]): number {
  const sorted = [...boxes].filter((b) => b.bottom > b.top).sort((a, b) => a.top - b.top);
  let rows = 0;
  let rowBottom = Number.NEGATIVE_INFINITY;
  for (const box of sorted) {
    // Half a pixel of slack: subpixel layout can leave rows touching rather than apart.
    if (box.top >= rowBottom - 0.5) {
      rows += 1;
      rowBottom = box.bottom;
    } else {
      rowBottom = Math.max(rowBottom, box.bottom);
    }
  }
  return rows;
}

/**
 * Padding above the content: 65 px per drawn row, and never less than the fixed header
 * itself, which may hold more than the menu (a guest's note), so nothing hides under it.
 */
export function topMenuPaddingFor(rows: number, headerHeight: number): number {
  return Math.max(TOP_MENU_ROW_PX * Math.max(1, rows), Math.ceil(headerHeight));
}
