'use strict';

/**
 * "Registered On" is when the account was registered (docs/requirements.md §3, registrationDate).
 *
 * Profiles are made at a resident's first sign-in, and until now took that moment as their
 * registration date. Each profile of an account now takes the account's creation time instead.
 * Runs before Strapi's schema sync: on a new database the tables do not exist yet, and nothing
 * needs doing.
 */
const PROFILES = 'profiles';
const USERS = 'up_users';

module.exports = {
  async up(knex) {
    for (const table of [PROFILES, USERS]) if (!(await knex.schema.hasTable(table))) return;
    await knex(PROFILES)
      .whereNotNull('user_id')
      .whereExists(
        knex(USERS)
          .select(knex.raw('1'))
          .whereRaw('?? = ??', [`${USERS}.id`, `${PROFILES}.user_id`])
          .whereNotNull('created_at'),
      )
      .update({
        registration_date: knex(USERS)
          .select('created_at')
          .whereRaw('?? = ??', [`${USERS}.id`, `${PROFILES}.user_id`]),
      });
  },

  async down() {
    // Nothing to undo: the first sign-in time was never the registration date.
  },
};
