'use strict';

/**
 * Files in the database (docs/requirements.md §14; cms/src/api/file/store/database.ts):
 * PostgreSQL only, where uploads are kept in the database unless STORAGE=disk. Plain tables,
 * created when missing on every start; nothing else is touched. The chunks are stored EXTERNAL:
 * PDFs and pictures are compressed already, and substring() then reads only the bytes asked for.
 */
module.exports = {
  async up(knex) {
    if (!['postgres', 'pg'].includes(knex.client.config.client)) return;
    if (!(await knex.schema.hasTable('hearth_stored_files'))) {
      await knex.schema.createTable('hearth_stored_files', (t) => {
        t.increments('id').primary();
        t.string('area', 20).notNullable();
        t.string('name', 255).notNullable();
        t.bigInteger('size').notNullable();
        t.string('sha256', 64).notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.unique(['area', 'name']);
      });
    }
    if (!(await knex.schema.hasTable('hearth_stored_file_chunks'))) {
      await knex.schema.createTable('hearth_stored_file_chunks', (t) => {
        t.integer('file_id').notNullable().references('id').inTable('hearth_stored_files').onDelete('CASCADE');
        t.integer('seq').notNullable();
        t.binary('data').notNullable();
        t.primary(['file_id', 'seq']);
      });
      await knex.raw('ALTER TABLE hearth_stored_file_chunks ALTER COLUMN data SET STORAGE EXTERNAL');
    }
  },
};
