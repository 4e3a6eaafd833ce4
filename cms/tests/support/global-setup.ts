/** Compiles the CMS once per test run into its own folder, so tests never race a build. */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// Strapi's packages are loaded as CommonJS, as Strapi itself runs.
const { compile } = createRequire(__filename)('@strapi/typescript-utils');

export const CMS_DIR = path.resolve(__dirname, '..', '..');
export const TEST_DIST = path.join(CMS_DIR, '.tmp', `test-dist-${process.pid}`);

export default async function setup() {
  fs.rmSync(TEST_DIST, { recursive: true, force: true });
  await compile(CMS_DIR, { configOptions: { options: { outDir: TEST_DIST, incremental: false }, ignoreDiagnostics: true } });
  process.env.HEARTH_TEST_DIST = TEST_DIST;
  return () => fs.rmSync(TEST_DIST, { recursive: true, force: true });
}
