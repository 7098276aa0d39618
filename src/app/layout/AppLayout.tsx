import { Outlet } from '@tanstack/react-router';
import { useSession } from '../../session/useSession';
import { useTenantState } from '../useTenant';
import { BareLayout } from './BareLayout';
import { MobileLayout } from './MobileLayout';
import { TopMenuLayout } from './TopMenuLayout';
import { isInFrame, usesTopMenu } from './layoutRules';
import { useLocationParts } from './usePageMeta';
import { useDisplayTimezone } from '../../db/profileHooks';
import { setDisplayTimezone } from '../../lib/dates';

/** Authenticated pages: the top-menu layout when embedded, otherwise the mobile layout. */
export function AppLayout() {
  const session = useSession();
  const tenant = useTenantState();
  const { searchStr } = useLocationParts();
  // Set during render, before the pages below reckon "today" with it.
  setDisplayTimezone(useDisplayTimezone());
  // /version is open to everyone: without a session it stands alone.
  if (session.status !== 'authenticated') {
    return (
      <BareLayout>
        <Outlet />
      </BareLayout>
    );
  }
  if (usesTopMenu(isInFrame(), searchStr)) {
    const theme = tenant.status === 'ready' ? tenant.tenant.mobileTheme : null;
    return <TopMenuLayout session={session} theme={theme} />;
  }
  return <MobileLayout session={session} />;
}
