/**
 * Granting and revoking portal roles (docs/requirements.md, "Roles and permissions"). Both the Auth API (addroles/removeroles)
 * and the board's director privileges go through here, so the rules hold everywhere:
 * unknown roles are refused and the last admin keeps the admin role.
 */
import type { Core } from '@strapi/strapi';
import { Messages, REGISTRATION_TYPES, ROLES, type IdentityResult, type RegistrationType, type Role } from '@hearth/common';
import { normaliseRoles, USER_UID, type PortalUser } from './accounts';
import { roleChangeTarget } from './access';
import { UID } from '../platform/content-registry';
import { serviceOf, type Provides } from '../platform/services';
/** What a role change asks of the panel-access module above: its panel account follows the roles. */
type PanelAccounts = Provides<{ sync(userId: number): Promise<{ messages: string[]; errors: string[] }> }>;

/** Roles that open a Strapi admin-panel account (see api::panel-access.editor-accounts). */
const PANEL_ROLES_SOURCE = ['director', 'admin'];

const ok = (): IdentityResult => ({ succeeded: true, errors: [] });
const failed = (code: string, description: string): IdentityResult => ({ succeeded: false, errors: [{ code, description }] });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(userId: number): Promise<Role[]> {
    const user = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'portalRoles'] });
    return user ? normaliseRoles(user.portalRoles) : [];
  },

  /**
   * The Auth API's addroles/removeroles: the caller's rights are checked first
   * (ForbiddenError when the caller may not make this change), then the change is made.
   */
  async changeAs(
    caller: PortalUser,
    requestedUserId: number | undefined,
    roles: string[],
    mode: 'add' | 'remove',
  ): Promise<IdentityResult> {
    const userId = roleChangeTarget(caller, requestedUserId, roles, mode);
    const result = await this.change(userId, roles, mode);
    if (result.succeeded && mode === 'remove' && roles.includes('director')) await this.endBoardSeats(userId);
    return result;
  },

  /**
   * A director role taken away through the Auth API ends the person's seat on the board too, so the
   * board table never shows as active someone who no longer holds the role (docs/requirements.md, "Roles and permissions").
   * Archived rows keep their flag for a restore.
   */
  async endBoardSeats(userId: number): Promise<void> {
    const seats = await strapi.db.query(UID.boardDirector).findMany({
      where: { active: true, archivedAt: { $null: true }, profile: { userId } },
      select: ['documentId'],
    });
    for (const seat of seats) await strapi.documents(UID.boardDirector).update({ documentId: seat.documentId, data: { active: false } });
  },

  async grant(userId: number, roles: string[]): Promise<IdentityResult> {
    return this.change(userId, roles, 'add');
  },

  async revoke(userId: number, roles: string[]): Promise<IdentityResult> {
    return this.change(userId, roles, 'remove');
  },

  async change(userId: number, roles: string[], mode: 'add' | 'remove'): Promise<IdentityResult> {
    const unknown = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
    if (unknown.length) return failed('InvalidRoleName', `Role ${unknown.join(', ')} does not exist.`);
    const result: IdentityResult = await strapi.db.transaction(async () => {
      const user = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'portalRoles'] });
      if (!user) return failed('UserNotFound', 'The user was not found.');
      const current = normaliseRoles(user.portalRoles);
      if (mode === 'remove' && roles.includes('admin') && current.includes('admin') && (await this.countAdmins()) <= 1) {
        return failed('LastAdmin', Messages.lastAdmin);
      }
      const next = mode === 'add' ? [...new Set([...current, ...(roles as Role[])])] : current.filter((r) => !roles.includes(r));
      await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { portalRoles: next } });
      return ok();
    });
    if (!result.succeeded || !roles.some((r) => PANEL_ROLES_SOURCE.includes(r))) return result;
    // The admin-panel account follows director/admin (docs/maintaining-content.md); its problems never undo the role change.
    const panel = await serviceOf<PanelAccounts>(strapi, 'api::panel-access.editor-accounts').sync(userId);
    return {
      ...result,
      messages: panel.messages,
      errors: [...result.errors, ...panel.errors.map((description: string) => ({ code: 'ContentEditor', description }))],
    };
  },

  /**
   * The account's registration role follows its profile's type of registration (one of owner,
   * tenant, propmgr). A system change, not self-service: minutes still need the association's
   * verification of an owner (docs/authorization.md).
   */
  async setRegistrationType(userId: number, type: RegistrationType): Promise<void> {
    await strapi.db.transaction(async () => {
      const user = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'portalRoles'] });
      if (!user) return;
      const current = normaliseRoles(user.portalRoles);
      const next = [...current.filter((r) => !(REGISTRATION_TYPES as readonly string[]).includes(r)), type];
      if (next.length === current.length && next.every((r) => current.includes(r))) return;
      await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { portalRoles: next } });
    });
  },

  /** Admins are few: a scan of the JSON column is cheaper than another table. */
  async countAdmins(): Promise<number> {
    const users = await strapi.db.query(USER_UID).findMany({ where: { blocked: false }, select: ['id', 'portalRoles'] });
    return users.filter((u) => normaliseRoles(u.portalRoles).includes('admin')).length;
  },
});
