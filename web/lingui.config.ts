/**
 * Lingui's catalogs (docs/architecture.md, "Languages"): English is the source (the text in the code is
 * the message, word for word), Canadian French and Spanish are PO files translators edit. `lingui extract`
 * keeps them in step with the code; the Vite plugin compiles each one when it is imported, lazily.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr-CA', 'es'],
  // No fallback between translations: a missing one is a failure (src/shared/i18n/catalogs.test.ts).
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test/**', '<rootDir>/src/features/ledger/**'],
    },
    // The owners' accounts' words (many, and only on signed-in screens): fetched with the feature's screens.
    { path: '<rootDir>/src/features/ledger/locales/{locale}', include: ['<rootDir>/src/features/ledger'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
