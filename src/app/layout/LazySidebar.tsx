import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The drawer, its scroll area, overlay and menu links are not on the first screen: they load
// when the menu is first opened (from the precache when offline), not with every page (P4).
const loadSidebar = () => import('./Sidebar');
const Sidebar = lazy(() => loadSidebar().then((m) => ({ default: m.Sidebar })));

/**
 * Starts loading the drawer when the burger is pressed or focused, before the click that
 * opens it, so the first opening does not wait for the whole of its download. A failure is
 * left to the opening itself (lazy imports again).
 */
export function preloadSidebar(): void {
  loadSidebar().catch(() => undefined);
}

type Props = ComponentProps<typeof Sidebar>;

/** The sidebar, mounted from its first opening on; it stays mounted so it can close smoothly. */
export function LazySidebar(props: Props) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Sidebar {...props} />
    </Suspense>
  );
}
