/**
 * The notice's delivery: each owner's deliveries and the mailing list for paper, owners' consent to
 * electronic notice (given, changed, withdrawn) and the yearly request for it.
 */
import {
  CONSENT_WORDINGS,
  CURRENT_CONSENT_VERSION,
  MeetingMessages as M,
  NoticeMail,
  mailTexts,
  statutoryNoticeMail,
  DELIVERY_CHOICE_PATH,
  localLabel,
  momentIn,
  type ConsentAnswer,
  type ConsentInput,
  type DeliveryList,
  type Locale,
  mailingLines,
} from '@hearth/common';
import { nowMs } from '../../../../platform/clock';
import { siteName } from '../../../../platform/site-name';
import type { PortalUser } from '../../../../identity/front-door';
import { tableWritten } from '../../../../platform/write-pipeline';
import { exportCsv } from '../../../../platform/csv';
import { badRequest, conflict, forbidden } from '../../../../platform/http-errors';
import { publicUrl } from '../../../../platform/runtime';
import { MEETING_TABLES as T, currentConsents } from '../../model/tables';
import { mailingLabelsPdf } from '../../model/labels-pdf';
import { mailingOf, ownersToNotify } from '../../model/recipients';
import { deliverNotice } from '../../model/deliveries';
import { mailLanguages } from '../../../notice/front-door';
import { iso, type MeetingContext } from './context';

export const noticePart = (context: MeetingContext) => {
  const { strapi, knex, roster, rowOf, deliveryRows, wakeNotices } = context;

  return {
    async deliveries(id: number): Promise<DeliveryList> {
      await rowOf(id);
      const deliveries = await deliveryRows('meeting', id);
      return { total: deliveries.length, deliveries };
    },

    /**
     * The owners a notice round (the latest unless `round` is given) goes to by paper mail: CSV rows of
     * the full mailing address, or PDF address labels.
     */
    async mailingList(id: number, format: 'csv' | 'pdf', round?: number, locale: Locale = 'en'): Promise<string | Uint8Array> {
      const row = await rowOf(id);
      const latest = Number((await knex()(T.events).where({ meeting_id: id }).max({ n: 'round' }).first())?.n ?? 0);
      const paper = await deliveryRows('meeting', id, { channel: 'paper', round: round ?? latest });
      const lines = paper.map((p) => ({ name: p.name, mailing: p.mailing ?? mailingOf(undefined, { number: p.unit, street: '' }) }));
      const w = mailTexts(locale).meetingDoc;
      if (format === 'csv')
        return exportCsv([
          [w.name, w.unit, w.street, w.city, w.region, w.postalCode, w.country, w.complete],
          ...paper.map((p, i) => {
            const m = lines[i].mailing;
            return [
              p.name,
              p.unit,
              m.mailingStreet,
              m.mailingCity,
              m.mailingRegion,
              m.mailingPostalCode,
              m.mailingCountry,
              p.result === 'toMail' ? w.yes : w.no,
            ];
          }),
        ]);
      // The labels' heading in the reader's language; the addresses as the roster holds them.
      const when =
        locale === 'en' ? localLabel(Number(row.starts_at), row.time_zone) : momentIn(locale, Number(row.starts_at), row.time_zone);
      return mailingLabelsPdf(
        `${row.title} — ${when}`,
        lines.map((l) => ({ name: l.name, lines: mailingLines(l.mailing) })),
        w.labelsTitle,
      );
    },

    async consent(user: PortalUser): Promise<ConsentAnswer> {
      const resident = await roster().currentResident(user);
      const eligible = resident.voter && resident.profileId !== null;
      const current = eligible ? (await currentConsents(knex(), [resident.profileId!])).get(resident.profileId!) : undefined;
      return {
        current: current
          ? { choice: current.choice, version: current.version, wording: current.wording, agreedAt: iso(current.agreed_at) }
          : null,
        wordings: { ...CONSENT_WORDINGS[CURRENT_CONSENT_VERSION] },
        version: CURRENT_CONSENT_VERSION,
        eligible,
      };
    },

    /** Records the owner's choice with the exact wording of the version agreed to; a previous agreement is superseded. */
    async saveConsent(user: PortalUser, input: ConsentInput): Promise<ConsentAnswer> {
      const resident = await roster().callerOf(user, M.consentNotOwner);
      if (!resident.voter) throw forbidden(M.consentNotOwner);
      const now = nowMs();
      await knex().transaction(async (trx) => {
        await trx(T.consents).where({ profile_id: resident.profileId }).whereNull('withdrawn_at').update({ withdrawn_at: now });
        await trx(T.consents).insert({
          profile_id: resident.profileId,
          user_id: user.id,
          choice: input.choice,
          version: input.version,
          wording: CONSENT_WORDINGS[input.version][input.choice],
          agreed_at: now,
          withdrawn_at: null,
        });
      });
      await tableWritten(strapi, [
        {
          kind: 'noticeConsent',
          action: 'create',
          item: { id: resident.profileId, title: resident.name },
          changes: [
            { field: 'choice', before: null, after: input.choice },
            { field: 'version', before: null, after: input.version },
          ],
        },
      ]);
      return this.consent(user);
    },

    async withdrawConsent(user: PortalUser): Promise<ConsentAnswer> {
      // Anyone may withdraw what their profile agreed to (an owner no longer verified too); nothing agreed: 409.
      const resident = await roster().currentResident(user);
      const changed =
        resident.profileId === null
          ? 0
          : await knex()(T.consents).where({ profile_id: resident.profileId }).whereNull('withdrawn_at').update({ withdrawn_at: nowMs() });
      if (!changed) throw conflict(M.nothingToWithdraw);
      await tableWritten(strapi, [
        {
          kind: 'noticeConsent',
          action: 'update',
          item: { id: resident.profileId, title: resident.name },
          changes: [{ field: 'withdrawn', before: false, after: true }],
        },
      ]);
      return this.consent(user);
    },

    /** The yearly request for each owner's delivery choice (California §4041), once a year. */
    async requestDeliveryChoices(year: number): Promise<DeliveryList> {
      const now = nowMs();
      const thisYear = new Date(now).getUTCFullYear();
      if (year !== thisYear && year !== thisYear + 1) throw badRequest(M.requestYearInvalid);
      const site = await siteName(strapi);
      const owners = await ownersToNotify(strapi, knex());
      const languages = await mailLanguages(
        strapi,
        owners.map((o) => o.userId ?? 0),
      );
      try {
        await knex().transaction(async (trx) => {
          if (await trx(T.deliveries).where({ source: 'deliveryChoice', item_id: year }).first('id'))
            throw conflict(M.requestAlreadySent(year));
          await deliverNotice(
            trx,
            {
              source: 'deliveryChoice',
              itemId: year,
              round: 0,
              kind: 'deliveryChoice',
              texts: (locale) => {
                const words = statutoryNoticeMail(mailTexts(locale).meeting);
                return {
                  subject: NoticeMail.ledSubject(site, words.requestLead(year)),
                  body: words.requestBody(year, `${publicUrl()}${DELIVERY_CHOICE_PATH}`),
                };
              },
              languages,
              now,
            },
            owners,
          );
        });
      } catch (error) {
        // Two requests at once: the unique (source, item, profile) lets one win.
        if ((error as { status?: number }).status === 409) throw error;
        if (await knex()(T.deliveries).where({ source: 'deliveryChoice', item_id: year }).first('id'))
          throw conflict(M.requestAlreadySent(year));
        throw error;
      }
      wakeNotices();
      const deliveries = await deliveryRows('deliveryChoice', year);
      return { total: deliveries.length, deliveries };
    },
  };
};
