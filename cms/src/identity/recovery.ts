/**
 * Forgot password / forgot user name (docs/requirements.md, "Auth API", "Errors and success messages") and the password reset link.
 * The forgot calls answer whether the address is on record (docs/requirements.md shows a warning when
 * it is not). Reset links go to the web app's page `${PUBLIC_URL}/reset-password?token=...`,
 * which posts {token, newPwd} to /api/account/resetpassword; a link works once, for an hour.
 */
import type { Core } from '@strapi/strapi';
import { Messages, type IdentityResult } from '@hearth/common';
import { USER_UID } from './accounts';
import { publicUrl } from '../platform/runtime';
import { siteName } from '../platform/site-name';
import { ConflictError } from './registration';
import { consumeOrThrow, LIMITS } from './rate-limit';
import { MailNotSentError, sendMail } from '../api/notice/front-door';
import { serviceOf } from '../platform/services';
import type linkTokensService from './link-tokens';
import type registrationService from './registration';
import type credentialsService from './credentials';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const linkTokens = () => serviceOf<typeof linkTokensService>(strapi, 'api::account.link-tokens');
  /**
   * Reminders and reset links go only to a verified address. For an address still waiting for its
   * verification the truth is told and the verification e-mail goes again (docs/requirements.md, "Errors and success messages").
   */
  const findByEmail = async (email: string) => {
    const user = await strapi.db
      .query(USER_UID)
      .findOne({ where: { email: { $eqi: email } }, select: ['id', 'username', 'email', 'blocked', 'confirmed', 'emailUnverified'] });
    if (!user || user.blocked) return null;
    if (!user.confirmed || user.emailUnverified) {
      await consumeOrThrow(strapi, `mail:${user.id}`, LIMITS.mailsPerRecipient);
      await serviceOf<typeof registrationService>(strapi, 'api::account.registration').sendVerification(
        user.id,
        user.email,
        user.username,
        user.confirmed ? 'change' : 'register',
      );
      throw new ConflictError(Messages.forgotButUnverified);
    }
    return user;
  };

  return {
    async forgotPassword(email: string): Promise<boolean> {
      const user = await findByEmail(email);
      if (!user) return false;
      await consumeOrThrow(strapi, `mail:${user.id}`, LIMITS.mailsPerRecipient);
      const token = await linkTokens().issue(user.id, 'reset-password');
      const link = `${publicUrl()}/reset-password?token=${encodeURIComponent(token)}`;
      const site = await siteName(strapi);
      try {
        await sendMail(strapi, {
          kind: 'reset-password',
          to: user.email,
          subject: `${site}: reset your password`,
          text: `Hello ${user.username},\n\nsomeone (hopefully you) asked to reset the password of your account on ${site}.\nTo choose a new password, open this link within one hour:\n\n${link}\n\nIf you did not ask for it, ignore this message: your password stays as it is.\n`,
        });
      } catch (error) {
        await linkTokens().withdraw(token);
        throw error instanceof MailNotSentError ? new MailNotSentError(Messages.mailNotSent) : error;
      }
      return true;
    },

    async forgotUsername(email: string): Promise<boolean> {
      const user = await findByEmail(email);
      if (!user) return false;
      await consumeOrThrow(strapi, `mail:${user.id}`, LIMITS.mailsPerRecipient);
      const site = await siteName(strapi);
      try {
        await sendMail(strapi, {
          kind: 'user-name',
          to: user.email,
          subject: `${site}: your user name`,
          text: `Hello,\n\nthe user name of your account on ${site} is:\n\n${user.username}\n\nLogin at ${publicUrl()}/home\n`,
        });
      } catch (error) {
        throw error instanceof MailNotSentError ? new MailNotSentError(Messages.mailNotSent) : error;
      }
      return true;
    },

    /** Sets a new password from a reset link (every session of the account ends). The link went to a verified address. */
    /** Whether a reset link still works, so the page shows its error before a password is typed (docs/requirements.md, "Roles and permissions"). */
    resetLinkWorks(token: string): Promise<boolean> {
      return linkTokens().isRedeemable(token, 'reset-password');
    },

    async resetPassword(token: string, newPwd: string): Promise<IdentityResult | null> {
      const userId = await linkTokens().redeem(token, 'reset-password');
      if (!userId) return null;
      await serviceOf<typeof credentialsService>(strapi, 'api::account.credentials').setPassword(userId, newPwd);
      return { succeeded: true, errors: [] };
    },
  };
};
