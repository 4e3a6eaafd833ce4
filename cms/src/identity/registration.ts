/**
 * Registration (docs/requirements.md, "States and transitions"): the uniqueness check, creating the account, and the e-mail
 * verification link. The account and its verification e-mail are one transaction: the e-mail is
 * queued with the account (queued-mail.ts), so there is never one without the other, and the
 * answer does not wait for the mail server.
 */
import type { Core } from '@strapi/strapi';
import {
  Messages,
  mailTexts,
  parseAddress,
  registrationAddressSchema,
  type RegistrationPayload,
  type WaitingAccount,
} from '@hearth/common';
import { USER_UID } from './accounts';
import { notFound, parseOrThrow, validationError } from '../platform/http-errors';
import { publicUrl } from '../platform/runtime';
import { siteName } from '../platform/site-name';
import { storedClaims } from './account-claims';
import { consume, consumeOrThrow, LIMITS } from '../platform/rate-limit';
import { profileReads } from './profile-reads';
import type { Knex } from 'knex';
import { mailLanguages, sendMail } from '../api/notice/front-door';
import { withQueuedMail } from './queued-mail';
import { serviceOf } from '../platform/services';
import type credentialsService from './credentials';
import type linkTokensService from './link-tokens';

export class ConflictError extends Error {}

/** The most accounts the users screen lists as waiting (newest first). */
const MAX_WAITING = 200;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const credentials = () => serviceOf<typeof credentialsService>(strapi, 'api::account.credentials');
  const linkTokens = () => serviceOf<typeof linkTokensService>(strapi, 'api::account.link-tokens');

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
      if (!parsed) throw validationError(Messages.unitNumberRequired);
      // The address's parts obey the profile's rules (one line each, docs/requirements.md, "Validation"): they become a claim.
      const address = parseOrThrow(registrationAddressSchema, parsed, { authApi: true });

      const username = payload.userName.toLowerCase();
      const email = payload.email;
      const authenticated = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: 'authenticated' }, select: ['id'] });

      return withQueuedMail(strapi, async (trx) => {
        if (await credentials().userNameTaken(username)) throw new ConflictError(Messages.userNameTaken);
        if (await credentials().emailTaken(email)) throw new ConflictError(Messages.emailTaken);
        const user = await strapi.documents(USER_UID).create({
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
        const id = Number(user.id);
        await this.sendVerification(id, email, username, 'register', trx);
        return id;
      });
    },

    /**
     * "Send the verification e-mail again" (docs/requirements.md, "States and transitions"): anyone may ask, and the answer is the
     * same whether the address is unknown, verified or waiting, so it tells nobody which accounts exist.
     * Only an account waiting for its verification gets the e-mail, a few an hour at most.
     */
    async resendVerification(email: string): Promise<void> {
      const user = await strapi.db
        .query(USER_UID)
        .findOne({ where: { email: { $eqi: email } }, select: ['id', 'username', 'email', 'blocked', 'confirmed', 'emailUnverified'] });
      if (!user || user.blocked || (user.confirmed && !user.emailUnverified)) return;
      if (!(await consume(strapi, `mail:${user.id}`, LIMITS.mailsPerRecipient)).allowed) return;
      await this.sendVerification(user.id, user.email, user.username, user.confirmed ? 'change' : 'register');
    },

    /**
     * Accounts an administrator may need to help: never signed in (no profile yet) or e-mail not verified,
     * newest first; blocked (removed) accounts are left out.
     */
    async waiting(): Promise<WaitingAccount[]> {
      const knex = strapi.db.connection;
      const ids: number[] = (
        await knex('up_users as u')
          .where((q) => q.where('u.blocked', false).orWhereNull('u.blocked'))
          .where((q) =>
            q
              .whereNotIn('u.id', profileReads().accountsWithProfile(knex))
              .orWhere('u.confirmed', false)
              .orWhereNull('u.confirmed')
              .orWhere('u.email_unverified', true),
          )
          .orderBy('u.id', 'desc')
          .limit(MAX_WAITING)
          .pluck('u.id')
      ).map(Number);
      if (!ids.length) return [];
      const accounts = await strapi.db.query(USER_UID).findMany({
        where: { id: { $in: ids } },
        select: ['id', 'username', 'email', 'confirmed', 'emailUnverified', 'createdAt', 'claims'],
        orderBy: { id: 'desc' },
      });
      // The name as the person keeps it now: the profile's once they have one (it changes with Account
      // Management), else the one given at registration (docs/requirements.md, "Admin screens", Users).
      const profiles = await profileReads().profileNamesOf(knex, ids);
      return accounts.map((a) => {
        const named = Object.fromEntries(storedClaims(a.claims).map((c) => [c.type, c.value]));
        const profile = profiles.get(Number(a.id));
        return {
          userId: Number(a.id),
          userName: a.username,
          email: a.email,
          firstName: profile ? (profile.first_name ?? '') : (named.given_name ?? ''),
          lastName: profile ? (profile.last_name ?? '') : (named.family_name ?? ''),
          registeredAt: new Date(a.createdAt).toISOString(),
          emailVerified: Boolean(a.confirmed) && !a.emailUnverified,
          signedIn: profiles.has(Number(a.id)),
        };
      });
    },

    /** An administrator's resend from the users screen: 409 when the account is verified already. */
    async resendVerificationTo(userId: number): Promise<string> {
      const user = await strapi.db
        .query(USER_UID)
        .findOne({ where: { id: userId }, select: ['id', 'username', 'email', 'confirmed', 'emailUnverified'] });
      if (!user) throw notFound(Messages.notFound);
      if (user.confirmed && !user.emailUnverified) throw new ConflictError(Messages.alreadyVerified);
      await consumeOrThrow(strapi, `mail:${user.id}`, LIMITS.mailsPerRecipient);
      await this.sendVerification(user.id, user.email, user.username, user.confirmed ? 'change' : 'register');
      return Messages.verificationResentTo(user.username);
    },

    /**
     * The verification link for a new account, or for the new address of an e-mail change: its token
     * and its e-mail in `trx` (the change's transaction), else in a transaction of their own.
     */
    async sendVerification(
      userId: number,
      email: string,
      username: string,
      reason: 'register' | 'change' = 'register',
      trx?: Knex,
    ): Promise<void> {
      if (!trx) return withQueuedMail(strapi, (own) => this.sendVerification(userId, email, username, reason, own));
      const site = await siteName(strapi);
      const token = await linkTokens().issue(userId, 'verify-email', trx);
      const link = `${publicUrl()}/api/account/confirm?token=${encodeURIComponent(token)}`;
      // In the person's language (a new account's: the association's, until they choose one).
      const words = mailTexts((await mailLanguages(strapi, [userId], trx))(userId)).account;
      await sendMail(
        strapi,
        {
          kind: 'verify-email',
          to: email,
          userId,
          subject: words.verifySubject(site),
          text: reason === 'register' ? words.verifyRegister(username, site, link) : words.verifyChange(username, site, link),
        },
        trx,
      );
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
