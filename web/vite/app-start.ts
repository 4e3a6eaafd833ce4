/**
 * The build's index.html starts the app through common's APP_START_SCRIPT (docs/requirements.md §13): the app's
 * module script and preload tags Vite wrote are replaced by that one inline script, which names them in its data
 * attributes and asks for them at once, or after the first paint of a page the server rendered.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// Node loads this config itself: common's CommonJS build (its ES build is for bundlers only).
const { APP_START_ID, APP_START_SCRIPT } = createRequire(import.meta.url)('@hearth/common') as typeof import('@hearth/common');

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** index.html with the app's script and preload tags replaced by the app-start script; throws if Vite wrote none. */
export function startAppAfterPaint(html: string): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script for the app-start script to replace (web/vite/app-start.ts).');
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]);
  const start = `\n    <script id="${APP_START_ID}" data-entry="${entry}" data-preload="${preloads.join(' ')}">${APP_START_SCRIPT}</script>`;
  return html.replace(PRELOAD_TAG, '').replace(ENTRY_TAG, () => start);
}

export function appStart(): Plugin {
  return {
    name: 'hearth-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => (context.path === '/index.html' ? startAppAfterPaint(html) : html),
    },
  };
}
