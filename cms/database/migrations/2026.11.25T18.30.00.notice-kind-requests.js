'use strict';

/**
 * The notice kind "requests" (docs/requirements.md §18): one more column of
 * choices. Nullable: an account that chose before it existed has the default for it, as an
 * account without a row has for every kind. Runs on every start; adds only what is missing.
 */
module.exports = {
  async up(knex) {
    const table = 'hearth_notice_preferences';
    if ((await knex.schema.hasTable(table)) && !(await knex.schema.hasColumn(table, 'requests'))) {
      await knex.schema.alterTable(table, (t) => {
        t.string('requests', 20).nullable();
      });
    }
  },
};
