import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ROWS, MORE_ROWS, ProgressiveList } from './ProgressiveList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver whose one observed block is said to come into reach by the test. */
function stubObserver() {
  const watched: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
  class Observer {
    private readonly entry: { callback: IntersectionObserverCallback; target: Element | null };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, target: null };
      watched.push(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {
      this.entry.target = null;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  /** The block's top is `top` px from the top of a screen 800 px high. */
  return (top: number) => {
    const live = watched.filter((w) => w.target);
    expect(live).toHaveLength(1);
    const { callback, target } = live[0]!;
    const entry = {
      isIntersecting: true,
      target,
      rootBounds: { bottom: 800 },
      boundingClientRect: { top },
    } as unknown as IntersectionObserverEntry;
    act(() => callback([entry], {} as IntersectionObserver));
  };
}

type Item = { id: number; name: string };

const ITEMS: Item[] = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Job ${i + 1}` }));

function drawRows(items: Item[], row: (item: Item) => React.ReactNode) {
  return render(
    <ProgressiveList items={items} estimate={40} label="Jobs">
      {row}
    </ProgressiveList>,
  );
}

describe('ProgressiveList', () => {
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
      <ProgressiveList items={renamed} estimate={40} label="Jobs">
        {row}
      </ProgressiveList>,
    );
    screen.getByText('Job one');
    expect(row.mock.calls.filter(([item]) => item.id === 2)).toHaveLength(1);
  });

  it('draws the first screenful of a long list and holds the place of the rest', () => {
    stubObserver();
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Job ${i + 1}` }));
    const { container } = drawRows(many, (item) => <span>{item.name}</span>);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(FIRST_ROWS);
    expect(rows.at(-1)!.getAttribute('aria-setsize')).toBe('1000');
    const rest = container.querySelector<HTMLElement>('[data-rest]')!;
    expect(rest.style.height).toBe(`${(1000 - FIRST_ROWS) * 40}px`);
    expect(rest.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws more rows as the end of the drawn ones comes near, and all of them at the end', () => {
    const reach = stubObserver();
    const many = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Job ${i + 1}` }));
    const { container } = drawRows(many, (item) => <span>{item.name}</span>);
    reach(1500);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS + MORE_ROWS);
    // A scroll straight into the block (the scroll bar dragged far down): the rows down to
    // the screen's bottom and past it come in one step.
    reach(-20_000);
    const drawn = screen.getAllByRole('listitem').length;
    expect(drawn).toBeGreaterThanOrEqual(FIRST_ROWS + MORE_ROWS + (20_000 + 800) / 40);
    reach(-40_000);
    expect(screen.getAllByRole('listitem')).toHaveLength(1000);
    expect(container.querySelector('[data-rest]')).toBeNull();
    screen.getByText('Job 1000');
  });

  it('draws more rows before the keyboard reaches the end of the drawn ones', () => {
    stubObserver();
    const many = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, name: `Job ${i + 1}` }));
    drawRows(many, (item) => <a href={`/jobs/${item.id}`}>{item.name}</a>);
    fireEvent.focus(screen.getByRole('link', { name: 'Job 10' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS);
    fireEvent.focus(screen.getByRole('link', { name: `Job ${FIRST_ROWS - 2}` }));
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS + MORE_ROWS);
  });

  it('keeps the rows drawn when the list gets shorter and longer again (a search)', () => {
    stubObserver();
    const many = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, name: `Job ${i + 1}` }));
    const { rerender } = drawRows(many, (item) => <span>{item.name}</span>);
    const row = (item: Item) => <span>{item.name}</span>;
    rerender(
      <ProgressiveList items={many.slice(0, 3)} estimate={40} label="Jobs">
        {row}
      </ProgressiveList>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    rerender(
      <ProgressiveList items={many} estimate={40} label="Jobs">
        {row}
      </ProgressiveList>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_ROWS);
  });
});
