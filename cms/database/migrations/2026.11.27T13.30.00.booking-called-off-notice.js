'use strict';

/**
 * A booking cancelled by a director or administrator, or declined, is e-mailed to its resident
 * with the reason (a cancelled one with a calendar CANCEL; docs/requirements.md §17):
 * `called_off_sent_at` is null while that
 * e-mail is due, claimed by one process as the other e-mails are. 0 (the default, and every
 * booking before this column) means none is due. Runs once; adds only what is missing.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('hearth_bookings'))) return;
    if (await knex.schema.hasColumn('hearth_bookings', 'called_off_sent_at')) return;
    await knex.schema.alterTable('hearth_bookings', (t) => t.bigInteger('called_off_sent_at').nullable().defaultTo(0));
    await knex('hearth_bookings').whereNull('called_off_sent_at').update({ called_off_sent_at: 0 });
  },
};
