/**
 * Owners' accounts: a double-entry ledger in integer cents (docs/api.md "Owners' accounts").
 *
 * Every write is one database transaction that posts one or more balanced transactions and changes
 * nothing already posted: the database refuses an UPDATE or DELETE of a posted row (the migration's
 * triggers), so a correction is a reversal naming the transaction it reverses, with who and why. A
 * unit's writes first lock its receivable account's row (cms/src/platform/row-lock.ts), so the open
 * charges a payment settles, or the paid part of a charge being reversed, are read with no other
 * writer in between; a period's assessments lock its income account, and a unique key per unit,
 * kind and period refuses a second posting besides.
 *
 * Entries on a unit's receivable account name the charge they owe or settle (`applies_to_id`), so
 * what remains of each charge is a sum, and a payment settles charges in the rule pack's order.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  AGING_BUCKETS,
  LedgerMessages as M,
  agingBucket,
  applyPayment,
  isAdmin,
  isSuperUser,
  localOf,
  returnedPaymentFee,
  shareByEntitlement,
  type AgingAmounts,
  type AgingReport,
  type AssessmentPost,
  type AssessmentRun,
  type ChargeKind,
  type ChargeRequest,
  type JournalRequest,
  type LedgerTransaction,
  type OpenCharge,
  type PaymentRequest,
  type PaymentResult,
  type ReversalRequest,
  type ReversalResult,
  type UnitLedger,
} from '@hearth/common';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http-errors';
import { UID } from '../../../platform/content-registry';
import { isUniqueViolation } from '../../../platform/idempotency';
import { lockRow } from '../../../platform/row-lock';
import { serviceOf } from '../../../platform/services';
import type { PortalUser } from '../../../identity/accounts';
import type rosterService from '../../unit/services/roster';
import type { RosterUnit } from '../../unit/services/roster';
import type settingsService from '../../site-setting/services/settings';
import {
  BANK_ACCOUNT,
  LEDGER_TABLES as T,
  creditOf,
  incomeAccountOf,
  receivableOf,
  toTransaction,
  type TransactionRow,
} from '../model/tables';

/** One entry to post: the account's id, the signed amount (debit +, credit −), the charge it concerns. */
interface Entry {
  accountId: number;
  amountCents: number;
  appliesTo?: number | 'self';
}

/** A transaction to post: its kind, unit and day; the rest as it applies. */
type NewTransaction = Pick<TransactionRow, 'kind' | 'unit_id' | 'posted_on'> &
  Partial<Pick<TransactionRow, 'charge_kind' | 'period' | 'due_on' | 'method' | 'reference' | 'memo' | 'reason' | 'reverses_id'>>;

/** Who posts: the account and the name kept on the transaction. */
export interface Poster {
  userId: number;
  name: string;
}

const idOf = (inserted: unknown[]) => Number(typeof inserted[0] === 'object' ? (inserted[0] as { id: unknown }).id : inserted[0]);
const unitLabel = (unit: RosterUnit) => `${unit.number} ${unit.street}`;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  const settings = () => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings');
  const knex = () => strapi.db.connection;

  async function today(): Promise<string> {
    return localOf(Date.now(), await settings().timeZone()).slice(0, 10);
  }

  /**
   * Administrators, and a director holding the board's Treasurer role on an active board seat,
   * record charges, payments and reversals; the rest of the board reads.
   */
  async function writer(user: PortalUser): Promise<Poster> {
    const name = (await roster().currentResident(user)).name;
    if (isAdmin(user.roles)) return { userId: user.id, name };
    if (user.roles.includes('director')) {
      const seats = await strapi.db.query(UID.boardDirector).findMany({
        where: { active: true, archivedAt: { $null: true }, profile: { userId: user.id } },
        select: ['id'],
        populate: { roles: { select: ['role'] } },
      });
      const treasurer = seats.some((seat) =>
        ((seat.roles ?? []) as { role: string }[]).some((r) => r.role.trim().toLowerCase() === 'treasurer'),
      );
      if (treasurer) return { userId: user.id, name };
    }
    throw forbidden(M.writersOnly);
  }

  async function rosterUnit(unitId: number): Promise<RosterUnit> {
    const unit = await roster().unit(unitId);
    if (!unit) throw notFound(M.unitNotFound);
    return unit;
  }

  /** The ids of accounts by code (the association's exist from the migration). */
  async function accountIds(trx: Knex, codes: string[]): Promise<Map<string, number>> {
    const rows = (await trx(T.accounts).whereIn('code', codes).select('id', 'code')) as { id: number | string; code: string }[];
    const ids = new Map(rows.map((r) => [r.code, Number(r.id)]));
    for (const code of codes) if (!ids.has(code)) throw new Error(`Ledger account ${code} is missing.`);
    return ids;
  }

  /**
   * The unit's receivable and credit accounts (made on first use; a concurrent first use inserts
   * nothing twice), its receivable row locked for the rest of the transaction.
   */
  async function lockUnit(trx: Knex, unit: RosterUnit): Promise<{ receivable: number; credit: number }> {
    const now = Date.now();
    await trx(T.accounts)
      .insert([
        {
          code: receivableOf(unit.id),
          kind: 'receivable',
          unit_id: unit.id,
          name: `Unit ${unitLabel(unit)}: receivable`,
          created_at: now,
          updated_at: now,
        },
        {
          code: creditOf(unit.id),
          kind: 'credit',
          unit_id: unit.id,
          name: `Unit ${unitLabel(unit)}: credit`,
          created_at: now,
          updated_at: now,
        },
      ])
      .onConflict('code')
      .ignore();
    const ids = await accountIds(trx, [receivableOf(unit.id), creditOf(unit.id)]);
    const receivable = ids.get(receivableOf(unit.id))!;
    await lockRow(trx, T.accounts, receivable);
    return { receivable, credit: ids.get(creditOf(unit.id))! };
  }

  /** Posts one transaction whose entries balance (refused otherwise); its id. */
  async function post(trx: Knex, tx: NewTransaction, entries: Entry[], poster: Poster): Promise<number> {
    const sum = entries.reduce((total, e) => total + e.amountCents, 0);
    if (!entries.length || sum !== 0 || entries.some((e) => !Number.isSafeInteger(e.amountCents) || e.amountCents === 0)) {
      throw badRequest(M.unbalanced);
    }
    const inserted = await trx(T.transactions)
      .insert({
        kind: tx.kind,
        unit_id: tx.unit_id,
        charge_kind: tx.charge_kind ?? null,
        period: tx.period ?? null,
        posted_on: tx.posted_on,
        due_on: tx.due_on ?? null,
        method: tx.method ?? null,
        reference: tx.reference ?? '',
        memo: tx.memo ?? '',
        reason: tx.reason ?? '',
        reverses_id: tx.reverses_id ?? null,
        posted_by_user_id: poster.userId,
        posted_by: poster.name.slice(0, 200),
        posted_at: Date.now(),
      })
      .returning('id');
    const id = idOf(inserted);
    await trx(T.entries).insert(
      entries.map((e) => ({
        transaction_id: id,
        account_id: e.accountId,
        amount_cents: e.amountCents,
        applies_to_id: e.appliesTo === 'self' ? id : (e.appliesTo ?? null),
      })),
    );
    return id;
  }

  /** What remains of each charge on a receivable account (positive remainders only). */
  async function openCharges(trx: Knex, receivable: number): Promise<OpenCharge[]> {
    const rows = (await trx(`${T.entries} as e`)
      .join(`${T.transactions} as c`, 'c.id', 'e.applies_to_id')
      .where('e.account_id', receivable)
      .groupBy('e.applies_to_id', 'c.charge_kind', 'c.due_on', 'c.posted_on')
      .havingRaw('SUM(e.amount_cents) > 0')
      .select('e.applies_to_id as chargeId', 'c.charge_kind as kind', 'c.due_on as dueOn', 'c.posted_on as postedOn')
      .sum({ remaining: 'e.amount_cents' })) as {
      chargeId: number | string;
      kind: ChargeKind;
      dueOn: string | null;
      postedOn: string;
      remaining: number | string;
    }[];
    return rows.map((r) => ({
      chargeId: Number(r.chargeId),
      kind: r.kind,
      dueOn: r.dueOn ?? r.postedOn,
      remainingCents: Number(r.remaining),
    }));
  }

  /** Transactions as answered: their effect on the unit's balance (its receivable and credit accounts), and reversals. */
  async function answer(db: Knex, rows: TransactionRow[]): Promise<LedgerTransaction[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => Number(r.id));
    const effects = new Map<number, number>();
    const reversedBy = new Map<number, number>();
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const sums = (await db(`${T.entries} as e`)
        .join(`${T.accounts} as a`, 'a.id', 'e.account_id')
        .whereIn('e.transaction_id', chunk)
        .whereIn('a.kind', ['receivable', 'credit'])
        .groupBy('e.transaction_id')
        .select('e.transaction_id as id')
        .sum({ total: 'e.amount_cents' })) as { id: number | string; total: number | string }[];
      for (const s of sums) effects.set(Number(s.id), Number(s.total));
      const reversals = (await db(T.transactions).whereIn('reverses_id', chunk).select('id', 'reverses_id')) as {
        id: number | string;
        reverses_id: number | string;
      }[];
      for (const r of reversals) reversedBy.set(Number(r.reverses_id), Number(r.id));
    }
    return rows.map((r) => toTransaction(r, effects.get(Number(r.id)) ?? 0, reversedBy.get(Number(r.id)) ?? null));
  }

  async function transactionById(db: Knex, id: number): Promise<LedgerTransaction> {
    const row = (await db(T.transactions).where({ id }).first()) as TransactionRow | undefined;
    if (!row) throw notFound(M.transactionNotFound);
    return (await answer(db, [row]))[0];
  }

  /** A unit's ledger is the board's, and its verified owners' (docs/authorization.md "Owners' accounts"). */
  async function mayRead(user: PortalUser, unitId: number): Promise<void> {
    if (isSuperUser(user.roles)) return;
    if (!user.roles.includes('owner')) throw forbidden(M.ownersOnly);
    const resident = await roster().callerOf(user, M.notVerified);
    if (resident.type !== 'owner' || !resident.verified) throw forbidden(M.notVerified);
    const owns = await strapi.db
      .query(UID.unitMember)
      .findOne({ where: { unitId, relation: 'owner', profileId: resident.profileId }, select: ['id'] });
    if (!owns) throw notFound(M.notYourUnit);
  }

  /** The period's total in cents, by kind, already posted: what refuses a second posting. */
  const periodPosted = (db: Knex, kind: string, period: string) =>
    db(T.transactions).where({ kind: 'charge', charge_kind: kind, period }).first('id');

  return {
    /** Who may write: the poster a write's transactions name, else 403. */
    writer,

    /** GET /ledger/units/:id: the unit's balance, open charges and transactions. */
    async unitLedger(user: PortalUser, unitId: number): Promise<UnitLedger> {
      await mayRead(user, unitId);
      const unit = await rosterUnit(unitId);
      const db = knex();
      const accounts = (await db(T.accounts).where({ unit_id: unitId }).select('id', 'kind')) as { id: number | string; kind: string }[];
      const receivable = accounts.find((a) => a.kind === 'receivable');
      const totals = new Map<string, number>();
      for (const account of accounts) {
        const row = (await db(T.entries).where({ account_id: account.id }).sum({ total: 'amount_cents' }).first()) as { total: unknown };
        totals.set(account.kind, Number(row?.total ?? 0));
      }
      const rows = (await db(T.transactions)
        .where({ unit_id: unitId })
        .orderBy([{ column: 'posted_on' }, { column: 'id' }])) as TransactionRow[];
      const receivableCents = totals.get('receivable') ?? 0;
      const creditCents = -(totals.get('credit') ?? 0);
      return {
        unit: { id: unit.id, number: unit.number, street: unit.street },
        balanceCents: receivableCents - creditCents,
        receivableCents,
        creditCents,
        openCharges: receivable ? await openCharges(db, Number(receivable.id)) : [],
        transactions: await answer(db, rows),
      };
    },

    /** POST /ledger/charges: a one-time charge to a unit. */
    async charge(poster: Poster, request: ChargeRequest): Promise<LedgerTransaction> {
      const unit = await rosterUnit(request.unitId);
      const postedOn = request.postedOn ?? (await today());
      const id = await strapi.db.transaction(async ({ trx }) => {
        const { receivable } = await lockUnit(trx, unit);
        const income = (await accountIds(trx, [incomeAccountOf(request.kind)])).get(incomeAccountOf(request.kind))!;
        return post(
          trx,
          {
            kind: 'charge',
            unit_id: unit.id,
            charge_kind: request.kind,
            posted_on: postedOn,
            due_on: request.dueOn ?? postedOn,
            memo: request.memo,
          },
          [
            { accountId: receivable, amountCents: request.amountCents, appliesTo: 'self' },
            { accountId: income, amountCents: -request.amountCents },
          ],
          poster,
        );
      });
      return transactionById(knex(), id);
    },

    /**
     * POST /ledger/assessments/post: a period's budget shared by the roster's entitlements, one
     * charge per unit; a period posted before posts nothing (409).
     */
    async postPeriod(poster: Poster, request: AssessmentPost): Promise<AssessmentRun> {
      const units = await roster().units();
      const outcome = shareByEntitlement(
        request.amountCents,
        units.map((u) => ({ unitId: u.id, label: unitLabel(u), entitlement: u.entitlement })),
      );
      if (!outcome.ok) throw conflict(outcome.reason);
      const firstDay = `${request.period}-01`;
      const byId = new Map(units.map((u) => [u.id, u]));
      const income = incomeAccountOf(request.kind);
      const refused = () => conflict(M.periodPosted(request.period, request.kind.replace('-', ' ')));
      const shares = await strapi.db
        .transaction(async ({ trx }) => {
          // One posting of a kind at a time: the second waits here, then finds the period posted.
          const incomeId = (await accountIds(trx, [income])).get(income)!;
          await lockRow(trx, T.accounts, incomeId);
          if (await periodPosted(trx, request.kind, request.period)) throw refused();
          const out: AssessmentRun['shares'] = [];
          for (const share of outcome.shares) {
            if (share.amountCents === 0) continue;
            const { receivable } = await lockUnit(trx, byId.get(share.unitId)!);
            const transactionId = await post(
              trx,
              {
                kind: 'charge',
                unit_id: share.unitId,
                charge_kind: request.kind,
                period: request.period,
                posted_on: firstDay,
                due_on: request.dueOn ?? firstDay,
                memo: request.memo || `${request.kind === 'assessment' ? 'Assessment' : 'Special assessment'} ${request.period}`,
              },
              [
                { accountId: receivable, amountCents: share.amountCents, appliesTo: 'self' },
                { accountId: incomeId, amountCents: -share.amountCents },
              ],
              poster,
            );
            out.push({ ...share, transactionId });
          }
          return out;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw refused();
          throw error;
        });
      return {
        period: request.period,
        kind: request.kind,
        totalCents: shares.reduce((t, s) => t + s.amountCents, 0),
        posted: shares.length,
        shares,
      };
    },

    /**
     * POST /ledger/payments: a payment staff received, settling the unit's open charges in the rule
     * pack's order (whatever its memo says), the rest held as the unit's credit.
     */
    async pay(poster: Poster, request: PaymentRequest): Promise<PaymentResult> {
      const unit = await rosterUnit(request.unitId);
      if (request.receivedOn > (await today())) throw badRequest(M.futurePayment);
      const rules = (await settings().rulePack()).ledger;
      const { id, application } = await strapi.db.transaction(async ({ trx }) => {
        const { receivable, credit } = await lockUnit(trx, unit);
        const bank = (await accountIds(trx, [BANK_ACCOUNT])).get(BANK_ACCOUNT)!;
        const application = applyPayment(request.amountCents, await openCharges(trx, receivable), rules);
        const entries: Entry[] = [
          { accountId: bank, amountCents: request.amountCents },
          ...application.applied.map((a) => ({ accountId: receivable, amountCents: -a.amountCents, appliesTo: a.chargeId })),
        ];
        if (application.creditCents > 0) entries.push({ accountId: credit, amountCents: -application.creditCents });
        const id = await post(
          trx,
          {
            kind: 'payment',
            unit_id: unit.id,
            posted_on: request.receivedOn,
            method: request.method,
            reference: request.reference,
            memo: request.memo,
          },
          entries,
          poster,
        );
        return { id, application };
      });
      return { transaction: await transactionById(knex(), id), applied: application.applied, creditCents: application.creditCents };
    },

    /**
     * POST /ledger/transactions/:id/reverse: a transaction undone by its mirror image, naming it,
     * with who and why. A returned payment restores what it settled and, where the pack allows one,
     * is charged the returned-payment fee. A reversal is never reversed; a charge partly paid is
     * reversed only once the payments applied to it are.
     */
    async reverse(poster: Poster, id: number, request: ReversalRequest): Promise<ReversalResult> {
      const original = (await knex()(T.transactions).where({ id }).first()) as TransactionRow | undefined;
      if (!original) throw notFound(M.transactionNotFound);
      if (original.kind === 'reversal') throw conflict(M.reversalOfReversal);
      const unit = original.unit_id === null ? null : await rosterUnit(Number(original.unit_id));
      const rules = (await settings().rulePack()).ledger;
      const ids = await strapi.db
        .transaction(async ({ trx }) => {
          const accounts = unit ? await lockUnit(trx, unit) : null;
          if (await trx(T.transactions).where({ reverses_id: id }).first('id')) throw conflict(M.alreadyReversed);
          const entries = (await trx(T.entries).where({ transaction_id: id }).orderBy('id')) as {
            account_id: number | string;
            amount_cents: number | string;
            applies_to_id: number | string | null;
          }[];
          if (original.kind === 'charge' && accounts) {
            const owed = (await trx(T.entries)
              .where({ account_id: accounts.receivable, applies_to_id: id })
              .sum({ total: 'amount_cents' })
              .first()) as { total: unknown };
            const charged = entries
              .filter((e) => Number(e.account_id) === accounts.receivable)
              .reduce((t, e) => t + Number(e.amount_cents), 0);
            if (Number(owed?.total ?? 0) !== charged) throw conflict(M.chargePaid);
          }
          const reversalId = await post(
            trx,
            {
              kind: 'reversal',
              unit_id: original.unit_id,
              posted_on: await today(),
              reverses_id: id,
              reason: request.reason,
              memo: `Reverses transaction ${id}`,
            },
            entries.map((e) => ({
              accountId: Number(e.account_id),
              amountCents: -Number(e.amount_cents),
              appliesTo: e.applies_to_id === null ? undefined : Number(e.applies_to_id),
            })),
            poster,
          );
          let feeId: number | null = null;
          const paid = entries.filter((e) => Number(e.amount_cents) > 0).reduce((t, e) => t + Number(e.amount_cents), 0);
          const fee = original.kind === 'payment' && request.returnedPaymentFee ? returnedPaymentFee(rules.returnedPaymentFee, paid) : 0;
          if (fee > 0 && accounts) {
            const income = (await accountIds(trx, [incomeAccountOf('costs')])).get(incomeAccountOf('costs'))!;
            const on = await today();
            feeId = await post(
              trx,
              {
                kind: 'charge',
                unit_id: original.unit_id,
                charge_kind: 'costs',
                posted_on: on,
                due_on: on,
                memo: `Returned payment fee (${rules.returnedPaymentFee?.citation ?? ''})`,
              },
              [
                { accountId: accounts.receivable, amountCents: fee, appliesTo: 'self' },
                { accountId: income, amountCents: -fee },
              ],
              poster,
            );
          }
          return { reversalId, feeId };
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(M.alreadyReversed);
          throw error;
        });
      return {
        reversal: await transactionById(knex(), ids.reversalId),
        fee: ids.feeId === null ? null : await transactionById(knex(), ids.feeId),
      };
    },

    /**
     * GET /ledger/aging: what each unit owes on a day, by how long past due, from the same entries
     * as the receivable control account, so the report's total is the account's balance.
     */
    async aging(asOfDay: string | undefined): Promise<AgingReport> {
      const asOf = asOfDay ?? (await today());
      const db = knex();
      const control = (await db(`${T.entries} as e`)
        .join(`${T.accounts} as a`, 'a.id', 'e.account_id')
        .join(`${T.transactions} as t`, 't.id', 'e.transaction_id')
        .where('a.kind', 'receivable')
        .where('t.posted_on', '<=', asOf)
        .sum({ total: 'e.amount_cents' })
        .first()) as { total: unknown };
      const rows = (await db(`${T.entries} as e`)
        .join(`${T.accounts} as a`, 'a.id', 'e.account_id')
        .join(`${T.transactions} as t`, 't.id', 'e.transaction_id')
        .join(`${T.transactions} as c`, 'c.id', 'e.applies_to_id')
        .where('a.kind', 'receivable')
        .where('t.posted_on', '<=', asOf)
        .groupBy('e.applies_to_id', 'a.unit_id', 'c.due_on', 'c.posted_on')
        .havingRaw('SUM(e.amount_cents) <> 0')
        .select('a.unit_id as unitId', 'c.due_on as dueOn', 'c.posted_on as postedOn')
        .sum({ remaining: 'e.amount_cents' })) as {
        unitId: number | string;
        dueOn: string | null;
        postedOn: string;
        remaining: number | string;
      }[];
      const empty = (): AgingAmounts => ({ current: 0, days31to60: 0, days61to90: 0, over90: 0, totalCents: 0 });
      const totals = empty();
      const perUnit = new Map<number, AgingAmounts>();
      for (const row of rows) {
        const unitId = Number(row.unitId);
        const bucket = agingBucket(row.dueOn ?? row.postedOn, asOf);
        const amounts = perUnit.get(unitId) ?? empty();
        for (const target of [amounts, totals]) {
          target[bucket] += Number(row.remaining);
          target.totalCents += Number(row.remaining);
        }
        perUnit.set(unitId, amounts);
      }
      const units = new Map((await roster().units()).map((u) => [u.id, u]));
      return {
        asOf,
        totals,
        controlCents: Number(control?.total ?? 0),
        units: [...perUnit.entries()]
          .filter(([, amounts]) => AGING_BUCKETS.some((b) => amounts[b] !== 0))
          .map(([unitId, amounts]) => ({
            unitId,
            number: units.get(unitId)?.number ?? '',
            street: units.get(unitId)?.street ?? '',
            ...amounts,
          }))
          .sort((a, b) => a.street.localeCompare(b.street) || a.number.localeCompare(b.number, undefined, { numeric: true })),
      };
    },

    /**
     * A journal entry between the association's own accounts (bank, income), by account code: the
     * accountant's adjustment. Refused unless its entries balance; never touches a unit's account,
     * whose entries must each name their charge.
     */
    async journal(poster: Poster, request: JournalRequest): Promise<LedgerTransaction> {
      const entries = request.entries.map((e) => ({ account: e.account, amountCents: e.debitCents ?? -(e.creditCents ?? 0) }));
      if (entries.some((e) => e.account.startsWith('unit:'))) throw badRequest(M.account);
      const id = await strapi.db.transaction(async ({ trx }) => {
        const ids = await accountIds(
          trx,
          entries.map((e) => e.account),
        ).catch(() => {
          throw badRequest(M.account);
        });
        return post(
          trx,
          { kind: 'journal', unit_id: null, posted_on: await today(), memo: request.memo },
          entries.map((e) => ({ accountId: ids.get(e.account)!, amountCents: e.amountCents })),
          poster,
        );
      });
      return transactionById(knex(), id);
    },
  };
};
