import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { settings } from './settings';

/**
 * A direct `strapi start` of a checkout whose admin panel was never built would serve a broken
 * /admin: stop with one line instead. (`npm start` builds what is missing before this point.)
 */
export function requireBuiltAdminPanel(strapi: Core.Strapi): void {
  const serveAdminPanel: unknown = strapi.config.get('admin.serveAdminPanel');
  if (settings().environment !== 'production' || serveAdminPanel === false) return;
  if (fs.existsSync(path.join(strapi.dirs.dist.root, 'build', 'index.html'))) return;
  console.error('\n✖ The admin panel is not built: run `npm run build` (or `npm start`, which builds what is missing).\n');
  process.exit(1);
}
