/**
 * Route middleware for public routes (auth: false) that still want to know who is calling,
 * such as page-visit logging: sets ctx.state.user when a valid bearer token is present.
 * An invalid token on a public route is refused rather than silently treated as a visitor.
 */
import { userFromRequest } from '../identity/front-door';
import { unauthorized } from '../platform/http-errors';
import type { Core } from '@strapi/strapi';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }): Core.MiddlewareHandler =>
  async (ctx, next) => {
    const { user, error } = await userFromRequest(strapi, ctx);
    if (error) throw unauthorized(error);
    if (user) ctx.state.user = user;
    return next();
  };
