'use strict';

/**
 * The activity record (docs/api.md, "Activity record"): an append-only table of who changed what, written by
 * cms/src/platform/activity/ (record.ts, store.ts). A plain table, not a content type, so the admin panel
 * can neither list it for editing nor change it. Runs before Strapi's schema sync, on every
 * start: creates what is missing, touches nothing else.
 */
const TABLE = 'hearth_activity';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) {
      await knex.schema.createTable(TABLE, (t) => {
        t.bigIncrements('id').primary();
        t.bigInteger('occurred_at').notNullable(); // ms since the epoch: the same in SQLite and PostgreSQL
        t.string('surface', 20).notNullable();
        t.integer('actor_id').nullable();
        t.string('actor_name', 255).notNullable();
        t.string('kind', 40).notNullable();
        t.string('action', 20).notNullable();
        t.string('item_id', 64).notNullable();
        t.string('item_title', 255).notNullable();
        t.text('changes').notNullable();
      });
    }
    // Newest first, alone or filtered by person or kind: each filter walks its own index in order.
    const indexes = [
      ['hearth_activity_time_idx', ['occurred_at', 'id']],
      ['hearth_activity_person_idx', ['actor_name', 'occurred_at', 'id']],
      ['hearth_activity_kind_idx', ['kind', 'occurred_at', 'id']],
    ];
    for (const [name, columns] of indexes) {
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [name, TABLE, ...columns]);
    }
  },
};
