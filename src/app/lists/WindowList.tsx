import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimate,
    overscan: 8,
    scrollMargin: margin,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const itemClass = itemClassName ? `${classes.item} ${itemClassName}` : classes.item;
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={classes.list}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((v) => {
        const item = items[v.index];
        if (!item) return null;
        return (
          <li
            key={v.key}
            data-index={v.index}
            ref={virtualizer.measureElement}
            className={itemClass}
            style={{ transform: `translateY(${v.start - margin}px)` }}
          >
            {children(item)}
          </li>
        );
      })}
    </ul>
  );
}
