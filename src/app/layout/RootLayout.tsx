import { Box } from '@mantine/core';
import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useTenantState } from '../useTenant';
import { ToastRegion } from '../toasts/ToastRegion';
import { getSwState, subscribeSw } from '../sw/swState';
import { lazyOrNothing } from '../lazy/lazyOrNothing';
import { themeFor } from '../../theme/themes';
import { getInstallOffer, subscribeInstallOffer } from '../install/installOffer';
import { showsInstallBanner } from '../install/installRules';
import { useFocusRescue } from '../focus/useFocusRescue';

function setMeta(selector: string, attr: string, value: string | null): void {
  if (!value) return;
  const el = document.head.querySelector(selector);
  if (el) el.setAttribute(attr, value);
}

const UpdateBanner = lazyOrNothing(() => import('../sw/UpdateBanner').then((m) => m.UpdateBanner));
const InstallBanner = lazyOrNothing(() =>
  import('../install/InstallBanner').then((m) => m.InstallBanner),
);

/** The update and install banners are loaded the first time there is one to show. */
function Overlays() {
  const sw = useSyncExternalStore(subscribeSw, getSwState, getSwState);
  const install = useSyncExternalStore(subscribeInstallOffer, getInstallOffer, getInstallOffer);
  return (
    <>
      <Suspense fallback={null}>
        {sw.updateReady && <UpdateBanner />}
        {showsInstallBanner(install) && !sw.updateReady && <InstallBanner />}
      </Suspense>
      <ToastRegion />
    </>
  );
}

/**
 * Tenant look (SPEC §3) and the browser title (SPEC §2) for every page: around the router's
 * pages (src/routes/layouts.tsx) and around the login shell (src/routes/loginShell.tsx).
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const state = useTenantState();
  const tenant = state.status === 'ready' ? state.tenant : null;
  const theme = themeFor(tenant);
  const fixed = t`Your Digital Hub for Crew Management and Project Planning`;
  useFocusRescue();

  useEffect(() => {
    const host = tenant?.metaHostName ?? tenant?.name ?? '';
    document.title = host ? `${host} - ${fixed}` : fixed;
    setMeta('meta[name="description"]', 'content', tenant?.metaDescription ?? null);
    setMeta('link[rel="icon"]', 'href', tenant?.faviconUrl ?? null);
    setMeta('meta[name="theme-color"]', 'content', theme.colors.backgroundColor);
  }, [tenant, fixed, theme.colors.backgroundColor]);

  const backgrounds = [theme.watermarkUrl, theme.backgroundUrl]
    .filter((u): u is string => Boolean(u))
    .map((u) => `url("${encodeURI(u)}")`);

  return (
    <Box
      mih="100dvh"
      style={{
        backgroundColor: theme.backgroundColor ?? theme.colors.background,
        backgroundImage: backgrounds.length ? backgrounds.join(', ') : undefined,
        backgroundRepeat: theme.watermarkUrl ? 'no-repeat' : undefined,
        backgroundPosition: theme.watermarkUrl ? 'center' : undefined,
        backgroundSize: theme.watermarkUrl ? '60vmin' : 'cover',
        backgroundAttachment: 'fixed',
      }}
    >
      {children}
      <Overlays />
    </Box>
  );
}
