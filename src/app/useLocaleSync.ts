import { useEffect, useSyncExternalStore } from 'react';
import { chooseLanguage, toLocale, type Locale } from '../i18n/languages';
import { activateLocaleOrDefault } from '../i18n/i18n';
import { getPickedLanguage, subscribePickedLanguage } from '../i18n/languageChoice';
import { useSession } from '../session/useSession';
import { useTenantState } from './useTenant';

/**
 * Logged in: SPEC §9's rule (the user's language when the tenant allows it, else the tenant's).
 * Before login: the language picked on the login screen, else the tenant's default.
 */
export function useLocaleSync(): Locale {
  const session = useSession();
  const tenant = useTenantState();
  const picked = useSyncExternalStore(subscribePickedLanguage, getPickedLanguage);
  const t = tenant.status === 'ready' ? tenant.tenant : null;
  const locale =
    session.status === 'authenticated'
      ? chooseLanguage({
          tenantDefault: t?.defaultLanguage,
          useUserLanguage: t?.useUserLanguage ?? false,
          userLanguage: session.payload.loginData.language,
        })
      : (toLocale(picked) ??
        chooseLanguage({
          tenantDefault: t?.defaultLanguage,
          useUserLanguage: false,
          userLanguage: null,
        }));
  useEffect(() => {
    void activateLocaleOrDefault(locale);
  }, [locale]);
  return locale;
}
