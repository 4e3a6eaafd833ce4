/**
 * Strapi 5.54 shows every panel user a banner, "Introducing the new Media Library – Read blog
 * post", news about Strapi that does not concern the association (docs/maintaining-content.md).
 * Strapi has no setting for it: `tutorials` and `notifications.releases` (app.ts) do not reach it,
 * and its only off switch is its own Close button, which Strapi remembers per browser in local
 * storage, under the flag state and the instance's id that GET /admin/init answers (false when
 * the project has none). Marking it closed there before the panel draws it keeps the panel's own
 * code in charge: nothing on the page is changed. An upgrade that renames the key shows the banner
 * again, and e2e/tests/panel.spec.ts says so.
 */
import { getFetchClient } from '@strapi/strapi/admin';

const KEY = 'STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_';

/** Closed for both messages (with or without the legacy Media Library flag) of the instance `uuid`. */
function markClosed(uuid: unknown) {
  for (const legacy of [false, true]) window.localStorage.setItem(`${KEY}${legacy}:${String(uuid)}`, 'true');
}

export function closeReleaseBanner(): void {
  // This project's instance has no id (no telemetry uuid): known before any request.
  markClosed(false);
  void getFetchClient()
    .get<{ data?: { uuid?: unknown } }>('/admin/init')
    .then(({ data }) => markClosed(data.data?.uuid ?? false))
    .catch(() => undefined);
}
