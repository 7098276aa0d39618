import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import classes from './WindowList.module.css';

type Props<T extends { id: number }> = {
  items: readonly T[];
  /** A row's first guess in px before it is measured. */
  estimate: number;
  /** The list's accessible name, when the screen has more than one list. */
  label?: string;
  /** Extra style of each row's <li> (a divider, a gap). */
  itemClassName?: string;
  children: (item: T) => ReactNode;
};

/**
 * A long list (up to SPEC §9's 1000 rows) drawn virtually: only the rows near the screen are
 * in the DOM, so opening it and every filter or search keystroke stay fast. The page itself
 * scrolls (the app's layout), so the window is the scroll element. Rows may differ in
 * height: each is measured once drawn.
 *
 * Access: each row tells screen readers its place in the whole list (aria-posinset of
 * aria-setsize), and the row holding the focus stays drawn when it scrolls away, so the
 * keyboard never loses its place. Tabbing on scrolls the next row into view, which draws
 * the ones after it.
 */
export function WindowList<T extends { id: number }>({
  items,
  estimate,
  label,
  itemClassName,
  children,
}: Props<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts on the page: the rows' offsets are counted from there.
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setMargin(top + window.scrollY);
  }, []);
  // By id, not index: the list may change (a pull, a filter) while a row has the focus.
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const focused = useMemo(
    () => (focusedId === null ? null : items.findIndex((item) => item.id === focusedId)),
    [items, focusedId],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const drawn = defaultRangeExtractor(range);
      if (focused === null || focused < 0 || drawn.includes(focused)) return drawn;
      return [...drawn, focused].sort((a, b) => a - b);
    },
    [focused],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 8,
    scrollMargin: margin,
    getItemKey: (index) => items[index]?.id ?? index,
    rangeExtractor,
  });
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    setFocusedId(row ? (items[Number(row.dataset.index)]?.id ?? null) : null);
  };
  const itemClass = itemClassName ? `${classes.item} ${itemClassName}` : classes.item;
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={classes.list}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(null);
      }}
    >
      {virtualizer.getVirtualItems().map((v) => {
        const item = items[v.index];
        if (!item) return null;
        return (
          <li
            key={v.key}
            data-index={v.index}
            aria-setsize={items.length}
            aria-posinset={v.index + 1}
            ref={virtualizer.measureElement}
            className={itemClass}
            style={{ transform: `translateY(${v.start - margin}px)` }}
          >
            <RowContent item={item} render={children} />
          </li>
        );
      })}
    </ul>
  );
}

type RowContentProps<T> = { item: T; render: (item: T) => ReactNode };

/**
 * A row's content, drawn again only when its item or the screen's row function changes: the
 * list itself draws again as it measures rows, learns where it starts and scrolls, and each
 * time every row's content was drawn again with it.
 */
const RowContent = memo(function RowContent<T>({ item, render }: RowContentProps<T>) {
  return render(item);
}) as <T>(props: RowContentProps<T>) => ReactNode;
