import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { precompress } from './vite/precompress';
import { antiForgeryToken } from './vite/anti-forgery-token';
import { appStart } from './vite/app-start';

/** Found from here, whichever folder the config is loaded from (the repository's knip loads it from the root). */
const LINGUI_CONFIG = resolve(import.meta.dirname, 'lingui.config.ts');

const portal = process.env.PORTAL_URL || 'http://localhost:1337';

// Node loads this config itself: common's CommonJS build (its ES build is for bundlers only).
const { adminScreenList } = createRequire(import.meta.url)('@hearth/common') as typeof import('@hearth/common');

/** The app's own /admin/<screen> pages (common's registry); every other /admin path is Strapi's admin panel. */
const APP_ADMIN_PAGES = new Set<string>(adminScreenList().map((screen) => screen.path));

const clientBuild = {
  outDir: 'dist',
  sourcemap: false,
  chunkSizeWarningLimit: 600,
  // Every browser the app supports has <link rel="modulepreload">: no polyfill in every page's first load.
  modulePreload: { polyfill: false },
  rollupOptions: {
    // The silent-renewal iframe page is its own tiny entry.
    // @hearth/common is pure (constants, messages, schemas): let unused parts, and zod with them, drop out.
    treeshake: { moduleSideEffects: (id: string) => !/[\\/]common[\\/]dist[\\/]/.test(id) },
    input: { main: resolve(import.meta.dirname, 'index.html'), 'silent-renew': resolve(import.meta.dirname, 'silent-renew.html') },
  },
};

/** The server's entry (`vite build --ssr src/ssr.tsx`, docs/requirements.md, "Public pages before JavaScript"): one CommonJS file the CMS requires. */
const ssrBuild = {
  outDir: 'dist-ssr',
  sourcemap: false,
  copyPublicDir: false,
  rollupOptions: { output: { format: 'cjs' as const, entryFileNames: '[name].cjs', codeSplitting: false } },
};

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle needs neither compressed copies nor the dev server's anti-forgery token.
  // Lingui: its macros become catalog look-ups (Babel, on the files that import them) and each .po
  // catalog is compiled when imported, so a language's messages are a chunk of their own.
  plugins: [
    react(),
    babel({ presets: [linguiTransformerBabelPreset({}, { configPath: LINGUI_CONFIG })] }),
    lingui({ configPath: LINGUI_CONFIG, failOnCompileError: true }),
    ...(isSsrBuild ? [] : [appStart(), precompress(), antiForgeryToken()]),
  ],
  // The repository root holds React 18 for Strapi's admin panel; the web app and every library it
  // bundles (Radix, TanStack, Testing Library) must use web/'s React 19, once.
  resolve: {
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom', 'scheduler'],
    // React 19 has useSyncExternalStore: @lingui/react's shim for older Reacts is the hook itself.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: resolve(import.meta.dirname, 'src/shared/i18n/use-sync-external-store.ts'),
      },
    ],
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT || 5173),
    // One origin for the browser in development too: the API, identity provider, media and admin go to Strapi.
    proxy: Object.fromEntries(
      ['/api', '/oidc', '/uploads', '/admin'].map((p) => [
        p,
        {
          target: portal,
          changeOrigin: false,
          // A reload of an app admin screen is the app's page, not Strapi's panel.
          bypass: (req: { url?: string; headers: { accept?: string } }) =>
            p === '/admin' &&
            APP_ADMIN_PAGES.has((req.url ?? '').split('?')[0].replace(/\/+$/, '')) &&
            req.headers.accept?.includes('text/html')
              ? '/index.html'
              : undefined,
        },
      ]),
    ),
  },
  // The server bundle carries its libraries, so they use web/'s React 19, not the root's React 18 (see dedupe).
  ssr: { noExternal: true },
  build: isSsrBuild ? ssrBuild : clientBuild,
  test: {
    // Libraries hoisted to the root would load the root's React 18 in Node: run them through Vite
    // and point every React import at web/'s copy.
    server: {
      deps: {
        inline: [
          /@radix-ui/,
          /@floating-ui/,
          /@tanstack/,
          /@testing-library/,
          /react-hook-form/,
          /@hookform/,
          /react-router/,
          /react-day-picker/,
          /@lingui/,
        ],
      },
    },
    alias: [
      // Its CommonJS main would require() the root's react-dom; the ES build goes through the aliases below.
      {
        find: /^@testing-library\/react$/,
        replacement: resolve(import.meta.dirname, '../node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
      },
      { find: /^react$/, replacement: resolve(import.meta.dirname, 'node_modules/react/index.js') },
      { find: /^react\/(.*)$/, replacement: resolve(import.meta.dirname, 'node_modules/react/$1') },
      { find: /^react-dom$/, replacement: resolve(import.meta.dirname, 'node_modules/react-dom/index.js') },
      { find: /^react-dom\/(.*)$/, replacement: resolve(import.meta.dirname, 'node_modules/react-dom/$1') },
    ],
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}));
