'use strict';

/**
 * Votes (docs/requirements.md §16): plain tables, not content types, written only by
 * cms/src/api/vote, so nothing (the Strapi panel included) can edit a ballot or a participation.
 * Runs before Strapi's schema sync, on every start: creates what is missing. Times are ms since
 * the epoch (bigint), the same in SQLite and PostgreSQL.
 *
 * Secret ballots: `hearth_vote_ballots` has a random text key, no unit, person or time column, and
 * on SQLite no rowid (WITHOUT ROWID: rows are stored in key order, so insert order is not kept);
 * the weights counted by entitlement live in `hearth_vote_tallies`, summed, never per ballot.
 */
const TABLES = {
  hearth_votes: (t) => {
    t.bigIncrements('id').primary();
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.text('questions').notNullable(); // JSON: [{ text, kind, options }]
    t.bigInteger('opens_at').notNullable();
    t.bigInteger('closes_at').notNullable();
    t.string('counting', 20).notNullable(); // 'unit' | 'entitlement'
    t.decimal('quorum', 7, 4).notNullable(); // share of units or of entitlement, 0..1
    t.boolean('secret').notNullable();
    t.string('results_shown', 20).notNullable(); // 'atClose' | 'live'
    t.boolean('results_to_residents').notNullable(); // tenants and property managers see closed results
    t.boolean('changeable').notNullable(); // a ballot may be changed until the vote closes
    t.bigInteger('closed_at').nullable(); // closed early
    t.string('close_reason', 500).nullable();
    t.integer('created_by').notNullable(); // profile id
    t.bigInteger('created_at').notNullable();
  },
  // Who has voted, one row per unit: the UNIQUE key stops a second vote for a unit.
  hearth_vote_participations: (t) => {
    t.integer('vote_id').notNullable();
    t.integer('unit_id').notNullable();
    t.integer('cast_by').notNullable(); // profile id of the owner, proxy or administrator (paper)
    t.boolean('by_proxy').notNullable();
    t.boolean('paper').notNullable();
    t.string('ballot_id', 40).nullable(); // named votes only: the unit's ballot
    t.primary(['vote_id', 'unit_id']);
  },
  hearth_vote_tallies: (t) => {
    t.integer('vote_id').notNullable();
    t.integer('question').notNullable();
    t.string('choice', 200).notNullable(); // an option, or 'abstain'
    t.integer('units').notNullable();
    t.decimal('weight', 14, 4).notNullable();
    t.primary(['vote_id', 'question', 'choice']);
  },
  hearth_vote_proxies: (t) => {
    t.bigIncrements('id').primary();
    t.integer('vote_id').notNullable();
    t.integer('unit_id').notNullable();
    t.integer('proxy_profile_id').notNullable();
    t.integer('appointed_by').notNullable();
    t.bigInteger('appointed_at').notNullable();
    t.bigInteger('revoked_at').nullable();
    t.bigInteger('used_at').nullable(); // the proxy voted: no revoke after
  },
};

module.exports = {
  async up(knex) {
    const sqlite = /sqlite/.test(String(knex.client.config.client));
    for (const [name, build] of Object.entries(TABLES)) {
      if (!(await knex.schema.hasTable(name))) await knex.schema.createTable(name, build);
    }
    if (!(await knex.schema.hasTable('hearth_vote_ballots'))) {
      await knex.raw(
        `CREATE TABLE hearth_vote_ballots (id varchar(40) NOT NULL PRIMARY KEY, vote_id integer NOT NULL, ` +
          `choices text NOT NULL, receipt_hash varchar(64) NOT NULL UNIQUE)${sqlite ? ' WITHOUT ROWID' : ''}`,
      );
    }
    // One active proxy per unit and vote.
    await knex.raw(
      'CREATE UNIQUE INDEX IF NOT EXISTS hearth_vote_proxies_active_idx ON hearth_vote_proxies (vote_id, unit_id) WHERE revoked_at IS NULL',
    );
  },
};
