'use strict';

/**
 * E-mail notices (docs/requirements.md §10, docs/api.md "E-mail notices"): plain tables, not
 * content types, written only by cms/src/api/notice. Runs before Strapi's schema sync, on every
 * start: creates what is missing, touches nothing else. Times are ms since the epoch (bigint),
 * the same in SQLite and PostgreSQL.
 *
 * Preferences are a table of their own rather than profile fields: they belong to the account
 * (notices go to the account's e-mail), an account without a row has the defaults (no backfill,
 * and a change of the defaults reaches everyone who never chose), and the profile's API, admin
 * screen and admin-panel form stay as they are.
 */
const TABLES = {
  // One row per account that chose; the columns are the kinds of notice.
  hearth_notice_preferences: (t) => {
    t.integer('user_id').primary();
    t.string('news', 20).notNullable();
    t.string('newsletters', 20).notNullable();
    t.string('minutes', 20).notNullable();
    t.string('documents', 20).notNullable();
    t.bigInteger('updated_at').notNullable();
  },
  // Items whose notice was decided: each news item or document once, by whichever process comes first.
  // source 'start' / item 0 marks the first start, when the items already visible were recorded without a notice.
  hearth_notice_announcements: (t) => {
    t.string('source', 20).notNullable(); // 'news' | 'document' | 'start'
    t.integer('item_id').notNullable();
    t.string('kind', 20).notNullable();
    t.bigInteger('announced_at').notNullable();
    t.boolean('notified').notNullable(); // false: recorded at the first start, no notice sent
    t.primary(['source', 'item_id']);
  },
  // The outbox: one row per e-mail, claimed atomically by one process, sent once.
  hearth_notice_outbox: (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable();
    t.string('email', 255).notNullable();
    t.string('kind', 20).notNullable();
    t.string('delivery', 20).notNullable(); // 'atOnce' | 'weeklyDigest'
    t.string('subject', 255).notNullable();
    t.text('body').notNullable(); // the item part; the links and unsubscribe footer are added when sent
    t.string('status', 20).notNullable(); // 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled' (turned off before it went)
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable();
    t.bigInteger('lease_until').nullable();
    t.string('claimed_by', 64).nullable();
    t.bigInteger('sent_at').nullable();
    t.string('last_error', 500).nullable();
    t.bigInteger('unsubscribed_at').nullable();
    t.bigInteger('created_at').notNullable();
  },
  // Who an item's notice is for: at once (its message_id set with it) or in a weekly digest (message_id set when the digest is made).
  hearth_notice_recipients: (t) => {
    t.bigIncrements('id').primary();
    t.string('source', 20).notNullable();
    t.integer('item_id').notNullable();
    t.string('kind', 20).notNullable();
    t.integer('user_id').notNullable();
    t.string('delivery', 20).notNullable();
    t.string('title', 255).notNullable();
    t.string('excerpt', 500).notNullable();
    t.string('link', 500).notNullable();
    t.bigInteger('due_at').notNullable();
    t.bigInteger('message_id').nullable();
    t.unique(['source', 'item_id', 'user_id']);
  },
};

const INDEXES = [
  // The claim: due rows in id order.
  ['hearth_notice_outbox_due_idx', 'hearth_notice_outbox', ['status', 'next_attempt_at', 'id']],
  // Digests to make, and the counts of an item's notice.
  ['hearth_notice_recipients_digest_idx', 'hearth_notice_recipients', ['message_id', 'due_at']],
  ['hearth_notice_recipients_item_idx', 'hearth_notice_recipients', ['source', 'kind', 'item_id']],
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
