'use strict';

/**
 * A unit's entitlement keeps the four decimals the roster accepts (docs/requirements.md §15): the
 * content type asks for decimal(14,4) (columnType), which Strapi uses when it creates the table;
 * a table created before that has Strapi's decimal(10,2) and is altered here, on PostgreSQL (SQLite
 * keeps a decimal as entered). Strapi's schema sync compares only the column's type, so it leaves
 * the altered precision alone. Runs on every start: alters only a column still narrower.
 */
module.exports = {
  async up(knex) {
    if (/sqlite/.test(String(knex.client.config.client))) return;
    if (!(await knex.schema.hasTable('units'))) return;
    const { rows } = await knex.raw(
      `SELECT numeric_precision, numeric_scale FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'units' AND column_name = 'entitlement'`,
    );
    const column = rows[0];
    if (!column || (Number(column.numeric_precision) >= 14 && Number(column.numeric_scale) >= 4)) return;
    await knex.raw('ALTER TABLE units ALTER COLUMN entitlement TYPE decimal(14,4)');
  },
};
