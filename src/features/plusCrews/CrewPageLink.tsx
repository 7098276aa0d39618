import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// A 44 px link in the theme's link colour (Anchor's polymorphic Link loses the route types).
const STYLE = {
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  // At the right also when the header's name leaves the heading beside it out.
  marginLeft: 'auto',
  color: 'var(--mantine-color-anchor)',
} as const;

/**
 * The link between a plus crew's dashboard and its daily figures, beside the crew's name. The
 * plus-crew guest has no back arrow (SPEC §2) and its one menu item opens the data page, so
 * these links are its way between the two pages.
 */
export function CrewPageLink({
  number,
  to,
  children,
}: {
  number: string;
  to: 'dashboard' | 'data';
  children: ReactNode;
}) {
  return to === 'data' ? (
    <Link to="/plus-crews/$number/data" params={{ number }} style={STYLE}>
      {children}
    </Link>
  ) : (
    <Link to="/plus-crews/$number" params={{ number }} style={STYLE}>
      {children}
    </Link>
  );
}
