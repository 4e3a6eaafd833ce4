// The import boundaries of the server and the shared package (npm run lint runs it; a violation
// fails the lint). The layers are written once, in docs/architecture.md ("Layers"); this file
// mirrors them. From the bottom:
//   common     common/src                  imports nothing of cms or web
//   platform   cms/src/platform            imports common only: no module, no app file
//   modules    cms/src/api/<name>, cms/src/identity, cms/src/public-site
//              import platform, common, and another module only through its front door
//              (`front-door.ts`); no two modules import each other, directly or round a circle
//   app        cms/src/index.ts, cms/src/app, seed, middlewares, policies, extensions, admin:
//              Strapi's entry and the wiring; imports any layer, modules through their front doors
// Strapi's own loader folders (controllers, services, routes, content-types) are loaded by Strapi
// by name, not imported: they are inside their module and need no front door.
const fs = require('node:fs');
const path = require('node:path');

/**
 * The modules' lines, lowest first, read from docs/architecture.md ("Layers"): a module imports only
 * modules on an earlier line. Every module folder must be on one.
 */
function moduleLines() {
  const doc = fs.readFileSync(path.join(__dirname, 'docs', 'architecture.md'), 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith('Layers\n'));
  const block = section && /```text\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('docs/architecture.md has no "Layers" section with the modules\' lines.');
  const lines = block[1]
    .split('\n')
    .filter((l) => /^\d+\. /.test(l))
    .map((l) =>
      l
        .replace(/^\d+\. /, '')
        .trim()
        .split(/\s+/),
    );
  const listed = new Set(lines.flat());
  const folders = [...fs.readdirSync(path.join(__dirname, 'cms/src/api')).map((name) => `api/${name}`), 'identity', 'public-site'];
  const missing = folders.filter((f) => !listed.has(f));
  if (missing.length) throw new Error(`Not on a line of docs/architecture.md "Layers": ${missing.join(', ')}`);
  return lines;
}
const LINES = moduleLines();

/** A capability module's folder: group 1 is its name (`api/vote`, `identity`). */
const MODULE = '(api/[^/]+|identity|public-site)';
const FRONT_DOOR = `^cms/src/${MODULE}/front-door\\.ts$`;

/**
 * TEMPORARY: the outbox's remaining imports of the modules above it (its recipients' accounts and
 * profiles; the senders register their mail kinds at start), exactly as they stand. They
 * skip the front door and the module-circle rule; each one removed here is one less climb back.
 * Keyed by the importing file (under cms/src/api/notice/), the files it may still import.
 */
const OUTBOX_CLIMBS_BACK = {
  'outbox/preferences.ts': ['identity/account-reads.ts', 'identity/accounts.ts', 'api/profile/model/people.ts'],
  'outbox/digests.ts': ['identity/account-reads.ts'],
  'outbox/unsubscribe.ts': ['identity/account-reads.ts'],
  'controllers/notice.ts': ['identity/rate-limit.ts'],
  'services/notice.ts': ['identity/accounts.ts', 'api/profile/services/profile.ts', 'api/unit/services/roster.ts'],
};
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const outboxFile = (file) => `^cms/src/api/notice/${escapeRe(file)}$`;

/** A file of another module than the importer's own (group 1 of `from.path`), other than its front door. */
const behindAnotherFrontDoor = (extra = []) => ({
  path: `^cms/src/${MODULE}/`,
  pathNot: ['^cms/src/$1/', FRONT_DOOR, ...extra],
});

/** The rules that a module imports no module on its own line or a later one (its own files aside). */
function climbsBack(name, notBelow) {
  const rule = (from, allowed = []) => ({
    name: 'no-climbing-back',
    severity: 'error',
    comment: 'A module imports only modules on an earlier line of docs/architecture.md "Layers".',
    from,
    to: { path: notBelow, pathNot: [`^cms/src/${escapeRe(name)}/`, ...allowed] },
  });
  if (name !== 'api/notice') return [rule({ path: `^cms/src/${escapeRe(name)}/` })];
  const exempt = Object.keys(OUTBOX_CLIMBS_BACK).map(outboxFile);
  return [
    rule({ path: '^cms/src/api/notice/', pathNot: exempt }),
    ...Object.entries(OUTBOX_CLIMBS_BACK).map(([file, targets]) =>
      rule(
        { path: outboxFile(file) },
        targets.map((t) => `^cms/src/${escapeRe(t)}$`),
      ),
    ),
  ];
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file imports itself round a circle (type imports count: they are arrows too).',
      from: { path: '^(cms|common)/src/' },
      to: { circular: true },
    },
    // A module imports only modules on an earlier line (docs/architecture.md "Layers"): so no two
    // modules import each other, directly or round a circle.
    ...LINES.flatMap((line, n) => {
      const notBelow = `^cms/src/(${LINES.slice(n).flat().map(escapeRe).join('|')})/`;
      return line.map((name) => climbsBack(name, notBelow));
    }).flat(),
    {
      name: 'common-imports-no-cms',
      severity: 'error',
      comment: 'common/ is the bottom layer, shared by cms and web: it imports neither.',
      from: { path: '^common/src/' },
      to: { path: '^(cms|web)/' },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment:
        'The platform sits under every module: it imports only itself and common. What it needs of a module is given at registration (cms/src/app/register.ts) or asked through a port it names (Provides<T>).',
      from: { path: '^cms/src/platform/' },
      to: { path: '^cms/src/', pathNot: '^cms/src/platform/' },
    },
    {
      name: 'module-imports-no-app',
      severity: 'error',
      comment: "A module imports no file of the app layer (Strapi's entry, the wiring, seed, middlewares, policies).",
      from: { path: `^cms/src/${MODULE}/` },
      to: { path: '^cms/src/', pathNot: [`^cms/src/${MODULE}/`, '^cms/src/platform/'] },
    },
    {
      name: 'front-door-only',
      severity: 'error',
      comment: "Another module's files are reached only through its front-door.ts.",
      from: {
        path: '^cms/src/(api/[^/]+|[^/]+)/',
        pathNot: Object.keys(OUTBOX_CLIMBS_BACK).map(outboxFile),
      },
      to: behindAnotherFrontDoor(),
    },
    // The temporary exceptions, file by file: any other climb from these files still fails.
    ...Object.entries(OUTBOX_CLIMBS_BACK).map(([file, targets]) => ({
      name: 'front-door-only',
      severity: 'error',
      comment: "Another module's files are reached only through its front-door.ts (outbox: OUTBOX_CLIMBS_BACK).",
      from: { path: `^cms/src/(api/notice)/${escapeRe(file)}$` },
      to: behindAnotherFrontDoor(targets.map((t) => `^cms/src/${escapeRe(t)}$`)),
    })),
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every relative import resolves, so no arrow is missed.',
      from: { path: '^(cms|common)/src/' },
      to: { couldNotResolve: true, path: '^\\.' },
    },

    // ---- web/src (app → features → shared; no feature imports another): web/.dependency-cruiser-web.cjs ----
    ...require('./web/.dependency-cruiser-web.cjs'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^cms/src/admin/' },
    // Type imports are arrows too: a type that climbs back ties the two modules as much as a call.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'cms/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
