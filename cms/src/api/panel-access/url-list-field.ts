/**
 * "A list of web addresses" as a field of its own, so the admin panel edits a news item's
 * further pictures one address per line instead of in a JSON editor. The value stays a JSON
 * array of strings, as the portal's calls and rules expect.
 */
import type { Core } from '@strapi/strapi';

const URL_LIST_FIELD = 'url-list';

export function registerUrlListField(strapi: Core.Strapi): void {
  strapi.customFields.register({ name: URL_LIST_FIELD, type: 'json' });
}
