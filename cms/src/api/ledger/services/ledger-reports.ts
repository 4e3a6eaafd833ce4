/**
 * Owners' accounts, the reports (docs/api.md "Owners' accounts"): an owner's own units with their
 * balances, the board's delinquency list, the accountant's journal export and year-end trial
 * balance, read from the same entries as the ledger; and a special assessment posted from a carried
 * owners' vote. Reads change nothing; the one write posts through the ledger's own posting
 * (services/ledger/context.ts), so it balances and never changes what is posted.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  LedgerMessages,
  LedgerReportMessages as M,
  addAging,
  agingBucket,
  daysBetween,
  isSuperUser,
  journalCsvRow,
  outcomeOf,
  shareByEntitlement,
  type AgingAmounts,
  type DelinquencyQuery,
  type DelinquencyReport,
  type DelinquentUnit,
  type JournalExportQuery,
  type OwnedUnit,
  type TrialBalance,
  type TrialBalanceLine,
  type VoteAssessmentRequest,
  type VoteAssessmentRun,
  mailTexts,
  type Locale,
} from '@hearth/common';
import { badRequest, conflict, forbidden } from '../../../platform/http-errors';
import { UID } from '../../../platform/content-registry';
import { exportCsv } from '../../../platform/csv';
import { lockRow } from '../../../platform/row-lock';
import { serviceOf } from '../../../platform/services';
import { readerLanguage } from '../../../platform/content-languages';
import type { PortalUser } from '../../../identity/front-door';
import type { voteService } from '../../vote/front-door';
import { LEDGER_TABLES as T, incomeAccountOf } from '../model/tables';
import { ledgerContext, unitLabel, type Poster } from './ledger/context';

const emptyAging = (): AgingAmounts => ({ current: 0, days31to60: 0, days61to90: 0, over90: 0, totalCents: 0 });

/** The reference a special assessment's charges carry: the vote that approved it, so it posts once. */
const voteReference = (voteId: number) => `vote:${voteId}`;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const { roster, knex, today, writer, accountIds, lockUnit, post } = ledgerContext(strapi);
  const votes = () => serviceOf<typeof voteService>(strapi, 'api::vote.vote');

  /** A report covers days up to today (in the association's zone): a later day is refused. */
  async function notAfterToday(...days: (string | undefined)[]): Promise<string> {
    const now = await today();
    for (const day of days) if (day && day > now) throw badRequest(M.futureDay(day));
    return now;
  }

  /** Receivable and credit totals per unit, from the entries posted on or before a day (all, without one). */
  async function unitTotals(db: Knex, unitIds: number[] | null, upTo?: string) {
    const query = db(`${T.entries} as e`)
      .join(`${T.accounts} as a`, 'a.id', 'e.account_id')
      .whereIn('a.kind', ['receivable', 'credit'])
      .groupBy('a.unit_id', 'a.kind')
      .select('a.unit_id as unitId', 'a.kind as kind')
      .sum({ total: 'e.amount_cents' });
    if (unitIds) query.whereIn('a.unit_id', unitIds);
    if (upTo) query.join(`${T.transactions} as t`, 't.id', 'e.transaction_id').where('t.posted_on', '<=', upTo);
    const rows = (await query) as { unitId: number | string; kind: string; total: number | string }[];
    const totals = new Map<number, { receivable: number; credit: number }>();
    for (const row of rows) {
      const unit = totals.get(Number(row.unitId)) ?? { receivable: 0, credit: 0 };
      if (row.kind === 'receivable') unit.receivable = Number(row.total);
      else unit.credit = -Number(row.total);
      totals.set(Number(row.unitId), unit);
    }
    return totals;
  }

  return {
    /** Who may post a special assessment: the ledger's writers (administrators, the treasurer), else 403. */
    writer,

    /**
     * GET /ledger/units/mine: the units the roster lists the caller on as owner, with their balances.
     * Owners' accounts are their verified owners' (tenants and property managers 403, an owner not
     * yet verified 403); a director or administrator who owns no unit owns none here.
     */
    async mine(user: PortalUser): Promise<OwnedUnit[]> {
      const superUser = isSuperUser(user.roles);
      if (!superUser && !user.roles.includes('owner')) throw forbidden(LedgerMessages.ownersOnly);
      const resident = await roster().currentResident(user);
      if (resident.profileId === null || resident.type !== 'owner' || !resident.verified) {
        if (superUser) return [];
        throw forbidden(LedgerMessages.notVerified);
      }
      const members = await strapi.db
        .query(UID.unitMember)
        .findMany({ where: { relation: 'owner', profileId: resident.profileId }, select: ['unitId'], orderBy: { id: 'asc' } });
      const unitIds = [...new Set(members.map((m) => Number(m.unitId)))];
      if (!unitIds.length) return [];
      const totals = await unitTotals(knex(), unitIds);
      const units = (await roster().units()).filter((u) => unitIds.includes(u.id));
      return units.map((u) => {
        const { receivable, credit } = totals.get(u.id) ?? { receivable: 0, credit: 0 };
        return {
          unit: { id: u.id, number: u.number, street: u.street },
          balanceCents: receivable - credit,
          receivableCents: receivable,
          creditCents: credit,
        };
      });
    },

    /**
     * GET /ledger/delinquency: the units owing a charge at least `minDays` past its due day on
     * `asOf`, oldest first, with what they owe by the aging report's buckets (the same remainders,
     * so a unit's total here is its total there).
     */
    async delinquency(query: DelinquencyQuery): Promise<DelinquencyReport> {
      const now = await notAfterToday(query.asOf);
      const asOf = query.asOf ?? now;
      const db = knex();
      const rows = (await db(`${T.entries} as e`)
        .join(`${T.accounts} as a`, 'a.id', 'e.account_id')
        .join(`${T.transactions} as t`, 't.id', 'e.transaction_id')
        .join(`${T.transactions} as c`, 'c.id', 'e.applies_to_id')
        .where('a.kind', 'receivable')
        .where('t.posted_on', '<=', asOf)
        .groupBy('e.applies_to_id', 'a.unit_id', 'c.due_on', 'c.posted_on')
        .havingRaw('SUM(e.amount_cents) > 0')
        .select('a.unit_id as unitId', 'c.due_on as dueOn', 'c.posted_on as postedOn')
        .sum({ remaining: 'e.amount_cents' })) as {
        unitId: number | string;
        dueOn: string | null;
        postedOn: string;
        remaining: number | string;
      }[];
      const perUnit = new Map<number, { aging: AgingAmounts; pastDue: number; oldest: string | null }>();
      for (const row of rows) {
        const unitId = Number(row.unitId);
        const dueOn = row.dueOn ?? row.postedOn;
        const remaining = Number(row.remaining);
        const unit = perUnit.get(unitId) ?? { aging: emptyAging(), pastDue: 0, oldest: null };
        unit.aging[agingBucket(dueOn, asOf)] += remaining;
        unit.aging.totalCents += remaining;
        if (dueOn < asOf) {
          unit.pastDue += remaining;
          if (unit.oldest === null || dueOn < unit.oldest) unit.oldest = dueOn;
        }
        perUnit.set(unitId, unit);
      }
      const listed = [...perUnit.entries()].filter(([, u]) => u.oldest !== null && daysBetween(u.oldest, asOf) >= query.minDays);
      const credits = listed.length
        ? await unitTotals(
            db,
            listed.map(([id]) => id),
            asOf,
          )
        : new Map();
      const roll = new Map((await roster().units()).map((u) => [u.id, u]));
      const totals = { ...emptyAging(), pastDueCents: 0 };
      const units: DelinquentUnit[] = listed.map(([unitId, u]) => {
        addAging(totals, u.aging);
        totals.pastDueCents += u.pastDue;
        return {
          unitId,
          number: roll.get(unitId)?.number ?? '',
          street: roll.get(unitId)?.street ?? '',
          ...u.aging,
          pastDueCents: u.pastDue,
          oldestDueOn: u.oldest!,
          daysPastDue: daysBetween(u.oldest!, asOf),
          creditCents: credits.get(unitId)?.credit ?? 0,
        };
      });
      units.sort(
        (a, b) =>
          a.oldestDueOn.localeCompare(b.oldestDueOn) ||
          b.pastDueCents - a.pastDueCents ||
          a.street.localeCompare(b.street) ||
          a.number.localeCompare(b.number, undefined, { numeric: true }),
      );
      return { asOf, minDays: query.minDays, totals, units };
    },

    /**
     * GET /ledger/journal.csv: every entry posted from `from` to `to` (default: this year to today),
     * one row each, by day then transaction; UTF-8 with a byte order mark, as the portal's other
     * exports, every cell safe to open in a spreadsheet (platform/csv.ts). The headings are in the
     * reader's language (their profile's, else their browser's): no import of the portal reads this
     * file, and its cells stay account codes, ISO days and decimals, as an accounting program reads them.
     */
    async journalCsv(
      query: JournalExportQuery,
      user: PortalUser,
      browser: Locale = 'en',
    ): Promise<{ csv: string; from: string; to: string }> {
      const now = await notAfterToday(query.from, query.to);
      const to = query.to ?? now;
      const from = query.from ?? `${to.slice(0, 4)}-01-01`;
      if (from > to) throw badRequest(M.fromAfterTo);
      const rows = (await knex()(`${T.entries} as e`)
        .join(`${T.accounts} as a`, 'a.id', 'e.account_id')
        .join(`${T.transactions} as t`, 't.id', 'e.transaction_id')
        .whereBetween('t.posted_on', [from, to])
        .orderBy([{ column: 't.posted_on' }, { column: 't.id' }, { column: 'e.id' }])
        .select(
          't.posted_on as postedOn',
          'a.code as account',
          'e.amount_cents as amount',
          't.memo as memo',
          't.reason as reason',
          't.id as id',
        )) as {
        postedOn: string;
        account: string;
        amount: number | string;
        memo: string;
        reason: string;
        id: number | string;
      }[];
      const lines = rows.map((r) =>
        journalCsvRow({
          postedOn: r.postedOn,
          account: r.account,
          amountCents: Number(r.amount),
          memo: [r.memo, r.reason].filter(Boolean).join(': '),
          transactionId: Number(r.id),
        }),
      );
      const w = mailTexts(await readerLanguage(strapi, user.id, browser)).journal;
      const header = [w.date, w.account, w.debit, w.credit, w.memo, w.transactionId];
      return { csv: `\uFEFF${exportCsv([header, ...lines])}`, from, to };
    },

    /**
     * GET /ledger/trial-balance: each account's debits and credits of the year, and its balance at
     * the year's end on its side. Every transaction balances, so both pairs of totals are equal.
     */
    async trialBalance(year: number): Promise<TrialBalance> {
      const now = await today();
      if (year > Number(now.slice(0, 4))) throw badRequest(M.year);
      const from = `${year}-01-01`;
      const to = `${year}-12-31`;
      const db = knex();
      const totalsOf = (fromDay: string | null) => {
        const query = db(`${T.entries} as e`)
          .join(`${T.transactions} as t`, 't.id', 'e.transaction_id')
          .where('t.posted_on', '<=', to)
          .groupBy('e.account_id')
          .select(
            'e.account_id as accountId',
            db.raw('SUM(CASE WHEN e.amount_cents > 0 THEN e.amount_cents ELSE 0 END) as debit'),
            db.raw('SUM(CASE WHEN e.amount_cents < 0 THEN -e.amount_cents ELSE 0 END) as credit'),
          );
        if (fromDay) query.where('t.posted_on', '>=', fromDay);
        return query as Promise<{ accountId: number | string; debit: number | string | null; credit: number | string | null }[]>;
      };
      const [inYear, upToEnd] = [await totalsOf(from), await totalsOf(null)];
      const accounts = (await db(T.accounts)
        .whereIn(
          'id',
          upToEnd.map((r) => Number(r.accountId)),
        )
        .select('id', 'code', 'name', 'kind', 'unit_id')) as {
        id: number | string;
        code: string;
        name: string;
        kind: string;
        unit_id: number | string | null;
      }[];
      const ofYear = new Map(inYear.map((r) => [Number(r.accountId), r]));
      const closing = new Map(upToEnd.map((r) => [Number(r.accountId), Number(r.debit ?? 0) - Number(r.credit ?? 0)]));
      const lines: TrialBalanceLine[] = accounts
        .sort(
          (a, b) =>
            (a.unit_id === null ? -1 : Number(a.unit_id)) - (b.unit_id === null ? -1 : Number(b.unit_id)) || a.code.localeCompare(b.code),
        )
        .map((a) => {
          const id = Number(a.id);
          const balance = closing.get(id) ?? 0;
          return {
            account: a.code,
            name: a.name,
            kind: a.kind,
            debitCents: Number(ofYear.get(id)?.debit ?? 0),
            creditCents: Number(ofYear.get(id)?.credit ?? 0),
            closingDebitCents: balance > 0 ? balance : 0,
            closingCreditCents: balance < 0 ? -balance : 0,
          };
        });
      const sum = (key: keyof TrialBalance['totals']) => lines.reduce((t, l) => t + l[key], 0);
      return {
        year,
        from,
        to,
        lines,
        totals: {
          debitCents: sum('debitCents'),
          creditCents: sum('creditCents'),
          closingDebitCents: sum('closingDebitCents'),
          closingCreditCents: sum('closingCreditCents'),
        },
      };
    },

    /**
     * POST /ledger/special-assessments: the amount a carried owners' vote approved, shared by the
     * roster's entitlements as a special assessment, one charge per unit, each naming the vote. The
     * vote must be closed and its yes/no question carried (by the results' own rule, outcomeOf);
     * a vote posts once: a second posting, even at the same moment, posts nothing (409).
     */
    async fromVote(poster: Poster, user: PortalUser, request: VoteAssessmentRequest): Promise<VoteAssessmentRun> {
      const detail = await votes().detail(request.voteId, user);
      if (detail.status !== 'closed') throw conflict(M.voteNotClosed);
      const question = detail.questions[request.question];
      if (!question) throw badRequest(M.question);
      if (question.kind !== 'yesNo') throw conflict(M.notYesNo);
      const outcome = outcomeOf(await votes().results(request.voteId, user), request.question);
      if (outcome !== 'Carried') throw conflict(M.voteNotCarried(outcome));
      const units = await roster().units();
      const shared = shareByEntitlement(
        request.amountCents,
        units.map((u) => ({ unitId: u.id, label: unitLabel(u), entitlement: u.entitlement })),
      );
      if (!shared.ok) throw conflict(shared.reason);
      const byId = new Map(units.map((u) => [u.id, u]));
      const reference = voteReference(request.voteId);
      const income = incomeAccountOf('special-assessment');
      const memo = request.memo || `Special assessment approved by vote ${request.voteId}: ${detail.title}`.slice(0, 500);
      const postedOn = await today();
      const shares = await strapi.db.transaction(async ({ trx }) => {
        // One special assessment posting at a time: the second waits here, then finds the vote posted.
        const incomeId = (await accountIds(trx, [income])).get(income)!;
        await lockRow(trx, T.accounts, incomeId);
        if (await trx(T.transactions).where({ kind: 'charge', charge_kind: 'special-assessment', reference }).first('id')) {
          throw conflict(M.votePosted);
        }
        const out: VoteAssessmentRun['shares'] = [];
        for (const share of shared.shares) {
          if (share.amountCents === 0) continue;
          const { receivable } = await lockUnit(trx, byId.get(share.unitId)!);
          const transactionId = await post(
            trx,
            {
              kind: 'charge',
              unit_id: share.unitId,
              charge_kind: 'special-assessment',
              posted_on: postedOn,
              due_on: request.dueOn,
              reference,
              memo,
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
      });
      return {
        voteId: request.voteId,
        postedOn,
        dueOn: request.dueOn,
        totalCents: shares.reduce((t, s) => t + s.amountCents, 0),
        posted: shares.length,
        shares,
      };
    },
  };
};
