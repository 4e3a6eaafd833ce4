/**
 * The Strapi admin-panel ("content editor") account follows the portal account (docs/maintaining-content.md):
 * director or admin, not blocked, profile not removed (panelRoleFor) → an active panel account with
 * the matching managed role and the same e-mail, invited with Strapi's own registration link;
 * otherwise → deactivated at once (Strapi's admin auth checks isActive on every request, and the
 * panel sessions are revoked too). Accounts are never deleted, so a re-grant re-activates the same
 * one with its history — but only one the portal closed: an account a super admin closed by hand
 * stays closed. The invitation is queued in the outbox and sent by its round: a mail server that is
 * away delays it and undoes nothing; resendInvitation() sends a fresh one.
 */
import type { Core } from '@strapi/strapi';
import { PanelMessages, mailTexts } from '@hearth/common';
import { normaliseRoles } from '../../../identity/front-door';
import { MANAGED_ROLE_CODES, PANEL_ROLES, panelRoleFor, type PanelCandidate, type PanelRoleKey } from './panel-roles';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type { rosterService } from '../../unit/front-door';
import { panelLinks } from '../panel-links';
import { mailLanguages, sendMail } from '../../notice/front-door';
import type { accountsService } from '../../../identity/front-door';
import type panelRolesService from './panel-roles';

interface SyncResult {
  messages: string[];
  errors: string[];
}

const SUPER_ADMIN_CODE = 'strapi-super-admin';

interface PanelRole {
  id: number;
  code: string;
}
interface PanelUser {
  id: number;
  email: string;
  isActive: boolean;
  password?: string | null;
  registrationToken?: string | null;
  roles: PanelRole[];
}
interface Person extends PanelCandidate {
  userId: number;
  email: string;
  firstname: string;
  lastname: string;
}

const normaliseEmail = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '');
const isSuperAdmin = (user: PanelUser) => user.roles.some((r) => r.code === SUPER_ADMIN_CODE);
const holdsManagedRole = (user: PanelUser) => user.roles.some((r) => MANAGED_ROLE_CODES.includes(r.code));

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const panelUsers = () => strapi.service('admin::user');
  const links = () => panelLinks(strapi.db.connection);
  async function linkedPanelUser(userId: number): Promise<PanelUser | null> {
    const adminUserId = await links().panelUserOf(userId);
    return adminUserId === null ? null : ((await panelUsers().findOne(adminUserId, ['roles'])) as PanelUser | null);
  }

  const link = (userId: number, adminUserId: number, closedByPortal = false) => links().link(userId, adminUserId, closedByPortal);

  /** Closed, and not by the portal: a super admin's decision the portal never undoes. */
  async function closedByHand(userId: number, existing: PanelUser): Promise<boolean> {
    if (existing.isActive) return false;
    return !(await links().closedByPortal(userId, existing.id));
  }

  /** The panel account of a portal account: the linked one, else the one with the same e-mail. */
  async function findPanelUser(userId: number, email: string): Promise<PanelUser | null> {
    const linked = await linkedPanelUser(userId);
    if (linked) return linked;
    return email ? ((await panelUsers().findOneByEmail(email, ['roles'])) as PanelUser | null) : null;
  }

  async function person(userId: number): Promise<Person | null> {
    const account = await serviceOf<typeof accountsService>(strapi, 'api::account.accounts').findById(userId);
    if (!account) return null;
    const profile = await serviceOf<typeof rosterService>(strapi, 'api::unit.roster').liveProfileOf(userId, ['firstName', 'lastName']);
    return {
      userId,
      email: normaliseEmail(account.email),
      firstname: (profile?.firstName as string | null | undefined) || account.username,
      lastname: (profile?.lastName as string | null | undefined) || '',
      roles: account.roles,
      blocked: account.blocked,
      // A panel account whose profiles are all removed (docs/maintaining-content.md).
      removed: !profile && (await strapi.db.query(UID.profile).count({ where: { userId } })) > 0,
    };
  }

  const adminUrl = () => String(strapi.config.get('admin.absoluteUrl')).replace(/\/+$/, '');
  /** Built as Strapi's own "invite user" screen builds it (admin MagicLink: <admin>/auth/register?registrationToken=). */
  const registrationLink = (token: string) => `${adminUrl()}/auth/register?registrationToken=${encodeURIComponent(token)}`;

  /** Queued in the outbox, sent by its round (woken now): the answer does not wait for the mail server. */
  const send = (who: Person, subject: string, text: string) =>
    sendMail(strapi, { kind: 'editor-account', to: who.email, userId: who.userId, subject, text });

  /** The editor's words in their language (docs/architecture.md, "Languages"). */
  const wordsFor = async (who: Person) => mailTexts((await mailLanguages(strapi, [who.userId]))(who.userId)).editor;

  async function sendInvitation(who: Person, token: string, role: PanelRoleKey): Promise<string> {
    const words = await wordsFor(who);
    await send(
      who,
      words.invitationSubject,
      words.invitationText(who.firstname, PANEL_ROLES[role].name, registrationLink(token), adminUrl(), who.email),
    );
    return PanelMessages.invitationSent(who.email);
  }

  async function sendRestoredNotice(who: Person, role: PanelRoleKey): Promise<string> {
    const words = await wordsFor(who);
    await send(who, words.restoredSubject, words.restoredText(who.firstname, PANEL_ROLES[role].name, adminUrl(), who.email));
    return PanelMessages.accessRestored(who.email);
  }

  async function revokeSessions(adminUserId: number): Promise<void> {
    const manager = (strapi as unknown as { sessionManager?: (origin: string) => { invalidateRefreshToken(id: string): Promise<void> } })
      .sessionManager;
    await manager?.('admin').invalidateRefreshToken(String(adminUserId));
  }

  async function open(who: Person, role: PanelRoleKey, existing: PanelUser | null): Promise<SyncResult> {
    const result: SyncResult = { messages: [], errors: [] };
    const roleId = await serviceOf<typeof panelRolesService>(strapi, 'api::panel-access.panel-roles').roleId(role);

    if (!existing) {
      const created = (await panelUsers().create({
        email: who.email,
        firstname: who.firstname,
        lastname: who.lastname || null,
        roles: [roleId],
        isActive: true,
      })) as PanelUser & { registrationToken: string };
      await link(who.userId, created.id);
      result.messages.push(await sendInvitation(who, created.registrationToken, role));
      return result;
    }

    if (isSuperAdmin(existing)) {
      await link(who.userId, existing.id);
      result.messages.push(PanelMessages.superAdminUntouched(existing.email));
      return result;
    }
    if (await closedByHand(who.userId, existing)) {
      await link(who.userId, existing.id);
      result.messages.push(PanelMessages.closedByHand(existing.email));
      return result;
    }
    await link(who.userId, existing.id);

    // Keep roles a super admin gave by hand; swap only the portal-managed one.
    const keptRoles = existing.roles.filter((r) => !MANAGED_ROLE_CODES.includes(r.code)).map((r) => r.id);
    const roleChanged =
      !existing.roles.some((r) => r.id === roleId) || existing.roles.filter((r) => MANAGED_ROLE_CODES.includes(r.code)).length !== 1;
    const reopened = !existing.isActive;
    const registered = Boolean(existing.password);
    // The portal e-mail changed (change email): the panel login follows, unless another panel account has it.
    const emailChanged = normaliseEmail(existing.email) !== who.email && !(await panelUsers().exists({ email: who.email }));
    if (emailChanged) await panelUsers().updateById(existing.id, { email: who.email });
    if (!roleChanged && !reopened) return result; // already as it should be: nothing to say

    const data: Record<string, unknown> = { roles: [...keptRoles, roleId], isActive: true };
    // A fresh link for someone who never chose a password (a closed account's old link was voided).
    const token = registered ? null : existing.registrationToken || strapi.service('admin::token').createToken();
    if (!registered) data.registrationToken = token;
    await panelUsers().updateById(existing.id, data);

    if (!registered) result.messages.push(await sendInvitation(who, token!, role));
    else if (reopened) result.messages.push(await sendRestoredNotice(who, role));
    else result.messages.push(PanelMessages.accessChanged(who.email, PANEL_ROLES[role].name));
    return result;
  }

  async function close(userId: number, existing: PanelUser | null): Promise<SyncResult> {
    const result: SyncResult = { messages: [], errors: [] };
    if (!existing || isSuperAdmin(existing) || !holdsManagedRole(existing)) return result;
    if (!existing.isActive && !existing.registrationToken) return result; // already closed
    // The registration link is voided too, or an old invitation would re-activate the account.
    await panelUsers().updateById(existing.id, { isActive: false, registrationToken: null });
    await revokeSessions(existing.id);
    if (existing.isActive) await link(userId, existing.id, true); // the portal may open again what it closed
    result.messages.push(PanelMessages.accessClosed(existing.email));
    return result;
  }

  async function syncNow(userId: number): Promise<SyncResult> {
    let who: Person | null = null;
    try {
      who = await person(userId);
      // A deleted portal account closes its linked panel account.
      if (!who) return { ...(await close(userId, await linkedPanelUser(userId))), errors: [PanelMessages.unknownUser] };
      const role = panelRoleFor(who);
      const existing = await findPanelUser(userId, who.email);
      if (!role) return await close(userId, existing);
      if (!who.email) {
        const name = `${who.firstname} ${who.lastname}`.trim();
        return { messages: [], errors: [PanelMessages.noEmail(name)] };
      }
      return await open(who, role, existing);
    } catch (error) {
      strapi.log.error(`[hearth] content editor account of user ${userId}: ${error instanceof Error ? error.stack : error}`);
      const reason = error instanceof Error ? error.message : String(error);
      return { messages: [], errors: [PanelMessages.accountFailed(who?.email || `user ${userId}`, reason)] };
    }
  }

  /**
   * One sync of an account at a time in this process: a change seen twice (the caller's own call
   * and the write's follow-up, account-changes.ts) makes the second a no-op, never a second account.
   */
  const running = new Map<number, Promise<SyncResult>>();
  function oneAtATime(userId: number): Promise<SyncResult> {
    const previous = running.get(userId) ?? Promise.resolve(null);
    const next = previous.then(() => syncNow(userId));
    running.set(userId, next);
    void next.then(() => running.get(userId) === next && running.delete(userId));
    return next;
  }

  return {
    /**
     * Brings the panel account of a portal account in line with its roles, blocked flag, profile
     * removal and e-mail. Never throws.
     */
    sync(userId: number): Promise<SyncResult> {
      return oneAtATime(userId);
    },

    /**
     * On start: brings every panel account in line with roles set outside roles.change (the demo
     * seed, imports, direct edits). Quiet when everything already matches.
     */
    async reconcile(): Promise<SyncResult> {
      const users = await strapi.db.query('plugin::users-permissions.user').findMany({ select: ['id', 'portalRoles'] });
      // Blocked or removed holders too: sync closes what they may no longer use.
      const holders = users
        .filter((u) => panelRoleFor({ roles: normaliseRoles(u.portalRoles), blocked: false, removed: false }))
        .map((u) => u.id as number);
      const linked = await links().linkedPortalUsers();
      const total: SyncResult = { messages: [], errors: [] };
      for (const userId of new Set([...holders, ...linked])) {
        const { messages, errors } = await this.sync(userId);
        total.messages.push(...messages);
        total.errors.push(...errors);
      }
      for (const line of [...total.messages, ...total.errors]) strapi.log.info(`[hearth] content editor: ${line}`);
      return total;
    },

    /** Sends the invitation again (e.g. after a mail failure), with the same registration link. */
    async resendInvitation(userId: number): Promise<SyncResult> {
      const who = await person(userId);
      if (!who) return { messages: [], errors: [PanelMessages.unknownUser] };
      const existing = await findPanelUser(userId, who.email);
      const role = panelRoleFor(who);
      if (!existing || !existing.isActive || !role) return { messages: [], errors: [PanelMessages.noAccount] };
      if (existing.password) return { messages: [PanelMessages.alreadyRegistered(existing.email)], errors: [] };
      let token = existing.registrationToken;
      if (!token) {
        token = strapi.service('admin::token').createToken();
        await panelUsers().updateById(existing.id, { registrationToken: token });
      }
      return { messages: [await sendInvitation({ ...who, email: existing.email }, token!, role)], errors: [] };
    },

    /** The portal account a panel account belongs to, if the portal made or linked it. */
    async portalUserOf(adminUserId: number): Promise<number | null> {
      return links().portalUserOf(adminUserId);
    },

    /** The interface language the panel account chose in the panel's profile (Strapi's `preferedLanguage`: 'fr', 'es', 'en'), null when none. */
    async panelLanguageOf(adminUserId: number): Promise<string | null> {
      const user = (await panelUsers().findOne(adminUserId)) as { preferedLanguage?: string | null } | null;
      return user?.preferedLanguage ?? null;
    },

    /** The panel account (without secrets) of a portal account, for tests and the board screen. */
    async find(userId: number): Promise<{ id: number; email: string; isActive: boolean; registered: boolean; roles: string[] } | null> {
      const who = await person(userId);
      const existing = who ? await findPanelUser(userId, who.email) : null;
      if (!existing) return null;
      return {
        id: existing.id,
        email: existing.email,
        isActive: existing.isActive,
        registered: Boolean(existing.password),
        roles: existing.roles.map((r) => r.code),
      };
    },
  };
};
