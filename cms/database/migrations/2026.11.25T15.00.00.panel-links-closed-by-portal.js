'use strict';

/**
 * hearth_panel_links.closed_by_portal: whether the portal closed the linked admin-panel account, so
 * that it re-opens only those (an account a super admin closed by hand stays closed, even across a
 * restart). Existing closed accounts count as the portal's when their portal account no longer
 * holds director or admin, or is blocked; a closed account whose person still holds the role was
 * closed by hand (the portal would have re-opened it).
 */
const LINKS = 'hearth_panel_links';
const COLUMN = 'closed_by_portal';

const rolesOf = (value) => {
  try {
    const roles = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(roles) ? roles : [];
  } catch {
    return [];
  }
};

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(LINKS)) || (await knex.schema.hasColumn(LINKS, COLUMN))) return;
    await knex.schema.alterTable(LINKS, (t) => {
      t.boolean(COLUMN).notNullable().defaultTo(false);
    });
    if (!(await knex.schema.hasTable('admin_users')) || !(await knex.schema.hasTable('up_users'))) return;
    const closed = await knex(LINKS)
      .join('admin_users', 'admin_users.id', `${LINKS}.admin_user_id`)
      .leftJoin('up_users', 'up_users.id', `${LINKS}.portal_user_id`)
      .where('admin_users.is_active', false)
      .select(
        `${LINKS}.portal_user_id as portalUserId`,
        'up_users.id as userId',
        'up_users.blocked as blocked',
        'up_users.portal_roles as roles',
      );
    const byPortal = closed
      .filter((row) => !row.userId || row.blocked || !rolesOf(row.roles).some((role) => role === 'director' || role === 'admin'))
      .map((row) => row.portalUserId);
    if (byPortal.length)
      await knex(LINKS)
        .whereIn('portal_user_id', byPortal)
        .update({ [COLUMN]: true });
  },
};
