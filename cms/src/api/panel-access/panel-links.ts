/**
 * The one link between a portal account and its admin-panel account (`hearth_panel_links`, made by
 * cms/database/migrations): kept across e-mail changes, so neither side is ever matched by e-mail
 * once linked. Read and written through the given connection, so a lookup inside a write's
 * transaction uses that transaction (SQLite has a single connection).
 */
import type { Knex } from 'knex';

const LINKS = 'hearth_panel_links';

export const panelLinks = (db: Knex | Knex.Transaction) => ({
  /** The admin-panel account linked to a portal account, if any. */
  async panelUserOf(portalUserId: number): Promise<number | null> {
    const row = await db(LINKS).where({ portal_user_id: portalUserId }).first('admin_user_id');
    return row ? Number(row.admin_user_id) : null;
  },

  /** The portal account an admin-panel account belongs to, if any. */
  async portalUserOf(adminUserId: number): Promise<number | null> {
    const row = await db(LINKS).where({ admin_user_id: adminUserId }).first('portal_user_id');
    return row ? Number(row.portal_user_id) : null;
  },

  async link(portalUserId: number, adminUserId: number): Promise<void> {
    await db(LINKS).insert({ portal_user_id: portalUserId, admin_user_id: adminUserId }).onConflict('portal_user_id').merge();
  },

  /** Every linked portal account. */
  async linkedPortalUsers(): Promise<number[]> {
    return (await db(LINKS).select('portal_user_id')).map((row) => Number(row.portal_user_id));
  },
});
