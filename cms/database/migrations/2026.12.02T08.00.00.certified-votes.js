'use strict';

/**
 * Votes a board can certify (docs/requirements.md, "Votes"). Runs on every start: adds what is missing.
 * - hearth_vote_electorate: the units that may vote in a vote and their entitlement, fixed once
 *   when the vote opens (its record date, hearth_votes.electorate_at, with the totals beside it);
 *   later roster changes change nothing of an open or closed vote.
 * - hearth_votes.sealed_results: the results written once at the close (JSON), with the
 *   association's name and time zone of that moment; every read answers them.
 * - an index on hearth_vote_ballots (vote_id): every per-vote read and write of ballots; one on
 *   the electorate's unit_id: the open votes that hold a unit.
 */
const VOTE_COLUMNS = {
  electorate_at: (t) => t.bigInteger('electorate_at').nullable(),
  electorate_units: (t) => t.integer('electorate_units').nullable(),
  electorate_weight: (t) => t.decimal('electorate_weight', 18, 4).nullable(),
  electorate_decimals: (t) => t.integer('electorate_decimals').nullable(),
  sealed_results: (t) => t.text('sealed_results').nullable(),
};

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('hearth_votes'))) return;
    for (const [column, add] of Object.entries(VOTE_COLUMNS)) {
      if (!(await knex.schema.hasColumn('hearth_votes', column))) await knex.schema.alterTable('hearth_votes', add);
    }
    if (!(await knex.schema.hasTable('hearth_vote_electorate'))) {
      await knex.schema.createTable('hearth_vote_electorate', (t) => {
        t.integer('vote_id').notNullable();
        t.integer('unit_id').notNullable();
        t.string('label', 400).notNullable(); // the unit's number and street at the record date
        t.decimal('entitlement', 14, 4).notNullable();
        t.primary(['vote_id', 'unit_id']);
      });
    }
    await knex.raw('CREATE INDEX IF NOT EXISTS hearth_vote_ballots_vote_idx ON hearth_vote_ballots (vote_id)');
    // Which open votes hold a unit (the Remove dialog of Admin: Units).
    await knex.raw('CREATE INDEX IF NOT EXISTS hearth_vote_electorate_unit_idx ON hearth_vote_electorate (unit_id)');
  },
};
