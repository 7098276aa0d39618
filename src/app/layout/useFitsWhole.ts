import { useEffect, useRef } from 'react';

/**
 * Tells `onChange` whether a line-clamped element shows its text whole, for the text given
 * and as the element is resized (a phone turned, a longer name loaded). A clamped element
 * scrolls what it cut: its scroll size then exceeds its box.
 */
export function useFitsWhole<T extends HTMLElement>(
  text: string,
  onChange: (whole: boolean) => void,
) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const check = () =>
      onChange(el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      check();
      return undefined;
    }
    // No first check here: an observer reports once as soon as it observes, after the page's
    // layout. Reading sizes inside React's commit forced that layout early, into the commit's
    // task (issue 17: 37 ms of a long task at 4x CPU on a signed-in start, Lighthouse TBT).
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, onChange]);
  return ref;
}
