/**
 * When sign-ins end. A password change or reset ends the account's other sessions: the
 * provider's sessions, grants and refresh tokens of the account are deleted from the
 * provider's storage, and the account's "tokens valid after" time refuses every access token
 * issued before it. Logout revokes the grant (the web app revokes its refresh token), and the
 * API refuses an access token whose grant is gone. Both checks read the database, so every
 * portal process on it agrees at once.
 */
import type { Core } from '@strapi/strapi';
import type { JWTPayload } from 'jose';
import { Messages } from '@hearth/common';
import { OIDC_TABLE } from './oidc-adapter';
import { nowSeconds } from '../platform/clock';
import { USER_UID, type GrantState } from './accounts';
import { scopedValue } from '../platform/call-scope';

/** The access token's grant, a claim the provider adds to its JWT access tokens. */
export const GRANT_CLAIM = 'gid';

export interface SessionAccount {
  id: number;
  tokensValidAfter?: number;
}

const SESSION_ENDED = Messages.sessionEnded;

/**
 * Why an access token of this account may no longer be used, or null when it may. `grant` is the
 * token's grant as read with the account (accounts.findForAccessToken); it counts when the token
 * names a grant.
 */
export function endedSessionReason(claims: JWTPayload, account: SessionAccount, grant: GrantState): string | null {
  if (account.tokensValidAfter && (typeof claims.iat !== 'number' || claims.iat < account.tokensValidAfter)) return SESSION_ENDED;
  if (grantOf(claims) !== undefined && (!grant.found || (grant.expiresAt !== null && grant.expiresAt <= nowSeconds())))
    return SESSION_ENDED;
  return null;
}

/** The grant an access token names (a claim the provider adds), if any. */
export const grantOf = (claims: JWTPayload): string | undefined =>
  typeof claims[GRANT_CLAIM] === 'string' ? (claims[GRANT_CLAIM] as string) : undefined;

/** Ends one grant: the grant and every token issued under it (what the provider does on logout). */
export async function revokeGrant(strapi: Core.Strapi, grantId: string): Promise<void> {
  await strapi.db.connection(OIDC_TABLE).where({ grant_id: grantId }).orWhere({ kind: 'Grant', id: grantId }).delete();
}

/** The grant of the session a session row belongs to (the web client's authorization). */
function sessionGrants(payload: string): string[] {
  try {
    const authorizations = (JSON.parse(payload) as { authorizations?: Record<string, { grantId?: string }> }).authorizations ?? {};
    return Object.values(authorizations)
      .map((a) => a?.grantId)
      .filter((g): g is string => typeof g === 'string');
  } catch {
    return [];
  }
}

/**
 * Ends every session of the account except the one holding `keepGrantId` (the caller's own,
 * when the owner changed the password), and refuses access tokens issued until now.
 */
export async function endSessions(strapi: Core.Strapi, accountId: number, keepGrantId?: string): Promise<void> {
  const knex = strapi.db.connection;
  const account = String(accountId);
  await strapi.db.query(USER_UID).update({ where: { id: accountId }, data: { tokensValidAfter: nowSeconds() } });
  const sessions = await knex(OIDC_TABLE).where({ account_id: account, kind: 'Session' }).select('id', 'payload');
  const ended = sessions.filter((s) => !keepGrantId || !sessionGrants(s.payload).includes(keepGrantId)).map((s) => s.id);
  if (ended.length) await knex(OIDC_TABLE).where({ kind: 'Session' }).whereIn('id', ended).delete();
  // Grants, refresh tokens, codes, access tokens of the account (all carry accountId).
  const tokens = knex(OIDC_TABLE).where({ account_id: account }).whereNot({ kind: 'Session' });
  if (keepGrantId)
    tokens
      .andWhere((q) => q.whereNull('grant_id').orWhereNot({ grant_id: keepGrantId }))
      .andWhereNot((q) => q.where({ kind: 'Grant', id: keepGrantId }));
  await tokens.delete();
}

const keptGrant = scopedValue<string | undefined>('the grant a password change keeps');

/** Runs a password change of the account's owner: their own session (this grant) survives it. */
export const keepingGrant = <T>(grantId: string | undefined, work: () => Promise<T>): Promise<T> => keptGrant.run(grantId, work);

/** A write that sets an account's password: it ends the account's other sessions (write-pipeline.ts). */
export const setsPassword = (context: { uid: string; action: string; params?: unknown }): boolean =>
  context.uid === USER_UID &&
  context.action === 'update' &&
  !!(context.params as { data?: { password?: unknown } } | undefined)?.data?.password;

/**
 * After a password write, whichever way it came (change, reset, or an admin's edit in the Strapi
 * admin panel): the account's sessions end, but for the owner's own (keepingGrant).
 */
export async function afterPasswordWrite(strapi: Core.Strapi, written: unknown): Promise<void> {
  const id = (written as { id?: number } | null)?.id;
  if (id) await endSessions(strapi, Number(id), keptGrant.get());
}
