/**
 * A booking's e-mails (docs/requirements.md §17): the confirmation with its
 * calendar event (.ics) once the booking is confirmed, a reminder the day before, and to the
 * directors and administrators each booking waiting for their approval. Rounds run
 * every minute and at once after a booking or decision; each e-mail is claimed by one process
 * with a conditional UPDATE of its column (sent once across processes), and released for the
 * next round if the mail server refused it.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { asOneLine, isSuperUser } from '@hearth/common';
import { normaliseRoles } from '../../../identity/accounts';
import { siteName } from '../../../identity/site-name';
import { settings } from '../../../platform/settings';
import { calendarOf } from '../../../platform/ics';
import { BOOKING_TABLES, type BookingRow } from './bookings';

const ROUND_MS = 60_000;
const DAY = 24 * 3_600_000;

type Column = 'confirmation_sent_at' | 'reminder_sent_at' | 'called_off_sent_at' | 'approval_asked_sent_at';
type Row = BookingRow & { created_at: number | string; confirmation_sent_at: number | string | null };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** Claims one e-mail of a booking: true for the one process whose UPDATE found it unsent. */
  const claim = async (id: number | string, column: Column) =>
    (await knex()(BOOKING_TABLES.bookings)
      .where({ id })
      .whereNull(column)
      .update({ [column]: Date.now() })) === 1;

  async function send(row: Row, column: Column): Promise<void> {
    if (!(await claim(row.id, column))) return;
    const profile = row.profile_id
      ? await strapi.db.query('api::profile.profile').findOne({ where: { id: row.profile_id }, select: ['firstName', 'email'] })
      : null;
    const amenity = await strapi.db.query('api::amenity.amenity').findOne({ where: { id: row.amenity_id }, select: ['name'] });
    if (!profile?.email || !amenity) return;
    const site = await siteName(strapi);
    const when = `${row.local_start.replace('T', ' ')} to ${row.local_end.replace('T', ' ')}`;
    const reminder = column === 'reminder_sent_at';
    const cancelled = column === 'called_off_sent_at';
    const link = `${settings().server.publicUrl}/bookings`;
    const ics = calendarOf({
      method: cancelled ? 'CANCEL' : 'PUBLISH',
      uid: `booking-${row.id}@${new URL(settings().server.publicUrl).host}`,
      start: Number(row.starts_at),
      end: Number(row.ends_at),
      summary: `${amenity.name} (${site})`,
      description: `Your booking of the ${amenity.name}. ${link}`,
      location: amenity.name,
      stamp: Date.now(),
    });
    try {
      const calendar = {
        filename: 'booking.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
      };
      await strapi.service('api::account.mailer').send(
        cancelled
          ? {
              to: profile.email,
              subject: `${site}: your booking of the ${amenity.name} ${row.status === 'declined' ? 'was declined' : 'is cancelled'}`,
              text:
                `Hello ${profile.firstName || ''},\n\n` +
                `your booking of the ${amenity.name}, ${when}, was ${row.status === 'declined' ? 'declined' : 'cancelled'} by the association.\n` +
                `Reason: ${asOneLine(row.decision_reason)}\n\n` +
                `Your bookings: ${link}\n`,
              // The event is withdrawn from the calendar that has it (the confirmation's).
              attachments: row.confirmation_sent_at ? [calendar] : [],
            }
          : {
              to: profile.email,
              subject: reminder
                ? `${site}: reminder, ${amenity.name} tomorrow`
                : `${site}: your booking of the ${amenity.name} is confirmed`,
              text:
                `Hello ${profile.firstName || ''},\n\n` +
                `${reminder ? 'a reminder of your booking' : 'your booking is confirmed'}: ${amenity.name}, ${when}.\n\n` +
                `Your bookings, and cancelling one: ${link}\n`,
              attachments: [calendar],
            },
      );
    } catch (error) {
      await knex()(BOOKING_TABLES.bookings)
        .where({ id: row.id })
        .update({ [column]: null });
      strapi.log.warn(
        `[bookings] e-mail of booking ${row.id} not sent, tried again next round: ${error instanceof Error ? error.message : error}`,
      );
    }
  }

  /** The addresses of those who decide bookings: directors and administrators, confirmed, not blocked, address verified. */
  async function approvers(): Promise<string[]> {
    const rows = (await knex()('up_users')
      .where('confirmed', true)
      .andWhere((q) => q.where('blocked', false).orWhereNull('blocked'))
      .andWhere((q) => q.where('email_unverified', false).orWhereNull('email_unverified'))
      .whereNotNull('email')
      .orderBy('id')
      .select('email', 'portal_roles')) as { email: string; portal_roles: unknown }[];
    const roles = (value: unknown) => normaliseRoles(typeof value === 'string' ? JSON.parse(value) : value);
    return [...new Set(rows.filter((row) => isSuperUser(roles(row.portal_roles))).map((row) => row.email))];
  }

  /** A booking waiting for approval: each approver is asked once (one claim for the booking, then one e-mail each). */
  async function askApproval(row: Row): Promise<void> {
    if (!(await claim(row.id, 'approval_asked_sent_at'))) return;
    const amenity = await strapi.db.query('api::amenity.amenity').findOne({ where: { id: row.amenity_id }, select: ['name'] });
    const unit = row.unit_id
      ? await strapi.db.query('api::unit.unit').findOne({ where: { id: row.unit_id }, select: ['number', 'street'] })
      : null;
    if (!amenity) return;
    const site = await siteName(strapi);
    const when = `${row.local_start.replace('T', ' ')} to ${row.local_end.replace('T', ' ')}`;
    const link = `${settings().server.publicUrl}/bookings#pending-bookings`;
    for (const to of await approvers()) {
      try {
        await strapi.service('api::account.mailer').send({
          to,
          subject: `${site}: a booking of the ${amenity.name} waits for approval`,
          text:
            `A booking of the ${amenity.name}, ${when}${unit ? `, for unit ${unit.number} ${unit.street}` : ''}, waits for approval.\n` +
            (row.note ? `Note: ${asOneLine(row.note)}\n` : '') +
            `\nApprove or decline it: ${link}\n`,
        });
      } catch (error) {
        // One approver's refused address does not hold up the others; the booking stays listed as waiting.
        strapi.log.warn(`[bookings] approval e-mail of booking ${row.id} not sent: ${error instanceof Error ? error.message : error}`);
      }
    }
  }

  async function round(): Promise<void> {
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

  const runNow = async (): Promise<void> => {
    while (running) await running;
    running = round()
      .catch((error) => {
        strapi.log.error(`[bookings] e-mail round failed: ${error instanceof Error ? error.message : error}`);
      })
      .finally(() => {
        running = undefined;
      });
    await running;
  };

  return {
    /** Bootstrap: rounds every minute. */
    start(): void {
      timer ??= setInterval(() => void runNow(), ROUND_MS);
      timer.unref?.();
    },
    /** A booking was confirmed: its confirmation goes now rather than at the next round. */
    wake(): void {
      if (timer) void runNow();
    },
    /** One round now (tests). */
    runNow,
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};
