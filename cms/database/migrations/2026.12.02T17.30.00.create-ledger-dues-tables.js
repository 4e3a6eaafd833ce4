'use strict';

/**
 * Owners' accounts, what follows the ledger's core, in plain tables written only by the ledger
 * module (cms/src/api/ledger/services): a unit's hardship suspensions of late fees, the monthly
 * statements issued, and estoppel certificates. An issued statement never changes; an issued
 * certificate is frozen with its SHA-256: triggers on both databases refuse an UPDATE or DELETE of
 * either. Runs once; each step adds only what is missing.
 */
const TABLES = {
  hearth_ledger_hardships: (t) => {
    t.bigIncrements('id').primary();
    t.integer('unit_id').notNullable();
    t.string('reason', 500).notNullable();
    t.string('from_on', 10).notNullable();
    t.string('until_on', 10).nullable(); // null: until lifted
    t.integer('decided_by_user_id').nullable();
    t.string('decided_by', 200).notNullable().defaultTo('');
    t.string('lifted_on', 10).nullable();
    t.string('lifted_by', 200).nullable();
    t.bigInteger('created_at').notNullable();
  },
  hearth_ledger_statements: (t) => {
    t.bigIncrements('id').primary();
    t.integer('unit_id').notNullable();
    t.string('period', 7).notNullable();
    t.bigInteger('opening_cents').notNullable();
    t.bigInteger('charges_cents').notNullable();
    t.bigInteger('payments_cents').notNullable();
    t.bigInteger('closing_cents').notNullable();
    t.string('issued_by', 200).notNullable().defaultTo('');
    t.bigInteger('issued_at').notNullable();
    t.unique(['unit_id', 'period'], { indexName: 'hearth_ledger_statements_once' });
  },
  hearth_ledger_estoppels: (t) => {
    t.bigIncrements('id').primary();
    t.integer('unit_id').notNullable();
    t.string('requester_kind', 20).notNullable(); // owner | title-company | closing-agent
    t.string('requester_name', 200).notNullable();
    t.string('requester_email', 254).notNullable();
    t.string('closing_on', 10).notNullable();
    t.string('asked_on', 10).notNullable();
    t.string('due_on', 10).notNullable();
    t.integer('requested_by_user_id').nullable();
    t.bigInteger('requested_at').notNullable();
    t.string('issued_on', 10).nullable();
    t.bigInteger('issued_at').nullable();
    t.text('certificate').nullable(); // the frozen certificate's JSON text
    t.string('sha256', 64).nullable();
  },
};

const REFUSAL_STATEMENT = 'An issued statement never changes.';
const REFUSAL_ESTOPPEL = 'An issued estoppel certificate never changes.';

module.exports = {
  async up(knex) {
    const postgres = ['postgres', 'pg'].includes(knex.client.config.client);
    for (const [name, build] of Object.entries(TABLES)) {
      if (!(await knex.schema.hasTable(name))) await knex.schema.createTable(name, build);
    }
    await knex.raw('CREATE INDEX IF NOT EXISTS hearth_ledger_hardships_unit_idx ON hearth_ledger_hardships (unit_id)');
    await knex.raw('CREATE INDEX IF NOT EXISTS hearth_ledger_estoppels_unit_idx ON hearth_ledger_estoppels (unit_id)');
    if (postgres) {
      await knex.raw(
        `CREATE OR REPLACE FUNCTION hearth_ledger_statement_issued() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${REFUSAL_STATEMENT}' USING ERRCODE = 'P0001'; END $$`,
      );
      await knex.raw('DROP TRIGGER IF EXISTS hearth_ledger_statements_issued ON hearth_ledger_statements');
      await knex.raw(
        'CREATE TRIGGER hearth_ledger_statements_issued BEFORE UPDATE OR DELETE ON hearth_ledger_statements FOR EACH ROW EXECUTE FUNCTION hearth_ledger_statement_issued()',
      );
      await knex.raw(`CREATE OR REPLACE FUNCTION hearth_ledger_estoppel_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF OLD.issued_at IS NOT NULL THEN RAISE EXCEPTION '${REFUSAL_ESTOPPEL}' USING ERRCODE = 'P0001'; END IF;
          IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
          RETURN NEW;
        END $$`);
      await knex.raw('DROP TRIGGER IF EXISTS hearth_ledger_estoppels_frozen ON hearth_ledger_estoppels');
      await knex.raw(
        'CREATE TRIGGER hearth_ledger_estoppels_frozen BEFORE UPDATE OR DELETE ON hearth_ledger_estoppels FOR EACH ROW EXECUTE FUNCTION hearth_ledger_estoppel_frozen()',
      );
    } else {
      for (const event of ['UPDATE', 'DELETE']) {
        await knex.raw(
          `CREATE TRIGGER IF NOT EXISTS hearth_ledger_statements_no_${event.toLowerCase()} BEFORE ${event} ON hearth_ledger_statements BEGIN SELECT RAISE(ABORT, '${REFUSAL_STATEMENT}'); END`,
        );
        await knex.raw(
          `CREATE TRIGGER IF NOT EXISTS hearth_ledger_estoppels_no_${event.toLowerCase()} BEFORE ${event} ON hearth_ledger_estoppels WHEN OLD.issued_at IS NOT NULL BEGIN SELECT RAISE(ABORT, '${REFUSAL_ESTOPPEL}'); END`,
        );
      }
    }
  },
};
