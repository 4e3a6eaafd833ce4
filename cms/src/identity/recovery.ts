/**
 * Forgot password / forgot user name (docs/requirements.md, "Auth API", "Errors and success messages") and the password reset link.
 * The forgot calls answer whether the address is on record (docs/requirements.md shows a warning when
 * it is not). Reset links go to the web app's page `${PUBLIC_URL}/reset-password?token=...`,
 * which posts {token, newPwd} to /api/account/resetpassword; a link works once, for an hour.
 */
import type { Core } from '@strapi/strapi';
import { Messages, mailTexts, type IdentityResult } from '@hearth/common';
import { USER_UID } from './accounts';
import { publicUrl } from '../platform/runtime';
import { siteName } from '../platform/site-name';
import { ConflictError } from './registration';
import { consumeOrThrow, LIMITS } from '../platform/rate-limit';
import { mailLanguages, sendMail } from '../api/notice/front-door';
import { withQueuedMail } from './queued-mail';
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
      const site = await siteName(strapi);
      const words = mailTexts((await mailLanguages(strapi, [user.id]))(user.id)).account;
      // The link and its e-mail are one write: a link exists only in an e-mail on its way.
      await withQueuedMail(strapi, async (trx) => {
        const token = await linkTokens().issue(user.id, 'reset-password', trx);
        const link = `${publicUrl()}/reset-password?token=${encodeURIComponent(token)}`;
        await sendMail(
          strapi,
          {
            kind: 'reset-password',
            to: user.email,
            userId: user.id,
            subject: words.resetSubject(site),
            text: words.resetText(user.username, site, link),
          },
          trx,
        );
      });
      return true;
    },

    async forgotUsername(email: string): Promise<boolean> {
      const user = await findByEmail(email);
      if (!user) return false;
      await consumeOrThrow(strapi, `mail:${user.id}`, LIMITS.mailsPerRecipient);
      const site = await siteName(strapi);
      const words = mailTexts((await mailLanguages(strapi, [user.id]))(user.id)).account;
      await sendMail(strapi, {
        kind: 'user-name',
        to: user.email,
        userId: user.id,
        subject: words.userNameSubject(site),
        text: words.userNameText(site, user.username, `${publicUrl()}/home`),
      });
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
