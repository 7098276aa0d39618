import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The drawer, its scroll area, overlay and menu links are not on the first screen: they load
// when the menu is first opened (from the precache when offline), not with every page (P4).
const Sidebar = lazy(() => import('./Sidebar').then((m) => ({ default: m.Sidebar })));

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
