import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl', 'cy', 'fr', 'de-AT', 'de', 'es'],
  fallbackLocales: { 'de-AT': 'de', default: 'en' },
  // No line numbers: catalogs change only when messages change.
  format: formatter({ lineNumbers: false }),
  // Two catalogs per language: the shell's (everything but the feature screens; the login
  // screens belong to it) is loaded at boot, the features' when a feature page opens. This
  // keeps the first load of /login small (issue 3, P4).
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['<rootDir>/src/features/!(auth)/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/features',
      include: ['<rootDir>/src/features'],
      exclude: ['<rootDir>/src/features/auth/**'],
    },
  ],
});
