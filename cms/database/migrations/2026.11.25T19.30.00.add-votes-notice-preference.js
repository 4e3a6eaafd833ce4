'use strict';

/**
 * The notice kind "votes" (docs/requirements.md §16, §10): a column of the preferences table.
 * Nullable and without a default, like an account without a row: null reads as the kind's
 * default (common's DEFAULT_NOTICE_PREFERENCES), so a change of the default reaches everyone who
 * never chose. Runs on every start: adds the column when it is missing, touches nothing else.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('hearth_notice_preferences'))) return;
    if (await knex.schema.hasColumn('hearth_notice_preferences', 'votes')) return;
    await knex.schema.alterTable('hearth_notice_preferences', (t) => {
      t.string('votes', 20).nullable();
    });
  },
};
