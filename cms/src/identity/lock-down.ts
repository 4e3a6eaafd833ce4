/**
 * users-permissions' own content-API routes (/api/auth/local, /api/auth/local/register,
 * /api/auth/forgot-password, /api/users..., /api/connect...) would bypass the portal's
 * provider, its rate limits and its role rules: they are removed. Residents sign in at /oidc
 * and manage their account through /api/account. (src/extensions no longer works in v5.1+.)
 */
import type { Core } from '@strapi/strapi';

export function lockDownUsersPermissions(strapi: Core.Strapi): void {
  const plugin = strapi.plugin('users-permissions') as unknown as { routes: Record<string, { routes: unknown[] }> };
  const contentApi = plugin.routes['content-api'];
  if (contentApi) contentApi.routes = [];
}
