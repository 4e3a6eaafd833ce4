'use strict';

/**
 * A unit's accounts by unit (docs/api.md "Owners' accounts"): a statement's opening balance and a
 * unit's balance join the entries to the unit's accounts by `unit_id`. Without an index there,
 * SQLite's planner starts from the entries and reads every entry of the association for one unit
 * (13 ms a statement at 2,000 units and twelve months, growing with every month posted; 0.03 ms with
 * it, the unit's accounts first, then their entries by `hearth_ledger_entries_account_idx`).
 */
const TABLE = 'hearth_ledger_accounts';
const INDEX = 'hearth_ledger_accounts_unit_idx';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??)', [INDEX, TABLE, 'unit_id']);
  },

  async down() {
    // Nothing to undo: an index changes no answer.
  },
};
