/**
 * A period's assessments at volume, on SQLite and PostgreSQL: 2,000 units' charges posted in one
 * call, timed (the first period makes the units' accounts, the second finds them). Run on demand
 * (LEDGER_VOLUME=1): it prints its figures, and fails only when the posting is wrong or slower
 * than the budget below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, expectJson, type Members } from './support';
import { rosterKeyOf } from '../../src/api/unit/front-door';

const UNITS = Number(process.env.LEDGER_VOLUME_UNITS || 2000);
/** What one period's posting of 2,000 units may take on this machine's test databases. */
const BUDGET_MS = 6_000;

let portal: TestPortal;
let members: Members;

describe.skipIf(!process.env.LEDGER_VOLUME)('a period at volume', () => {
  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'lv');
    const entitlement = 1 / UNITS;
    const rows = Array.from({ length: UNITS }, (_, i) => ({
      number: String(i + 1),
      street: 'Volume Street',
      entitlement,
      rosterKey: rosterKeyOf(String(i + 1), 'Volume Street'),
    }));
    for (let i = 0; i < rows.length; i += 200) await portal.strapi.db.query('api::unit.unit').createMany({ data: rows.slice(i, i + 200) });
  }, 300_000);

  afterAll(async () => {
    await portal?.stop();
  });

  it(`posts ${UNITS} units' charges, once per period`, async () => {
    for (const period of ['2026-01', '2026-02']) {
      const started = performance.now();
      const response = await portal.request('POST', '/api/ledger/assessments/post', {
        token: members.admin.token,
        json: { period, amountCents: UNITS * 31_337 },
      });
      const ms = performance.now() - started;
      const run = await expectJson(response, 201);
      console.log(
        `[ledger volume] ${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'} ${period}: ${UNITS} units in ${Math.round(ms)} ms`,
      );
      expect(run).toMatchObject({ period, posted: UNITS, totalCents: UNITS * 31_337 });
      expect(new Set(run.shares.map((s: { transactionId: number }) => s.transactionId)).size).toBe(UNITS);
      expect(ms).toBeLessThan(BUDGET_MS);
    }
    const db = portal.strapi.db.connection;
    const count = async (table: string) => Number(((await db(table).count({ n: '*' }).first()) as { n: unknown }).n);
    expect(await count('hearth_ledger_transactions')).toBe(2 * UNITS);
    expect(await count('hearth_ledger_entries')).toBe(4 * UNITS);
  }, 300_000);
});
