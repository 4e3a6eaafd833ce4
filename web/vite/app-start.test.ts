import { describe, expect, it } from 'vitest';
import { APP_START_ID, APP_START_SCRIPT } from '@hearth/common';
import { startAppAfterPaint } from './app-start';

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
      `<script id="${APP_START_ID}" data-entry="/assets/main-abc.js" data-preload="/assets/runtime-1.js /assets/ui-2.js">${APP_START_SCRIPT}</script>`,
    );
    // The stylesheet stays where it was: it still paints the page.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-3.css">');
  });

  it('stops the build when Vite wrote no module script to replace', () => {
    expect(() => startAppAfterPaint('<html><head></head></html>')).toThrow(/no module script/);
  });
});
