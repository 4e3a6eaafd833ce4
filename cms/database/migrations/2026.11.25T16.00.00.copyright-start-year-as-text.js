'use strict';

/**
 * The copyright start year is kept as four-digit text (docs/requirements.md §2.2, §5): the admin panel
 * shows an integer field with a thousands separator ("2,017"), a text field as written.
 *
 * Converts an older database's integer column, values and all, before Strapi's schema sync (which
 * would otherwise change the type itself without saying how the values are carried over). Runs
 * before the sync: on a new database the table does not exist yet, and nothing needs doing.
 */
const TABLE = 'site_settings';
const COLUMN = 'copyright_start_year';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasColumn(TABLE, COLUMN))) return;
    const { type } = (await knex(TABLE).columnInfo())[COLUMN];
    if (!/int/i.test(type)) return;
    // varchar(255), as Strapi makes a string attribute's column; PostgreSQL casts each value
    // (2017 → '2017'), SQLite copies the table and its text affinity does the same.
    await knex.schema.alterTable(TABLE, (table) => table.string(COLUMN, 255).alter());
  },

  async down() {
    // Nothing to undo: a four-digit year reads back as the same number.
  },
};
