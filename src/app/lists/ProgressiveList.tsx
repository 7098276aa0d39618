import { memo, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import classes from './ProgressiveList.module.css';

type Props<T extends { id: number }> = {
  items: readonly T[];
  /** A row's usual height in px: holds the place of the rows not drawn yet. */
  estimate: number;
  /** The list's accessible name, when the screen has more than one list. */
  label?: string;
  /** Extra style of each row's <li> (a divider, a gap). */
  itemClassName?: string;
  children: (item: T) => ReactNode;
};

/** Rows drawn at first: more than a tall screen holds, so the first screenful is one render. */
export const FIRST_ROWS = 40;
/** Rows added each time the end of the drawn ones comes near. */
export const MORE_ROWS = 60;
/** How far below the screen the end of the drawn rows is kept, in px. */
const AHEAD_PX = 1200;
/** A row this close to the end of the drawn ones draws more when it gets the focus. */
const FOCUS_AHEAD = 10;

/**
 * A long list (up to SPEC §9's 1000 rows) drawn as it is scrolled: the first screenful at
 * once, then more rows whenever the end of the drawn ones comes within AHEAD_PX of the
 * screen, so opening a screen and every filter or search keystroke stay fast (issue 17, P1).
 * A block as tall as the rows still to come keeps the page's length and scroll bar true, and a
 * scroll straight into it (a dragged scroll bar, the way back to the list) draws all the rows
 * down to it at once.
 *
 * It replaced a virtual list (@tanstack/react-virtual, 10 KB gzip of /jobs' first load, issue
 * 17's P4): drawn rows stay drawn, so a row keeps its focus and its state (an open row) when it
 * scrolls away, and the browser's own layout places rows of any height.
 *
 * Access: each row tells screen readers its place in the whole list (aria-posinset of
 * aria-setsize). Tabbing towards the end draws the rows after it before the focus gets there.
 */
export function ProgressiveList<T extends { id: number }>({
  items,
  estimate,
  label,
  itemClassName,
  children,
}: Props<T>) {
  const [drawn, setDrawn] = useState(FIRST_ROWS);
  const shown = Math.min(drawn, items.length);
  const rest = items.length - shown;
  const restRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const block = restRef.current;
    if (!block) return;
    // Without IntersectionObserver (very old browsers, jsdom) every row is drawn.
    if (typeof IntersectionObserver === 'undefined') {
      setDrawn(Number.MAX_SAFE_INTEGER);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        // Enough rows to reach past the screen's bottom from where the block starts.
        const bottom = entry.rootBounds?.bottom ?? window.innerHeight;
        const needed = Math.ceil((bottom + AHEAD_PX - entry.boundingClientRect.top) / estimate);
        setDrawn((n) => n + Math.max(MORE_ROWS, needed));
      },
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS margin, not a text
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(block);
    return () => observer.disconnect();
    // Observed anew after each step: a block still in reach reports again and draws more.
  }, [shown, rest, estimate]);

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('li[aria-posinset]');
    const place = Number(row?.getAttribute('aria-posinset') ?? 0);
    if (place > shown - FOCUS_AHEAD && rest > 0) setDrawn((n) => n + MORE_ROWS);
  };

  return (
    <>
      <ul aria-label={label} className={classes.list} onFocus={onFocus}>
        {items.slice(0, shown).map((item, index) => (
          <li
            key={item.id}
            aria-setsize={items.length}
            aria-posinset={index + 1}
            className={itemClassName}
          >
            <RowContent item={item} render={children} />
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <div
          ref={restRef}
          aria-hidden="true"
          data-rest={rest}
          style={{ height: rest * estimate }}
        />
      )}
    </>
  );
}

type RowContentProps<T> = { item: T; render: (item: T) => ReactNode };

/**
 * A row's content, drawn again only when its item or the screen's row function changes: the
 * list draws again each time it draws more rows or the focus moves, and each time every
 * drawn row's content was drawn again with it.
 */
const RowContent = memo(function RowContent<T>({ item, render }: RowContentProps<T>) {
  return render(item);
}) as <T>(props: RowContentProps<T>) => ReactNode;
