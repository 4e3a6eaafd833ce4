/**
 * Amenity bookings (docs/requirements.md, "Amenity bookings"; docs/api.md "Amenity bookings").
 *
 * A booking holds one range, [starts_at, held_until): its time and the buffer after it. No double
 * booking: every booking, cancellation and decision first locks the amenity's row
 * (cms/src/platform/row-lock.ts), so the overlap check (one indexed query, whatever the length),
 * the unit's count and the insert of one booking see no other in between; on PostgreSQL an
 * exclusion constraint on (amenity, range) refuses an overlap besides (migration
 * 2026.11.27T13.00.00.booking-ranges.js). Each statement binds a fixed number of values.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  BookingMessages,
  HOLDING_STATUSES,
  Messages,
  STAFF_BOOKING_MAX_DAYS,
  bookingRefusal,
  heldUntil,
  instantOf,
  isSuperUser,
  localOf,
  periodAround,
  type Amenity,
  type Availability,
  type BookableResident,
  type Booking,
  type BookingCancel,
  type BookingDecision,
  type BookingRequest,
  type BookingStatus,
  displayName,
  type PendingBookingCount,
} from '@hearth/common';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http-errors';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type { settingsService } from '../../site-setting/front-door';
import { tableWritten } from '../../../platform/write-pipeline';
import type { PortalUser } from '../../../identity/front-door';
import type { rosterService } from '../../unit/front-door';
import { amenityOf, lockAmenityRow, numberOr, type AmenityRow } from '../../amenity/front-door';
import type { OutboxRounds } from '../../notice/front-door';

export const BOOKING_TABLES = { bookings: 'hearth_bookings' } as const;

/** Whether an amenity has any booking, past or future: the archive keeps such an amenity (docs/requirements.md, "Amenity bookings"). */
export async function amenityHasBookings(strapi: Core.Strapi, amenityId: number): Promise<boolean> {
  return Boolean(await strapi.db.connection(BOOKING_TABLES.bookings).where({ amenity_id: amenityId }).first('id'));
}
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface BookingRow {
  id: number | string;
  amenity_id: number;
  unit_id: number | null;
  profile_id: number | null;
  booked_by_user_id: number;
  starts_at: number | string;
  ends_at: number | string;
  /** The end of the time held: ends_at and the amenity's buffer at booking time. */
  held_until: number | string;
  local_start: string;
  local_end: string;
  status: BookingStatus;
  note: string;
  decision_reason: string;
}

/** PostgreSQL's exclusion constraint refusing an overlapping range. */
const isOverlapViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23P01';

const AUDIENCE_LABEL = { owners: 'owners', tenants: 'tenants', residents: 'owners and tenants' } as const;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');

  const timeZone = (): Promise<string> => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').timeZone();

  /** The longest booking staff may make, in days (site setting `staffBookingMaxDays`). */
  async function staffMaxDays(): Promise<number> {
    const row = await strapi.db.query(UID.siteSetting).findOne({ select: ['staffBookingMaxDays'] });
    const days = Number(row?.staffBookingMaxDays);
    return Number.isInteger(days) && days > 0 ? days : STAFF_BOOKING_MAX_DAYS;
  }

  async function amenityRow(id: number, { archivedToo = false } = {}): Promise<AmenityRow> {
    const row = (await strapi.db.query(UID.amenity).findOne({ where: { id } })) as AmenityRow | null;
    if (!row) throw notFound(BookingMessages.amenityNotFound);
    if (row.archivedAt && !archivedToo) throw conflict(BookingMessages.amenityArchived);
    return row;
  }

  /**
   * Locks the amenity for the rest of the transaction (see the top of this file). A new booking
   * needs an amenity still on offer; a cancellation or decision may concern an archived one.
   */
  async function lockAmenity(trx: Knex, id: number, { archivedToo = false } = {}): Promise<void> {
    const locked = await lockAmenityRow(trx, id, { archivedToo });
    if (!locked) throw conflict(BookingMessages.amenityArchived);
  }

  /** The resident a booking is for: confirmed, on the roster, of a relation the amenity accepts (docs/requirements.md, "Amenity bookings"). */
  async function residentOf(where: { user: PortalUser } | { id: number }, amenity: Amenity) {
    const resident = 'user' in where ? await roster().currentResident(where.user) : await roster().residentOfProfile(where.id);
    if (!resident?.profileId) throw 'id' in where ? notFound(BookingMessages.residentNotFound) : forbidden(BookingMessages.notVerified);
    if (!resident.verified) throw forbidden(BookingMessages.notVerified);
    if (!resident.unit || !resident.relation) throw forbidden(BookingMessages.noUnit);
    const accepted = amenity.bookedBy === 'residents' ? ['owner', 'tenant'] : [amenity.bookedBy === 'owners' ? 'owner' : 'tenant'];
    if (!accepted.includes(resident.relation)) throw forbidden(BookingMessages.notForYou(AUDIENCE_LABEL[amenity.bookedBy]));
    const profile = await strapi.db
      .query(UID.profile)
      .findOne({ where: { id: resident.profileId }, select: ['id', 'firstName', 'lastName', 'email', 'userId'] });
    return { profile: profile!, unit: resident.unit };
  }

  /** The caller's unit, or null (no confirmed place on the roster): what decides which bookings are "mine". */
  async function unitIdOf(user: PortalUser): Promise<number | null> {
    return (await roster().currentResident(user)).unit?.id ?? null;
  }

  async function serialize(rows: BookingRow[], user: PortalUser): Promise<Booking[]> {
    const staff = isSuperUser(user.roles);
    const now = Date.now();
    const amenities = new Map<number, AmenityRow>();
    const units = new Map((await roster().units()).map((u) => [u.id, `${u.number} ${u.street}`]));
    const out: Booking[] = [];
    for (const row of rows) {
      if (!amenities.has(row.amenity_id)) amenities.set(row.amenity_id, await amenityRow(row.amenity_id, { archivedToo: true }));
      const amenity = amenities.get(row.amenity_id)!;
      const profile = row.profile_id
        ? await strapi.db.query(UID.profile).findOne({ where: { id: row.profile_id }, select: ['firstName', 'lastName'] })
        : null;
      const startsAt = Number(row.starts_at);
      const cutoff = numberOr(amenity.cancelCutoffHours, 24) * HOUR;
      out.push({
        id: Number(row.id),
        amenityId: row.amenity_id,
        amenityName: amenity.name,
        start: row.local_start,
        end: row.local_end,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(Number(row.ends_at)).toISOString(),
        status: row.status,
        unit: row.unit_id ? (units.get(row.unit_id) ?? null) : null,
        bookedFor: profile ? displayName({ firstName: profile.firstName, lastName: profile.lastName }) : null,
        note: row.note,
        decisionReason: row.decision_reason,
        mayCancel: HOLDING_STATUSES.includes(row.status) && (staff || startsAt - now >= cutoff),
      });
    }
    return out;
  }

  /**
   * A booking's change in the activity record, in its transaction: under its amenity (bookings
   * are rows of no content type), the field naming the booking and its local start.
   */
  const record = (
    action: 'create' | 'update',
    booking: { id: number | string; local_start: string; status?: BookingStatus },
    amenity: { id: number; name: string },
    status: BookingStatus,
  ) =>
    tableWritten(strapi, [
      {
        kind: 'amenity',
        action: 'update',
        item: { id: amenity.id, name: amenity.name },
        changes: [
          {
            field: `booking ${booking.id} (${booking.local_start})`,
            before: action === 'create' ? null : (booking.status ?? null),
            after: status,
          },
        ],
      },
    ]);

  async function findBooking(trx: Knex, id: number): Promise<BookingRow> {
    const row = (await trx(BOOKING_TABLES.bookings).where({ id }).first()) as BookingRow | undefined;
    if (!row) throw notFound(BookingMessages.bookingNotFound);
    return row;
  }

  return {
    /** GET /api/amenities/:id/availability: the held times (buffers included) that touch the local days from..to. */
    async availability(user: PortalUser, amenityId: number, from: string, to: string): Promise<Availability> {
      const zone = await timeZone();
      await amenityRow(amenityId); // 404 unknown, 409 archived
      const fromMs = instantOf(`${from}T00:00`, zone);
      const toMs = instantOf(`${to}T00:00`, zone);
      if (fromMs === null || toMs === null || toMs < fromMs || toMs - fromMs > 31 * DAY) {
        throw badRequest('from and to are dates written YYYY-MM-DD, at most 31 days apart.');
      }
      const until = toMs + DAY + HOUR; // to the end of the day `to`, whatever the clocks do that day
      const rows = (await strapi.db
        .connection(BOOKING_TABLES.bookings)
        .where({ amenity_id: amenityId })
        .whereIn('status', HOLDING_STATUSES as BookingStatus[])
        .where('starts_at', '<', until)
        .where('held_until', '>', fromMs)
        .orderBy('starts_at')) as BookingRow[];
      const mine = await unitIdOf(user);
      return {
        amenityId,
        timeZone: zone,
        from,
        to,
        busy: rows.map((r) => ({
          start: r.local_start,
          end: localOf(Number(r.held_until), zone),
          status: r.status === 'pending' ? 'pending' : r.status === 'blocked' ? 'blocked' : 'taken',
          mine: mine !== null && r.unit_id === mine,
        })),
      };
    },

    /**
     * GET /api/bookings/residents (staff): the residents staff may book for, by name — verified,
     * with an owner's or tenant's place on the roster (docs/requirements.md, "Amenity bookings").
     */
    async residents(): Promise<BookableResident[]> {
      return (await roster().confirmedPlaces()).flatMap(({ profileId, name, unit, relation }) =>
        relation === 'owner' || relation === 'tenant' ? [{ profileId, name, unit: `${unit.number} ${unit.street}`, relation }] : [],
      );
    },

    /** GET /api/bookings/count (directors, administrators): how many bookings wait for approval (the Admin menu's count). */
    async pendingCount(): Promise<PendingBookingCount> {
      const row = await strapi.db.connection(BOOKING_TABLES.bookings).where({ status: 'pending' }).count({ n: '*' }).first();
      return { pending: Number(row?.n ?? 0) };
    },

    /** GET /api/bookings: a resident's unit's bookings; staff see every booking (optionally of one status). */
    async list(user: PortalUser, status?: BookingStatus): Promise<Booking[]> {
      const query = strapi.db.connection(BOOKING_TABLES.bookings).orderBy('starts_at', 'desc').limit(500);
      if (status) query.where({ status });
      if (!isSuperUser(user.roles)) {
        const unitId = await unitIdOf(user);
        if (unitId === null) return [];
        query.where({ unit_id: unitId });
      }
      return serialize((await query) as BookingRow[], user);
    },

    /** POST /api/bookings. */
    async book(user: PortalUser, request: BookingRequest): Promise<Booking> {
      const staff = isSuperUser(user.roles);
      if ((request.forProfileId || request.block) && !staff) throw forbidden(Messages.forbidden);
      const zone = await timeZone();
      const amenity = amenityOf(await amenityRow(request.amenityId), zone);
      const start = instantOf(request.start, zone);
      const end = instantOf(request.end, zone);
      if (start === null || end === null) throw badRequest(BookingMessages.timeDoesNotExist);
      const refusal = bookingRefusal(amenity, start, end, Date.now(), zone, staff, staff ? await staffMaxDays() : undefined);
      if (refusal) throw badRequest(refusal);
      if (amenity.terms && !request.acceptTerms && !staff) throw badRequest(BookingMessages.termsRequired);
      const resident = request.block ? null : await residentOf(request.forProfileId ? { id: request.forProfileId } : { user }, amenity);
      const status: BookingStatus = request.block ? 'blocked' : amenity.needsApproval && !staff ? 'pending' : 'confirmed';
      const held = heldUntil(end, amenity.bufferMinutes);

      const id = await strapi.db.transaction(async ({ trx, onCommit }) => {
        await lockAmenity(trx, amenity.id);
        const clash = await trx(BOOKING_TABLES.bookings)
          .where({ amenity_id: amenity.id })
          .whereIn('status', HOLDING_STATUSES as BookingStatus[])
          .where('held_until', '>', start)
          .where('starts_at', '<', held)
          .first('id');
        if (clash) throw conflict(BookingMessages.taken);
        if (resident && amenity.quotaCount && !staff) {
          const [from, to] = periodAround(start, amenity.quotaPeriod, zone);
          const taken = await trx(BOOKING_TABLES.bookings)
            .where({ amenity_id: amenity.id, unit_id: resident.unit.id })
            .whereIn('status', ['pending', 'confirmed'])
            .where('starts_at', '>=', from)
            .where('starts_at', '<', to)
            .count({ n: '*' })
            .first();
          if (Number(taken?.n ?? 0) >= amenity.quotaCount)
            throw conflict(BookingMessages.quotaReached(amenity.quotaCount, amenity.quotaPeriod));
        }
        const now = Date.now();
        const inserted = await trx(BOOKING_TABLES.bookings)
          .insert({
            amenity_id: amenity.id,
            unit_id: resident?.unit.id ?? null,
            profile_id: resident?.profile.id ?? null,
            booked_by_user_id: user.id,
            starts_at: start,
            ends_at: end,
            held_until: held,
            local_start: request.start,
            local_end: request.end,
            status,
            note: request.note,
            terms_accepted_at: request.acceptTerms ? now : null,
            // Null: the approvers' e-mail is due (booking-mails.ts); 0: none.
            approval_asked_sent_at: status === 'pending' ? null : 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .catch((error: unknown) => {
            if (isOverlapViolation(error)) throw conflict(BookingMessages.taken);
            throw error;
          });
        const bookingId = Number(typeof inserted[0] === 'object' ? inserted[0].id : inserted[0]);
        await record('create', { id: bookingId, local_start: request.start }, amenity, status);
        onCommit(() => serviceOf<OutboxRounds>(strapi, 'api::notice.notice').wake());
        return bookingId;
      });
      const [booking] = await serialize([await findBooking(strapi.db.connection, id)], user);
      return booking;
    },

    /**
     * DELETE /api/bookings/:id: the unit's own booking before the amenity's cut-off; staff any time.
     * Staff cancelling a resident's booking (not of their own unit) give a reason, and the
     * resident is e-mailed it with a calendar CANCEL (docs/requirements.md, "Amenity bookings").
     */
    async cancel(user: PortalUser, id: number, input: BookingCancel = { reason: '' }): Promise<Booking> {
      const staff = isSuperUser(user.roles);
      const mine = await unitIdOf(user);
      await strapi.db.transaction(async ({ trx, onCommit }) => {
        const row = await findBooking(trx, id);
        if (!staff && (mine === null || row.unit_id !== mine)) throw notFound(BookingMessages.bookingNotFound);
        await lockAmenity(trx, row.amenity_id, { archivedToo: true });
        const current = await findBooking(trx, id);
        if (!HOLDING_STATUSES.includes(current.status)) throw conflict(BookingMessages.notCancellable);
        const amenity = amenityOf(await amenityRow(current.amenity_id, { archivedToo: true }), '');
        if (!staff && Number(current.starts_at) - Date.now() < amenity.cancelCutoffHours * HOUR) {
          throw conflict(BookingMessages.pastCutoff(amenity.cancelCutoffHours));
        }
        const forResident = staff && current.profile_id !== null && (mine === null || current.unit_id !== mine);
        if (forResident && !input.reason) throw badRequest(BookingMessages.cancelReason);
        await trx(BOOKING_TABLES.bookings)
          .where({ id })
          .update({
            status: 'cancelled',
            updated_at: Date.now(),
            ...(input.reason ? { decision_reason: input.reason } : {}),
            // Null: the resident's e-mail is due (booking-mails.ts); 0: none.
            called_off_sent_at: forResident ? null : 0,
          });
        await record('update', current, { id: current.amenity_id, name: amenity.name }, 'cancelled');
        if (forResident) onCommit(() => serviceOf<OutboxRounds>(strapi, 'api::notice.notice').wake());
      });
      const [booking] = await serialize([await findBooking(strapi.db.connection, id)], user);
      return booking;
    },

    /** PUT /api/bookings/:id/decision (staff): a pending booking approved, or declined with a reason. */
    async decide(user: PortalUser, id: number, decision: BookingDecision): Promise<Booking> {
      await strapi.db.transaction(async ({ trx, onCommit }) => {
        const row = await findBooking(trx, id);
        await lockAmenity(trx, row.amenity_id, { archivedToo: true });
        const current = await findBooking(trx, id);
        if (current.status !== 'pending') throw conflict(BookingMessages.notPending);
        const status: BookingStatus = decision.decision === 'approve' ? 'confirmed' : 'declined';
        await trx(BOOKING_TABLES.bookings)
          .where({ id })
          .update({
            status,
            decision_reason: decision.reason,
            updated_at: Date.now(),
            // A decline is e-mailed to the resident with its reason (booking-mails.ts).
            ...(status === 'declined' && current.profile_id !== null ? { called_off_sent_at: null } : {}),
          });
        const amenity = await amenityRow(current.amenity_id, { archivedToo: true });
        await record('update', current, amenity, status);
        onCommit(() => serviceOf<OutboxRounds>(strapi, 'api::notice.notice').wake());
      });
      const [booking] = await serialize([await findBooking(strapi.db.connection, id)], user);
      return booking;
    },
  };
};
