'use strict';

/**
 * A booking waiting for approval is e-mailed to the directors and administrators who decide it
 * (docs/requirements.md §17): `approval_asked_sent_at` is null while that e-mail is due, claimed
 * by one process as the booking's other e-mails are. 0 (the default, and every booking before
 * this column) means none is due. Runs once; adds only what is missing.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('hearth_bookings'))) return;
    if (await knex.schema.hasColumn('hearth_bookings', 'approval_asked_sent_at')) return;
    await knex.schema.alterTable('hearth_bookings', (t) => t.bigInteger('approval_asked_sent_at').nullable().defaultTo(0));
    await knex('hearth_bookings').whereNull('approval_asked_sent_at').update({ approval_asked_sent_at: 0 });
  },
};
