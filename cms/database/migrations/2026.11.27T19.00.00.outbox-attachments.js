'use strict';

/**
 * Every e-mail the portal sends goes through the notice outbox (docs/architecture.md "Mail: one
 * outbox"): a booking's carries its calendar event, kept with its row until it is sent (JSON,
 * null for none). Runs once; adds only what is missing.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('hearth_notice_outbox'))) return;
    if (await knex.schema.hasColumn('hearth_notice_outbox', 'attachments')) return;
    await knex.schema.alterTable('hearth_notice_outbox', (t) => t.text('attachments').nullable());
  },
};
