import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WindowList } from './WindowList';

afterEach(cleanup);

type Item = { id: number; name: string };

const ITEMS: Item[] = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Job ${i + 1}` }));

function drawRows(items: Item[], row: (item: Item) => React.ReactNode) {
  return render(
    <WindowList items={items} estimate={40} label="Jobs">
      {row}
    </WindowList>,
  );
}

describe('WindowList', () => {
  it('draws each row with its place in the whole list', () => {
    drawRows(ITEMS, (item) => <a href={`/jobs/${item.id}`}>{item.name}</a>);
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(rows[0]!.getAttribute('aria-setsize')).toBe('5');
    screen.getByRole('link', { name: 'Job 1' });
  });

  // The list draws itself again as it measures rows, learns where it starts, scrolls and
  // follows the focus; a row's content is drawn again only when its item changes.
  it('does not draw a row again when only the list changes', () => {
    const row = vi.fn((item: Item) => <a href={`/jobs/${item.id}`}>{item.name}</a>);
    drawRows(ITEMS, row);
    const drawn = row.mock.calls.length;
    expect(drawn).toBeGreaterThan(0);
    // The focus moving into a row is kept in the list's state: the list draws again.
    fireEvent.focus(screen.getByRole('link', { name: 'Job 2' }));
    expect(row.mock.calls.length).toBe(drawn);
  });

  it('draws a row again when its item changes', () => {
    const row = vi.fn((item: Item) => <span>{item.name}</span>);
    const { rerender } = drawRows(ITEMS, row);
    const renamed = ITEMS.map((item) => (item.id === 1 ? { ...item, name: 'Job one' } : item));
    rerender(
      <WindowList items={renamed} estimate={40} label="Jobs">
        {row}
      </WindowList>,
    );
    screen.getByText('Job one');
    expect(row.mock.calls.filter(([item]) => item.id === 2)).toHaveLength(1);
  });
});
