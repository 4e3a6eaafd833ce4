'use strict';

/**
 * The one scheduler's table (cms/src/platform/scheduler.ts): a row per periodic job, naming when
 * its next round is due; a process runs a round only when its conditional UPDATE moves that time on,
 * so of the processes sharing the database one runs each round. Runs once; adds only what is missing.
 */
module.exports = {
  async up(knex) {
    if (await knex.schema.hasTable('hearth_scheduled_jobs')) return;
    await knex.schema.createTable('hearth_scheduled_jobs', (t) => {
      t.string('name', 64).primary();
      t.bigInteger('period_ms').notNullable();
      t.bigInteger('next_run_at').notNullable(); // ms since the epoch
      t.bigInteger('last_run_at').nullable(); // when the last round was claimed
    });
  },

  async down() {
    // Nothing to undo: the rows only say when each job runs next.
  },
};
