/**
 * Single-use, expiring tokens for the links the portal e-mails (e-mail verification,
 * password reset). Only a SHA-256 of each token is stored, so a database leak gives no
 * working link; redeeming is one conditional UPDATE, so a link works once even when two
 * processes receive it at the same moment.
 */
import type { Core } from '@strapi/strapi';
import crypto from 'node:crypto';
import { nowSeconds } from '../platform/clock';

const TABLE = 'hearth_link_tokens';

type LinkPurpose = 'verify-email' | 'reset-password' | 'report-email-change';

/** How long each kind of link stays valid. */
const LINK_TTL_SECONDS: Record<LinkPurpose, number> = {
  'verify-email': 7 * 24 * 3600,
  'reset-password': 3600,
  'report-email-change': 30 * 24 * 3600,
};

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  return {
    /** A new link token for the account; earlier unused tokens of the same purpose stop working. */
    async issue(userId: number, purpose: LinkPurpose): Promise<string> {
      const token = crypto.randomBytes(32).toString('base64url');
      await knex()(TABLE).where({ user_id: userId, purpose }).whereNull('used_at').delete();
      await knex()(TABLE).insert({
        token_hash: digest(token),
        purpose,
        user_id: userId,
        expires_at: nowSeconds() + LINK_TTL_SECONDS[purpose],
        used_at: null,
      });
      return token;
    },

    /** Marks the token used and answers its account id, or null when unknown, used or expired. */
    async redeem(token: string, purpose: LinkPurpose): Promise<number | null> {
      if (typeof token !== 'string' || !token || token.length > 200) return null;
      const hash = digest(token);
      const now = nowSeconds();
      const updated = await knex()(TABLE)
        .where({ token_hash: hash, purpose })
        .whereNull('used_at')
        .andWhere('expires_at', '>', now)
        .update({ used_at: now });
      if (!updated) return null;
      const row = await knex()(TABLE).where({ token_hash: hash }).first('user_id');
      return row ? Number(row.user_id) : null;
    },

    /** Whether the token would still redeem (unknown, used and expired tokens would not); it stays unused. */
    async isRedeemable(token: string, purpose: LinkPurpose): Promise<boolean> {
      if (typeof token !== 'string' || !token || token.length > 200) return false;
      const row = await knex()(TABLE)
        .where({ token_hash: digest(token), purpose })
        .whereNull('used_at')
        .andWhere('expires_at', '>', nowSeconds())
        .first('user_id');
      return Boolean(row);
    },

    /** The account of a token that was already redeemed (a link opened twice), else null. */
    async redeemedBy(token: string, purpose: LinkPurpose): Promise<number | null> {
      if (typeof token !== 'string' || !token || token.length > 200) return null;
      const row = await knex()(TABLE)
        .where({ token_hash: digest(token), purpose })
        .whereNotNull('used_at')
        .first('user_id');
      return row ? Number(row.user_id) : null;
    },

    /** Withdraws a token whose e-mail could not be sent. */
    async withdraw(token: string): Promise<void> {
      await knex()(TABLE)
        .where({ token_hash: digest(token) })
        .delete();
    },
  };
};
