import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import { DEFAULT_LOCALE, type Locale } from '../i18n/languages';
import { getSession, menuContextOf } from '../session/sessionState';
import { loadTenant } from '../session/tenant';
import { useSession } from '../session/useSession';
import { mantineThemeFor } from '../theme/mantineTheme';
import { numberSeparators } from '../lib/number';
import { readableCssVariables } from '../theme/readableColours';
import { themeFor } from '../theme/themes';
import { BootErrorScreen } from './BootErrorScreen';
import { LoadingScreen } from './LoadingScreen';
import { useLocaleSync } from './useLocaleSync';
import { useTenantState } from './useTenant';
import { showToast } from './toasts/toastStore';
import { afterFirstScreen } from './firstScreen';
import { useLingui } from '@lingui/react/macro';

async function startSignedIn(): Promise<() => void> {
  // The first page first: the sync's chunks, reads and writes would be in its way (P1).
  await afterFirstScreen();
  const [{ startSync }, { startTokenRefresh }] = await Promise.all([
    import('../sync/scheduler'),
    import('../session/login'),
  ]);
  const stopSync = startSync();
  const stopRefresh = startTokenRefresh();
  return () => {
    stopSync();
    stopRefresh();
  };
}

/**
 * The on-demand files this person's screens need (onDemandGroups.ts), cached by the worker so
 * they open offline before their first use: asked after login, and again when the language
 * changes (its texts are such a file). Before login only the texts are: a login screen whose
 * language was picked here opens in it offline too.
 */
async function cacheOnDemandFor(locale: Locale): Promise<void> {
  await afterFirstScreen();
  const session = getSession();
  if (session.status !== 'authenticated' && locale === DEFAULT_LOCALE) return;
  // Loaded here, not at boot: /login needs neither (P4).
  const [{ onDemandGroupsFor }, sw] = await Promise.all([
    import('./sw/onDemandGroups'),
    import('./sw/registerServiceWorker'),
  ]);
  const groups = onDemandGroupsFor(
    session.status === 'authenticated' ? menuContextOf(session) : null,
    locale,
  );
  sw.askWorkerToCacheOnDemand(groups);
}

/** An effect whose start is asynchronous: the cleanup runs whenever the start has finished. */
function whenLoaded(start: () => Promise<() => void>): () => void {
  let stopped = false;
  let stop: (() => void) | null = null;
  void start().then((s) => {
    if (stopped) s();
    else stop = s;
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * The pages (the router's, or the login shell's) are made by the composition root (main.tsx)
 * and handed in: routes wire the app's screens and layouts, so the shell importing the routes
 * would close a circle.
 */
type Pages = { children: ReactNode };

function Gate({ children }: Pages) {
  const tenant = useTenantState();
  const { t } = useLingui();
  useEffect(() => {
    // workbox-window loads after the first screen too: nothing before it needs the worker.
    void afterFirstScreen()
      .then(() => import('./sw/registerServiceWorker'))
      .then((sw) =>
        sw.registerServiceWorker({
          onOfflineReady: () =>
            showToast({ type: 'info', message: t`Content is cached for offline use.` }),
        }),
      );
    // Registered once per page load (SPEC §4).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const locale = useLocaleSync();
  const signedIn = useSession().status === 'authenticated';
  // The data path runs only for somebody: pull their data, send their changes, refresh their
  // token. Loaded when needed, so /login does not carry the sync engine (issue 3, P4).
  useEffect(() => (signedIn ? whenLoaded(startSignedIn) : undefined), [signedIn]);
  useEffect(() => {
    void cacheOnDemandFor(locale);
  }, [signedIn, locale]);
  if (tenant.status === 'loading') return <LoadingScreen />;
  if (tenant.status === 'error') return <BootErrorScreen onRetry={() => void loadTenant()} />;
  return children;
}

export function App({ children }: Pages) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemedGate>{children}</ThemedGate>
    </I18nProvider>
  );
}

/** Inside the I18nProvider, so the theme's own words follow the language. */
function ThemedGate({ children }: Pages) {
  const tenant = useTenantState();
  const { t, i18n } = useLingui();
  const appTheme = useMemo(
    () => themeFor(tenant.status === 'ready' ? tenant.tenant : null),
    [tenant],
  );
  const close = t`Close`;
  const { decimal } = numberSeparators(i18n.locale);
  const theme = useMemo(
    () => mantineThemeFor(appTheme, { close, decimal }),
    [appTheme, close, decimal],
  );
  const variables = useMemo(() => readableCssVariables(appTheme), [appTheme]);
  return (
    // Every theme variable comes from here, the defaults too, instead of Mantine's default
    // variables sheet (4 KB gzip on /login, issue 17 P4); it computed them all anyway. Light
    // only: the theme's colours and their contrast checks are for light backgrounds, and the
    // build drops the dark scheme's rules (build/lightSchemeOnly.cjs).
    <MantineProvider
      theme={theme}
      cssVariablesResolver={variables}
      deduplicateCssVariables={false}
      forceColorScheme="light"
    >
      <Gate>{children}</Gate>
    </MantineProvider>
  );
}
