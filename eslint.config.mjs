// ESLint for the whole repository (npm run lint; npm test runs it with --max-warnings 0).
// Recommended rules of ESLint, typescript-eslint and React's hooks, plus the import boundaries
// that keep the layering: in web, app → features → shared and no feature importing another;
// cms and web meet only in common. Formatting is Prettier's (eslint-config-prettier turns off
// the rules that would disagree with it).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Where each part of the repository is, as boundaries sees it (paths from the repository root). */
const ELEMENTS = [
  { type: 'web-entry', pattern: 'web/src/*.{ts,tsx}', partialMatch: false },
  { type: 'web-app', pattern: 'web/src/app/**', partialMatch: false },
  { type: 'web-feature', pattern: 'web/src/features/*/**', partialMatch: false, capture: ['feature'] },
  { type: 'web-shared', pattern: 'web/src/shared/**', partialMatch: false },
  { type: 'web-test', pattern: 'web/src/test/**', partialMatch: false },
  { type: 'web-tooling', pattern: 'web/vite/**', partialMatch: false },
  { type: 'common', pattern: 'common/**', partialMatch: false },
  { type: 'cms-tests', pattern: 'cms/tests/**', partialMatch: false },
  { type: 'cms', pattern: 'cms/**', partialMatch: false },
  { type: 'e2e', pattern: 'e2e/**', partialMatch: false },
  { type: 'bench', pattern: 'bench/**', partialMatch: false },
  { type: 'scripts', pattern: 'scripts/**', partialMatch: false },
  { type: 'testkit', pattern: 'testkit/**', partialMatch: false },
];

const allow = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } });

/** Who may import whom; anything not listed is refused. Packages (node_modules) are not limited here. */
const POLICIES = [
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  allow('web-entry', ['web-app', 'web-shared']),
  allow('web-app', ['web-app', 'web-feature', 'web-shared']),
  // A feature uses its own files and shared/, never another feature: what two need moves to shared/.
  {
    from: { element: { type: 'web-feature' } },
    allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  allow('web-feature', ['web-shared']),
  allow('web-shared', ['web-shared']),
  allow('web-test', ['web-entry', 'web-app', 'web-feature', 'web-shared', 'web-test']),
  // A test next to the code it tests may use the shared test fixtures.
  { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'web-test' } } } },
  allow('web-tooling', ['web-tooling']),
  allow('common', ['common']),
  allow('cms', ['cms', 'common']),
  // The integration tests boot the cms and use the test kit (and check the bench's own routes and
  // the operator's scripts: backup, storage:migrate).
  allow('cms-tests', ['cms-tests', 'cms', 'common', 'testkit', 'bench', 'scripts']),
  // The journeys drive the running portal; they read the seed's demo accounts and use the test kit.
  allow('e2e', ['e2e', 'cms', 'testkit']),
  // The tools in layers, so they never import each other in a cycle: testkit at the bottom,
  // scripts on it, bench on both (it builds with scripts/lib.mjs).
  allow('testkit', ['testkit']),
  allow('scripts', ['scripts', 'testkit']),
  allow('bench', ['bench', 'scripts', 'testkit']),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-ssr/**',
      '**/build/**',
      '**/.tmp/**',
      '**/.cache/**',
      'cms/.strapi/**',
      'cms/types/generated/**',
      'cms/public/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      '.data/**',
      'backups/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or binding kept for its position (a handler's signature, a tuple).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Strapi and the scripts run as CommonJS where they must (require of Strapi's own packages).
    // bench/core-find is a Strapi plugin: Strapi loads its strapi-server.js (not .cjs) with require.
    files: ['**/*.cjs', 'bench/core-find/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The server reads its environment in one place (docs/requirements.md §11, cms/src/platform/settings.ts).
    files: ['cms/src/**/*.ts', 'cms/config/**/*.ts'],
    ignores: ['cms/src/platform/settings.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Use settings() from cms/src/platform/settings.ts: every variable is checked there.',
        },
      ],
    },
  },
  {
    // One AsyncLocalStorage for the server's own call scope: each one more costs every request (cms/src/platform/call-scope.ts).
    files: ['cms/src/**/*.ts'],
    ignores: ['cms/src/platform/call-scope.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'node:async_hooks',
              importNames: ['AsyncLocalStorage'],
              message: 'Use scopedValue() from cms/src/platform/call-scope.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.vitest } },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/include': ['web/**', 'cms/**', 'common/**', 'e2e/**', 'bench/**', 'scripts/**', 'testkit/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }],
    },
  },
  prettier,
);
