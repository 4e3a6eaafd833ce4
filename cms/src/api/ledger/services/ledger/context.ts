/**
 * What the ledger's calls share: who writes, the unit's accounts under their lock, posting a balanced
 * transaction, and reading transactions back.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  LedgerMessages as M,
  isAdmin,
  isSuperUser,
  localOf,
  type ChargeKind,
  type LedgerTransaction,
  type OpenCharge,
} from '@hearth/common';
import { badRequest, forbidden, notFound } from '../../../../platform/http-errors';
import { UID } from '../../../../platform/content-registry';
import { lockRows } from '../../../../platform/row-lock';
import { serviceOf } from '../../../../platform/services';
import type { PortalUser } from '../../../../identity/front-door';
import type { rosterService } from '../../../unit/front-door';
import type { RosterUnit } from '../../../unit/front-door';
import type { settingsService } from '../../../site-setting/front-door';
import { LEDGER_TABLES as T, creditOf, receivableOf, toTransaction, type TransactionRow } from '../../model/tables';

/** One entry to post: the account's id, the signed amount (debit +, credit −), the charge it concerns. */
export interface Entry {
  accountId: number;
  amountCents: number;
  appliesTo?: number | 'self';
}

/** A transaction to post: its kind, unit and day; the rest as it applies. */
export type NewTransaction = Pick<TransactionRow, 'kind' | 'unit_id' | 'posted_on'> &
  Partial<Pick<TransactionRow, 'charge_kind' | 'period' | 'due_on' | 'method' | 'reference' | 'memo' | 'reason' | 'reverses_id'>>;

/** Who posts: the account and the name kept on the transaction. */
export interface Poster {
  userId: number;
  name: string;
}

/** Units per batch of a period's charges: its INSERTs stay well inside SQLite's bound parameters. */
const BATCH = 250;
const idOf = (inserted: unknown[]) => Number(typeof inserted[0] === 'object' ? (inserted[0] as { id: unknown }).id : inserted[0]);
export const unitLabel = (unit: RosterUnit) => `${unit.number} ${unit.street}`;

export function ledgerContext(strapi: Core.Strapi) {
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
   * The units' receivable and credit accounts (made on first use; a concurrent first use inserts
   * nothing twice), their receivable rows locked for the rest of the transaction; by unit id.
   */
  async function lockUnits(trx: Knex, units: RosterUnit[]): Promise<Map<number, { receivable: number; credit: number }>> {
    const now = Date.now();
    await trx(T.accounts)
      .insert(
        units.flatMap((unit) => [
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
        ]),
      )
      .onConflict('code')
      .ignore();
    const ids = await accountIds(
      trx,
      units.flatMap((unit) => [receivableOf(unit.id), creditOf(unit.id)]),
    );
    const accounts = new Map(
      units.map((unit) => [unit.id, { receivable: ids.get(receivableOf(unit.id))!, credit: ids.get(creditOf(unit.id))! }]),
    );
    await lockRows(
      trx,
      T.accounts,
      [...accounts.values()].map((a) => a.receivable),
    );
    return accounts;
  }

  /** The unit's receivable and credit accounts, its receivable row locked for the rest of the transaction. */
  async function lockUnit(trx: Knex, unit: RosterUnit): Promise<{ receivable: number; credit: number }> {
    return (await lockUnits(trx, [unit])).get(unit.id)!;
  }

  /** A transaction's row as stored. */
  const transactionRow = (tx: NewTransaction, poster: Poster, postedAt: number) => ({
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
    posted_at: postedAt,
  });

  /** Posts one transaction whose entries balance (refused otherwise); its id. */
  async function post(trx: Knex, tx: NewTransaction, entries: Entry[], poster: Poster): Promise<number> {
    const sum = entries.reduce((total, e) => total + e.amountCents, 0);
    if (!entries.length || sum !== 0 || entries.some((e) => !Number.isSafeInteger(e.amountCents) || e.amountCents === 0)) {
      throw badRequest(M.unbalanced);
    }
    const inserted = await trx(T.transactions)
      .insert(transactionRow(tx, poster, Date.now()))
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

  /**
   * A period's charges of one kind, at most one per unit (the database's key per unit, kind and
   * period), each owed to the unit's receivable account against `incomeId`: posted a batch of units
   * at a time (their accounts made and locked, their transactions and entries each one INSERT), so
   * a roster of thousands posts in a few statements per batch. The transaction's id by unit.
   */
  async function postPeriodCharges(
    trx: Knex,
    incomeId: number,
    charges: { unit: RosterUnit; amountCents: number; tx: NewTransaction & Required<Pick<NewTransaction, 'charge_kind' | 'period'>> }[],
    poster: Poster,
  ): Promise<Map<number, number>> {
    if (charges.some((c) => !Number.isSafeInteger(c.amountCents) || c.amountCents === 0)) throw badRequest(M.unbalanced);
    const ids = new Map<number, number>();
    for (let i = 0; i < charges.length; i += BATCH) {
      // SQLite's driver answers synchronously: without a turn of the event loop between batches, a
      // 2,000-unit period would hold every other request (even /_health) until it is posted.
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      const batch = charges.slice(i, i + BATCH);
      const accounts = await lockUnits(
        trx,
        batch.map((c) => c.unit),
      );
      const postedAt = Date.now();
      await trx(T.transactions).insert(batch.map((c) => transactionRow(c.tx, poster, postedAt)));
      // Read back by the key that makes each unique, not by the order an INSERT returns its ids.
      const { charge_kind, period } = batch[0].tx;
      const rows = (await trx(T.transactions)
        .where({ kind: 'charge', charge_kind, period })
        .whereIn(
          'unit_id',
          batch.map((c) => c.unit.id),
        )
        .select('id', 'unit_id')) as { id: number | string; unit_id: number | string }[];
      for (const row of rows) ids.set(Number(row.unit_id), Number(row.id));
      await trx(T.entries).insert(
        batch.flatMap((c) => {
          const id = ids.get(c.unit.id)!;
          return [
            { transaction_id: id, account_id: accounts.get(c.unit.id)!.receivable, amount_cents: c.amountCents, applies_to_id: id },
            { transaction_id: id, account_id: incomeId, amount_cents: -c.amountCents, applies_to_id: null },
          ];
        }),
      );
    }
    return ids;
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
  };
}
