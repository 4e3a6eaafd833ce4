/**
 * Archived rows are hidden from residents, their pictures included (docs/api.md, "Archive and
 * delete"): a public upload (a news picture, a manager's logo, an amenity's photo) that only archived rows name is
 * answered 404 instead of being served from /uploads. A file no row names yet (just uploaded,
 * shown in the admin form before saving) or one a current row also names is served as before.
 *
 * The files stay where they are, so restoring needs no file moves. Which names are hidden is
 * read from the database and kept in the versioned public cache (public-cache.ts): every write of
 * news or managers, in any process, turns it over, like the public lists themselves.
 */
import type { Core } from '@strapi/strapi';
import { PUBLIC_AREAS, type PublicArea } from '@hearth/common';
import { publicCache } from '../platform/public-cache';
import { answerProtocolError } from '../platform/http-errors';
import { publicUploadRows } from '../api/archive/front-door';

/**
 * /uploads/<area>/ → the rows that name its files: each public area of common/src/uploads.ts, read
 * from the archive's kinds (a list with a public upload and an archive declares its file column once).
 */
const AREAS = publicUploadRows();
const unnamed = PUBLIC_AREAS.filter((area) => !AREAS.has(area));
if (unnamed.length) throw new Error(`[hearth] public upload areas no archivable row names: ${unnamed.join(', ')}`);
type Area = NonNullable<ReturnType<typeof AREAS.get>>;

/** The bare file name a link points at inside /uploads/<area>/, if it does. */
function fileOfLink(area: string, link: unknown): string | null {
  if (typeof link !== 'string') return null;
  try {
    const { pathname } = new URL(link, 'http://portal.invalid');
    const prefix = `/uploads/${area}/`;
    return pathname.startsWith(prefix) ? decodeURIComponent(pathname.slice(prefix.length)) : null;
  } catch {
    return null;
  }
}

async function hiddenNames(strapi: Core.Strapi, area: string, { uid, column, links }: Area): Promise<string[]> {
  const rows = (await strapi.db.query(uid).findMany({ select: [column, ...(links ? [links] : []), 'archivedAt'] })) as Record<
    string,
    unknown
  >[];
  const archived = new Set<string>();
  const current = new Set<string>();
  for (const row of rows) {
    const names = [row[column], ...(links && Array.isArray(row[links]) ? (row[links] as unknown[]).map((l) => fileOfLink(area, l)) : [])];
    for (const name of names) if (typeof name === 'string' && name) (row.archivedAt ? archived : current).add(name);
  }
  return [...archived].filter((name) => !current.has(name));
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    const match = ['GET', 'HEAD'].includes(ctx.method) ? /^\/uploads\/([^/]+)\/([^/]+)$/.exec(ctx.path) : null;
    const area = match ? AREAS.get(match[1] as PublicArea) : undefined;
    if (!match || !area) return next();
    let name: string;
    try {
      name = decodeURIComponent(match[2]);
    } catch {
      return next();
    }
    const hidden: string[] = JSON.parse(
      await publicCache(strapi).get(area.uid, `archived-uploads:${match[1]}`, () => hiddenNames(strapi, match[1], area)),
    );
    if (!hidden.includes(name)) return next();
    ctx.set('Cache-Control', 'no-store');
    answerProtocolError(ctx, 404, 'Not Found');
  };
