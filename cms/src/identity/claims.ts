/**
 * The claims (type, value) of an account (docs/requirements.md §3, §7.1): given_name, family_name, address,
 * email and any others the web app stores. Claims the portal manages itself (role, sub,
 * preferred_username...) are refused by the request schema.
 */
import type { Core } from '@strapi/strapi';
import { Messages, type Claim, type IdentityResult } from '@hearth/common';
import { USER_UID } from './accounts';
import { storedClaims } from './account-claims';

const MAX_CLAIMS = 50;
const same = (a: Claim, b: Claim) => a.type === b.type && a.value === b.value;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);

  async function change(userId: number, edit: (current: Claim[]) => Claim[]): Promise<IdentityResult> {
    return strapi.db.transaction(async () => {
      const user = await users().findOne({ where: { id: userId }, select: ['id', 'claims'] });
      if (!user) return { succeeded: false, errors: [{ code: 'UserNotFound', description: Messages.notFound }] };
      const next = edit(storedClaims(user.claims));
      if (next.length > MAX_CLAIMS)
        return { succeeded: false, errors: [{ code: 'TooManyClaims', description: `At most ${MAX_CLAIMS} claims are allowed.` }] };
      await users().update({ where: { id: userId }, data: { claims: next } });
      return { succeeded: true, errors: [] };
    });
  }

  return {
    async list(userId: number): Promise<Claim[]> {
      const user = await users().findOne({ where: { id: userId }, select: ['id', 'claims'] });
      return user ? storedClaims(user.claims).map(({ type, value }) => ({ type, value })) : [];
    },

    /** Adds claims; an identical (type, value) pair is not stored twice. */
    add(userId: number, claims: Claim[]): Promise<IdentityResult> {
      return change(userId, (current) => [
        ...current,
        ...claims.filter((c, i) => !current.some((k) => same(k, c)) && claims.findIndex((k) => same(k, c)) === i),
      ]);
    },

    /** Removes the claims with the same type and value. */
    remove(userId: number, claims: Claim[]): Promise<IdentityResult> {
      return change(userId, (current) => current.filter((k) => !claims.some((c) => same(k, c))));
    },
  };
};
