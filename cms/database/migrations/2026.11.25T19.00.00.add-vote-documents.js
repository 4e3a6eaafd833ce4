'use strict';

/**
 * A vote's attached documents (docs/requirements.md §19): a JSON list [{ title, fileName }] of PDFs
 * in the "votes" file area. Runs on every start: adds the column when it is missing.
 */
module.exports = {
  async up(knex) {
    if ((await knex.schema.hasTable('hearth_votes')) && !(await knex.schema.hasColumn('hearth_votes', 'documents'))) {
      await knex.schema.alterTable('hearth_votes', (t) => {
        t.text('documents').nullable();
      });
    }
  },
};
