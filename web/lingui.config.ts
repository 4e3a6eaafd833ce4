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
      exclude: [
        '**/*.test.*',
        '**/test/**',
        '<rootDir>/src/features/ledger/**',
        '<rootDir>/src/features/votes/**',
        '<rootDir>/src/features/records/**',
        '<rootDir>/src/features/meetings/admin/**',
      ],
    },
    // The owners' accounts' words (many, and only on signed-in screens): fetched with the feature's screens.
    { path: '<rootDir>/src/features/ledger/locales/{locale}', include: ['<rootDir>/src/features/ledger'], exclude: ['**/*.test.*'] },
    // Votes, official records and the meetings' admin screens: the same, each fetched with its feature's screens (the
    // meeting notices page is public and in the first bundle: its few words stay in the app's catalog).
    { path: '<rootDir>/src/features/votes/locales/{locale}', include: ['<rootDir>/src/features/votes'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/features/records/locales/{locale}', include: ['<rootDir>/src/features/records'], exclude: ['**/*.test.*'] },
    {
      path: '<rootDir>/src/features/meetings/locales/{locale}',
      include: ['<rootDir>/src/features/meetings/admin'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
