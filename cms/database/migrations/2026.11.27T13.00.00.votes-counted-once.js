'use strict';

/**
 * Votes counted once (docs/requirements.md §16). Runs on every start: adds what is missing.
 * - hearth_votes.updated_at: the row every ballot transaction of the vote locks first, so a vote
 *   takes one ballot at a time (src/platform/row-lock.ts).
 * - hearth_votes.counted_at: when a secret vote's tallies were written from its ballots, once,
 *   after it closed (nothing is tallied while it runs).
 * - hearth_vote_ballots.weight_sealed: the ballot's entitlement, sealed with the portal's key (an
 *   entitlement is often unique to its unit), so that a recount by entitlement needs no tie to the
 *   unit and the database alone does not link the ballot to it.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('hearth_votes'))) return;
    for (const column of ['updated_at', 'counted_at']) {
      if (!(await knex.schema.hasColumn('hearth_votes', column))) {
        await knex.schema.alterTable('hearth_votes', (t) => {
          t.bigInteger(column).nullable();
        });
      }
    }
    if (!(await knex.schema.hasColumn('hearth_vote_ballots', 'weight_sealed'))) {
      await knex.schema.alterTable('hearth_vote_ballots', (t) => {
        t.string('weight_sealed', 200).nullable();
      });
    }
  },
};
