'use strict';

/**
 * A booking holds one time range, its buffer included (docs/requirements.md §17): the column
 * `held_until` (ms since the epoch, the booking's end plus the amenity's buffer at booking time)
 * replaces the one row per 15-minute cell of `hearth_booking_slots`, whose rows and bound
 * parameters grew with the length (a 6-day stay failed on SQLite, a year on PostgreSQL).
 * No overlap, by the database on PostgreSQL: an exclusion constraint (btree_gist, a trusted
 * extension the database's owner may create on PostgreSQL 13+) on the amenity and the held range
 * of every booking that holds its time. On SQLite the bookings service checks with one indexed
 * query under the amenity's row lock. Existing bookings take their range from their cells.
 * Runs once; each step does only what is missing.
 */
// HOLDING_STATUSES of @hearth/common; written into the constraint (DDL takes no bound parameters).
const HOLDING = ['pending', 'confirmed', 'blocked'];
const CELL_MS = 15 * 60_000;

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('hearth_bookings'))) return;
    const postgres = ['postgres', 'pg'].includes(knex.client.config.client);
    if (!(await knex.schema.hasColumn('hearth_bookings', 'held_until'))) {
      await knex.schema.alterTable('hearth_bookings', (t) => t.bigInteger('held_until').nullable());
    }
    if (await knex.schema.hasTable('hearth_booking_slots')) {
      await knex.raw(
        `UPDATE hearth_bookings SET held_until = (SELECT MAX(s.cell_start) + ${CELL_MS} FROM hearth_booking_slots s WHERE s.booking_id = hearth_bookings.id) WHERE held_until IS NULL`,
      );
    }
    // Bookings whose cells were freed (cancelled, declined) hold nothing: their own end will do.
    await knex('hearth_bookings')
      .whereNull('held_until')
      .update({ held_until: knex.ref('ends_at') });
    await knex.raw('CREATE INDEX IF NOT EXISTS hearth_bookings_held_idx ON hearth_bookings (amenity_id, held_until)');
    if (postgres) {
      await knex.raw('ALTER TABLE hearth_bookings ALTER COLUMN held_until SET NOT NULL');
      const present = await knex.raw(
        "SELECT 1 FROM pg_constraint WHERE conname = 'hearth_bookings_no_overlap' AND conrelid = 'hearth_bookings'::regclass",
      );
      if (!present.rows.length) {
        try {
          await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');
        } catch (error) {
          throw new Error(
            `Bookings need the PostgreSQL extension btree_gist: the portal's database role must own the database (or an administrator runs CREATE EXTENSION btree_gist in it). ${error.message}`,
            { cause: error },
          );
        }
        await knex.raw(
          `ALTER TABLE hearth_bookings ADD CONSTRAINT hearth_bookings_no_overlap EXCLUDE USING gist (amenity_id WITH =, int8range(starts_at, held_until) WITH &&) WHERE (status IN (${HOLDING.map((s) => `'${s}'`).join(', ')}))`,
        );
      }
    }
    await knex.schema.dropTableIfExists('hearth_booking_slots');
  },
};
