/** The admin-panel side of the portal (docs/maintaining-content.md), as one call for register() and one for bootstrap(). */
import type { Core } from '@strapi/strapi';
import { describePanelFields } from './field-descriptions';
import { registerUrlListField } from './url-list-field';
import { registerPanelAccountFollowing } from './account-changes';
import { registerMinutesCondition } from './minutes-condition';
import { panelLinks } from './panel-links';
import { linkPanelActors } from '../../platform/activity/actor';
import { serviceOf } from '../../platform/services';
import type panelRolesService from './services/panel-roles';

export function registerPanelAccess(strapi: Core.Strapi): void {
  registerUrlListField(strapi);
  registerPanelAccountFollowing(strapi);
  // The activity record names a panel writer by the portal account linked to it.
  linkPanelActors((trx, adminUserId) => panelLinks(trx).portalUserOf(adminUserId));
}

export async function bootstrapPanelAccess(strapi: Core.Strapi): Promise<void> {
  await registerMinutesCondition(strapi); // before the roles name it
  await serviceOf<typeof panelRolesService>(strapi, 'api::panel-access.panel-roles').ensure();
  await describePanelFields(strapi);
}
