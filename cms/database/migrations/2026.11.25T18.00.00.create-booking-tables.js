'use strict';

/**
 * Amenity bookings (docs/requirements.md §17; docs/api.md "Amenity bookings"):
 * plain tables written only by cms/src/api/amenity/services/bookings.ts, in one transaction per
 * booking. Runs before Strapi's schema sync, on every start: creates what is missing. Times are
 * ms since the epoch (bigint), the same in SQLite and PostgreSQL.
 */
const TABLES = {
  hearth_bookings: (t) => {
    t.bigIncrements('id').primary();
    t.integer('amenity_id').notNullable();
    // The roster unit the booking counts against (null: a time blocked by the association).
    t.integer('unit_id').nullable();
    t.integer('profile_id').nullable();
    t.integer('booked_by_user_id').notNullable();
    t.bigInteger('starts_at').notNullable();
    t.bigInteger('ends_at').notNullable();
    // The wall-clock times as booked, in the association's time zone: what the resident chose.
    t.string('local_start', 16).notNullable();
    t.string('local_end', 16).notNullable();
    t.string('status', 20).notNullable(); // BookingStatus of @hearth/common
    t.string('note', 500).notNullable().defaultTo('');
    t.string('decision_reason', 500).notNullable().defaultTo('');
    t.bigInteger('terms_accepted_at').nullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    // E-mails, each claimed by one process with a conditional update (sent once across processes).
    t.bigInteger('confirmation_sent_at').nullable();
    t.bigInteger('reminder_sent_at').nullable();
  },
  // No double booking, by the database: one row per occupied 15-minute cell (the buffer after a
  // booking included); a second booking of any cell breaks the primary key and rolls back.
  hearth_booking_slots: (t) => {
    t.integer('amenity_id').notNullable();
    t.bigInteger('cell_start').notNullable();
    t.bigInteger('booking_id').notNullable();
    t.primary(['amenity_id', 'cell_start']);
  },
};

const INDEXES = [
  ['hearth_bookings_amenity_idx', 'hearth_bookings', ['amenity_id', 'starts_at']],
  ['hearth_bookings_unit_idx', 'hearth_bookings', ['unit_id', 'amenity_id', 'starts_at']],
  ['hearth_booking_slots_booking_idx', 'hearth_booking_slots', ['booking_id']],
];

module.exports = {
  async up(knex) {
    for (const [name, build] of Object.entries(TABLES)) {
      if (!(await knex.schema.hasTable(name))) await knex.schema.createTable(name, build);
    }
    for (const [name, table, columns] of INDEXES) {
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [name, table, ...columns]);
    }
  },
};
