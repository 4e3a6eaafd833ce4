import { describe, expect, it } from 'vitest';
import { APP_START_ID, APP_START_SCRIPT } from '@hearth/common';
import { catalogPairs, startAppAfterPaint } from './app-start';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Portal</title>
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/ui-2.js">
    <link rel="stylesheet" crossorigin href="/assets/main-3.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the app-start script in the built index.html', () => {
  it("replaces Vite's module script and preloads with the one inline start script naming them", () => {
    const html = startAppAfterPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(
      `<script id="${APP_START_ID}" data-entry="/assets/main-abc.js" data-preload="/assets/runtime-1.js /assets/ui-2.js" data-catalogs="">${APP_START_SCRIPT}</script>`,
    );
    // The stylesheet stays where it was: it still paints the page.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-3.css">');
  });

  it('stops the build when Vite wrote no module script to replace', () => {
    expect(() => startAppAfterPaint('<html><head></head></html>')).toThrow(/no module script/);
  });

  it("names each language's app catalog, and only the app's, for the page's language to be preloaded", () => {
    const chunk = (fileName: string, facadeModuleId: string | null) => ({ type: 'chunk', fileName, facadeModuleId });
    const bundle = {
      a: chunk('assets/en-1.js', '/repo/web/src/locales/en.po'),
      b: chunk('assets/fr-CA-2.js', '/repo/web/src/locales/fr-CA.po'),
      // A feature's own catalog comes with its screens, not with the app.
      c: chunk('assets/en-3.js', '/repo/web/src/features/votes/locales/en.po'),
      d: chunk('assets/main-4.js', '/repo/web/src/main.tsx'),
      e: { type: 'asset', fileName: 'assets/main-5.css' },
    } as unknown as Parameters<typeof catalogPairs>[0];
    const pairs = catalogPairs(bundle);
    expect(pairs).toEqual(['en=/assets/en-1.js', 'fr-CA=/assets/fr-CA-2.js']);
    expect(startAppAfterPaint(BUILT, pairs)).toContain('data-catalogs="en=/assets/en-1.js fr-CA=/assets/fr-CA-2.js"');
  });

  it("preloads the catalog of the page's language beside the app, before the app asks for it", () => {
    document.documentElement.lang = 'fr-CA';
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/main-abc.js');
    tag.setAttribute('data-preload', '/assets/runtime-1.js');
    tag.setAttribute('data-catalogs', 'en=/assets/en-1.js fr-CA=/assets/fr-CA-2.js es=/assets/es-3.js');
    // The browser's currentScript while the inline script runs.
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    try {
      new Function(APP_START_SCRIPT)();
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
    const preloaded = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloaded).toEqual(['/assets/runtime-1.js', '/assets/fr-CA-2.js']);
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/main-abc.js');
  });
});
