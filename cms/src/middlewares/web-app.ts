/**
 * Serves the React app (web/dist) on the same origin as the API: its files as they are,
 * and index.html for any other GET that asks for a page, so client-side routes work on reload.
 */
import fs from 'node:fs';
import path from 'node:path';
import serve from 'koa-static';
import type { Core } from '@strapi/strapi';
import { REPO_ROOT } from '../platform/runtime';

/**
 * The web app's own admin screens live under /admin too (spec 2.4), beside the Strapi admin
 * panel and its API (GET /admin/users is a panel API route). A browser page load of one of
 * these paths gets the web app; the panel's API calls ask for JSON and still reach Strapi.
 */
export const WEB_ADMIN_SCREENS = ['/admin/board', '/admin/managers', '/admin/newsletters', '/admin/minutes', '/admin/documents', '/admin/news', '/admin/faqs', '/admin/users'];

/** Paths that belong to the server, never to the web app. */
const SERVER_PREFIXES = ['/api/', '/admin', '/oidc', '/uploads/', '/content-manager', '/content-type-builder', '/upload', '/users-permissions', '/i18n', '/email', '/_health'];

export const webDistDir = () => path.resolve(process.env.WEB_DIST_DIR || path.join(REPO_ROOT, 'web', 'dist'));

export default (_config: unknown, _ctx: { strapi: Core.Strapi }) => {
  const root = webDistDir();
  const indexFile = path.join(root, 'index.html');
  const serveAssets = serve(root, { index: false, maxage: 365 * 24 * 3600 * 1000, immutable: true, gzip: true });
  // Other pages of the build (silent-renew.html) are files too, not cached long: they change with each build.
  const servePages = serve(root, { index: false, maxage: 0 });

  return async (ctx, next) => {
    const isWebAdminPage =
      ['GET', 'HEAD'].includes(ctx.method) && WEB_ADMIN_SCREENS.includes(ctx.path.replace(/\/+$/, '')) && ctx.accepts('json', 'html') === 'html';
    if (isWebAdminPage && fs.existsSync(indexFile)) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = fs.createReadStream(indexFile);
      return;
    }
    const isServerPath = SERVER_PREFIXES.some((prefix) => ctx.path === prefix.replace(/\/$/, '') || ctx.path.startsWith(prefix));
    if (isServerPath || !['GET', 'HEAD'].includes(ctx.method)) return next();

    if (ctx.path.startsWith('/assets/') || /\.(pdf|png|jpe?g|gif|svg|ico|webp|txt|webmanifest)$/.test(ctx.path)) {
      await serveAssets(ctx, async () => {});
      if (ctx.body) return;
    }
    // index.html stays the SPA fallback below (no-cache).
    if (ctx.path.endsWith('.html') && ctx.path !== '/index.html') {
      await servePages(ctx, async () => {});
      if (ctx.body) return;
    }
    // Strapi's public middleware would redirect "/" to the admin panel: the root is the web app.
    if (ctx.path !== '/') await next();
    if ((ctx.path === '/' || (ctx.status === 404 && !ctx.body)) && ctx.accepts('html') && fs.existsSync(indexFile)) {
      ctx.status = 200;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = fs.createReadStream(indexFile);
    }
  };
};
