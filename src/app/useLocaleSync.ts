import { useEffect, useState, useSyncExternalStore } from 'react';
import { chooseLanguage, toLocale, type Locale } from '../i18n/languages';
import { activateLocaleOrDefault } from '../i18n/i18n';
import { getPickedLanguage, subscribePickedLanguage } from '../i18n/languageChoice';
import { useSession } from '../session/useSession';
import { useTenantState } from './useTenant';

/**
 * The stored profile's language while a person is logged in (null otherwise or until known).
 * Watched through a dynamic import: the login screen does not load Dexie for it (P4).
 */
function useProfileLanguage(personal: boolean): string | null {
  const [language, setLanguage] = useState<string | null>(null);
  useEffect(() => {
    if (!personal) return;
    let live = true;
    let stop: (() => void) | null = null;
    void import('../db/profileLanguage').then(({ watchProfileLanguage }) => {
      if (live) stop = watchProfileLanguage(setLanguage);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [personal]);
  return personal ? language : null;
}

/**
 * Logged in: SPEC §9's rule (the user's language when the tenant allows it, else the tenant's).
 * The user's language is the stored profile's (changed in the profile, issue 17), else the
 * token's. Before login: the language picked on the login screen, else the tenant's default.
 */
export function useLocaleSync(): Locale {
  const session = useSession();
  const tenant = useTenantState();
  const picked = useSyncExternalStore(subscribePickedLanguage, getPickedLanguage);
  const personal =
    session.status === 'authenticated' && session.payload.loginData.personId !== null;
  const profileLanguage = useProfileLanguage(personal);
  const t = tenant.status === 'ready' ? tenant.tenant : null;
  const locale =
    session.status === 'authenticated'
      ? chooseLanguage({
          tenantDefault: t?.defaultLanguage,
          useUserLanguage: t?.useUserLanguage ?? false,
          userLanguage: profileLanguage ?? session.payload.loginData.language,
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
