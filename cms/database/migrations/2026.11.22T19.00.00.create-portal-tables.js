'use strict';

/**
 * The portal's own tables (not content types: nobody edits them in the admin panel): the identity
 * provider's storage, signing key, two-factor secrets, e-mailed link tokens, rate limits, the
 * Idempotency-Key records of add calls, the public-cache versions and the links between portal
 * and admin-panel accounts. Runs once per database, before Strapi's schema sync.
 *
 * Databases from before this migration already have some or all of these tables (they used to be
 * created on first use): a table that exists is left as it is, so this only adds what is missing.
 */
const TABLES = {
  // oidc-provider's models (sessions, interactions, grants, codes...), one row per (kind, id).
  hearth_oidc_payloads: (t) => {
    t.string('kind', 48).notNullable();
    t.string('id', 255).notNullable();
    t.text('payload').notNullable();
    t.string('grant_id', 255).nullable().index();
    t.string('user_code', 255).nullable().index();
    t.string('uid', 255).nullable().index();
    t.bigInteger('expires_at').nullable().index();
    t.bigInteger('consumed_at').nullable();
    t.string('account_id', 64).nullable().index();
    t.primary(['kind', 'id']);
  },
  hearth_signing_keys: (t) => {
    t.string('id', 64).primary();
    t.text('jwk').notNullable();
    t.timestamp('created_at').notNullable();
  },
  hearth_two_factor: (t) => {
    t.integer('user_id').primary();
    t.text('secret').nullable();
    t.text('pending_secret').nullable();
    t.bigInteger('enabled_at').nullable();
    t.bigInteger('last_time_step').nullable();
    t.text('recovery_codes').nullable();
  },
  hearth_link_tokens: (t) => {
    t.string('token_hash', 64).primary();
    t.string('purpose', 32).notNullable();
    t.integer('user_id').notNullable().index();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('used_at').nullable();
  },
  hearth_rate_limits: (t) => {
    t.string('bucket', 255).primary();
    t.bigInteger('window_start').notNullable();
    t.integer('hits').notNullable();
    t.bigInteger('expires_at').notNullable().index();
  },
  hearth_idempotency_keys: (t) => {
    t.string('idempotency_key', 100).notNullable();
    t.string('scope', 200).notNullable();
    t.integer('status').notNullable(); // PENDING, CREATED, or the HTTP status of the recorded answer
    t.text('body').notNullable();
    t.bigInteger('created_at').notNullable();
    t.primary(['idempotency_key', 'scope']);
    t.index(['created_at'], 'hearth_idempotency_keys_created_idx');
  },
  hearth_content_versions: (t) => {
    t.string('uid', 120).primary();
    t.bigInteger('version').notNullable();
  },
  hearth_panel_links: (t) => {
    t.integer('portal_user_id').primary();
    t.integer('admin_user_id').notNullable();
  },
};

module.exports = {
  async up(knex) {
    for (const [name, build] of Object.entries(TABLES)) {
      if (!(await knex.schema.hasTable(name))) await knex.schema.createTable(name, build);
    }
    // Identity tables made before sessions could be ended per account lack the account column:
    // added, and filled from each row's payload.
    if (!(await knex.schema.hasColumn('hearth_oidc_payloads', 'account_id'))) {
      await knex.schema.alterTable('hearth_oidc_payloads', (t) => {
        t.string('account_id', 64).nullable().index();
      });
      const rows = await knex('hearth_oidc_payloads').select('kind', 'id', 'payload');
      for (const row of rows) {
        const accountId = JSON.parse(row.payload).accountId;
        if (typeof accountId === 'string')
          await knex('hearth_oidc_payloads').where({ kind: row.kind, id: row.id }).update({ account_id: accountId });
      }
    }
  },

  async down() {
    // Nothing to undo: the tables hold live sessions, keys and secrets.
  },
};
