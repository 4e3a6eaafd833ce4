/**
 * Benchmark only (`npm run bench`, see bench/README.md). With BENCH_CORE_ROUTES=true the
 * news-item and property-manager APIs also get Strapi's own generated REST `find`
 * (GET /api/news-items, GET /api/property-managers) with public permission, so the
 * benchmark can compare the portal's public reads with Strapi's find in the same process.
 *
 * Inert otherwise: no route is registered, and bootstrap makes sure the public role holds
 * no grant for those actions (so a stray BENCH_CORE_ROUTES run on a real database leaves
 * nothing behind once the portal restarts normally).
 */
import { factories, type Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { UID } from './content-registry';
import { settings } from './settings';

const BENCH_UIDS = [UID.newsItem, UID.propertyManager] as const;
type BenchUid = (typeof BENCH_UIDS)[number];
const PERMISSION_UID = 'plugin::users-permissions.permission';

const benchCoreRoutesEnabled = (): boolean => settings().server.benchCoreRoutes;

/**
 * Strapi's generated `find` action, exactly as the core controller runs it (validate, sanitize
 * the query, core service find through the Document Service, sanitize, transform), but with its
 * own core service instance: the API's own service (if any) is the portal's, not Strapi's.
 */
function coreFind(strapi: Core.Strapi, uid: BenchUid) {
  const controller = factories.createCoreController(uid)({ strapi });
  const service = factories.createCoreService(uid)({ strapi });
  return async function find(ctx: Context) {
    await controller.validateQuery(ctx);
    const query = await controller.sanitizeQuery(ctx);
    const { results, pagination } = await service.find(query);
    const sanitized = await controller.sanitizeOutput(results, ctx);
    return controller.transformResponse(sanitized, { pagination });
  };
}

/** register(): adds the `find` action to the type's controller and Strapi's core router for it. */
export function registerBenchCoreRoutes(strapi: Core.Strapi): void {
  if (!benchCoreRoutesEnabled()) return;
  const controllers = strapi.get('controllers');
  for (const uid of BENCH_UIDS) {
    const apiName = uid.slice('api::'.length, uid.indexOf('.'));
    if (!controllers.keys().includes(uid)) {
      controllers.set(uid, ({ strapi }: { strapi: Core.Strapi }) => ({ find: coreFind(strapi, uid) }));
    } else {
      // The portal's own controller of that name: lend it the action for this run only.
      controllers.extend(uid, (own: Record<string, unknown>) => {
        if (own.find) throw new Error(`${uid} already has a find action: bench-core-routes.ts cannot add Strapi's.`);
        return Object.assign(own, { find: coreFind(strapi, uid) });
      });
    }
    const api = strapi.api(apiName) as unknown as { routes: Record<string, unknown> };
    api.routes = { ...api.routes, 'bench-core-find': factories.createCoreRouter(uid, { only: ['find'] }) };
  }
  strapi.log.warn('BENCH_CORE_ROUTES=true: Strapi core find is public on /api/news-items and /api/property-managers (benchmark only).');
}

/** bootstrap(): grants the public `find` permissions when enabled, removes them when not. */
export async function syncBenchCorePermissions(strapi: Core.Strapi): Promise<void> {
  const publicRole = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!publicRole) return;
  for (const uid of BENCH_UIDS) {
    const where = { action: `${uid}.find`, role: publicRole.id };
    const existing = await strapi.db.query(PERMISSION_UID).findOne({ where });
    if (benchCoreRoutesEnabled() && !existing) await strapi.db.query(PERMISSION_UID).create({ data: where });
    if (!benchCoreRoutesEnabled() && existing) await strapi.db.query(PERMISSION_UID).delete({ where: { id: existing.id } });
  }
}
