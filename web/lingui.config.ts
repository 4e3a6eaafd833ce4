/**
 * Lingui's catalogs (docs/architecture.md, "Languages"): English is the source (the text in the code is
 * the message, word for word), Canadian French and Spanish are PO files translators edit. `lingui extract`
 * keeps them in step with the code; the Vite plugin compiles each one when it is imported, lazily.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** Shared code only signed-in or admin screens show: its words stay out of the public pages' first load. */
const SIGNED_IN_SHARED = [
  '<rootDir>/src/shared/editable-list',
  '<rootDir>/src/shared/uploads',
  '<rootDir>/src/shared/archive',
  '<rootDir>/src/shared/delivery-choice',
  '<rootDir>/src/shared/notices',
  '<rootDir>/src/shared/unsaved',
  '<rootDir>/src/app/admin',
];
/** The public feature's lazy pages (not in the first bundle). */
const PUBLIC_LAZY = [
  '<rootDir>/src/features/public/register',
  '<rootDir>/src/features/public/forgot',
  '<rootDir>/src/features/public/reset',
  '<rootDir>/src/features/public/unsubscribe',
  '<rootDir>/src/features/public/AuthCallbackPage.tsx',
];
/** An include list as exclude globs: a folder's files, or the file itself. */
const everythingIn = (paths: string[]) => paths.map((path) => (path.endsWith('.tsx') ? path : `${path}/**`));

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
        '<rootDir>/src/features/roster/**',
        ...everythingIn(SIGNED_IN_SHARED),
        ...everythingIn(PUBLIC_LAZY),
        '<rootDir>/src/features/account/**',
        '<rootDir>/src/features/bookings/**',
        '<rootDir>/src/features/requests/**',
        '<rootDir>/src/features/board/**',
        '<rootDir>/src/features/documents/DocumentPage.tsx',
        '<rootDir>/src/features/documents/admin/**',
        '<rootDir>/src/features/activity/**',
        '<rootDir>/src/features/reports/**',
        '<rootDir>/src/features/faqs/admin/**',
        '<rootDir>/src/features/news/admin/**',
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
    { path: '<rootDir>/src/features/roster/locales/{locale}', include: ['<rootDir>/src/features/roster'], exclude: ['**/*.test.*'] },
    // The shared parts only signed-in and admin screens show: fetched with every lazy screen (app/router.tsx).
    { path: '<rootDir>/src/shared/signed-in-locales/{locale}', include: SIGNED_IN_SHARED, exclude: ['**/*.test.*'] },
    // The public pages outside the first bundle (registration, the forgotten-credential forms): fetched with them.
    { path: '<rootDir>/src/features/public/locales/{locale}', include: PUBLIC_LAZY, exclude: ['**/*.test.*'] },
    // Words only signed-in screens show, each feature's fetched with its screens (the public pages' first load stays small).
    ...['account', 'bookings', 'requests', 'board', 'activity', 'reports'].map((feature) => ({
      path: `<rootDir>/src/features/${feature}/locales/{locale}`,
      include: [`<rootDir>/src/features/${feature}`],
      exclude: ['**/*.test.*'],
    })),
    // Resources & Links is in the first bundle (its words stay in the app's catalog); the download page and the editors' screens are not.
    {
      path: '<rootDir>/src/features/documents/locales/{locale}',
      include: ['<rootDir>/src/features/documents/DocumentPage.tsx', '<rootDir>/src/features/documents/admin'],
      exclude: ['**/*.test.*'],
    },
    // The FAQs' and the news' public pages are in the app's catalog; their editors' screens are signed-in only.
    { path: '<rootDir>/src/features/faqs/locales/{locale}', include: ['<rootDir>/src/features/faqs/admin'], exclude: ['**/*.test.*'] },
    { path: '<rootDir>/src/features/news/locales/{locale}', include: ['<rootDir>/src/features/news/admin'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
