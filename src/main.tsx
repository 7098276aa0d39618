import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { restoreSession } from './session/login';
import { loadTenant } from './sync/tenant';
import { activateLocaleOrDefault } from './i18n/i18n';
import { chooseLanguage, toLocale } from './i18n/languages';
import { readSetting, readTenant } from './db/sessionStore';

/** Boot: session and cached tenant first, so the first paint already speaks the right language. */
async function boot(): Promise<void> {
  const [cachedTenant, picked] = await Promise.all([
    readTenant().catch(() => null),
    readSetting('language').catch(() => null),
  ]);
  await activateLocaleOrDefault(
    toLocale(picked) ??
      chooseLanguage({
        tenantDefault: cachedTenant?.tenant.defaultLanguage,
        useUserLanguage: false,
        userLanguage: null,
      }),
  );
  await restoreSession();
  void loadTenant();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
