'use strict';

/**
 * Owners' accounts: a double-entry ledger in plain tables written only by
 * cms/src/api/ledger/services/ledger.ts. Amounts are integer cents (bigint), an entry's sign its side
 * (debit +, credit −); a transaction's entries sum to zero. Posted rows never change: triggers on
 * both databases refuse an UPDATE or DELETE of a transaction or an entry (and a TRUNCATE on
 * PostgreSQL), whoever sends it; a correction is a reversing transaction naming the one it reverses.
 * Runs once; each step adds only what is missing.
 */
const ASSOCIATION_ACCOUNTS = [
  ['bank', 'bank', 'Bank'],
  ['income:assessment', 'income', 'Assessment income'],
  ['income:special-assessment', 'income', 'Special assessment income'],
  ['income:late-fee', 'income', 'Late fees'],
  ['income:interest', 'income', 'Interest'],
  ['income:costs', 'income', 'Costs and attorney fees recovered'],
  ['income:fine', 'income', 'Fines'],
  ['income:other', 'income', 'Other income'],
];

const TABLES = {
  hearth_ledger_accounts: (t) => {
    t.bigIncrements('id').primary();
    // 'bank', 'income:<charge kind>', 'unit:<id>:receivable', 'unit:<id>:credit'.
    t.string('code', 64).notNullable().unique();
    t.string('kind', 20).notNullable(); // bank | income | receivable | credit
    t.integer('unit_id').nullable();
    t.string('name', 100).notNullable();
    t.bigInteger('created_at').notNullable();
    // Only touched by the row lock a unit's payments take (never changes a figure).
    t.bigInteger('updated_at').notNullable();
  },
  hearth_ledger_transactions: (t) => {
    t.bigIncrements('id').primary();
    t.string('kind', 20).notNullable(); // charge | payment | reversal | journal
    t.integer('unit_id').nullable();
    t.string('charge_kind', 24).nullable(); // ChargeKind of @hearth/common, for a charge
    t.string('period', 7).nullable(); // 'YYYY-MM' for a period's assessment
    t.string('posted_on', 10).notNullable(); // the day it counts from, 'YYYY-MM-DD'
    t.string('due_on', 10).nullable();
    t.string('method', 12).nullable(); // a payment's: cheque | transfer | cash
    t.string('reference', 100).notNullable().defaultTo('');
    t.string('memo', 500).notNullable().defaultTo('');
    t.string('reason', 500).notNullable().defaultTo('');
    // A reversal names the transaction it reverses; each is reversed at most once.
    t.bigInteger('reverses_id').nullable().unique();
    t.integer('posted_by_user_id').nullable();
    t.string('posted_by', 200).notNullable().defaultTo('');
    t.bigInteger('posted_at').notNullable(); // ms since the epoch
  },
  hearth_ledger_entries: (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('transaction_id').notNullable();
    t.bigInteger('account_id').notNullable();
    t.bigInteger('amount_cents').notNullable(); // debit +, credit −
    // On a unit's receivable account: the charge this entry owes or settles (a charge's own id).
    t.bigInteger('applies_to_id').nullable();
  },
};

const INDEXES = [
  ['hearth_ledger_entries_tx_idx', 'hearth_ledger_entries', ['transaction_id']],
  ['hearth_ledger_entries_account_idx', 'hearth_ledger_entries', ['account_id', 'transaction_id']],
  ['hearth_ledger_entries_charge_idx', 'hearth_ledger_entries', ['applies_to_id']],
  ['hearth_ledger_transactions_unit_idx', 'hearth_ledger_transactions', ['unit_id', 'posted_on']],
];

const IMMUTABLE = ['hearth_ledger_transactions', 'hearth_ledger_entries'];
const REFUSAL = 'Posted ledger rows never change: post a reversing transaction.';

module.exports = {
  async up(knex) {
    const postgres = ['postgres', 'pg'].includes(knex.client.config.client);
    for (const [name, build] of Object.entries(TABLES)) {
      if (!(await knex.schema.hasTable(name))) await knex.schema.createTable(name, build);
    }
    for (const [name, table, columns] of INDEXES) {
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [name, table, ...columns]);
    }
    // One charge per unit, kind and period: posting a period twice posts nothing twice.
    await knex.raw(
      'CREATE UNIQUE INDEX IF NOT EXISTS hearth_ledger_period_once ON hearth_ledger_transactions (unit_id, charge_kind, period)',
    );
    const now = Date.now();
    await knex('hearth_ledger_accounts')
      .insert(ASSOCIATION_ACCOUNTS.map(([code, kind, name]) => ({ code, kind, name, unit_id: null, created_at: now, updated_at: now })))
      .onConflict('code')
      .ignore();
    if (postgres) {
      await knex.raw(
        `CREATE OR REPLACE FUNCTION hearth_ledger_posted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${REFUSAL}' USING ERRCODE = 'P0001'; END $$`,
      );
      for (const table of IMMUTABLE) {
        await knex.raw(`DROP TRIGGER IF EXISTS ${table}_posted ON ${table}`);
        await knex.raw(
          `CREATE TRIGGER ${table}_posted BEFORE UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION hearth_ledger_posted()`,
        );
        await knex.raw(`DROP TRIGGER IF EXISTS ${table}_truncate ON ${table}`);
        await knex.raw(
          `CREATE TRIGGER ${table}_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION hearth_ledger_posted()`,
        );
      }
      // Debits equal credits, checked by the database when the writing transaction commits.
      await knex.raw(`CREATE OR REPLACE FUNCTION hearth_ledger_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF (SELECT COALESCE(SUM(amount_cents), 0) FROM hearth_ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
            RAISE EXCEPTION 'The entries of ledger transaction % do not balance.', NEW.transaction_id USING ERRCODE = 'P0001';
          END IF;
          RETURN NULL;
        END $$`);
      await knex.raw('DROP TRIGGER IF EXISTS hearth_ledger_entries_balanced ON hearth_ledger_entries');
      await knex.raw(
        'CREATE CONSTRAINT TRIGGER hearth_ledger_entries_balanced AFTER INSERT ON hearth_ledger_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hearth_ledger_balanced()',
      );
    } else {
      for (const table of IMMUTABLE) {
        for (const event of ['UPDATE', 'DELETE']) {
          await knex.raw(
            `CREATE TRIGGER IF NOT EXISTS ${table}_no_${event.toLowerCase()} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`,
          );
        }
      }
    }
  },
};
