/**
 * Passwords and e-mail addresses of portal accounts: the login check of the provider's
 * login page, change password, change e-mail, and setting a password from a reset link.
 * Passwords are checked with users-permissions' bcrypt and stored through its user service.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { CLOCK_SKEW_S, Messages, mailTexts, type IdentityResult } from '@hearth/common';
import { USER_UID } from './accounts';
import { storedClaims } from './account-claims';
import { endSessions, keepingGrant } from './sessions';
import { nowSeconds } from '../platform/clock';
import { publicUrl } from '../platform/runtime';
import { settings } from '../platform/settings';
import { siteName } from '../platform/site-name';
import { mailLanguages, sendMail } from '../api/notice/front-door';
import { serviceOf, type Provides } from '../platform/services';
import { withQueuedMail } from './queued-mail';
/** The verification mail of an e-mail change, sent by registration (which itself asks credentials for passwords). */
type Verification = Provides<{
  sendVerification(userId: number, email: string, username: string, reason: 'register' | 'change', trx?: Knex): Promise<void>;
}>;
import type linkTokensService from './link-tokens';

/** How recent a sign-in the e-mail change needs, in seconds (RECENT_LOGIN_SECONDS; 10 minutes by default). */
export const recentLoginSeconds = () => settings().identity.recentLoginSeconds;

export class RecentLoginRequiredError extends Error {
  constructor() {
    super(Messages.recentLoginRequired);
  }
}

const withEmailClaim = (claims: unknown, email: string) =>
  storedClaims(claims).map((c) => (c.type === 'email' ? { ...c, value: email } : c));

/** Compared against when the user name is unknown, so both failures take as long. */
const DUMMY_HASH = '$2a$10$/q7u8n.k39L5Q3PEN4AuuOWA9leAmpLrPeP30z.pbpYWqdb2LWXP.';

type LoginOutcome = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'unconfirmed' | 'blocked'; message: string };

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
      const user = await users().findOne({
        where: { username: username.trim().toLowerCase() },
        select: ['id', 'password', 'confirmed', 'blocked'],
      });
      const matches = await passwordMatches(password, user?.password);
      if (!user || !user.password || !matches) return { ok: false, reason: 'invalid', message: Messages.invalidCredentials };
      if (user.blocked) return { ok: false, reason: 'blocked', message: Messages.accountBlocked };
      if (!user.confirmed) return { ok: false, reason: 'unconfirmed', message: Messages.emailNotConfirmed };
      return { ok: true, userId: user.id };
    },

    /** `keepGrantId`: the owner's own session, which survives the change (every other one ends). */
    async changePassword(userId: number, oldPwd: string, newPwd: string, keepGrantId?: string): Promise<IdentityResult> {
      const user = await users().findOne({ where: { id: userId }, select: ['id', 'password'] });
      if (!user) return failed('UserNotFound', Messages.notFound);
      if (!(await passwordMatches(oldPwd, user.password)) || !user.password) return failed('PasswordMismatch', Messages.passwordMismatch);
      await keepingGrant(keepGrantId, () => this.setPassword(userId, newPwd));
      return ok();
    },

    /** Stores a new password (hashed by the user service); the account's sessions end (identity/sessions.ts). */
    async setPassword(userId: number, newPwd: string): Promise<void> {
      await userService().edit(userId, { password: newPwd });
    },

    /**
     * Changes the e-mail address. Needs a recent sign-in (`authTime`, seconds): a stolen access
     * token alone cannot take the account over. The new address stays unverified (no reminders
     * go there) until its link is opened; the old address is told, with a link to undo it.
     */
    async changeEmail(userId: number, oldEmail: string, newEmail: string, authTime: unknown): Promise<IdentityResult> {
      const now = nowSeconds();
      if (typeof authTime !== 'number' || now - authTime > recentLoginSeconds() || authTime > now + CLOCK_SKEW_S)
        throw new RecentLoginRequiredError();
      // The new address, its verification e-mail and the old address's notice are one change: all or nothing.
      const changed = await withQueuedMail(strapi, async (trx) => {
        const user = await users().findOne({
          where: { id: userId },
          select: ['id', 'username', 'email', 'claims', 'emailUnverified', 'previousEmail'],
        });
        if (!user) return failed('UserNotFound', Messages.notFound);
        if (String(user.email).toLowerCase() !== oldEmail.toLowerCase()) return failed('EmailMismatch', Messages.oldEmailMismatch);
        if (newEmail === String(user.email).toLowerCase()) return ok();
        if (await this.emailTaken(newEmail, userId)) return failed('DuplicateEmail', Messages.emailTaken);
        await users().update({
          where: { id: userId },
          data: { email: newEmail, claims: withEmailClaim(user.claims, newEmail), emailUnverified: true, previousEmail: user.email },
        });
        await serviceOf<Verification>(strapi, 'api::account.registration').sendVerification(userId, newEmail, user.username, 'change', trx);
        await this.sendChangeNotice(userId, user.email, newEmail, user.username, trx);
        return ok();
      });
      return changed;
    },

    /** Tells the old address, with a link to undo the change (and end every session) if it was not its owner. */
    async sendChangeNotice(userId: number, oldEmail: string, newEmail: string, username: string, trx: Knex): Promise<void> {
      const token = await serviceOf<typeof linkTokensService>(strapi, 'api::account.link-tokens').issue(userId, 'report-email-change', trx);
      const link = `${publicUrl()}/api/account/reportemailchange?token=${encodeURIComponent(token)}`;
      const site = await siteName(strapi);
      // In the account's language (docs/architecture.md, "Languages").
      const words = mailTexts((await mailLanguages(strapi, [userId], trx))(userId)).security;
      await sendMail(
        strapi,
        {
          kind: 'email-changed',
          to: oldEmail,
          userId,
          subject: words.emailChangedSubject(site),
          text: words.emailChangedText(username, site, newEmail, link),
        },
        trx,
      );
    },

    /** The old address's report link: undoes the change, ends every session. False when the link is unknown, used or expired. */
    async undoEmailChange(token: string): Promise<boolean> {
      const userId = await serviceOf<typeof linkTokensService>(strapi, 'api::account.link-tokens').redeem(token, 'report-email-change');
      if (!userId) return false;
      const user = await users().findOne({ where: { id: userId }, select: ['id', 'email', 'claims', 'previousEmail'] });
      if (!user) return false;
      const previous = typeof user.previousEmail === 'string' ? user.previousEmail : null;
      if (previous && !(await this.emailTaken(previous, userId))) {
        await users().update({
          where: { id: userId },
          data: { email: previous, claims: withEmailClaim(user.claims, previous), emailUnverified: false, previousEmail: null },
        });
      }
      await endSessions(strapi, userId);
      strapi.log.warn(`Account ${userId}: an e-mail change was reported as not made by its owner; it was undone and every session ended.`);
      return true;
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
