'use strict';

/**
 * Meetings, their notices' deliveries and owners' consent to electronic notice (docs/requirements.md
 * §21): plain tables written only by cms/src/api/meeting. Runs on every start; creates what is
 * missing, touches nothing else. Times are ms since the epoch (bigint).
 */
const TABLES = {
  hearth_meetings: (t) => {
    t.bigIncrements('id').primary();
    t.string('kind', 10).notNullable(); // owner | board
    t.string('title', 200).notNullable();
    t.bigInteger('starts_at').notNullable();
    t.string('local_start', 16).notNullable(); // the wall-clock time as scheduled, in time_zone
    t.string('time_zone', 64).notNullable();
    t.integer('duration_minutes').notNullable();
    t.string('place', 300).notNullable();
    t.string('video_link', 500).notNullable();
    t.text('agenda').notNullable();
    t.text('documents').notNullable(); // JSON list of document ids
    t.boolean('emergency').notNullable();
    t.text('emergency_reason').notNullable();
    t.string('notice_citation', 300).nullable();
    t.bigInteger('notice_due_at').nullable();
    t.bigInteger('noticed_at').notNullable();
    t.string('recording_url', 500).notNullable();
    t.integer('minutes_document_id').nullable();
    t.integer('created_by').nullable();
  },
  // One row per owner a notice was given to: how (e-mail through the notice outbox, the website, paper), where, when.
  hearth_notice_deliveries: (t) => {
    t.bigIncrements('id').primary();
    t.string('source', 20).notNullable(); // meeting | deliveryChoice
    t.integer('item_id').notNullable(); // the meeting, or the year of the delivery-choice request
    t.integer('profile_id').notNullable();
    t.integer('user_id').nullable();
    t.string('name', 255).notNullable();
    t.string('unit', 255).notNullable();
    t.string('channel', 10).notNullable(); // email | website | paper
    t.string('address', 500).notNullable();
    t.bigInteger('outbox_id').nullable();
    t.bigInteger('recorded_at').notNullable();
    t.unique(['source', 'item_id', 'profile_id']);
  },
  // Every agreement and its withdrawal; an owner's current choice is their latest row not withdrawn.
  hearth_notice_consents: (t) => {
    t.bigIncrements('id').primary();
    t.integer('profile_id').notNullable();
    t.integer('user_id').notNullable();
    t.string('choice', 10).notNullable(); // email | website | paper
    t.string('version', 20).notNullable();
    t.text('wording').notNullable();
    t.bigInteger('agreed_at').notNullable();
    t.bigInteger('withdrawn_at').nullable();
    t.index(['profile_id', 'withdrawn_at']);
  },
};

module.exports = {
  async up(knex) {
    for (const [name, build] of Object.entries(TABLES)) {
      if (!(await knex.schema.hasTable(name))) await knex.schema.createTable(name, build);
    }
    // A vote may belong to a meeting (§21): nullable, votes before it belong to none.
    if ((await knex.schema.hasTable('hearth_votes')) && !(await knex.schema.hasColumn('hearth_votes', 'meeting_id'))) {
      await knex.schema.alterTable('hearth_votes', (t) => t.integer('meeting_id').nullable());
    }
  },
};
