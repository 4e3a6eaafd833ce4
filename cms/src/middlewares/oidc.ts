/**
 * Mounts the portal's OpenID Connect provider at /oidc (see src/identity).
 * Placed before Strapi's body parser: the provider reads its own request bodies.
 */
import type { Core } from '@strapi/strapi';
import { serviceOf } from '../platform/services';
import type { identityProviderService } from '../identity/front-door';
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler => {
  return async (ctx, next) => {
    if (ctx.path !== '/oidc' && !ctx.path.startsWith('/oidc/')) return next();
    const identity = serviceOf<typeof identityProviderService>(strapi, 'api::account.identity-provider');
    if (!identity) return next();
    return identity.handle(ctx, next);
  };
};
