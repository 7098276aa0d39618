// Page-wide sheets only: each module gets its components' sheets from build/mantineCssPlugin.ts.
// Not default-css-variables.css: MantineProvider writes every variable itself (App.tsx).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadTenant } from './session/tenant';
import { activateLocaleOrDefault, prefetchLastCatalogs } from './i18n/i18n';
import { chooseLanguage, toLocale } from './i18n/languages';
import { initPickedLanguage } from './i18n/languageChoice';
import { localDatabaseExists } from './db/localDatabase';
import { getSession, setSession } from './session/sessionState';
import { listenForInstallOffer } from './app/install/installOffer';
import { afterFirstScreen, watchFirstScreen } from './app/firstScreen';
import {
  LoginShell,
  loadRouting,
  preloadLoginScreen,
  startsInLoginShell,
} from './routes/loginShell';
import type * as RoutingModule from './routes/routing';

type Routing = typeof RoutingModule;

/**
 * The router and the route table, in a chunk of their own: /login starts without them (the
 * login shell, loginShell.tsx); any other page asks for them at once, beside boot's reads.
 */
let routing: Promise<{ module: Routing; router: ReturnType<Routing['createAppRouter']> }> | null =
  null;
function loadRouter() {
  routing ??= loadRouting().then((module) => {
    const router = module.createAppRouter();
    watchFirstScreen(router);
    return { module, router };
  });
  return routing;
}
const atLogin = window.location.pathname === '/login';
if (!atLogin) void loadRouter();

/** The start page's code (and texts) load meanwhile, beside the device's reads. */
function preloadStart(): void {
  if (atLogin) preloadLoginScreen();
  else {
    void loadRouter().then(({ module, router }) =>
      module.preloadStartRoute(router, window.location.pathname),
    );
  }
}

/**
 * What this device keeps: the cached tenant, the picked language and the session. A first
 * visit has no database, and boots without loading Dexie or the session code (P4).
 */
async function readDevice() {
  if (!(await localDatabaseExists())) {
    // A first visit to /login: its screen's chunks load beside the catalogs and the tenant,
    // not after them (issue 17: Lighthouse found the login tagline, its LCP, three fetches
    // deep). Other first visits load nothing more: a public page needs no login screen.
    if (atLogin) preloadLoginScreen();
    return { tenant: null, picked: null, store: null };
  }
  // Somebody used the app here: the start page's chunks and the session code load meanwhile,
  // the last language's catalogs first (the start page's texts go to that language).
  prefetchLastCatalogs();
  preloadStart();
  void import('./session/login');
  // useLocaleSync's, wanted as soon as the first screen renders.
  void import('./db/profileLanguage');
  const store = await import('./db/sessionStore');
  const [tenant, picked] = await Promise.all([
    store.readTenant().catch(() => null),
    store.readSetting('language').catch(() => null),
  ]);
  return { tenant, picked, store };
}

/**
 * The language of the first paint: the one useLocaleSync will choose, so a logged-in person
 * does not see the login's language first and their own a moment later (issue 17).
 */
async function firstLocale(device: Awaited<ReturnType<typeof readDevice>>) {
  const tenant = device.tenant?.tenant;
  const session = getSession();
  if (session.status !== 'authenticated') {
    return (
      toLocale(device.picked) ??
      chooseLanguage({
        tenantDefault: tenant?.defaultLanguage,
        useUserLanguage: false,
        userLanguage: null,
      })
    );
  }
  const profileLanguage = await device.store?.readProfileLanguage().catch(() => null);
  return chooseLanguage({
    tenantDefault: tenant?.defaultLanguage,
    useUserLanguage: tenant?.useUserLanguage ?? false,
    userLanguage: profileLanguage ?? session.payload.loginData.language,
  });
}

/** Boot: session and cached tenant first, so the first paint already speaks the right language. */
async function boot(): Promise<void> {
  listenForInstallOffer();
  const device = await readDevice();
  initPickedLanguage(device.picked);
  if (device.store) await (await import('./session/login')).restoreSession();
  else setSession({ status: 'anonymous' });
  // The tenant (the login's tagline and theme) is asked for beside the catalogs, not after.
  void loadTenant(device.tenant, { freshAfter: afterFirstScreen() });
  await activateLocaleOrDefault(await firstLocale(device));
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree; the splash stays until it commits. Lighthouse,
  // 4 runs each on one machine: /login TBT 136–213 → 68–179 ms, performance 93–96 → 95–98.
  const pages = startsInLoginShell(window.location, getSession().status === 'authenticated') ? (
    <LoginShell />
  ) : (
    await loadRouter().then(({ module, router }) => <module.RouterView router={router} />)
  );
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App>{pages}</App>
      </StrictMode>,
    );
  });
}

void boot();
