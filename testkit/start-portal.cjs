// @ts-check
// What `strapi start` does (cms/node_modules/@strapi/strapi/dist/src/cli/commands/start.js), with
// the compiled folder given explicitly (PORTAL_DIST_DIR), so a harness can run a private compile.
// Run with cwd = cms.
const fs = require('node:fs');
const path = require('node:path');

const appDir = process.cwd();
const distDir = process.env.PORTAL_DIST_DIR;
if (!distDir) throw new Error('PORTAL_DIST_DIR is not set: the compiled portal to start.');
const { createStrapi } = require(require.resolve('@strapi/strapi', { paths: [appDir] }));
const serveAdminPanel = fs.existsSync(path.join(distDir, 'build', 'index.html'));
createStrapi({ appDir, distDir, serveAdminPanel }).start();
