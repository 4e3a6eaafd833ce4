/**
 * Registration (docs/requirements.md §4): the uniqueness check, creating the account, and the e-mail
 * verification link. The account is created in one transaction and removed again if its
 * verification e-mail cannot be sent, so no half-created account is ever left behind.
 */
import type { Core } from '@strapi/strapi';
import { Messages, firstIssueMessage, parseAddress, registrationAddressSchema, type RegistrationPayload } from '@hearth/common';
import { errors } from '@strapi/utils';
import { USER_UID } from './accounts';
import { publicUrl } from '../platform/runtime';
import { siteName } from './site-name';
import { MailNotSentError } from './mailer';

export class ConflictError extends Error {}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const credentials = () => strapi.service('api::account.credentials');
  const linkTokens = () => strapi.service('api::account.link-tokens');

  return {
    /** 'unique', or the message saying which of the two is taken. */
    async verifyUser(userName: string, email: string): Promise<string> {
      if (await credentials().userNameTaken(userName.toLowerCase())) return Messages.userNameTaken;
      if (await credentials().emailTaken(email)) return Messages.emailTaken;
      return 'unique';
    },

    /** Creates the account (unconfirmed) and sends the verification e-mail; answers the new id. */
    async register(payload: RegistrationPayload): Promise<number> {
      const parsed = parseAddress(payload.address);
      if (!parsed) throw new errors.ValidationError(Messages.unitNumberRequired);
      // The address's parts obey the profile's rules (one line each, docs/requirements.md §5): they become a claim.
      const checked = registrationAddressSchema.safeParse(parsed);
      if (!checked.success) throw new errors.ValidationError(firstIssueMessage(checked.error));
      const address = checked.data;

      const username = payload.userName.toLowerCase();
      const email = payload.email;
      const authenticated = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: 'authenticated' }, select: ['id'] });

      const user = await strapi.db.transaction(async () => {
        if (await credentials().userNameTaken(username)) throw new ConflictError(Messages.userNameTaken);
        if (await credentials().emailTaken(email)) throw new ConflictError(Messages.emailTaken);
        return strapi.documents(USER_UID).create({
          data: {
            username,
            email,
            password: payload.password,
            provider: 'local',
            confirmed: false,
            blocked: false,
            role: authenticated?.id,
            portalRoles: [payload.userType],
            claims: [
              { type: 'given_name', value: payload.firstName.trim() },
              { type: 'family_name', value: payload.lastName.trim() },
              {
                type: 'address',
                value: JSON.stringify({ unit_number: address.unit_number, street_name: address.street_name }),
              },
              { type: 'email', value: email },
            ],
          },
        });
      });

      const id = Number(user.id);
      try {
        await this.sendVerification(id, email, username);
      } catch (error) {
        await strapi.db.query(USER_UID).delete({ where: { id } });
        throw error;
      }
      return id;
    },

    /** The verification link for a new account, or for the new address of an e-mail change. */
    async sendVerification(userId: number, email: string, username: string, reason: 'register' | 'change' = 'register'): Promise<void> {
      const token = await linkTokens().issue(userId, 'verify-email');
      const link = `${publicUrl()}/api/account/confirm?token=${encodeURIComponent(token)}`;
      const site = await siteName(strapi);
      try {
        await strapi.service('api::account.mailer').send({
          to: email,
          subject: `${site}: please verify your email address`,
          text:
            reason === 'register'
              ? `Hello ${username},\n\nthank you for registering with ${site}.\nPlease verify your email address by opening this link:\n\n${link}\n\nThe link is valid for 7 days. If you did not register, ignore this message.\n`
              : `Hello ${username},\n\nthe email address of your account on ${site} was changed to this one.\nPlease verify it by opening this link:\n\n${link}\n\nThe link is valid for 7 days. If you did not ask for this, ignore this message.\n`,
        });
      } catch (error) {
        await linkTokens().withdraw(token);
        if (error instanceof MailNotSentError) throw new MailNotSentError(Messages.mailNotSent);
        throw error;
      }
    },

    /**
     * The verification link's target: marks the account's e-mail confirmed (a new address verified). A link opened a
     * second time is told apart from a bad one when its account is confirmed already.
     */
    async confirm(token: string): Promise<'verified' | 'already' | 'invalid'> {
      const userId = await linkTokens().redeem(token, 'verify-email');
      if (userId) {
        await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { confirmed: true, emailUnverified: false } });
        return 'verified';
      }
      const earlier = await linkTokens().redeemedBy(token, 'verify-email');
      const user = earlier
        ? await strapi.db.query(USER_UID).findOne({ where: { id: earlier }, select: ['confirmed', 'emailUnverified'] })
        : null;
      return user?.confirmed && !user.emailUnverified ? 'already' : 'invalid';
    },
  };
};
