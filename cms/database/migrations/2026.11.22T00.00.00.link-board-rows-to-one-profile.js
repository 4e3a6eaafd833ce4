'use strict';

/**
 * Board rows name their person (docs/authorization.md, "Director privileges").
 *
 * Before, a board row's privileges followed whichever registered profile matched its first
 * name, last name and unit at the time of each grant. Now a row is linked to one profile and
 * grants act on that link only. For existing rows:
 *  - an unlinked row whose person matches exactly one registered profile is linked to it;
 *  - a row whose person matches several registered profiles is unlinked (its grant then says
 *    it names nobody) until an administrator picks the profile in the admin panel.
 * Runs before Strapi's schema sync: on a new database the tables do not exist yet, and nothing
 * needs doing.
 */
const BOARD = 'board_directors';
const PROFILES = 'profiles';
const LINK = 'board_directors_profile_lnk';

module.exports = {
  async up(knex) {
    for (const table of [BOARD, PROFILES, LINK]) if (!(await knex.schema.hasTable(table))) return;
    const rows = await knex(BOARD).select('id', 'first_name', 'last_name', 'unit_number');
    for (const row of rows) {
      const matches = await knex(PROFILES)
        .whereRaw('lower(first_name) = lower(?) and lower(last_name) = lower(?) and lower(unit_number) = lower(?)', [
          String(row.first_name ?? '').trim(),
          String(row.last_name ?? '').trim(),
          String(row.unit_number ?? '').trim(),
        ])
        .whereNotNull('user_id')
        .limit(2)
        .pluck('id');
      const linked = await knex(LINK).where({ board_director_id: row.id }).first('profile_id');
      if (matches.length > 1) {
        await knex(LINK).where({ board_director_id: row.id }).del();
        console.warn(
          `[hearth] board row ${row.id} (${row.first_name} ${row.last_name}, unit ${row.unit_number}) matches several registered profiles: unlinked until an administrator picks one in the admin panel.`,
        );
      } else if (matches.length === 1 && !linked) {
        await knex(LINK).insert({ board_director_id: row.id, profile_id: matches[0] });
      }
    }
  },

  async down() {
    // Nothing to undo: a link is what the rows always should have had.
  },
};
