/**
 * Monthly statements (docs/api.md "Owners' accounts"): a unit's month read from its posted
 * transactions, so opening balance + activity = closing balance, and the closing balance is the sum
 * of the unit's entries up to the month's last day. Issuing a month stores each unit's figures once
 * (a unique key per unit and month; an issued statement never changes) and queues an e-mail to the
 * unit's verified owners in the same transaction, so it goes if and only if the statement is issued.
 * A statement is read, and downloaded as a PDF, by the unit's verified owners and the board.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  DuesMessages as D,
  firstDayOf,
  lastDayOf,
  statementFigures,
  type Locale,
  type Statement,
  type StatementIssueResult,
  type StatementSummary,
} from '@hearth/common';
import { conflict, notFound } from '../../../platform/http-errors';
import { settings as platformSettings } from '../../../platform/settings';
import { serviceOf } from '../../../platform/services';
import { readerLanguage } from '../../../platform/content-languages';
import { accountEmailOf } from '../../../identity/front-door';
import { siteName } from '../../../platform/site-name';
import type { PortalUser } from '../../../identity/front-door';
import { mailLanguages, sendMail, type OutboxRounds } from '../../notice/front-door';
import type { rosterService } from '../../unit/front-door';
import type { RosterUnit } from '../../unit/front-door';
import { ledgerContext } from './ledger/context';
import { LEDGER_TABLES as T, type TransactionRow } from '../model/tables';
import { DUES_TABLES as D_T, type StatementRow } from '../model/dues-tables';
import { statementMail } from '../mail-kinds';
import { statementPdf } from '../model/statement-pdf';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const ctx = ledgerContext(strapi);
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  const knex = (): Knex => strapi.db.connection;

  /** The unit's balance (receivable less credit) from its entries posted on or before `day`. */
  async function balanceOn(db: Knex, unitId: number, before: string): Promise<number> {
    const row = (await db(`${T.entries} as e`)
      .join(`${T.accounts} as a`, 'a.id', 'e.account_id')
      .join(`${T.transactions} as t`, 't.id', 'e.transaction_id')
      .where('a.unit_id', unitId)
      .whereIn('a.kind', ['receivable', 'credit'])
      .where('t.posted_on', '<', before)
      .sum({ total: 'e.amount_cents' })
      .first()) as { total: unknown } | undefined;
    return Number(row?.total ?? 0);
  }

  async function compute(db: Knex, unit: RosterUnit, period: string, issuedAt: string | null): Promise<Statement> {
    const from = firstDayOf(period);
    const to = lastDayOf(period);
    const opening = await balanceOn(db, unit.id, from);
    const rows = (await db(T.transactions)
      .where({ unit_id: unit.id })
      .whereBetween('posted_on', [from, to])
      .orderBy([{ column: 'posted_on' }, { column: 'id' }])) as TransactionRow[];
    const transactions = await ctx.answer(db, rows);
    return {
      unit: { id: unit.id, number: unit.number, street: unit.street },
      period,
      from,
      to,
      ...statementFigures(opening, transactions),
      transactions,
      issuedAt,
    };
  }

  async function rosterUnit(unitId: number): Promise<RosterUnit> {
    const unit = await roster().unit(unitId);
    if (!unit) throw notFound('There is no such unit on the roster.');
    return unit;
  }

  /** An issued statement of a unit the caller may read (404 when not issued). */
  async function issued(user: PortalUser, unitId: number, period: string): Promise<Statement> {
    await ctx.mayRead(user, unitId);
    const unit = await rosterUnit(unitId);
    const row = (await knex()(D_T.statements).where({ unit_id: unitId, period }).first()) as StatementRow | undefined;
    if (!row) throw notFound(D.statementNotIssued);
    return compute(knex(), unit, period, new Date(Number(row.issued_at)).toISOString());
  }

  return {
    /** The statement of any month, issued or not (the board's preview, and the identity's test). */
    async statementOf(unitId: number, period: string): Promise<Statement> {
      return compute(knex(), await rosterUnit(unitId), period, null);
    },

    /**
     * POST /ledger/statements/issue: each unit with an account gets its statement of a month that
     * has ended, once; its verified owners an e-mail. A month issued before issues nothing (409).
     */
    async issue(user: PortalUser, period: string): Promise<StatementIssueResult> {
      const poster = await ctx.writer(user);
      if (lastDayOf(period) >= (await ctx.today())) throw conflict(D.periodOpen(period));
      const withAccounts = new Set(
        ((await knex()(T.accounts).whereNotNull('unit_id').distinct('unit_id')) as { unit_id: number | string }[]).map((r) =>
          Number(r.unit_id),
        ),
      );
      const units = (await roster().units()).filter((u) => withAccounts.has(u.id));
      const site = await siteName(strapi);
      const link = `${platformSettings().server.publicUrl}/account/ledger`;
      let issuedCount = 0;
      let mailed = 0;
      for (const unit of units) {
        const owners = await roster().votingOwnersOf(unit.id);
        // Each owner's e-mail in their language, read before the transaction (SQLite's one connection).
        const languages = await mailLanguages(
          strapi,
          owners.map((o) => o.userId),
        );
        await strapi.db.transaction(async ({ trx }) => {
          const statement = await compute(trx, unit, period, null);
          const inserted = (await trx(D_T.statements)
            .insert({
              unit_id: unit.id,
              period,
              opening_cents: statement.openingCents,
              charges_cents: statement.chargesCents,
              payments_cents: statement.paymentsCents,
              closing_cents: statement.closingCents,
              issued_by: poster.name.slice(0, 200),
              issued_at: Date.now(),
            })
            .onConflict(['unit_id', 'period'])
            .ignore()
            .returning('id')) as unknown[];
          if (!inserted.length) return;
          issuedCount += 1;
          for (const owner of owners) {
            const to = await accountEmailOf(trx, owner.userId);
            if (!to) continue;
            await sendMail(strapi, { ...statementMail(site, statement, link, languages(owner.userId)), to, userId: owner.userId }, trx);
            mailed += 1;
          }
        });
      }
      if (mailed) serviceOf<OutboxRounds>(strapi, 'api::notice.notice').wake();
      if (!issuedCount && units.length) throw conflict(D.statementsIssued(period));
      return { period, issued: issuedCount, mailed };
    },

    /** GET /ledger/units/:unitId/statements: the unit's issued statements, newest first. */
    async list(user: PortalUser, unitId: number): Promise<StatementSummary[]> {
      await ctx.mayRead(user, unitId);
      await rosterUnit(unitId);
      const rows = (await knex()(D_T.statements).where({ unit_id: unitId }).orderBy('period', 'desc')) as StatementRow[];
      return rows.map((r) => ({
        period: r.period,
        openingCents: Number(r.opening_cents),
        chargesCents: Number(r.charges_cents),
        paymentsCents: Number(r.payments_cents),
        closingCents: Number(r.closing_cents),
        issuedAt: new Date(Number(r.issued_at)).toISOString(),
      }));
    },

    /** GET /ledger/units/:unitId/statements/:period: an issued statement with its transactions. */
    detail: issued,

    /** GET /ledger/units/:unitId/statements/:period/pdf, in the requester's language: their profile's, else their browser's. */
    async pdf(user: PortalUser, unitId: number, period: string, browser: Locale): Promise<Uint8Array> {
      const statement = await issued(user, unitId, period);
      return statementPdf(await siteName(strapi), statement, await readerLanguage(strapi, user.id, browser));
    },
  };
};
