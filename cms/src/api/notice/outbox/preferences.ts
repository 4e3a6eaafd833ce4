/** Each account's notice choices, and who wants a notice of a kind (docs/requirements.md, "E-mail notices"). */
import type { Knex } from 'knex';
import { DEFAULT_NOTICE_PREFERENCES, NOTICE_KINDS, type NoticeDelivery, type NoticeKind, type NoticePreferences } from '@hearth/common';
import { nowMs } from '../../../platform/clock';
import type { MailableAccount, NoticeRecipients } from './recipients';
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
 * The residents who want notices of a kind, with how: the accounts that may be mailed (the
 * recipients' rule: confirmed, not blocked, address verified); minutes only to those allowed to
 * read them. With `onlyUserId`, whether that one account still wants it.
 */
export async function recipientsOf(knex: Knex, people: NoticeRecipients, kind: NoticeKind, onlyUserId?: number): Promise<Recipient[]> {
  const rows = (await knex
    .from(people.mailable(knex).as('u'))
    .leftJoin(`${PREFERENCES} as p`, 'p.user_id', 'u.id')
    .modify((q) => {
      if (onlyUserId !== undefined) q.where('u.id', onlyUserId);
    })
    .select('u.*', `p.${kind} as choice`)
    .orderBy('u.id')) as (MailableAccount & { choice: NoticeDelivery | null })[];
  const out = new Map<number, Recipient>();
  for (const row of rows) {
    const id = Number(row.id);
    const delivery = row.choice ?? DEFAULT_NOTICE_PREFERENCES[kind];
    if (delivery === 'none' || out.has(id)) continue;
    if (kind === 'minutes' && !people.readsMinutes(row)) continue;
    out.set(id, { userId: id, email: row.email, delivery });
  }
  return [...out.values()];
}
