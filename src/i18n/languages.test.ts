import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  chooseLanguage,
  toLocale,
  type LanguageInput,
  type Locale,
} from './languages';

describe('offered languages (SPEC §9)', () => {
  it('are en, nl, cy, fr, deAt (as de-AT), de and es, with en as default', () => {
    expect([...LOCALES].sort()).toEqual(['cy', 'de', 'de-AT', 'en', 'es', 'fr', 'nl']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it.each(LOCALES)('%s has a display name', (locale) => {
    expect(LOCALE_NAMES[locale]).toMatch(/\S/);
  });
});

describe('toLocale', () => {
  it.each<[string | null | undefined, Locale | null]>([
    ['en', 'en'],
    ['nl', 'nl'],
    ['cy', 'cy'],
    ['fr', 'fr'],
    ['de', 'de'],
    ['es', 'es'],
    ['deAt', 'de-AT'],
    ['de-AT', 'de-AT'],
    ['de_AT', 'de-AT'],
    ['de-at', 'de-AT'],
    ['EN', 'en'],
    [' fr ', 'fr'],
    ['xx', null],
    ['english', null],
    ['de-CH', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (name, expected) => {
    expect(toLocale(name)).toBe(expected);
  });
});

describe('chooseLanguage (SPEC §9)', () => {
  it.each<[string, LanguageInput, Locale]>([
    [
      'user language when the tenant allows it and it is offered',
      { useUserLanguage: true, userLanguage: 'nl', tenantDefault: 'fr' },
      'nl',
    ],
    [
      'user language deAt maps to de-AT',
      { useUserLanguage: true, userLanguage: 'deAt', tenantDefault: 'en' },
      'de-AT',
    ],
    [
      'tenant default when the tenant does not allow user languages',
      { useUserLanguage: false, userLanguage: 'nl', tenantDefault: 'fr' },
      'fr',
    ],
    [
      'tenant default when the user language is not offered',
      { useUserLanguage: true, userLanguage: 'pt', tenantDefault: 'es' },
      'es',
    ],
    [
      'tenant default when the user has no language',
      { useUserLanguage: true, userLanguage: null, tenantDefault: 'cy' },
      'cy',
    ],
    [
      'tenant default deAt maps to de-AT',
      { useUserLanguage: false, userLanguage: 'nl', tenantDefault: 'deAt' },
      'de-AT',
    ],
    [
      'en when the tenant default is unknown',
      { useUserLanguage: false, userLanguage: 'nl', tenantDefault: 'klingon' },
      'en',
    ],
    [
      'en when both are unknown',
      { useUserLanguage: true, userLanguage: 'xx', tenantDefault: 'yy' },
      'en',
    ],
    [
      'en when nothing is known',
      { useUserLanguage: true, userLanguage: undefined, tenantDefault: undefined },
      'en',
    ],
    [
      'en when there is no tenant default and user languages are off',
      { useUserLanguage: false, userLanguage: 'de', tenantDefault: null },
      'en',
    ],
  ])('%s', (_label, input, expected) => {
    expect(chooseLanguage(input)).toBe(expected);
  });
});
