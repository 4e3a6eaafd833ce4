/**
 * The activity record's storage: `hearth_activity` (made by cms/database/migrations), append-only.
 */
import type { Core } from '@strapi/strapi';
import type { ActivityChange } from '@hearth/common';
import { actorOfRequest, type Actor } from './actor';
import { titleOf, type ActivityDraft, type Row } from './diff';

export const ACTIVITY_TABLE = 'hearth_activity';

/** Inserts entries, inside the current write's transaction when there is one, so a refused write leaves no entry. */
export async function insertEntries(strapi: Core.Strapi, entries: ActivityDraft[], who?: Actor): Promise<void> {
  if (!entries.length) return;
  who ??= await actorOfRequest(strapi);
  const at = Date.now();
  const rows = entries.map(({ kind, action, item, changes }) => ({
    occurred_at: at,
    surface: who.surface,
    actor_id: who.actorId,
    actor_name: who.actorName.slice(0, 255),
    kind,
    action,
    item_id: String(item.id ?? ''),
    item_title: titleOf(kind, item),
    changes: JSON.stringify(changes),
  }));
  await strapi.db.transaction(async ({ trx }) => {
    await trx(ACTIVITY_TABLE).insert(rows);
  });
}

/**
 * A change kept outside the recorded tables (an account's two-factor sign-in turned on or off):
 * recorded under the account, by the request's person, with the given fields (never a secret).
 * On the provider's sign-in page nobody is signed in yet: the account itself made the change.
 */
export async function recordAccountChange(strapi: Core.Strapi, userId: number, changes: ActivityChange[]): Promise<void> {
  const item = (await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: userId }, select: ['id', 'username', 'email'] })) as Row | null;
  if (!item) return;
  let who = await actorOfRequest(strapi);
  if (who.surface === 'portal' && who.actorId === null)
    who = { surface: 'portal', actorId: Number(item.id), actorName: String(item.username) };
  await insertEntries(strapi, [{ kind: 'account', action: 'update', item, changes }], who);
}
