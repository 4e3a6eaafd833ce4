/**
 * The Media Library's uploads are checked by content like the portal's own (docs/requirements.md, "Validation"):
 * the plugin's upload service is loaded with upload() and replace() checking each file first
 * (cms/src/api/panel-access/upload-check.ts).
 */
import { withContentCheck } from '../../api/panel-access/front-door';

type ServiceFactory = (deps: { strapi: unknown }) => Parameters<typeof withContentCheck>[0];
interface UploadPlugin {
  services: Record<string, ServiceFactory>;
}

export default (plugin: UploadPlugin) => {
  const factory = plugin.services.upload;
  plugin.services.upload = (deps) => withContentCheck(factory(deps));
  return plugin;
};
