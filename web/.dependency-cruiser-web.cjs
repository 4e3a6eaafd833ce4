// The import boundaries of the web app (web/src), as dependency-cruiser rules: the root
// .dependency-cruiser.cjs spreads this array into its own, so `npm run lint` checks them. The layers
// are written once, in docs/architecture.md ("The web app"); this file mirrors them:
//   entries    web/src/*.tsx (main, ssr, …)   import app and shared
//   app        web/src/app                    the shell, the router, the admin lists' routes:
//                                             reads each feature only through its front door
//   features   web/src/features/<capability>  one folder per capability, its front door index.ts;
//                                             imports shared, never another feature, never the app
//   shared     web/src/shared                 imports only itself: no feature, no app
// The shared test fixtures (web/src/test) serve tests only; the tests gathered there may open a
// feature's files, as a feature's own tests do.

/** A capability's folder: group 1 is its name. */
const FEATURE = '^web/src/features/([^/]+)/';
const FRONT_DOOR = '^web/src/features/[^/]+/index\\.ts$';
const TEST_FILE = '\\.test\\.tsx?$';

module.exports = [
  {
    name: 'web-no-circular',
    severity: 'error',
    comment: 'No file of the web app imports itself round a circle (type imports count: they are arrows too).',
    from: { path: '^web/src/' },
    to: { circular: true },
  },
  {
    name: 'web-feature-imports-no-feature',
    severity: 'error',
    comment:
      "A feature uses its own files and shared/, never another feature: what two need moves to shared/, and another capability's data is read by a query of the feature's own.",
    from: { path: FEATURE },
    to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
  },
  {
    name: 'web-feature-imports-no-app',
    severity: 'error',
    comment: 'The app mounts the features; a feature imports neither the app nor an entry file.',
    from: { path: '^web/src/features/' },
    to: { path: '^web/src/(app/|[^/]+$)' },
  },
  {
    name: 'web-shared-imports-no-feature',
    severity: 'error',
    comment: 'shared/ sits under every feature: it imports only itself (and common), no feature and no app file.',
    from: { path: '^web/src/shared/' },
    to: { path: '^web/src/(features|app)/' },
  },
  {
    name: 'web-front-door-only',
    severity: 'error',
    comment: 'From outside a feature (the app, the entries, shared), a feature is reached only through its index.ts.',
    from: { path: '^web/src/', pathNot: [FEATURE, '^web/src/test/'] },
    to: { path: FEATURE, pathNot: FRONT_DOOR },
  },
  {
    name: 'web-fixtures-for-tests',
    severity: 'error',
    comment: 'The shared test fixtures (web/src/test) are imported by tests only.',
    from: { path: '^web/src/', pathNot: ['^web/src/test/', TEST_FILE] },
    to: { path: '^web/src/test/' },
  },
  {
    name: 'web-not-to-unresolvable',
    severity: 'error',
    comment: 'Every relative import resolves, so no arrow is missed.',
    from: { path: '^web/src/' },
    to: { couldNotResolve: true, path: '^\\.' },
  },
];
