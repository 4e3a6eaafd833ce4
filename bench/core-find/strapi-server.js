/**
 * A local Strapi plugin, loaded by the benchmark only (bench/start-portal.cjs declares it in the
 * plugin configuration of its run; the portal's own configuration never names it). It gives the
 * news-item and property-manager APIs Strapi's own generated REST `find`
 * (GET /api/news-items, GET /api/property-managers) with public permission, so the benchmark can
 * compare the portal's public reads with Strapi's find in the same process (bench/README.md).
 */
const { factories } = require('@strapi/strapi');

const BENCH_UIDS = ['api::news-item.news-item', 'api::property-manager.property-manager'];
const PERMISSION_UID = 'plugin::users-permissions.permission';

/**
 * Strapi's generated `find` action, exactly as the core controller runs it (validate, sanitize
 * the query, core service find through the Document Service, sanitize, transform), but with its
 * own core service instance: the API's own service (if any) is the portal's, not Strapi's.
 */
function coreFind(strapi, uid) {
  const controller = factories.createCoreController(uid)({ strapi });
  const service = factories.createCoreService(uid)({ strapi });
  return async function find(ctx) {
    await controller.validateQuery(ctx);
    const query = await controller.sanitizeQuery(ctx);
    const { results, pagination } = await service.find(query);
    const sanitized = await controller.sanitizeOutput(results, ctx);
    return controller.transformResponse(sanitized, { pagination });
  };
}

/** Adds the `find` action to each type's controller and Strapi's core router for it. */
function register({ strapi }) {
  const controllers = strapi.get('controllers');
  for (const uid of BENCH_UIDS) {
    const apiName = uid.slice('api::'.length, uid.indexOf('.'));
    if (!controllers.keys().includes(uid)) {
      controllers.set(uid, ({ strapi }) => ({ find: coreFind(strapi, uid) }));
    } else {
      // The portal's own controller of that name: lend it the action for this run only.
      controllers.extend(uid, (own) => {
        if (own.find) throw new Error(`${uid} already has a find action: the bench cannot add Strapi's.`);
        return Object.assign(own, { find: coreFind(strapi, uid) });
      });
    }
    // Declared like the API's own routers, so the portal's /api gate lets the route through.
    const api = strapi.api(apiName);
    api.routes = { ...api.routes, 'bench-core-find': factories.createCoreRouter(uid, { only: ['find'] }) };
  }
  strapi.log.warn('Benchmark plugin: Strapi core find is public on /api/news-items and /api/property-managers.');
}

/** Grants the public role the two `find` actions in this run's database. */
async function bootstrap({ strapi }) {
  const publicRole = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!publicRole) return;
  for (const uid of BENCH_UIDS) {
    const where = { action: `${uid}.find`, role: publicRole.id };
    if (!(await strapi.db.query(PERMISSION_UID).findOne({ where }))) await strapi.db.query(PERMISSION_UID).create({ data: where });
  }
}

module.exports = { register, bootstrap };
