'use strict';

/**
 * Minutes go from draft to approved (docs/requirements.md, "Meetings"): a draft is read by the board
 * only, and its approval is stamped once (when, by whom). Every minutes document stored before this
 * was added as approved minutes, so each is marked approved at its creation time. Also links a
 * meeting to its draft minutes. Runs before Strapi's schema sync: adds only what is missing; on a new
 * database the tables do not exist yet, and nothing needs doing.
 */
const DOCUMENT_COLUMNS = {
  minutes_draft: (t) => t.boolean('minutes_draft').defaultTo(false),
  minutes_approved_at: (t) => t.datetime('minutes_approved_at').nullable(),
  minutes_approved_by: (t) => t.string('minutes_approved_by', 200).nullable(),
};

module.exports = {
  async up(knex) {
    if (await knex.schema.hasTable('documents')) {
      for (const [column, add] of Object.entries(DOCUMENT_COLUMNS)) {
        if (!(await knex.schema.hasColumn('documents', column))) await knex.schema.alterTable('documents', add);
      }
      await knex('documents')
        .where({ doc_type: 'Minutes' })
        .whereNull('minutes_approved_at')
        .where((q) => q.whereNull('minutes_draft').orWhere('minutes_draft', false))
        .update({ minutes_draft: false, minutes_approved_at: knex.ref('created_at') });
    }
    if ((await knex.schema.hasTable('hearth_meetings')) && !(await knex.schema.hasColumn('hearth_meetings', 'minutes_draft_id'))) {
      await knex.schema.alterTable('hearth_meetings', (t) => t.integer('minutes_draft_id').nullable());
    }
  },
};
