/**
 * /uploads/... from the database (docs/requirements.md, "Files in the database"): with STORAGE=database
 * the public pictures and the panel's Media Library are answered here, with what Strapi's static
 * /uploads server gives files on disk: the type by extension, Last-Modified, Cache-Control
 * max-age=300 (config/plugins.ts localServer), and one byte range (206, Accept-Ranges: bytes).
 * Archived rows' pictures are refused before this (archived-uploads.ts). With files on disk it
 * steps aside.
 */
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { PUBLIC_AREAS, isSafeFileName } from '@hearth/common';
import { settings } from '../platform/settings';
import { fileStore } from '../api/file/front-door';
import { answerRange } from '../api/file/front-door';
import { answerProtocolError } from '../platform/http-errors';
import type { StoredArea } from '../api/file/front-door';

/** How long browsers may keep a public upload, as Strapi's /uploads server says for files on disk. */
export const UPLOADS_MAX_AGE_SECONDS = 300;

/** /uploads/<public area>/x: the portal's pictures (common/src/uploads.ts); /uploads/x: the Media Library's. */
const STORED_UPLOAD = new RegExp(`^/uploads/(?:(${PUBLIC_AREAS.join('|')})/)?([^/]+)$`);

function storedFileOf(pathname: string): { area: StoredArea; name: string } | null {
  const match = STORED_UPLOAD.exec(pathname);
  if (!match) return null;
  let name: string;
  try {
    name = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  return isSafeFileName(name) ? { area: (match[1] ?? 'media') as StoredArea, name } : null;
}

function notFoundAnswer(ctx: Context) {
  ctx.set('Cache-Control', 'no-store');
  answerProtocolError(ctx, 404, 'Not Found');
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    if (settings().storage !== 'database' || !['GET', 'HEAD'].includes(ctx.method) || !ctx.path.startsWith('/uploads/')) return next();
    const file = storedFileOf(ctx.path);
    if (!file) return notFoundAnswer(ctx);
    const store = fileStore(strapi);
    const stat = await store.stat(file.area, file.name);
    if (!stat) return notFoundAnswer(ctx);
    const range = answerRange(ctx, stat.size);
    if (range === null) return;
    ctx.set('Last-Modified', stat.modifiedAt.toUTCString());
    ctx.set('Cache-Control', `max-age=${UPLOADS_MAX_AGE_SECONDS}`);
    ctx.type = path.extname(file.name);
    if (ctx.method === 'HEAD') return;
    ctx.body = store.read(file.area, file.name, range);
  };
