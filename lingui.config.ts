import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl', 'cy', 'fr', 'de-AT', 'de', 'es'],
  fallbackLocales: { 'de-AT': 'de', default: 'en' },
  // No line numbers: catalogs change only when messages change.
  format: formatter({ lineNumbers: false }),
  // Two catalogs per language: the shell's (everything but the feature screens; the login
  // screens belong to it) is loaded at boot. The features' is cut at build time into one chunk
  // per feature area (build/featureTexts.ts), loaded with that area's screens. This keeps the
  // first loads of /login and /jobs small (issues 3 and 17, P4).
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
