/**
 * Passwords and e-mail addresses of portal accounts: the login check of the provider's
 * login page, change password, change e-mail, and setting a password from a reset link.
 * Passwords are checked with users-permissions' bcrypt and stored through its user service.
 */
import type { Core } from '@strapi/strapi';
import { Messages, type IdentityResult } from '@hearth/common';
import { USER_UID } from './accounts';
import { storedClaims } from '../../../identity/account-claims';

/** Compared against when the user name is unknown, so both failures take as long. */
const DUMMY_HASH = '$2a$10$/q7u8n.k39L5Q3PEN4AuuOWA9leAmpLrPeP30z.pbpYWqdb2LWXP.';

export type LoginOutcome =
  | { ok: true; userId: number }
  | { ok: false; reason: 'invalid' | 'unconfirmed' | 'blocked'; message: string };

const ok = (): IdentityResult => ({ succeeded: true, errors: [] });
const failed = (code: string, description: string): IdentityResult => ({ succeeded: false, errors: [{ code, description }] });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);
  const userService = () => strapi.plugin('users-permissions').service('user');
  const passwordMatches = (password: string, hash: string | null | undefined) =>
    userService().validatePassword(password, hash || DUMMY_HASH) as Promise<boolean>;

  return {
    /** The login form's check. Unconfirmed and blocked are told only after a correct password. */
    async authenticate(username: string, password: string): Promise<LoginOutcome> {
      const user = await users().findOne({ where: { username: username.trim().toLowerCase() }, select: ['id', 'password', 'confirmed', 'blocked'] });
      const matches = await passwordMatches(password, user?.password);
      if (!user || !user.password || !matches) return { ok: false, reason: 'invalid', message: Messages.invalidCredentials };
      if (user.blocked) return { ok: false, reason: 'blocked', message: Messages.accountBlocked };
      if (!user.confirmed) return { ok: false, reason: 'unconfirmed', message: Messages.emailNotConfirmed };
      return { ok: true, userId: user.id };
    },

    async changePassword(userId: number, oldPwd: string, newPwd: string): Promise<IdentityResult> {
      const user = await users().findOne({ where: { id: userId }, select: ['id', 'password'] });
      if (!user) return failed('UserNotFound', Messages.notFound);
      if (!(await passwordMatches(oldPwd, user.password)) || !user.password) return failed('PasswordMismatch', Messages.passwordMismatch);
      await this.setPassword(userId, newPwd);
      return ok();
    },

    /** Stores a new password (hashed by the user service). */
    async setPassword(userId: number, newPwd: string): Promise<void> {
      await userService().edit(userId, { password: newPwd });
    },

    async changeEmail(userId: number, oldEmail: string, newEmail: string): Promise<IdentityResult> {
      return strapi.db.transaction(async () => {
        const user = await users().findOne({ where: { id: userId }, select: ['id', 'email', 'claims'] });
        if (!user) return failed('UserNotFound', Messages.notFound);
        if (String(user.email).toLowerCase() !== oldEmail.toLowerCase()) return failed('EmailMismatch', Messages.oldEmailMismatch);
        if (newEmail === String(user.email).toLowerCase()) return ok();
        if (await this.emailTaken(newEmail, userId)) return failed('DuplicateEmail', Messages.emailTaken);
        const claims = storedClaims(user.claims).map((c) => (c.type === 'email' ? { ...c, value: newEmail } : c));
        await users().update({ where: { id: userId }, data: { email: newEmail, claims } });
        return ok();
      });
    },

    async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
      const found = await users().findOne({ where: { email: { $eqi: email } }, select: ['id'] });
      return Boolean(found && found.id !== exceptUserId);
    },

    async userNameTaken(username: string): Promise<boolean> {
      return Boolean(await users().findOne({ where: { username: { $eqi: username } }, select: ['id'] }));
    },
  };
};
