import type { LanguageName } from '../api/schemas/profile';

/** SPEC §9 languages; `deAt` in the platform's words is the `de-AT` locale here. */
export const LOCALES = ['en', 'nl', 'cy', 'fr', 'de-AT', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Names as they appear in each language, for the language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  nl: 'Nederlands',
  cy: 'Cymraeg',
  fr: 'Français',
  'de-AT': 'Deutsch (Österreich)',
  de: 'Deutsch',
  es: 'Español',
};

/** Accepts `deAt`, `de_AT`, `de-at`, `EN`...; anything unknown is null. */
export function toLocale(name: string | null | undefined): Locale | null {
  if (!name) return null;
  const key = name.trim().replace(/[_-]/g, '').toLowerCase();
  return LOCALES.find((l) => l.replace('-', '').toLowerCase() === key) ?? null;
}

export type LanguageInput = {
  tenantDefault: string | null | undefined;
  useUserLanguage: boolean;
  userLanguage: string | null | undefined;
};

/**
 * SPEC §9: the user's own language only if the tenant allows it and it is offered;
 * otherwise the tenant's default; an unknown name falls back to English.
 */
export function chooseLanguage({
  tenantDefault,
  useUserLanguage,
  userLanguage,
}: LanguageInput): Locale {
  const user = useUserLanguage ? toLocale(userLanguage) : null;
  return user ?? toLocale(tenantDefault) ?? DEFAULT_LOCALE;
}

/** The platform's name of a locale, as the server stores it (`de-AT` → `deAt`). */
export const platformName = (locale: Locale): LanguageName =>
  locale === 'de-AT' ? 'deAt' : locale;
