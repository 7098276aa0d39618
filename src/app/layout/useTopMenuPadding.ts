import { useLayoutEffect, useRef, useState } from 'react';
import { drawnRows, topMenuPaddingFor } from './topMenuRows';

/**
 * The top menu's padding from what was drawn (issue 17): a ResizeObserver on the fixed header
 * recounts the rows its menu items fill whenever its size changes (a narrower screen, a
 * longer label in another language, the fonts arriving). Until the first measurement the
 * estimate from the item count stands in.
 */
export function useTopMenuPadding(estimate: number) {
  const headerRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLDivElement>(null);
  const [padding, setPadding] = useState(estimate);

  useLayoutEffect(() => {
    const header = headerRef.current;
    const nav = navRef.current;
    if (!header || !nav) return;
    const measure = () => {
      const boxes = Array.from(nav.children, (item) => item.getBoundingClientRect());
      setPadding(topMenuPaddingFor(drawnRows(boxes), header.getBoundingClientRect().height));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    observer.observe(nav);
    return () => observer.disconnect();
  }, []);

  return { headerRef, navRef, padding };
}
