'use strict';

/**
 * A booking cancelled by a director or administrator is e-mailed to its resident with the reason
 * and a calendar CANCEL (docs/requirements.md §17): `cancellation_sent_at` is null while that
 * e-mail is due, claimed by one process as the other e-mails are. 0 (the default, and every
 * booking before this column) means none is due. Runs once; adds only what is missing.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('hearth_bookings'))) return;
    if (await knex.schema.hasColumn('hearth_bookings', 'cancellation_sent_at')) return;
    await knex.schema.alterTable('hearth_bookings', (t) => t.bigInteger('cancellation_sent_at').nullable().defaultTo(0));
    await knex('hearth_bookings').whereNull('cancellation_sent_at').update({ cancellation_sent_at: 0 });
  },
};
