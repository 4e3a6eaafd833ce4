/**
 * The one link between a portal account and its admin-panel account (`hearth_panel_links`, made by
 * cms/database/migrations): kept across e-mail changes, so neither side is ever matched by e-mail
 * once linked; it also says whether the portal closed the panel account (only then does the portal
 * open it again: a super admin's closing is never undone). Read and written through the given connection, so a lookup inside a write's
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

  async link(portalUserId: number, adminUserId: number, closedByPortal = false): Promise<void> {
    await db(LINKS)
      .insert({ portal_user_id: portalUserId, admin_user_id: adminUserId, closed_by_portal: closedByPortal })
      .onConflict('portal_user_id')
      .merge();
  },

  /** Whether the portal itself closed this panel account (else a closed one was closed by hand). */
  async closedByPortal(portalUserId: number, adminUserId: number): Promise<boolean> {
    const row = await db(LINKS).where({ portal_user_id: portalUserId, admin_user_id: adminUserId }).first('closed_by_portal');
    return Boolean(row?.closed_by_portal);
  },

  /** Every linked portal account. */
  async linkedPortalUsers(): Promise<number[]> {
    return (await db(LINKS).select('portal_user_id')).map((row) => Number(row.portal_user_id));
  },
});
