import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl', 'cy', 'fr', 'de-AT', 'de', 'es'],
  fallbackLocales: { 'de-AT': 'de', default: 'en' },
  // No line numbers: catalogs change only when messages change.
  format: formatter({ lineNumbers: false }),
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
});
