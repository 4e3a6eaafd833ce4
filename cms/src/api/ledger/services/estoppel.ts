/**
 * Estoppel certificates (docs/api.md "Owners' accounts"): asked by a unit's verified owner, or
 * recorded by the board for a title company or a closing agent; due by the rule pack's deadline
 * (Florida: 10 business days), shown and counted on every answer. Issued by an administrator or the
 * treasurer: the amounts owed on the day, those falling due while it is effective (charges posted,
 * and the regular assessment expected for a month not yet posted), and the pack's fee (none once
 * late where the statute says so), posted to the unit's ledger as a charge in the transaction that
 * issues it. Once issued the certificate is frozen as an official record: its
 * JSON text and SHA-256 are stored in the same statement that marks it issued, and the database's
 * trigger refuses any later UPDATE or DELETE of the row.
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  DuesMessages as D,
  addDays,
  duesRulesOf,
  estoppelDaysLeft,
  estoppelDueOn,
  estoppelFee,
  firstDayOf,
  isSuperUser,
  periodOf,
  type EstoppelAmount,
  type EstoppelCertificate,
  type EstoppelRequestInput,
  type EstoppelRequestView,
  type EstoppelRequester,
  type Locale,
  LedgerMemoWords,
} from '@hearth/common';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http-errors';
import { serviceOf } from '../../../platform/services';
import { readerLanguage } from '../../../platform/content-languages';
import { siteName } from '../../../platform/site-name';
import type { PortalUser } from '../../../identity/front-door';
import type { rosterService } from '../../unit/front-door';
import type { settingsService } from '../../site-setting/front-door';
import { ledgerContext } from './ledger/context';
import type ledgerService from './ledger';
import { DUES_TABLES as D_T, type EstoppelRow } from '../model/dues-tables';
import { LEDGER_TABLES as T, incomeAccountOf } from '../model/tables';
import { estoppelPdf } from '../model/statement-pdf';

/** The reference of a certificate's fee charge on the unit's ledger: how its view finds it. */
const feeReferenceOf = (id: number) => `estoppel:${id}`;
const sha256Of = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const ctx = ledgerContext(strapi);
  const ledger = () => serviceOf<typeof ledgerService>(strapi, 'api::ledger.ledger');
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  const settings = () => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings');
  const knex = (): Knex => strapi.db.connection;
  const rules = async () => duesRulesOf((await settings().rulePack()).id).estoppel;

  async function view(row: EstoppelRow): Promise<EstoppelRequestView> {
    const rule = await rules();
    const certificate = row.certificate ? (JSON.parse(row.certificate) as EstoppelCertificate) : null;
    return {
      id: Number(row.id),
      unitId: Number(row.unit_id),
      requester: { kind: row.requester_kind as EstoppelRequester, name: row.requester_name, email: row.requester_email },
      closingOn: row.closing_on,
      askedOn: row.asked_on,
      dueOn: row.due_on,
      daysLeft: estoppelDaysLeft(rule, row.due_on, row.issued_on ?? (await ctx.today())),
      businessDays: rule.businessDays,
      citation: rule.citation,
      feeCents: certificate ? certificate.feeCents : rule.feeCents,
      status: row.issued_at === null ? 'requested' : 'issued',
      issuedOn: row.issued_on,
      sha256: row.sha256,
      certificate,
      feeChargeId: await feeChargeOf(Number(row.id)),
    };
  }

  /** The charge of an issued certificate's fee on the unit's ledger, if it had one. */
  async function feeChargeOf(id: number): Promise<number | null> {
    const charge = (await knex()(T.transactions)
      .where({ kind: 'charge', reference: feeReferenceOf(id) })
      .first('id')) as { id: number | string } | undefined;
    return charge ? Number(charge.id) : null;
  }

  /** A request the caller may see: the board any, anyone else only those they asked (404 otherwise). */
  async function readable(user: PortalUser, id: number): Promise<EstoppelRow> {
    const row = (await knex()(D_T.estoppels).where({ id }).first()) as EstoppelRow | undefined;
    if (!row || (!isSuperUser(user.roles) && Number(row.requested_by_user_id) !== user.id)) throw notFound(D.estoppelNotFound);
    return row;
  }

  return {
    /** POST /ledger/estoppels: a request, its deadline counted from today. */
    async request(user: PortalUser, input: EstoppelRequestInput): Promise<EstoppelRequestView> {
      if (!isSuperUser(user.roles)) {
        if (input.requesterKind !== 'owner') throw forbidden(D.ownerRequestsOwn);
        await ctx.mayRead(user, input.unitId);
      }
      if (!(await roster().unit(input.unitId))) throw notFound('There is no such unit on the roster.');
      const today = await ctx.today();
      if (input.closingOn < today) throw badRequest(D.closingPast);
      const inserted = await knex()(D_T.estoppels)
        .insert({
          unit_id: input.unitId,
          requester_kind: input.requesterKind,
          requester_name: input.requesterName,
          requester_email: input.requesterEmail,
          closing_on: input.closingOn,
          asked_on: today,
          due_on: estoppelDueOn(await rules(), today),
          requested_by_user_id: user.id,
          requested_at: Date.now(),
        })
        .returning('id');
      const id = Number(typeof inserted[0] === 'object' ? (inserted[0] as { id: unknown }).id : inserted[0]);
      return view((await knex()(D_T.estoppels).where({ id }).first()) as EstoppelRow);
    },

    /** GET /ledger/estoppels: the board's every request; anyone else's own. Open ones first, by deadline. */
    async list(user: PortalUser): Promise<EstoppelRequestView[]> {
      const query = knex()(D_T.estoppels).orderByRaw('CASE WHEN issued_at IS NULL THEN 0 ELSE 1 END').orderBy('due_on').orderBy('id');
      if (!isSuperUser(user.roles)) query.where({ requested_by_user_id: user.id });
      const rows = (await query) as EstoppelRow[];
      const out: EstoppelRequestView[] = [];
      for (const row of rows) out.push(await view(row));
      return out;
    },

    /** GET /ledger/estoppels/:id. */
    async detail(user: PortalUser, id: number): Promise<EstoppelRequestView> {
      return view(await readable(user, id));
    },

    /** POST /ledger/estoppels/:id/issue: the certificate computed, frozen with its SHA-256. */
    async issue(user: PortalUser, id: number): Promise<EstoppelRequestView> {
      const row = (await knex()(D_T.estoppels).where({ id }).first()) as EstoppelRow | undefined;
      if (!row) throw notFound(D.estoppelNotFound);
      const poster = await ctx.writer(user);
      if (row.issued_at !== null) throw conflict(D.estoppelIssued);
      const rule = await rules();
      const today = await ctx.today();
      const effectiveUntil = addDays(today, rule.effectiveDays);
      const account = await ledger().unitLedger(user, Number(row.unit_id));
      const amount = (c: { kind: EstoppelAmount['kind']; dueOn: string; remainingCents: number }): EstoppelAmount => ({
        kind: c.kind,
        dueOn: c.dueOn,
        amountCents: c.remainingCents,
      });
      const owed = account.openCharges.filter((c) => c.dueOn <= today).map(amount);
      const fallingDue = account.openCharges.filter((c) => c.dueOn > today && c.dueOn <= effectiveUntil).map(amount);
      // The regular assessment expected on each first of a month the certificate covers, not yet posted: the unit's latest.
      const assessments = account.transactions.filter(
        (t) => t.kind === 'charge' && t.chargeKind === 'assessment' && t.period && t.reversedById === null,
      );
      const latest = assessments.sort((a, b) => (a.period! < b.period! ? 1 : -1))[0];
      if (latest) {
        for (
          let first = firstDayOf(periodOf(addDays(today, 1)));
          first <= effectiveUntil;
          first = firstDayOf(periodOf(addDays(first, 32)))
        ) {
          if (first <= today || assessments.some((t) => t.period === periodOf(first))) continue;
          fallingDue.push({ kind: 'assessment', dueOn: first, amountCents: latest.amountCents });
        }
      }
      const owedCents = owed.reduce((s, a) => s + a.amountCents, 0);
      const certificate: EstoppelCertificate = {
        association: await siteName(strapi),
        unit: account.unit,
        requester: { kind: row.requester_kind as EstoppelRequester, name: row.requester_name, email: row.requester_email },
        closingOn: row.closing_on,
        askedOn: row.asked_on,
        dueOn: row.due_on,
        issuedOn: today,
        effectiveUntil,
        owedCents,
        owed,
        fallingDueCents: fallingDue.reduce((s, a) => s + a.amountCents, 0),
        fallingDue,
        creditCents: account.creditCents,
        feeCents: estoppelFee(rule, row.due_on, today, owedCents > 0),
        citation: rule.citation,
        issuedBy: poster.name,
      };
      const text = JSON.stringify(certificate);
      const unit = await ctx.rosterUnit(Number(row.unit_id));
      await strapi.db.transaction(async ({ trx }) => {
        const changed = await trx(D_T.estoppels)
          .where({ id })
          .whereNull('issued_at')
          .update({ issued_on: today, issued_at: Date.now(), certificate: text, sha256: sha256Of(text) });
        if (!changed) throw conflict(D.estoppelIssued);
        // The pack's fee is owed by the unit, posted with the certificate: both or neither.
        if (certificate.feeCents > 0) {
          const { receivable } = await ctx.lockUnit(trx, unit);
          const income = incomeAccountOf('other');
          const incomeId = (await ctx.accountIds(trx, [income])).get(income)!;
          await ctx.post(
            trx,
            {
              kind: 'charge',
              unit_id: unit.id,
              charge_kind: 'other',
              posted_on: today,
              due_on: today,
              reference: feeReferenceOf(id),
              memo: LedgerMemoWords.estoppelFee(id, rule.citation).slice(0, 500),
            },
            [
              { accountId: receivable, amountCents: certificate.feeCents, appliesTo: 'self' },
              { accountId: incomeId, amountCents: -certificate.feeCents },
            ],
            poster,
          );
        }
      });
      return view((await knex()(D_T.estoppels).where({ id }).first()) as EstoppelRow);
    },

    /** GET /ledger/estoppels/:id/pdf: the issued certificate, printed from its frozen text, its labels in the requester's language (their profile's, else their browser's). */
    async pdf(user: PortalUser, id: number, browser: Locale = 'en'): Promise<Uint8Array> {
      const row = await readable(user, id);
      if (!row.certificate || !row.sha256) throw conflict(D.estoppelNotIssued);
      return estoppelPdf(JSON.parse(row.certificate) as EstoppelCertificate, row.sha256, await readerLanguage(strapi, user.id, browser));
    },
  };
};
