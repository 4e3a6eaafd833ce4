/** One-click unsubscribe (RFC 8058): each message's signed, single-use token (docs/requirements.md §10). */
import type { Knex } from 'knex';
import crypto from 'node:crypto';
import { NOTICE_KINDS, type NoticeKind } from '@hearth/common';
import { accountEmailOf } from '../../../identity/account-reads';
import { nowMs } from '../../../platform/clock';
import { savePreferences } from './preferences';
import { NOTICE_TABLES } from './store';

const { outbox: OUTBOX } = NOTICE_TABLES;

const unsubscribeSignature = (secret: string, id: number, kind: NoticeKind, email: string) =>
  crypto.createHmac('sha256', secret).update(`unsubscribe\n${id}\n${kind}\n${email.trim().toLowerCase()}`).digest('base64url');

/** The one-click unsubscribe token of a message: its id and kind, signed with its address. */
export const unsubscribeToken = (secret: string, id: number, kind: NoticeKind, email: string) =>
  `${id}.${kind}.${unsubscribeSignature(secret, id, kind, email)}`;

/** The message id and kind of a well-formed token whose signature matches the address; else null. */
function checkUnsubscribeToken(
  secret: string,
  token: string,
  emailOf: (id: number) => Promise<{ email: string; kind: string } | null>,
): Promise<{ id: number; kind: NoticeKind } | null> {
  const match = /^([1-9]\d{0,15})\.([a-zA-Z]{1,20})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !(NOTICE_KINDS as readonly string[]).includes(match[2])) return Promise.resolve(null);
  const id = Number(match[1]);
  const kind = match[2] as NoticeKind;
  return emailOf(id).then((row) => {
    if (!row || row.kind !== kind) return null;
    const expected = Buffer.from(unsubscribeSignature(secret, id, kind, row.email));
    const given = Buffer.from(match[3]);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? { id, kind } : null;
  });
}
export type UnsubscribeOutcome =
  | { outcome: 'invalid' }
  | { outcome: 'used'; kind: NoticeKind; email: string }
  | { outcome: 'ok'; kind: NoticeKind; email: string; userId: number };

/**
 * What an unsubscribe token stands for: invalid (malformed, forged, another message's, or its
 * account now has another address), already used, or usable. With `redeem`, a usable token is
 * used up and the kind set to none for its account, in one transaction.
 */
export async function unsubscribe(knex: Knex, secret: string, token: string, redeem: boolean): Promise<UnsubscribeOutcome> {
  const rowOf = (id: number) =>
    knex(OUTBOX).where({ id }).first('id', 'user_id', 'email', 'kind', 'unsubscribed_at') as Promise<
      { id: number; user_id: number; email: string; kind: NoticeKind; unsubscribed_at: unknown } | undefined
    >;
  const checked = await checkUnsubscribeToken(secret, token, async (id) => (await rowOf(id)) ?? null);
  if (!checked) return { outcome: 'invalid' };
  const row = (await rowOf(checked.id))!;
  const email = await accountEmailOf(knex, row.user_id);
  if (!email || email.trim().toLowerCase() !== row.email.trim().toLowerCase()) return { outcome: 'invalid' };
  if (row.unsubscribed_at !== null) return { outcome: 'used', kind: row.kind, email: row.email };
  if (!redeem) return { outcome: 'ok', kind: row.kind, email: row.email, userId: row.user_id };
  return knex.transaction(async (trx) => {
    const used = await trx(OUTBOX).where({ id: row.id }).whereNull('unsubscribed_at').update({ unsubscribed_at: nowMs() });
    if (!used) return { outcome: 'used' as const, kind: row.kind, email: row.email };
    await savePreferences(trx, row.user_id, { [row.kind]: 'none' });
    return { outcome: 'ok' as const, kind: row.kind, email: row.email, userId: row.user_id };
  });
}
