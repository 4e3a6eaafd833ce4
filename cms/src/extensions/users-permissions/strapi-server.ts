/**
 * users-permissions' own content-API routes (/api/auth/local, /api/auth/local/register,
 * /api/auth/forgot-password, /api/users..., /api/roles..., /api/connect...) would bypass the
 * portal's provider, its rate limits and its role rules (docs/requirements.md §7): the plugin
 * is loaded without them. Residents sign in at /oidc and manage their account through
 * /api/account. The plugin's admin routes (the panel's Users & Permissions screens) stay.
 * The portal's account fields are in content-types/user/schema.json beside this file.
 */
interface UsersPermissionsPlugin {
  routes: Record<string, unknown>;
}

export default (plugin: UsersPermissionsPlugin) => {
  plugin.routes['content-api'] = { type: 'content-api', routes: [] };
  return plugin;
};
