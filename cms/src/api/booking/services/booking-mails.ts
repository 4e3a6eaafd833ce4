/**
 * A booking's e-mails (docs/requirements.md, "Amenity bookings"): the confirmation with its calendar event (.ics)
 * once the booking is confirmed, a reminder the day before, the reason when staff cancel or
 * decline it, and to the directors and administrators each booking waiting for their approval.
 * This is a round of the notice dispatcher (docs/architecture.md "Mail: one outbox"): each e-mail
 * is claimed by a conditional UPDATE of its column and queued in the outbox in the same
 * transaction, so it is queued once across processes and never lost; the outbox sends it.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { asOneLine, mailTexts } from '@hearth/common';
import { superUserAddresses } from '../../../identity/front-door';
import { siteName } from '../../../platform/site-name';
import { settings } from '../../../platform/settings';
import { calendarOf } from '../../../platform/ics';
import { mailLanguages, sendMail } from '../../notice/front-door';
import { BOOKING_TABLES, type BookingRow } from './bookings';

const DAY = 24 * 3_600_000;

type Column = 'confirmation_sent_at' | 'reminder_sent_at' | 'called_off_sent_at' | 'approval_asked_sent_at';
type Row = BookingRow & { created_at: number | string; confirmation_sent_at: number | string | null };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;

  /**
   * Claims one e-mail of a booking and queues it in the same transaction: the one process whose
   * UPDATE found it unclaimed queues it; a failure undoes both, for the next round.
   */
  async function claimAndQueue(row: Row, column: Column, queue: (trx: Knex) => Promise<void>): Promise<void> {
    try {
      await knex().transaction(async (trx) => {
        const claimed = await trx(BOOKING_TABLES.bookings)
          .where({ id: row.id })
          .whereNull(column)
          .update({ [column]: Date.now() });
        if (claimed === 1) await queue(trx);
      });
    } catch (error) {
      strapi.log.warn(
        `[bookings] e-mail of booking ${row.id} not queued, tried again next round: ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  async function send(row: Row, column: Column): Promise<void> {
    const profile = row.profile_id
      ? await strapi.db.query('api::profile.profile').findOne({ where: { id: row.profile_id }, select: ['firstName', 'email', 'userId'] })
      : null;
    const amenity = await strapi.db.query('api::amenity.amenity').findOne({ where: { id: row.amenity_id }, select: ['name'] });
    const site = await siteName(strapi);
    // In the person's language, read before the claim's transaction (SQLite's one connection).
    const userId = Number(profile?.userId ?? 0);
    const words = mailTexts((await mailLanguages(strapi, [userId]))(userId)).booking;
    const when = words.when(row.local_start.replace('T', ' '), row.local_end.replace('T', ' '));
    const reminder = column === 'reminder_sent_at';
    const cancelled = column === 'called_off_sent_at';
    const link = `${settings().server.publicUrl}/bookings`;
    await claimAndQueue(row, column, async (trx) => {
      // No address or amenity to tell of: the claim stands, nothing is sent.
      if (!profile?.email || !amenity) return;
      const ics = calendarOf({
        method: cancelled ? 'CANCEL' : 'PUBLISH',
        uid: `booking-${row.id}@${new URL(settings().server.publicUrl).host}`,
        start: Number(row.starts_at),
        end: Number(row.ends_at),
        summary: `${amenity.name} (${site})`,
        description: words.calendarDescription(amenity.name, link),
        location: amenity.name,
        stamp: Date.now(),
      });
      const calendar = {
        filename: 'booking.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
      };
      // 0: a profile without an account of its own (the outbox row names no account).
      const to = { to: profile.email as string, userId: Number(profile.userId ?? 0) };
      await sendMail(
        strapi,
        cancelled
          ? {
              ...to,
              kind: 'booking-called-off',
              subject: words.calledOffSubject(site, amenity.name, row.status === 'declined'),
              text: words.calledOffText(
                profile.firstName || '',
                amenity.name,
                when,
                row.status === 'declined',
                asOneLine(row.decision_reason),
                link,
              ),
              // The event is withdrawn from the calendar that has it (the confirmation's).
              attachments: row.confirmation_sent_at ? [calendar] : [],
            }
          : {
              ...to,
              kind: reminder ? 'booking-reminder' : 'booking-confirmed',
              subject: reminder ? words.reminderSubject(site, amenity.name) : words.confirmedSubject(site, amenity.name),
              text: (reminder ? words.reminderText : words.confirmedText)(profile.firstName || '', amenity.name, when, link),
              attachments: [calendar],
            },
        trx,
      );
    });
  }

  /** A booking waiting for approval: each approver is asked once (one claim for the booking, one queued e-mail each). */
  async function askApproval(row: Row): Promise<void> {
    const amenity = await strapi.db.query('api::amenity.amenity').findOne({ where: { id: row.amenity_id }, select: ['name'] });
    const unit = row.unit_id
      ? await strapi.db.query('api::unit.unit').findOne({ where: { id: row.unit_id }, select: ['number', 'street'] })
      : null;
    const site = await siteName(strapi);
    const [start, end] = [row.local_start.replace('T', ' '), row.local_end.replace('T', ' ')];
    const link = `${settings().server.publicUrl}/bookings#pending-bookings`;
    const to = await superUserAddresses(knex());
    const languageOf = await mailLanguages(
      strapi,
      to.map((approver) => approver.userId),
    );
    await claimAndQueue(row, 'approval_asked_sent_at', async (trx) => {
      if (!amenity) return;
      for (const approver of to) {
        // Each approver reads it in their own language (docs/architecture.md, "Languages").
        const locale = languageOf(approver.userId);
        const words = mailTexts(locale).staff;
        await sendMail(
          strapi,
          {
            kind: 'booking-approval',
            to: approver.email,
            userId: approver.userId,
            subject: words.approvalSubject(site, amenity.name),
            text: words.approvalText(
              amenity.name,
              mailTexts(locale).booking.when(start, end),
              unit ? `${unit.number} ${unit.street}` : '',
              row.note ? asOneLine(row.note) : '',
              link,
            ),
          },
          trx,
        );
      }
    });
  }

  /** One round (run by the notice dispatcher before it sends): the e-mails that came due are queued. */
  async function queueDue(): Promise<void> {
    const now = Date.now();
    const confirmations = (await knex()(BOOKING_TABLES.bookings)
      .where({ status: 'confirmed' })
      .whereNotNull('profile_id')
      .whereNull('confirmation_sent_at')
      .where('starts_at', '>', now)
      .limit(50)) as Row[];
    for (const row of confirmations) await send(row, 'confirmation_sent_at');
    // The day before: bookings starting within a day, made more than a day ahead (a later one has its confirmation fresh).
    const reminders = (await knex()(BOOKING_TABLES.bookings)
      .where({ status: 'confirmed' })
      .whereNotNull('profile_id')
      .whereNull('reminder_sent_at')
      .whereNotNull('confirmation_sent_at')
      .where('starts_at', '>', now)
      .where('starts_at', '<=', now + DAY)
      .whereRaw('starts_at - created_at > ?', [DAY])
      .limit(50)) as Row[];
    for (const row of reminders) await send(row, 'reminder_sent_at');
    // Cancelled by staff or declined: the resident is told why (and a calendar event withdrawn).
    const cancellations = (await knex()(BOOKING_TABLES.bookings)
      .whereIn('status', ['cancelled', 'declined'])
      .whereNotNull('profile_id')
      .whereNull('called_off_sent_at')
      .limit(50)) as Row[];
    for (const row of cancellations) await send(row, 'called_off_sent_at');
    const waiting = (await knex()(BOOKING_TABLES.bookings)
      .where({ status: 'pending' })
      .whereNull('approval_asked_sent_at')
      .limit(50)) as Row[];
    for (const row of waiting) await askApproval(row);
  }

  return {
    queueDue,
  };
};
