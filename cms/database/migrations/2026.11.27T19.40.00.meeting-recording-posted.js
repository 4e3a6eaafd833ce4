'use strict';

/**
 * A meeting's recording link is posted to the records under the pack's recordings category
 * (docs/requirements.md §21): when it was first posted (fixed once, like a document's posting time)
 * and who confirmed it holds nothing private, and when. Runs once; adds only what is missing.
 */
const COLUMNS = {
  recording_posted_at: (t) => t.bigInteger('recording_posted_at').nullable(),
  recording_confirmed_by: (t) => t.string('recording_confirmed_by', 255).nullable(),
  recording_confirmed_at: (t) => t.bigInteger('recording_confirmed_at').nullable(),
};

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('hearth_meetings'))) return;
    for (const [name, add] of Object.entries(COLUMNS)) {
      if (!(await knex.schema.hasColumn('hearth_meetings', name))) await knex.schema.alterTable('hearth_meetings', add);
    }
  },
};
