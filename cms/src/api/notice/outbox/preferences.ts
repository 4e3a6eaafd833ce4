/** Each account's notice choices, and who wants a notice of a kind (docs/requirements.md §10). */
import type { Knex } from 'knex';
import {
  DEFAULT_NOTICE_PREFERENCES,
  NOTICE_KINDS,
  canSeeMinutes,
  type NoticeDelivery,
  type NoticeKind,
  type NoticePreferences,
} from '@hearth/common';
import { mailableAccounts } from '../../../identity/account-reads';
import { normaliseRoles } from '../../../identity/accounts';
import { nowMs } from '../../../platform/clock';
import { liveProfiles } from '../../profile/model/people';
import { NOTICE_TABLES } from './store';

const { preferences: PREFERENCES } = NOTICE_TABLES;

export async function preferencesOf(knex: Knex, userId: number): Promise<NoticePreferences> {
  const row = (await knex(PREFERENCES).where({ user_id: userId }).first()) as Partial<NoticePreferences> | undefined;
  return Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, row?.[kind] ?? DEFAULT_NOTICE_PREFERENCES[kind]])) as NoticePreferences;
}

export async function savePreferences(knex: Knex, userId: number, changes: Partial<NoticePreferences>): Promise<NoticePreferences> {
  const next = { ...(await preferencesOf(knex, userId)), ...changes };
  await knex(PREFERENCES)
    .insert({ user_id: userId, ...next, updated_at: nowMs() })
    .onConflict('user_id')
    .merge();
  return next;
}

interface Recipient {
  userId: number;
  email: string;
  delivery: Exclude<NoticeDelivery, 'none'>;
}

/**
 * The residents who want notices of a kind, with how: the accounts that may be mailed (the identity
 * module's rule: confirmed, not blocked, address verified); minutes only to those allowed to read them (common's canSeeMinutes).
 * With `onlyUserId`, whether that one account still wants it.
 */
export async function recipientsOf(knex: Knex, kind: NoticeKind, onlyUserId?: number): Promise<Recipient[]> {
  const rows = (await knex
    .from(mailableAccounts(knex).as('u'))
    .leftJoin(`${PREFERENCES} as p`, 'p.user_id', 'u.id')
    .leftJoin(liveProfiles(knex).as('pr'), 'pr.user_id', 'u.id')
    .modify((q) => {
      if (onlyUserId !== undefined) q.where('u.id', onlyUserId);
    })
    .select('u.id', 'u.email', 'u.portal_roles', `p.${kind} as choice`, 'pr.authenticated')
    .orderBy('u.id')) as { id: number; email: string; portal_roles: unknown; choice: NoticeDelivery | null; authenticated: unknown }[];
  const out = new Map<number, Recipient>();
  for (const row of rows) {
    const delivery = row.choice ?? DEFAULT_NOTICE_PREFERENCES[kind];
    if (delivery === 'none' || out.has(row.id)) continue;
    if (kind === 'minutes') {
      const roles = normaliseRoles(typeof row.portal_roles === 'string' ? JSON.parse(row.portal_roles) : row.portal_roles);
      if (!canSeeMinutes(roles, Boolean(row.authenticated))) continue;
    }
    out.set(row.id, { userId: Number(row.id), email: row.email, delivery });
  }
  return [...out.values()];
}
