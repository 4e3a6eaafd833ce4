/**
 * Minutes only for those who may read them (docs/authorization.md), in the Strapi panel too: a
 * condition of the panel's permission engine on the portal roles' document permissions. A panel
 * account whose portal account may read minutes (an administrator, a verified owner) sees every
 * document but draft minutes, which only the board's minutes readers see; any other sees none of the minutes — in lists, edit views, relation pickers or writes.
 */
import type { Core } from '@strapi/strapi';
import { DOC_TYPE_BY_HEADER, isSuperUser } from '@hearth/common';
import { normaliseRoles, USER_UID } from '../../identity/front-door';
import { serviceOf } from '../../platform/services';
import type { rosterService } from '../unit/front-door';
import { panelLinks } from './panel-links';

const NAME = 'minutes-readers';
/** The id Strapi gives a condition registered by the app (api::<name>), named in the roles' permissions. */
export const MINUTES_CONDITION = `api::${NAME}`;

/** What the condition lets through for someone who may not read minutes. */
const NO_MINUTES = { docType: { $ne: DOC_TYPE_BY_HEADER.minutes } };
/** What it lets through for a minutes reader not on the board: every document but draft minutes. */
const NO_DRAFT_MINUTES = { $or: [NO_MINUTES, { minutesDraft: false }] };

/** Strapi's own super-admin role: the panel's operator, never given by the portal, held to no condition. */
const SUPER_ADMIN = 'strapi-super-admin';

/**
 * Whether a panel account may read minutes: a super admin, or one linked to a portal account (not
 * blocked) that may (an administrator, a verified owner); and whether it is on the board (a super
 * admin, an administrator or a director): draft minutes are read by the board's minutes readers only.
 * Read in the current transaction when one is open (a write's rules ask too; SQLite has a single connection).
 */
export async function panelUserMinutesAccess(
  strapi: Core.Strapi,
  panelUser: { id: number; roles?: { code?: string }[] },
): Promise<{ minutes: boolean; board: boolean }> {
  const none = { minutes: false, board: false };
  if (panelUser.roles?.some((role) => role.code === SUPER_ADMIN)) return { minutes: true, board: true };
  const userId = await strapi.db.transaction(({ trx }) => panelLinks(trx).portalUserOf(Number(panelUser.id)));
  if (userId === null) return none;
  const row = await strapi.db.query(USER_UID).findOne({ where: { id: userId } });
  if (!row || row.blocked) return none;
  const account = { id: Number(row.id), username: String(row.username), roles: normaliseRoles(row.portalRoles) };
  const minutes = await serviceOf<typeof rosterService>(strapi, 'api::unit.roster').mayReadMinutesNow(account);
  return { minutes, board: isSuperUser(account.roles) };
}

export async function registerMinutesCondition(strapi: Core.Strapi): Promise<void> {
  const { conditionProvider } = strapi.service('admin::permission');
  if (conditionProvider.has(MINUTES_CONDITION)) return;
  await conditionProvider.register({
    displayName: 'Minutes only for administrators and verified owners (managed by the portal)',
    name: NAME,
    async handler(panelUser: { id: number; roles?: { code?: string }[] }) {
      const access = await panelUserMinutesAccess(strapi, panelUser);
      if (!access.minutes) return NO_MINUTES;
      return access.board ? true : NO_DRAFT_MINUTES;
    },
  });
}
