/**
 * Late fees and interest by the rule pack (docs/api.md "Owners' accounts"), posted by the one
 * scheduler's `ledger-late-fees` job, or when the board asks. An installment of an assessment kind
 * (never a fine, where the statute forbids treating it as an assessment) still unpaid after the
 * pack's grace days is charged the pack's late fee once for its period; interest on what is past
 * due is charged once a month for the month before. The unique key per unit, kind and period the
 * ledger keeps refuses a second posting, so a second run posts nothing. A unit whose late fees the
 * board suspended for hardship is passed over while the suspension holds.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  DuesMessages as D,
  duesRulesOf,
  interestDays,
  interestFor,
  lateFeeFor,
  lastDayOf,
  lateFrom,
  periodOf,
  previousPeriod,
  type ChargeKind,
  type HardshipRequest,
  type HardshipSuspension,
  type LateFeeRunResult,
  LedgerMemoWords,
} from '@hearth/common';
import { badRequest, conflict, notFound } from '../../../platform/http-errors';
import { isUniqueViolation } from '../../../platform/idempotency';
import { lockRow } from '../../../platform/row-lock';
import { serviceOf } from '../../../platform/services';
import type { PortalUser } from '../../../identity/front-door';
import type { rosterService } from '../../unit/front-door';
import type { settingsService } from '../../site-setting/front-door';
import { ledgerContext } from './ledger/context';
import { LEDGER_TABLES as T, incomeAccountOf } from '../model/tables';
import { DUES_TABLES as D_T, type HardshipRow } from '../model/dues-tables';

/** The name kept on what the scheduler posts. */
const SYSTEM_POSTER = 'Hearth (the rule pack\u2019s late fees and interest)';

/** A charge of an accruing kind still (partly) owed. */
interface OpenInstallment {
  unitId: number;
  receivable: number;
  chargeId: number;
  period: string | null;
  dueOn: string;
  remaining: number;
}

const toHardship = (row: HardshipRow): HardshipSuspension => ({
  id: Number(row.id),
  unitId: Number(row.unit_id),
  reason: row.reason,
  fromOn: row.from_on,
  untilOn: row.until_on,
  decidedBy: row.decided_by,
  liftedOn: row.lifted_on,
  liftedBy: row.lifted_by,
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const ctx = ledgerContext(strapi);
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  const settings = () => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings');
  const knex = (): Knex => strapi.db.connection;

  /** The suspensions holding on `day` (not lifted, begun, not yet over). */
  const holding = (db: Knex, day: string) =>
    db(D_T.hardships)
      .whereNull('lifted_on')
      .where('from_on', '<=', day)
      .where((q) => q.whereNull('until_on').orWhere('until_on', '>=', day));

  async function openInstallments(db: Knex, kinds: readonly ChargeKind[]): Promise<OpenInstallment[]> {
    const rows = (await db(`${T.entries} as e`)
      .join(`${T.accounts} as a`, 'a.id', 'e.account_id')
      .join(`${T.transactions} as c`, 'c.id', 'e.applies_to_id')
      .where('a.kind', 'receivable')
      .whereIn('c.charge_kind', kinds as ChargeKind[])
      .groupBy('e.applies_to_id', 'a.id', 'a.unit_id', 'c.period', 'c.due_on', 'c.posted_on')
      .havingRaw('SUM(e.amount_cents) > 0')
      .select(
        'a.unit_id as unitId',
        'a.id as receivable',
        'e.applies_to_id as chargeId',
        'c.period as period',
        'c.due_on as dueOn',
        'c.posted_on as postedOn',
      )
      .sum({ remaining: 'e.amount_cents' })) as Record<string, string | number | null>[];
    return rows.map((r) => ({
      unitId: Number(r.unitId),
      receivable: Number(r.receivable),
      chargeId: Number(r.chargeId),
      period: (r.period as string | null) ?? null,
      dueOn: String(r.dueOn ?? r.postedOn),
      remaining: Number(r.remaining),
    }));
  }

  /**
   * One accrual charge to a unit, under its receivable's row lock: nothing when the unit already
   * has one of this kind for the period (the unique key refuses a concurrent second).
   */
  async function postAccrual(
    unitId: number,
    receivable: number,
    kind: 'late-fee' | 'interest',
    period: string,
    amountCents: number,
    postedOn: string,
    memo: string,
  ): Promise<number | null> {
    return strapi.db
      .transaction(async ({ trx }) => {
        await lockRow(trx, T.accounts, receivable);
        if (await trx(T.transactions).where({ unit_id: unitId, charge_kind: kind, period }).first('id')) return null;
        const income = (await trx(T.accounts)
          .where({ code: incomeAccountOf(kind) })
          .first('id')) as { id: number | string };
        const inserted = await trx(T.transactions)
          .insert({
            kind: 'charge',
            unit_id: unitId,
            charge_kind: kind,
            period,
            posted_on: postedOn,
            due_on: postedOn,
            method: null,
            reference: '',
            memo: memo.slice(0, 500),
            reason: '',
            reverses_id: null,
            posted_by_user_id: null,
            posted_by: SYSTEM_POSTER,
            posted_at: Date.now(),
          })
          .returning('id');
        const id = Number(typeof inserted[0] === 'object' ? (inserted[0] as { id: unknown }).id : inserted[0]);
        await trx(T.entries).insert([
          { transaction_id: id, account_id: receivable, amount_cents: amountCents, applies_to_id: id },
          { transaction_id: id, account_id: Number(income.id), amount_cents: -amountCents, applies_to_id: null },
        ]);
        return id;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return null;
        throw error;
      });
  }

  return {
    /**
     * Late fees and interest due on `asOfDay` (default today): per unit and period, the pack's late
     * fee on what is delinquent after its grace days; per unit, the interest of the month before.
     */
    async run(asOfDay?: string): Promise<LateFeeRunResult> {
      const today = await ctx.today();
      const asOf = asOfDay ?? today;
      if (asOf > today) throw badRequest(D.asOfFuture);
      const rules = duesRulesOf((await settings().rulePack()).id);
      const result: LateFeeRunResult = { asOf, lateFees: [], interest: [], suspended: [] };
      if (!rules.lateFee && !rules.interest) return result;
      const db = knex();
      // A suspension holds for whatever is posted while it holds, a run for an earlier day included;
      // and what fell late under it is waived, not deferred: once lifted, it is never charged.
      const spans = (await db(D_T.hardships).select('unit_id', 'from_on', 'until_on', 'lifted_on')) as HardshipRow[];
      const waived = (unitId: number, day: string) =>
        spans.some(
          (h) =>
            Number(h.unit_id) === unitId &&
            h.from_on <= day &&
            (h.until_on === null || day <= h.until_on) &&
            (h.lifted_on === null || day < h.lifted_on),
        );
      const suspended = new Set(
        ((await holding(db, today).select('unit_id')) as { unit_id: number | string }[]).map((r) => Number(r.unit_id)),
      );
      const open = (await openInstallments(db, rules.accruesOn)).filter((i) => i.dueOn < asOf);
      result.suspended = [...new Set(open.filter((i) => suspended.has(i.unitId)).map((i) => i.unitId))].sort((a, b) => a - b);
      const accruing = open.filter((i) => !suspended.has(i.unitId));

      if (rules.lateFee) {
        const rule = rules.lateFee;
        // Per unit and period: what of the period's installments is delinquent.
        const late = new Map<string, { unitId: number; receivable: number; period: string; cents: number }>();
        for (const i of accruing.filter((x) => lateFrom(rule, x.dueOn) <= asOf && !waived(x.unitId, lateFrom(rule, x.dueOn)))) {
          const period = i.period ?? periodOf(i.dueOn);
          const key = `${i.unitId}:${period}`;
          const entry = late.get(key) ?? { unitId: i.unitId, receivable: i.receivable, period, cents: 0 };
          entry.cents += i.remaining;
          late.set(key, entry);
        }
        for (const entry of late.values()) {
          const amountCents = lateFeeFor(rule, entry.cents);
          const id = await postAccrual(
            entry.unitId,
            entry.receivable,
            'late-fee',
            entry.period,
            amountCents,
            asOf,
            LedgerMemoWords.lateFee(entry.period, rule.citation),
          );
          if (id !== null) result.lateFees.push({ unitId: entry.unitId, period: entry.period, amountCents, transactionId: id });
        }
      }

      if (rules.interest) {
        const rule = rules.interest;
        // The month before asOf's, once it is over: what was past due bears interest for its days.
        const period = previousPeriod(periodOf(asOf));
        const perUnit = new Map<number, { receivable: number; cents: number }>();
        for (const i of accruing.filter((x) => !waived(x.unitId, lastDayOf(period)))) {
          const cents = interestFor(rule, i.remaining, interestDays(rule, i.dueOn, period));
          if (cents <= 0) continue;
          const entry = perUnit.get(i.unitId) ?? { receivable: i.receivable, cents: 0 };
          entry.cents += cents;
          perUnit.set(i.unitId, entry);
        }
        for (const [unitId, entry] of perUnit) {
          const id = await postAccrual(
            unitId,
            entry.receivable,
            'interest',
            period,
            entry.cents,
            asOf,
            LedgerMemoWords.interest(period, rule.annualPercent, rule.citation),
          );
          if (id !== null) result.interest.push({ unitId, period, amountCents: entry.cents, transactionId: id });
        }
      }
      return result;
    },

    /** POST /ledger/late-fees/run: the run the scheduler makes, asked by an administrator or the treasurer. */
    async runBy(user: PortalUser, asOf?: string): Promise<LateFeeRunResult> {
      await ctx.writer(user);
      return this.run(asOf);
    },

    /** GET /ledger/hardships: the suspensions, newest first. */
    async hardships(): Promise<HardshipSuspension[]> {
      return ((await knex()(D_T.hardships).orderBy('id', 'desc')) as HardshipRow[]).map(toHardship);
    },

    /** POST /ledger/units/:unitId/hardship: the board suspends a unit's late fees and interest, with its reason. */
    async suspend(user: PortalUser, unitId: number, request: HardshipRequest): Promise<HardshipSuspension> {
      if (!(await roster().unit(unitId))) throw notFound('There is no such unit on the roster.');
      const today = await ctx.today();
      if (request.until !== undefined && request.until < today) throw badRequest(D.untilPast);
      const name = (await roster().currentResident(user)).name;
      const id = await strapi.db.transaction(async ({ trx }) => {
        if (await holding(trx, today).where({ unit_id: unitId }).first('id')) throw conflict(D.hardshipExists);
        const inserted = await trx(D_T.hardships)
          .insert({
            unit_id: unitId,
            reason: request.reason,
            from_on: today,
            until_on: request.until ?? null,
            decided_by_user_id: user.id,
            decided_by: name.slice(0, 200),
            created_at: Date.now(),
          })
          .returning('id');
        return Number(typeof inserted[0] === 'object' ? (inserted[0] as { id: unknown }).id : inserted[0]);
      });
      return toHardship((await knex()(D_T.hardships).where({ id }).first()) as HardshipRow);
    },

    /** DELETE /ledger/units/:unitId/hardship: the suspension lifted from today. */
    async lift(user: PortalUser, unitId: number): Promise<HardshipSuspension> {
      const today = await ctx.today();
      const row = (await holding(knex(), today).where({ unit_id: unitId }).first()) as HardshipRow | undefined;
      if (!row) throw notFound(D.noHardship);
      const name = (await roster().currentResident(user)).name;
      await knex()(D_T.hardships)
        .where({ id: row.id })
        .whereNull('lifted_on')
        .update({ lifted_on: today, lifted_by: name.slice(0, 200) });
      return toHardship((await knex()(D_T.hardships).where({ id: row.id }).first()) as HardshipRow);
    },
  };
};
