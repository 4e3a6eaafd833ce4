'use strict';

/**
 * A person's language on their profile (docs/architecture.md, "Languages"): the column `language`
 * (Strapi keeps `locale` for its own content i18n). Added here, before Strapi's schema sync, as the
 * varchar(255) Strapi makes for a string attribute, so the sync finds it as it would have made it.
 * Nullable without a default: a profile that never chose reads as English, and its visitor's choice
 * (the switcher) applies until the person picks one. On a new database the table does not exist yet
 * and the sync creates the column with it.
 */
const TABLE = 'profiles';
const COLUMN = 'language';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    if (await knex.schema.hasColumn(TABLE, COLUMN)) return;
    await knex.schema.alterTable(TABLE, (table) => table.string(COLUMN, 255).nullable());
  },

  async down() {
    // Nothing to undo: an unread nullable column changes nothing.
  },
};
