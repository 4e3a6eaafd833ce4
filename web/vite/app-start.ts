/**
 * The build's index.html starts the app through common's APP_START_SCRIPT (docs/requirements.md §13): the app's
 * module script and preload tags Vite wrote are replaced by that one inline script, which names them in its data
 * attributes and asks for them at once, or after the first paint of a page the server rendered.
 */
import { createRequire } from 'node:module';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

// Node loads this config itself: common's CommonJS build (its ES build is for bundlers only).
const { APP_START_ID, APP_START_SCRIPT } = createRequire(import.meta.url)('@hearth/common') as typeof import('@hearth/common');

const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** The app's own catalog of each language (`web/src/locales/<locale>.po`), one chunk each. */
const APP_CATALOG = /\/src\/locales\/([^/]+)\.po$/;

/** Each language's app catalog in the bundle as `locale=href` pairs, in the start script's `data-catalogs`. */
export function catalogPairs(bundle: OutputBundle, base = '/'): string[] {
  return Object.values(bundle).flatMap((output) => {
    const locale = output.type === 'chunk' && output.facadeModuleId ? APP_CATALOG.exec(output.facadeModuleId)?.[1] : undefined;
    return locale ? [`${locale}=${base}${output.fileName}`] : [];
  });
}

/**
 * index.html with the app's script and preload tags replaced by the app-start script, which also names each
 * language's catalog (`catalogs`); throws if Vite wrote no script.
 */
export function startAppAfterPaint(html: string, catalogs: readonly string[] = []): string {
  const entry = ENTRY_TAG.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script for the app-start script to replace (web/vite/app-start.ts).');
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]);
  const start = `\n    <script id="${APP_START_ID}" data-entry="${entry}" data-preload="${preloads.join(' ')}" data-catalogs="${catalogs.join(' ')}">${APP_START_SCRIPT}</script>`;
  return html.replace(PRELOAD_TAG, '').replace(ENTRY_TAG, () => start);
}

export function appStart(): Plugin {
  let base = '/';
  return {
    name: 'hearth-app-start',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.path === '/index.html' ? startAppAfterPaint(html, context.bundle ? catalogPairs(context.bundle, base) : []) : html,
    },
  };
}
