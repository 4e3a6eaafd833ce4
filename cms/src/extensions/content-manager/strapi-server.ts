/**
 * The content manager's relation lists (the pickers of the edit view) get one more policy: a panel
 * user who may not read the field asked about gets a 403 (global::may-read-relation), where
 * Strapi 5.54's own check ends in a 500 (docs/maintaining-content.md).
 */
interface PluginRoute {
  path: string;
  config?: { policies?: unknown[] };
}
interface ContentManagerPlugin {
  routes: { admin: { routes: PluginRoute[] } };
}

export default (plugin: ContentManagerPlugin) => {
  for (const route of plugin.routes.admin.routes) {
    if (!route.path.startsWith('/relations/')) continue;
    route.config = { ...route.config, policies: [...(route.config?.policies ?? []), 'global::may-read-relation'] };
  }
  return plugin;
};
