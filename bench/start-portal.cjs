// What `strapi start` does (cms/node_modules/@strapi/strapi/dist/src/cli/commands/start.js),
// with the compiled folder given explicitly so the bench can run a private compile.
// Run with cwd = cms and BENCH_DIST_DIR set. BENCH_CORE_ROUTES=true adds the benchmark's plugin
// (Strapi's generated find, bench/core-find) to this run only.
const fs = require('node:fs');
const path = require('node:path');
const { distWithCoreFind } = require('./core-find-dist.cjs');

const appDir = process.cwd();
let distDir = process.env.BENCH_DIST_DIR;
if (process.env.BENCH_CORE_ROUTES === 'true') {
  // In the run's data folder, which the bench removes however this process ends (SIGTERM, SIGKILL).
  distDir = distWithCoreFind(distDir, process.env.DATA_DIR).distDir;
}
const { createStrapi } = require(require.resolve('@strapi/strapi', { paths: [appDir] }));
const serveAdminPanel = fs.existsSync(path.join(distDir, 'build', 'index.html'));
createStrapi({ appDir, distDir, serveAdminPanel }).start();
