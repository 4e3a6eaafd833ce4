/**
 * Minutes only for those who may read them (docs/authorization.md), in the Strapi panel too: a
 * condition of the panel's permission engine on the portal roles' document permissions. A panel
 * account whose portal account may read minutes (an administrator, a verified owner) sees every
 * document; any other sees none of the minutes — in lists, edit views, relation pickers or writes.
 */
import type { Core } from '@strapi/strapi';
import { DOC_TYPE_BY_HEADER } from '@hearth/common';
import { serviceOf } from '../../platform/services';
import { UID } from '../../platform/content-registry';
import type profileService from '../profile/services/profile';

const NAME = 'minutes-readers';
/** The id Strapi gives a condition registered by the app (api::<name>), named in the roles' permissions. */
export const MINUTES_CONDITION = `api::${NAME}`;

/** What the condition lets through for someone who may not read minutes. */
const NO_MINUTES = { docType: { $ne: DOC_TYPE_BY_HEADER.minutes } };

export async function registerMinutesCondition(strapi: Core.Strapi): Promise<void> {
  const { conditionProvider } = strapi.service('admin::permission');
  if (conditionProvider.has(MINUTES_CONDITION)) return;
  await conditionProvider.register({
    displayName: 'Minutes only for administrators and verified owners (managed by the portal)',
    name: NAME,
    async handler(panelUser: { id: number }) {
      const userId = await strapi.service('api::panel-access.editor-accounts').portalUserOf(panelUser.id);
      const account = userId ? await strapi.service('api::account.accounts').findById(userId) : null;
      if (account && !account.blocked && (await serviceOf<typeof profileService>(strapi, UID.profile).canSeeMinutes(account))) return true;
      return NO_MINUTES;
    },
  });
}
