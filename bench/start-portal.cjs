// What `strapi start` does (cms/node_modules/@strapi/strapi/dist/src/cli/commands/start.js),
// with the compiled folder given explicitly so the bench can run a private compile.
// Run with cwd = cms and BENCH_DIST_DIR set.
const fs = require('node:fs');
const path = require('node:path');

const appDir = process.cwd();
const distDir = process.env.BENCH_DIST_DIR;
const { createStrapi } = require(require.resolve('@strapi/strapi', { paths: [appDir] }));
const serveAdminPanel = fs.existsSync(path.join(distDir, 'build', 'index.html'));
createStrapi({ appDir, distDir, serveAdminPanel }).start();
