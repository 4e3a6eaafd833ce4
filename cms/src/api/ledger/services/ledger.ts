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
import {
  AGING_BUCKETS,
  LedgerMessages as M,
  agingBucket,
  applyPayment,
  returnedPaymentFee,
  shareByEntitlement,
  type AgingAmounts,
  type AgingReport,
  type AssessmentPost,
  type AssessmentRun,
  type ChargeRequest,
  type JournalRequest,
  type LedgerTransaction,
  type PaymentRequest,
  type PaymentResult,
  type ReversalRequest,
  type ReversalResult,
  type UnitLedger,
  LedgerMemoWords,
} from '@hearth/common';
import { badRequest, conflict, notFound } from '../../../platform/http-errors';
import { isUniqueViolation } from '../../../platform/idempotency';
import { lockRow } from '../../../platform/row-lock';
import type { PortalUser } from '../../../identity/front-door';
import { BANK_ACCOUNT, LEDGER_TABLES as T, incomeAccountOf, type TransactionRow } from '../model/tables';

import { ledgerContext, unitLabel, type Entry, type Poster } from './ledger/context';

export type { Poster } from './ledger/context';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const {
    roster,
    settings,
    knex,
    today,
    writer,
    rosterUnit,
    accountIds,
    lockUnit,
    post,
    postPeriodCharges,
    openCharges,
    answer,
    transactionById,
    mayRead,
    periodPosted,
  } = ledgerContext(strapi);

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
          const charged = outcome.shares.filter((share) => share.amountCents !== 0);
          const ids = await postPeriodCharges(
            trx,
            incomeId,
            charged.map((share) => ({
              unit: byId.get(share.unitId)!,
              amountCents: share.amountCents,
              tx: {
                kind: 'charge',
                unit_id: share.unitId,
                charge_kind: request.kind,
                period: request.period,
                posted_on: firstDay,
                due_on: request.dueOn ?? firstDay,
                memo:
                  request.memo ||
                  (request.kind === 'assessment' ? LedgerMemoWords.assessment : LedgerMemoWords.specialAssessment)(request.period),
              },
            })),
            poster,
          );
          const out: AssessmentRun['shares'] = charged.map((share) => ({ ...share, transactionId: ids.get(share.unitId)! }));
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
              memo: LedgerMemoWords.reverses(id),
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
                memo: LedgerMemoWords.returnedPaymentFee(rules.returnedPaymentFee?.citation ?? ''),
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
