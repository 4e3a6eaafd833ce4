#!/usr/bin/env node
// @ts-check
/**
 * npm run bench:first-load — the first-load JavaScript budget of the public pages, per language, from a build.
 *
 * Budget (docs/requirements.md, "Nothing gets slower"): a first visit to /home, /news or /contacts downloads at
 * most 150 KB of JavaScript, gzip-compressed, before the page is usable, the page's message catalog included.
 * Builds the web app into a temporary folder and counts, for each page and language, the gzip size (level 9, as
 * web/vite/precompress.ts writes the copies the server sends) of:
 *   - the entry chunk and every chunk it imports statically, and every modulepreload index.html lists
 *     (the app-start script's data-preload);
 *   - the chunk holding the page's screen, with its static imports, when the screen is not in the entry's closure
 *     (the router preloads a landing page's lazy screen);
 *   - the chunk holding the language's catalog (web/src/locales/<lang>.po), with its static imports: main.tsx
 *     waits for it before it hydrates (common's texts the page shows come in its page data, see LOCALE_MODULES).
 * Prints a table (gzip and brotli) and exits 1 when any page and language is over the budget. No browser:
 * `npm run bench:web` measures the same bytes on the wire, and the time, on a running portal.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'web');
const BUDGET_BYTES = 150 * 1024;
const LOCALES = ['en', 'fr-CA', 'es'];
/** The page's screen, by the source file that holds it. */
const PAGES = {
  '/home': 'src/features/public/home/HomePage.tsx',
  '/news': 'src/features/news/NewsPage.tsx',
  '/contacts': 'src/features/public/contacts/ContactsPage.tsx',
};
/**
 * What a language's first load fetches besides the app, by the end of the modules' paths: its Lingui catalog. Common's
 * texts in that language (@hearth/common/i18n/<locale>) are not fetched: the server-rendered page carries those it
 * shows in its page data (web/src/shared/i18n/catalogs.ts, seedCommonTexts), the rest come when a text needs them.
 */
const LOCALE_MODULES = (locale) => [new RegExp(`/web/src/locales/${locale}\\.po$`)];

/** @typedef {{ fileName: string, imports: string[], dynamicImports: string[], moduleIds: string[], code: string, modules: [string, number][] }} Chunk */

async function buildChunks() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-first-load-'));
  /** @type {Map<string, Chunk>} */
  const chunks = new Map();
  // Lingui's macro finds its configuration from the working folder, as `npm run build -w web` runs it.
  const cwd = process.cwd();
  process.chdir(WEB);
  try {
    await build({
      root: WEB,
      configFile: path.join(WEB, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      plugins: [
        {
          name: 'hearth-first-load-chunks',
          generateBundle(_options, bundle) {
            for (const output of Object.values(bundle)) {
              if (output.type !== 'chunk') continue;
              chunks.set(output.fileName, {
                fileName: output.fileName,
                imports: output.imports,
                dynamicImports: output.dynamicImports,
                moduleIds: output.moduleIds.map((id) => id.replace(/\\/g, '/').replace(/\?.*$/, '')),
                code: output.code,
                modules: Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
              });
            }
          },
        },
      ],
    });
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const entry = /data-entry="\/([^"]+)"/.exec(html)?.[1];
    const preloads = (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '')
      .split(' ')
      .filter(Boolean)
      .map((href) => href.slice(1));
    if (!entry) throw new Error('index.html names no entry (data-entry): has web/vite/app-start.ts changed?');
    return { chunks, entry, preloads };
  } finally {
    process.chdir(cwd);
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** `files` and every chunk they import statically. */
function closure(chunks, files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`No chunk ${file} in the build.`);
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

function chunkHolding(chunks, test) {
  for (const chunk of chunks.values()) if (chunk.moduleIds.some((id) => test(id))) return chunk.fileName;
  return undefined;
}

const gzip = (code) => zlib.gzipSync(code, { level: 9 }).length;
const brotli = (code) =>
  zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const { chunks, entry, preloads } = await buildChunks();
  const app = closure(chunks, [entry, ...preloads]);
  const rows = [];
  for (const [page, source] of Object.entries(PAGES)) {
    const screen = chunkHolding(chunks, (id) => id.endsWith(`/web/${source}`));
    if (!screen) throw new Error(`No chunk holds ${source}: update PAGES in bench/first-load.mjs.`);
    for (const locale of LOCALES) {
      const catalogs = LOCALE_MODULES(locale).map((pattern) => {
        const file = chunkHolding(chunks, (id) => pattern.test(id));
        if (!file) throw new Error(`No chunk holds ${pattern}: update LOCALE_MODULES in bench/first-load.mjs.`);
        return file;
      });
      const files = closure(chunks, [...app, screen, ...catalogs]);
      let gz = 0;
      let br = 0;
      for (const file of files) {
        const { code } = /** @type {Chunk} */ (chunks.get(file));
        gz += gzip(code);
        br += brotli(code);
      }
      rows.push({ page, locale, chunks: files.size, gzip: gz, brotli: br, pass: gz <= BUDGET_BYTES });
    }
  }
  console.log(`First-load JavaScript, budget ${kb(BUDGET_BYTES)} gzip (${BUDGET_BYTES} B):`);
  console.log('| page | language | chunks | gzip | brotli | |');
  console.log('|---|---|---:|---:|---:|---|');
  for (const row of rows)
    console.log(
      `| \`${row.page}\` | ${row.locale} | ${row.chunks} | ${kb(row.gzip)} (${row.gzip} B) | ${kb(row.brotli)} | ${row.pass ? 'ok' : '**over**'} |`,
    );
  if (process.env.FIRST_LOAD_CHUNKS === 'true') {
    const sizes = [...app]
      .map((file) => [file, gzip(/** @type {Chunk} */ (chunks.get(file)).code)])
      .sort((a, b) => Number(b[1]) - Number(a[1]));
    for (const [file, size] of sizes) {
      console.log(`  ${file} ${kb(Number(size))} gzip; its largest modules, before compression:`);
      const modules = /** @type {Chunk} */ (chunks.get(String(file))).modules
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.FIRST_LOAD_TOP || 12));
      for (const [id, length] of modules) console.log(`    ${kb(length)} ${path.relative(WEB, id)}`);
    }
  }
  const over = rows.filter((row) => !row.pass);
  if (over.length) {
    console.error(`${over.length} of ${rows.length} over the budget.`);
    process.exitCode = 1;
  }
}

await main();
