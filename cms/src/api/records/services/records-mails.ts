/**
 * A records request's e-mails (docs/requirements.md, "Official records"): when an owner files one, the owner's
 * acknowledgement and the board's alert; when it nears its deadline unanswered, the board's reminder;
 * when a director answers, the owner's answer. The first two and the last are queued in the
 * transaction that stores the request or its answer, so they go if and only if it commits. The
 * reminder is a round of the notice dispatcher (docs/architecture.md "Mail: one outbox"): each request
 * is claimed by a conditional UPDATE of its reminderSentAt (only while unanswered) and its e-mails
 * queued in the same transaction, so it is reminded once across processes and never after its answer.
 * Each e-mail is written in its recipient's language (docs/architecture.md, "Languages").
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  ADMIN_SCREENS,
  addDays,
  localDayOf,
  RECORDS_REMINDER_DAYS_LEFT,
  mailTexts,
  requestDaysLeft,
  type RecordsRequestFacts,
  type RecordsRequestKind,
} from '@hearth/common';
import { superUserAddresses } from '../../../identity/front-door';
import { accountEmailOf } from '../../../identity/front-door';
import { siteName } from '../../../platform/site-name';
import { UID } from '../../../platform/content-registry';
import { settings } from '../../../platform/settings';
import { mailLanguages, sendMail } from '../../notice/front-door';
import { serviceOf, type Provides } from '../../../platform/services';
import type { settingsService } from '../../site-setting/front-door';

type RequestRow = Record<string, unknown> & { id: number };

/** The documents of an answer, as the owner's e-mail names them: a title and where to download it. */
interface AnsweredDocument {
  title: string;
  link: string;
}

/** The records service's categories (it sends its requests' mail through this one, so it is asked by port). */
type CategoriesSource = Provides<{ categories(): Promise<{ key: string; label: string }[]> }>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const timeZone = (): Promise<string> => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').timeZone();
  const ownersLink = () => `${settings().server.publicUrl}/records`;
  const boardLink = () => `${settings().server.publicUrl}${ADMIN_SCREENS.records.path}`;

  async function factsOf(row: RequestRow): Promise<RecordsRequestFacts> {
    const categories: { key: string; label: string }[] = await serviceOf<CategoriesSource>(strapi, 'api::records.records').categories();
    return {
      id: row.id,
      categoryLabel: categories.find((c) => c.key === row.category)?.label ?? String(row.category),
      kind: row.kind as RecordsRequestKind,
      message: (row.message as string) ?? '',
      requestedBy: (row.requestedBy as string) ?? '',
      unit: (row.unit as string) ?? null,
      deadline: String(row.deadline).slice(0, 10),
      businessDays: row.businessDays !== false,
      citation: (row.citation as string) ?? '',
    };
  }

  /** The owner who filed it, when the account still has an address. */
  async function ownerOf(row: RequestRow, trx: Knex): Promise<{ to: string; userId: number } | null> {
    const email = await accountEmailOf(trx, Number(row.userId));
    return email ? { to: email, userId: Number(row.userId) } : null;
  }

  return {
    /** A request was filed (in `trx`, the transaction that stores it): the owner's acknowledgement and the board's alert. */
    async queueFiled(row: RequestRow, trx: Knex): Promise<void> {
      const [r, zone, site] = await Promise.all([factsOf(row), timeZone(), siteName(strapi)]);
      const owner = await ownerOf(row, trx);
      const directors = await superUserAddresses(trx);
      const languageOf = await mailLanguages(strapi, [...(owner ? [owner.userId] : []), ...directors.map((d) => d.userId)], trx);
      if (owner) {
        const T = mailTexts(languageOf(owner.userId)).records;
        await sendMail(
          strapi,
          {
            ...owner,
            kind: 'records-received',
            subject: T.acknowledgementSubject(site, r),
            text: T.acknowledgement(r, zone, ownersLink()),
          },
          trx,
        );
      }
      for (const director of directors) {
        const T = mailTexts(languageOf(director.userId)).records;
        await sendMail(
          strapi,
          {
            kind: 'records-alert',
            to: director.email,
            userId: director.userId,
            subject: T.alertSubject(site, r),
            text: T.alert(r, zone, boardLink()),
          },
          trx,
        );
      }
    },

    /** A director answered (in `trx`, the transaction that stores the answer): the owner's e-mail with the answer. */
    async queueAnswered(row: RequestRow, documents: AnsweredDocument[], trx: Knex): Promise<void> {
      const owner = await ownerOf(row, trx);
      if (!owner) return;
      const [r, zone, site] = await Promise.all([factsOf(row), timeZone(), siteName(strapi)]);
      const publicUrl = settings().server.publicUrl;
      const T = mailTexts((await mailLanguages(strapi, [owner.userId], trx))(owner.userId)).records;
      await sendMail(
        strapi,
        {
          ...owner,
          kind: 'records-answered',
          subject: T.answerSubject(site, r),
          text: T.answer(
            r,
            {
              documents: documents.map((d) => ({ title: d.title, link: `${publicUrl}${d.link}` })),
              inspectionDate: row.inspectionDate ? String(row.inspectionDate).slice(0, 10) : null,
              note: (row.answerNote as string) ?? '',
              answeredBy: (row.answeredBy as string) ?? '',
            },
            zone,
            ownersLink(),
          ),
        },
        trx,
      );
    },

    /**
     * One round (run by the notice dispatcher before it sends; `now` for tests): every open request with
     * RECORDS_REMINDER_DAYS_LEFT days or fewer left (as its pack counts them, not yet late) and no reminder
     * yet is claimed and its reminder queued to each director and administrator.
     */
    async remindDue(now: number = Date.now()): Promise<void> {
      const zone = await timeZone();
      const today = localDayOf(now, zone);
      // Two business days are at most four calendar days; a week covers any pack's count.
      const open: RequestRow[] = await strapi.db.query(UID.recordsRequest).findMany({
        where: { answeredAt: { $null: true }, reminderSentAt: { $null: true }, deadline: { $gte: today, $lte: addDays(today, 7) } },
        orderBy: { id: 'asc' },
        limit: 50,
      });
      const due = open
        .map((row) => ({
          row,
          daysLeft: requestDaysLeft({ businessDays: row.businessDays !== false }, String(row.deadline).slice(0, 10), today),
        }))
        .filter(({ daysLeft }) => daysLeft >= 0 && daysLeft <= RECORDS_REMINDER_DAYS_LEFT);
      if (!due.length) return;
      const site = await siteName(strapi);
      for (const { row, daysLeft } of due) {
        try {
          const r = await factsOf(row);
          await strapi.db.transaction(async ({ trx }) => {
            const { count } = await strapi.db.query(UID.recordsRequest).updateMany({
              where: { id: row.id, answeredAt: { $null: true }, reminderSentAt: { $null: true } },
              data: { reminderSentAt: new Date(now) },
            });
            if (count !== 1) return;
            const directors = await superUserAddresses(trx);
            const languageOf = await mailLanguages(
              strapi,
              directors.map((d) => d.userId),
              trx,
            );
            for (const director of directors) {
              const T = mailTexts(languageOf(director.userId)).records;
              await sendMail(
                strapi,
                {
                  kind: 'records-reminder',
                  to: director.email,
                  userId: director.userId,
                  subject: T.reminderSubject(site, r),
                  text: T.reminder(r, daysLeft, zone, boardLink()),
                },
                trx,
              );
            }
          });
        } catch (error) {
          strapi.log.warn(
            `[records] reminder of request ${row.id} not queued, tried again next round: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
    },
  };
};
