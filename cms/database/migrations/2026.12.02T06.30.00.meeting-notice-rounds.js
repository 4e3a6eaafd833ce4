'use strict';

/**
 * Notice to every owner on the roster, and meetings that can be corrected (docs/requirements.md §21):
 * - a delivery names its recipient (a profile, or a roster person without an account: member_id),
 *   its notice round (0 the first notice, then each amendment, postponement or cancellation) and the
 *   paper label's mailing address; one delivery per recipient and round;
 * - a meeting has a status and a revision (the calendar's SEQUENCE), and a history of its rounds;
 * - the sign-offs of the paper notices (who mailed or posted them, when), never changed once written.
 * Runs once; adds only what is missing.
 */
const DELIVERY_COLUMNS = {
  member_id: (t) => t.integer('member_id').nullable(),
  round: (t) => t.integer('round').notNullable().defaultTo(0),
  recipient: (t) => t.string('recipient', 40).nullable(),
  mailing: (t) => t.text('mailing').nullable(),
};
const MEETING_COLUMNS = {
  status: (t) => t.string('status', 12).notNullable().defaultTo('scheduled'),
  sequence: (t) => t.integer('sequence').notNullable().defaultTo(0),
};
const TABLES = {
  hearth_meeting_events: (t) => {
    t.bigIncrements('id').primary();
    t.integer('meeting_id').notNullable();
    t.integer('round').notNullable();
    t.string('action', 12).notNullable(); // scheduled | edited | postponed | cancelled
    t.bigInteger('at').notNullable();
    t.bigInteger('starts_at').notNullable();
    t.string('local_start', 16).notNullable();
    t.text('reason').notNullable();
    t.text('changed').notNullable(); // JSON list of field names
    t.integer('by_user').nullable();
    t.unique(['meeting_id', 'round']);
  },
  hearth_notice_signoffs: (t) => {
    t.bigIncrements('id').primary();
    t.integer('meeting_id').notNullable();
    t.integer('round').notNullable();
    t.string('method', 10).notNullable(); // mailed | posted
    t.string('done_on', 10).notNullable();
    t.string('name', 200).notNullable();
    t.string('title', 100).notNullable();
    t.integer('recorded_by').nullable();
    t.bigInteger('recorded_at').notNullable();
    t.index(['meeting_id']);
  },
};

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('hearth_notice_deliveries'))) return;
    if (!(await knex.schema.hasColumn('hearth_notice_deliveries', 'recipient'))) {
      for (const [name, add] of Object.entries(DELIVERY_COLUMNS)) {
        if (!(await knex.schema.hasColumn('hearth_notice_deliveries', name))) await knex.schema.alterTable('hearth_notice_deliveries', add);
      }
      await knex('hearth_notice_deliveries').update({ recipient: knex.raw("'p:' || profile_id") });
      await knex.schema.alterTable('hearth_notice_deliveries', (t) => {
        t.dropUnique(['source', 'item_id', 'profile_id']);
        t.unique(['source', 'item_id', 'round', 'recipient']);
      });
    }
    for (const [name, add] of Object.entries(MEETING_COLUMNS)) {
      if (!(await knex.schema.hasColumn('hearth_meetings', name))) await knex.schema.alterTable('hearth_meetings', add);
    }
    for (const [name, build] of Object.entries(TABLES)) {
      if (!(await knex.schema.hasTable(name))) await knex.schema.createTable(name, build);
    }
    // The first notice of meetings scheduled before: round 0 of their history.
    const known = knex('hearth_meeting_events').select('meeting_id');
    const old = await knex('hearth_meetings').whereNotIn('id', known).select('id', 'noticed_at', 'starts_at', 'local_start', 'created_by');
    for (const m of old) {
      await knex('hearth_meeting_events').insert({
        meeting_id: m.id,
        round: 0,
        action: 'scheduled',
        at: m.noticed_at,
        starts_at: m.starts_at,
        local_start: m.local_start,
        reason: '',
        changed: '[]',
        by_user: m.created_by,
      });
    }
  },
};
