/**
 * Amenity bookings (docs/requirements.md §17) on a real portal and database: no
 * double booking under 50 simultaneous requests, buffers, quotas per unit under concurrency, local
 * times across a daylight-saving change, the cancellation cut-off, approval, bad input that
 * changes nothing, and the confirmation e-mail with its calendar event sent once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingMessages, Messages, instantOf, localOf, type BookableResident, type Booking } from '@hearth/common';
import { startPortalWithMail, type MailedPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { expectJson, expectRefused } from './support';

let portal: MailedPortal;
const ZONE = 'America/Toronto';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Resident {
  token: string;
  profileId: number;
  email: string;
}

const allDay = { open: '00:00', close: '24:00' };
const everyDay = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, allDay]));

let room: number; // open all day, buffer 1 h, 2 bookings per unit per week, terms
let suite: number; // 09:00-17:00 on weekdays, approval, a blackout
let unitCount = 0;
let director: string;

async function amenity(data: Record<string, unknown>): Promise<number> {
  const created = await portal.strapi.documents('api::amenity.amenity').create({
    data: {
      slotMinutes: 60,
      minMinutes: 60,
      maxMinutes: 720,
      minNoticeHours: 0,
      maxNoticeDays: 400,
      bufferMinutes: 0,
      cancelCutoffHours: 48,
      blackouts: [],
      ...data,
    } as never,
  });
  return created.id as number;
}

/** A verified resident, in a unit of the roster of its own (or the one given). */
async function resident(name: string, options: { unitId?: number; relation?: string; authenticated?: boolean } = {}) {
  const { profile, token } = await createAccount(portal, name, [options.relation === 'tenant' ? 'tenant' : 'owner']);
  await portal.strapi.db
    .query('api::profile.profile')
    .update({ where: { id: profile.id }, data: { authenticated: options.authenticated ?? true } });
  let unitId = options.unitId;
  if (!unitId) {
    unitCount += 1;
    const unit = await portal.strapi.db
      .query('api::unit.unit')
      .create({ data: { number: `B${unitCount}`, street: 'Maple Court', entitlement: 1, rosterKey: `b${unitCount}|maple court` } });
    unitId = unit.id as number;
  }
  await portal.strapi.db
    .query('api::unit.unit-member')
    .create({ data: { unitId, relation: options.relation ?? 'owner', profileId: profile.id } });
  return { token, profileId: profile.id as number, email: `${name}@example.org`, unitId };
}

/** A local day `days` from now, 'YYYY-MM-DD'. */
const dayAhead = (days: number) => localOf(Date.now() + days * DAY, ZONE).slice(0, 10);
const book = (who: { token: string }, body: Record<string, unknown>) =>
  portal.request('POST', '/api/bookings', { token: who.token, json: { acceptTerms: true, ...body } });
const bookingRows = async () => Number((await portal.strapi.db.connection('hearth_bookings').count({ n: '*' }).first())?.n);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  portal = await startPortalWithMail();
  room = await amenity({
    name: 'Test room',
    openingHours: everyDay,
    bufferMinutes: 60,
    quotaCount: 2,
    quotaPeriod: 'week',
    terms: 'Be kind.',
  });
  const weekdays = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((d) => [d, { open: '09:00', close: '17:00' }]),
  );
  suite = await amenity({
    name: 'Test suite',
    openingHours: weekdays,
    needsApproval: true,
    blackouts: [{ from: '2027-06-01', to: '2027-06-03', reason: 'painting' }],
  });
  director = (await createAccount(portal, 'bdirector', ['director', 'owner'])).token;
}, 180_000);

afterAll(async () => {
  await portal?.stop();
});

describe('no double booking', () => {
  it('50 simultaneous bookings of one slot by 50 units: exactly one 201, the rest 409 with a message', async () => {
    const residents: Resident[] = [];
    for (let i = 0; i < 50; i++) residents.push(await resident(`race${i}`));
    const day = dayAhead(20);
    const answers = await Promise.all(residents.map((r) => book(r, { amenityId: room, start: `${day}T10:00`, end: `${day}T12:00` })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const refused = await answers.find((a) => a.status === 409)!.json();
    expect(refused.error.message).toBe(BookingMessages.taken);
    const rows = await portal.strapi.db.connection('hearth_bookings').where({ amenity_id: room, local_start: `${day}T10:00` });
    expect(rows).toHaveLength(1);
  }, 240_000);

  it('an overlapping booking and one inside the buffer are refused; one after the buffer is taken', async () => {
    const [a, b] = [await resident('overlapa'), await resident('overlapb')];
    const day = dayAhead(21);
    await expectJson(await book(a, { amenityId: room, start: `${day}T10:00`, end: `${day}T12:00` }), 201);
    await expectRefused(await book(b, { amenityId: room, start: `${day}T11:00`, end: `${day}T13:00` }), 409, BookingMessages.taken);
    await expectRefused(await book(b, { amenityId: room, start: `${day}T12:00`, end: `${day}T13:00` }), 409, BookingMessages.taken);
    // Before an existing booking, this one's own buffer reaches into it.
    await expectRefused(await book(b, { amenityId: room, start: `${day}T08:00`, end: `${day}T10:00` }), 409, BookingMessages.taken);
    await expectJson(await book(b, { amenityId: room, start: `${day}T13:00`, end: `${day}T14:00` }), 201);
    await expectJson(await book(b, { amenityId: room, start: `${day}T07:00`, end: `${day}T09:00` }), 201);
  });

  it.runIf(onPostgres)('PostgreSQL itself refuses a second holding booking whose range overlaps (a cancelled one may)', async () => {
    const knex = portal.strapi.db.connection;
    const held = await knex('hearth_bookings').where({ amenity_id: room, status: 'confirmed' }).first();
    const { id: _id, ...copy } = held;
    const inside = { ...copy, starts_at: Number(held.starts_at) + 15 * 60_000, held_until: Number(held.held_until) + 30 * DAY };
    await expect(knex('hearth_bookings').insert(inside)).rejects.toMatchObject({ code: '23P01' });
    await knex('hearth_bookings').insert({ ...inside, status: 'cancelled' });
    await knex('hearth_bookings').where({ amenity_id: room, status: 'cancelled', starts_at: inside.starts_at }).delete();
  });
});

describe('long bookings: one range, any length', () => {
  let stay: number; // open all day, stays of up to 7 days, 1 h buffer
  beforeAll(async () => {
    stay = await amenity({ name: 'Guest stay', openingHours: everyDay, slotMinutes: 60, maxMinutes: 10_080, bufferMinutes: 60 });
  });
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const began = performance.now();
    const result = await work();
    return [result, performance.now() - began];
  };

  it('a resident’s 6-day stay and a director’s 30-day block are booked; overlaps of any length are refused', async () => {
    const [guest, other] = [await resident('staysix'), await resident('stayother')];
    const [first, last] = [dayAhead(100), dayAhead(106)];
    const [six, sixMs] = await timed(() => book(guest, { amenityId: stay, start: `${first}T14:00`, end: `${last}T11:00` }));
    const booked: Booking = await expectJson(six, 201);
    expect([booked.start, booked.end]).toEqual([`${first}T14:00`, `${last}T11:00`]);
    // Inside, across its start, across its end, around it whole, into its buffer: refused.
    for (const [start, end] of [
      [`${dayAhead(103)}T10:00`, `${dayAhead(103)}T11:00`],
      [`${dayAhead(99)}T10:00`, `${dayAhead(101)}T10:00`],
      [`${dayAhead(105)}T10:00`, `${dayAhead(107)}T10:00`],
      [`${dayAhead(99)}T10:00`, `${dayAhead(105)}T10:00`],
      [`${last}T11:00`, `${last}T12:00`],
    ]) {
      await expectRefused(await book(other, { amenityId: stay, start, end }), 409, BookingMessages.taken);
    }
    await expectJson(await book(other, { amenityId: stay, start: `${last}T12:00`, end: `${last}T13:00` }), 201);

    const blockFrom = dayAhead(120);
    const [block, blockMs] = await timed(() =>
      book({ token: director }, { amenityId: stay, start: `${blockFrom}T00:00`, end: `${dayAhead(150)}T00:00`, block: true }),
    );
    expect((await expectJson(block, 201)).status).toBe('blocked');
    await expectRefused(
      await book({ token: director }, { amenityId: stay, start: `${dayAhead(140)}T00:00`, end: `${dayAhead(170)}T00:00`, block: true }),
      409,
      BookingMessages.taken,
    );
    await expectRefused(
      await book(guest, { amenityId: stay, start: `${dayAhead(135)}T10:00`, end: `${dayAhead(136)}T10:00` }),
      409,
      BookingMessages.taken,
    );
    // The figures of docs/requirements.md §17: a long booking costs what a short one does.
    console.info(`[bookings] 6-day stay ${sixMs.toFixed(0)} ms, 30-day block ${blockMs.toFixed(0)} ms`);
  });

  it('a staff booking is at most the site setting’s days (366 unless set): longer is refused with the rule, no 500', async () => {
    const from = dayAhead(400);
    const before = await bookingRows();
    await expectRefused(
      await book({ token: director }, { amenityId: stay, start: `${from}T00:00`, end: `${dayAhead(767)}T00:00`, block: true }),
      400,
      BookingMessages.staffTooLong(366),
    );
    expect(await bookingRows()).toBe(before);
    const [year, yearMs] = await timed(() =>
      book({ token: director }, { amenityId: stay, start: `${from}T00:00`, end: `${dayAhead(766)}T00:00`, block: true }),
    );
    const yearBlock: Booking = await expectJson(year, 201);
    const [hour, hourMs] = await timed(() =>
      book({ token: director }, { amenityId: stay, start: `${dayAhead(800)}T10:00`, end: `${dayAhead(800)}T11:00`, block: true }),
    );
    await expectJson(hour, 201);
    console.info(`[bookings] 366-day block ${yearMs.toFixed(0)} ms, 1-hour block ${hourMs.toFixed(0)} ms`);
    // Cancelled, its year is free again.
    await expectJson(await portal.request('DELETE', `/api/bookings/${yearBlock.id}`, { token: director }), 200);
    await expectJson(
      await book({ token: director }, { amenityId: stay, start: `${dayAhead(500)}T00:00`, end: `${dayAhead(530)}T00:00`, block: true }),
      201,
    );
    const settings = portal.strapi.db.query('api::site-setting.site-setting');
    const setting = await settings.findOne({ select: ['id'] });
    await settings.update({ where: { id: setting.id }, data: { staffBookingMaxDays: 10 } });
    try {
      await expectRefused(
        await book({ token: director }, { amenityId: stay, start: `${dayAhead(900)}T00:00`, end: `${dayAhead(911)}T00:00`, block: true }),
        400,
        BookingMessages.staffTooLong(10),
      );
    } finally {
      await settings.update({ where: { id: setting.id }, data: { staffBookingMaxDays: 366 } });
    }
  });

  it('20 units firing overlapping 6-day stays at the same instant: exactly one 201, 19 × 409, one row', async () => {
    const residents: Resident[] = [];
    for (let i = 0; i < 20; i++) residents.push(await resident(`longrace${i}`));
    const answers = await Promise.all(
      residents.map((r, i) =>
        // Each starts i hours after the first and lasts 6 days: every two overlap.
        book(r, {
          amenityId: stay,
          start: localOf(instantOf(`${dayAhead(200)}T00:00`, ZONE)! + i * HOUR, ZONE),
          end: `${dayAhead(206)}T${String(i).padStart(2, '0')}:00`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const held = await portal.strapi.db
      .connection('hearth_bookings')
      .where({ amenity_id: stay })
      .whereIn('status', ['confirmed', 'pending', 'blocked'])
      .where('starts_at', '>=', instantOf(`${dayAhead(200)}T00:00`, ZONE)!)
      .where('starts_at', '<', instantOf(`${dayAhead(201)}T00:00`, ZONE)!);
    expect(held).toHaveLength(1);
  }, 120_000);
});

describe('the migration from 15-minute cells to ranges', () => {
  it('gives each booking the range its cells held (its own end when it held none) and drops the cells', async () => {
    const load = async (imported: Promise<{ default?: unknown }>) => {
      const module = await imported;
      return (module.default ?? module) as { up(knex: unknown): Promise<void> };
    };
    const cells = await load(import('../../database/migrations/2026.11.25T18.00.00.create-booking-tables.js'));
    const ranges = await load(import('../../database/migrations/2026.11.27T13.00.00.booking-ranges.js'));
    const ROLLBACK = new Error('rolled back on purpose');
    const seen: Record<string, unknown> = {};
    // In a transaction rolled back at the end: the old tables beside the live ones (a schema of
    // their own on PostgreSQL, the live table renamed on SQLite).
    await portal.strapi.db.connection
      .transaction(async (trx) => {
        if (onPostgres) {
          await trx.raw('CREATE SCHEMA hearth_migration_test');
          await trx.raw('SET LOCAL search_path TO hearth_migration_test, public');
        } else {
          await trx.raw('ALTER TABLE hearth_bookings RENAME TO hearth_bookings_live');
        }
        await cells.up(trx);
        const row = (id: number, status: string) => ({
          id,
          amenity_id: 1,
          booked_by_user_id: 1,
          starts_at: 10 * HOUR,
          ends_at: 12 * HOUR,
          local_start: 'a',
          local_end: 'b',
          status,
          created_at: 0,
          updated_at: 0,
        });
        await trx('hearth_bookings').insert([row(1, 'confirmed'), row(2, 'cancelled')]);
        // Booking 1 held 10:00-13:00 (1 h buffer): 12 cells; booking 2's were freed when cancelled.
        await trx('hearth_booking_slots').insert(
          Array.from({ length: 12 }, (_, i) => ({ amenity_id: 1, cell_start: 10 * HOUR + i * 15 * 60_000, booking_id: 1 })),
        );
        await ranges.up(trx);
        seen.held = (await trx('hearth_bookings').orderBy('id').select('id', 'held_until')).map((r) => [
          Number(r.id),
          Number(r.held_until),
        ]);
        seen.slots = await trx.schema.hasTable('hearth_booking_slots');
        if (onPostgres) {
          seen.refused = await trx('hearth_bookings')
            .insert({ ...row(3, 'pending'), starts_at: 12 * HOUR + 30 * 60_000, ends_at: 14 * HOUR, held_until: 14 * HOUR })
            .then(
              () => 'inserted',
              (error: { code?: string }) => error.code,
            );
        }
        throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    expect(seen.held).toEqual([
      [1, 13 * HOUR],
      [2, 12 * HOUR],
    ]);
    expect(seen.slots).toBe(false);
    if (onPostgres) expect(seen.refused).toBe('23P01');
    // The live table is as it was.
    expect(await portal.strapi.db.connection.schema.hasColumn('hearth_bookings', 'held_until')).toBe(true);
  });
});

describe('quotas per unit', () => {
  it('two residents of one unit firing 10 bookings at once get exactly the unit’s 2 per week', async () => {
    const first = await resident('quotaa');
    const second = await resident('quotab', { unitId: first.unitId, relation: 'tenant' });
    // Ten separate hours of one local week (days 28 to 34 from now hold one Monday-to-Sunday week at most twice).
    const monday = (() => {
      for (let d = 28; d < 35; d++) if (new Date(`${dayAhead(d)}T12:00:00Z`).getUTCDay() === 1) return d;
      return 28;
    })();
    const day = dayAhead(monday + 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(i % 2 ? first : second, {
          amenityId: room,
          start: `${day}T${String(i * 2).padStart(2, '0')}:00`,
          end: `${day}T${String(i * 2 + 1).padStart(2, '0')}:00`,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(8);
    expect((await refused[0].json()).error.message).toBe(BookingMessages.quotaReached(2, 'week'));
    // The next week is a new week.
    await expectJson(
      await book(first, { amenityId: room, start: `${dayAhead(monday + 8)}T10:00`, end: `${dayAhead(monday + 8)}T11:00` }),
      201,
    );
  });
});

describe('local times', () => {
  it('a booking across the spring daylight-saving change keeps its local times (5 real hours)', async () => {
    const night = await resident('dstowner');
    const booking: Booking = await expectJson(
      await book(night, { amenityId: room, start: '2027-03-13T22:00', end: '2027-03-14T04:00' }),
      201,
    );
    expect(booking.start).toBe('2027-03-13T22:00');
    expect(booking.end).toBe('2027-03-14T04:00');
    expect(booking.startsAt).toBe('2027-03-14T03:00:00.000Z');
    expect(booking.endsAt).toBe('2027-03-14T08:00:00.000Z');
    const mine: Booking[] = await expectJson(await portal.request('GET', '/api/bookings', { token: night.token }), 200);
    expect(mine.map((b) => [b.start, b.end])).toEqual([['2027-03-13T22:00', '2027-03-14T04:00']]);
    const availability = await expectJson(
      await portal.request('GET', `/api/amenities/${room}/availability?from=2027-03-13&to=2027-03-14`, { token: night.token }),
      200,
    );
    expect(availability.busy).toContainEqual({ start: '2027-03-13T22:00', end: '2027-03-14T05:00', status: 'taken', mine: true });
  });

  it('a time the clocks skip is refused', async () => {
    const r = await resident('dstgap');
    await expectRefused(
      await book(r, { amenityId: room, start: '2027-03-14T02:00', end: '2027-03-14T03:00' }),
      400,
      BookingMessages.timeDoesNotExist,
    );
  });
});

describe('cancelling', () => {
  it('before the cut-off frees the time; after it, refused', async () => {
    const r = await resident('canceller');
    const late = localOf(Date.now() + 5 * HOUR, ZONE).slice(0, 13) + ':00';
    const lateEnd = localOf(Date.now() + 6 * HOUR, ZONE).slice(0, 13) + ':00';
    const soon: Booking = await expectJson(await book(r, { amenityId: room, start: late, end: lateEnd }), 201);
    await expectRefused(
      await portal.request('DELETE', `/api/bookings/${soon.id}`, { token: r.token }),
      409,
      BookingMessages.pastCutoff(48),
    );
    // Clear of the quota test's weeks (days 28 to 42 from now, by the weekday of today).
    const day = dayAhead(45);
    const later: Booking = await expectJson(await book(r, { amenityId: room, start: `${day}T10:00`, end: `${day}T11:00` }), 201);
    const other = await resident('notthebooker');
    await expectRefused(
      await portal.request('DELETE', `/api/bookings/${later.id}`, { token: other.token }),
      404,
      BookingMessages.bookingNotFound,
    );
    const cancelled: Booking = await expectJson(await portal.request('DELETE', `/api/bookings/${later.id}`, { token: r.token }), 200);
    expect(cancelled.status).toBe('cancelled');
    await expectRefused(
      await portal.request('DELETE', `/api/bookings/${later.id}`, { token: r.token }),
      409,
      BookingMessages.notCancellable,
    );
    await expectJson(await book(other, { amenityId: room, start: `${day}T10:00`, end: `${day}T11:00` }), 201);
  });
});

describe('approval', () => {
  it('a booking that needs approval waits; a director approves it, and a decision is made once', async () => {
    const r = await resident('approvee');
    const monday = (() => {
      for (let d = 50; d < 57; d++) if (new Date(`${dayAhead(d)}T12:00:00Z`).getUTCDay() === 1) return dayAhead(d);
      throw new Error('no Monday');
    })();
    const pending: Booking = await expectJson(await book(r, { amenityId: suite, start: `${monday}T10:00`, end: `${monday}T12:00` }), 201);
    expect(pending.status).toBe('pending');
    await expectRefused(
      await portal.request('PUT', `/api/bookings/${pending.id}/decision`, { token: r.token, json: { decision: 'approve' } }),
      403,
    );
    await expectRefused(
      await portal.request('PUT', `/api/bookings/${pending.id}/decision`, { token: director, json: { decision: 'decline' } }),
      400,
      BookingMessages.declineReason,
    );
    const all: Booking[] = await expectJson(await portal.request('GET', '/api/bookings?status=pending', { token: director }), 200);
    expect(all.map((b) => b.id)).toContain(pending.id);
    const approved: Booking = await expectJson(
      await portal.request('PUT', `/api/bookings/${pending.id}/decision`, { token: director, json: { decision: 'approve' } }),
      200,
    );
    expect(approved.status).toBe('confirmed');
    // The activity record has the booking and the decision, under its amenity.
    const entries: { changes: string }[] = await portal.strapi.db
      .connection('hearth_activity')
      .where({ kind: 'amenity', item_id: String(suite) })
      .orderBy('id'); // PostgreSQL promises no order without one
    const changes = entries.flatMap((e) => JSON.parse(e.changes) as { field: string; after: unknown }[]);
    expect(changes.filter((c) => c.field.startsWith(`booking ${pending.id} `)).map((c) => c.after)).toEqual(['pending', 'confirmed']);
    // A declined one: its resident is e-mailed the reason, once.
    const declined: Booking = await expectJson(await book(r, { amenityId: suite, start: `${monday}T14:00`, end: `${monday}T15:00` }), 201);
    await expectJson(
      await portal.request('PUT', `/api/bookings/${declined.id}/decision`, {
        token: director,
        json: { decision: 'decline', reason: 'The suite is being painted.' },
      }),
      200,
    );
    const mails = portal.strapi.service('api::notice.notice');
    await Promise.all([mails.runNow(), mails.runNow()]);
    const told = portal.mailbox.to(r.email).filter((m) => m.subject.includes('was declined'));
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('The suite is being painted.');
    await expectRefused(
      await portal.request('PUT', `/api/bookings/${pending.id}/decision`, { token: director, json: { decision: 'approve' } }),
      409,
      BookingMessages.notPending,
    );
  });

  it('staff block a time and book for a resident', async () => {
    const r = await resident('bookedfor');
    const day = dayAhead(60);
    const block: Booking = await expectJson(
      await book({ token: director }, { amenityId: room, start: `${day}T08:00`, end: `${day}T09:00`, block: true }),
      201,
    );
    expect(block.status).toBe('blocked');
    const forResident: Booking = await expectJson(
      await book({ token: director }, { amenityId: room, start: `${day}T12:00`, end: `${day}T13:00`, forProfileId: r.profileId }),
      201,
    );
    expect(forResident.bookedFor).toBe('Bookedfor Tester');
    await expectRefused(
      await book(r, { amenityId: room, start: `${day}T15:00`, end: `${day}T16:00`, block: true }),
      403,
      Messages.forbidden,
    );
  });

  it('a booking staff make for a resident is the unit’s: in its list, cancellable by it, and counted in its limit', async () => {
    const r = await resident('staffquota');
    const day = dayAhead(67);
    const made: Booking = await expectJson(
      await book({ token: director }, { amenityId: room, start: `${day}T10:00`, end: `${day}T11:00`, forProfileId: r.profileId }),
      201,
    );
    const mine: Booking[] = await expectJson(await portal.request('GET', '/api/bookings', { token: r.token }), 200);
    expect(mine.map((b) => [b.id, b.mayCancel])).toEqual([[made.id, true]]);
    await expectJson(
      await book({ token: director }, { amenityId: room, start: `${day}T14:00`, end: `${day}T15:00`, forProfileId: r.profileId }),
      201,
    );
    // The unit's 2 per week are used by staff's bookings for it: the resident's own third is refused.
    await expectRefused(
      await book(r, { amenityId: room, start: `${day}T18:00`, end: `${day}T19:00` }),
      409,
      BookingMessages.quotaReached(2, 'week'),
    );
  });

  it('staff book only for a verified resident with a roster unit, the ones GET /api/bookings/residents lists', async () => {
    const r = await resident('pickme', { relation: 'tenant' });
    const unverified = await resident('notpicked', { authenticated: false });
    const { profile: noUnit } = await createAccount(portal, 'nounitpick', ['owner']);
    await portal.strapi.db.query('api::profile.profile').update({ where: { id: noUnit.id }, data: { authenticated: true } });
    const listed: BookableResident[] = await expectJson(await portal.request('GET', '/api/bookings/residents', { token: director }), 200);
    const me = listed.find((x) => x.profileId === r.profileId);
    expect(me).toEqual({
      profileId: r.profileId,
      name: 'Pickme Tester',
      unit: expect.stringMatching(/^B\d+ Maple Court$/),
      relation: 'tenant',
    });
    expect(listed.map((x) => x.profileId)).not.toContain(unverified.profileId);
    expect(listed.map((x) => x.profileId)).not.toContain(noUnit.id);
    await expectRefused(await portal.request('GET', '/api/bookings/residents', { token: r.token }), 403, Messages.forbidden);

    const day = dayAhead(61);
    const before = await bookingRows();
    const slot = { amenityId: room, start: `${day}T10:00`, end: `${day}T11:00` };
    await expectRefused(await book({ token: director }, { ...slot, forProfileId: unverified.profileId }), 403, BookingMessages.notVerified);
    await expectRefused(await book({ token: director }, { ...slot, forProfileId: noUnit.id }), 403, BookingMessages.noUnit);
    await expectRefused(await book({ token: director }, { ...slot, forProfileId: 999_999 }), 404, BookingMessages.residentNotFound);
    expect(await bookingRows()).toBe(before);
  });
});

describe('bad input changes nothing', () => {
  it('past, outside hours, zero or negative length, off-slot, blackout, terms, unverified, no unit, archived: 4xx with a message', async () => {
    const r = await resident('badinput');
    const unverified = await resident('unverified', { authenticated: false });
    const { token: noUnit } = await createAccount(portal, 'nounit', ['owner']);
    const day = dayAhead(70);
    const before = await bookingRows();
    const yesterday = dayAhead(-1);
    const saturday = (() => {
      for (let d = 70; d < 77; d++) if (new Date(`${dayAhead(d)}T12:00:00Z`).getUTCDay() === 6) return dayAhead(d);
      throw new Error('no Saturday');
    })();
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ amenityId: room, start: `${yesterday}T10:00`, end: `${yesterday}T11:00` }, 400, BookingMessages.inThePast],
      [{ amenityId: suite, start: `${saturday}T10:00`, end: `${saturday}T11:00` }, 400, BookingMessages.outsideHours],
      [{ amenityId: room, start: `${day}T10:00`, end: `${day}T10:00` }, 400, BookingMessages.emptyLength],
      [{ amenityId: room, start: `${day}T10:00`, end: `${day}T09:00` }, 400, BookingMessages.emptyLength],
      [{ amenityId: room, start: `${day}T10:30`, end: `${day}T11:30` }, 400, BookingMessages.notOnSlot(60)],
      [{ amenityId: suite, start: '2027-06-02T10:00', end: '2027-06-02T11:00' }, 400, BookingMessages.blackout('painting')],
      [{ amenityId: room, start: `${day}T10:00`, end: `${day}T11:00`, acceptTerms: false }, 400, BookingMessages.termsRequired],
      [{ amenityId: room, start: `${day}T10`, end: `${day}T11:00` }, 400, BookingMessages.localTime],
      [{ amenityId: 999_999, start: `${day}T10:00`, end: `${day}T11:00` }, 404, BookingMessages.amenityNotFound],
      [{ amenityId: room, start: `${day}T10:00`, end: `${day}T11:00` }, 403, BookingMessages.notVerified, unverified.token],
      [{ amenityId: room, start: `${day}T10:00`, end: `${day}T11:00` }, 403, BookingMessages.noUnit, noUnit],
    ];
    for (const [body, status, message, token] of cases) {
      await expectRefused(await book({ token: token ?? r.token }, body), status, message);
    }
    const archived = await amenity({ name: 'Closed room', openingHours: everyDay });
    await portal.strapi.db.query('api::amenity.amenity').update({ where: { id: archived }, data: { archivedAt: new Date() } });
    await expectRefused(
      await book(r, { amenityId: archived, start: `${day}T10:00`, end: `${day}T11:00` }),
      409,
      BookingMessages.amenityArchived,
    );
    expect(await bookingRows()).toBe(before);
  });

  it('an amenity off the 15-minute grid is refused in the panel too', async () => {
    await expect(amenity({ name: 'Odd room', openingHours: everyDay, slotMinutes: 50 })).rejects.toThrow(/multiple of 15/);
  });
});

describe('e-mails', () => {
  it('the confirmation goes once, with its calendar event, however many rounds run at once', async () => {
    const r = await resident('mailed');
    const day = dayAhead(80);
    await expectJson(await book(r, { amenityId: room, start: `${day}T18:00`, end: `${day}T20:00` }), 201);
    const mails = portal.strapi.service('api::notice.notice');
    await Promise.all([mails.runNow(), mails.runNow(), mails.runNow()]);
    await mails.runNow();
    const received = portal.mailbox.to(r.email);
    expect(received).toHaveLength(1);
    expect(received[0].subject).toContain('Test room');
    expect(received[0].attachments).toContainEqual(
      expect.objectContaining({ filename: 'booking.ics', contentType: expect.stringContaining('text/calendar') }),
    );
  });

  it('rounds of several processes at the same instant queue a booking’s e-mail once, and the outbox sends it once', async () => {
    const r = await resident('raced');
    const day = dayAhead(81);
    const booking: Booking = await expectJson(await book(r, { amenityId: room, start: `${day}T18:00`, end: `${day}T19:00` }), 201);
    const notices = portal.strapi.service('api::notice.notice');
    await notices.runNow(); // the confirmation, queued and sent
    const outbox = () => portal.strapi.db.connection('hearth_notice_outbox').where({ kind: 'booking-confirmed', email: r.email });
    expect(await outbox()).toHaveLength(1);
    // As if it were due again: five bookings rounds (and this process's own dispatcher) race for it.
    await portal.strapi.db.connection('hearth_bookings').where({ id: booking.id }).update({ confirmation_sent_at: null });
    const rounds = portal.strapi.service('api::booking.booking-mails');
    await Promise.all(Array.from({ length: 5 }, () => rounds.queueDue()));
    expect(await outbox()).toHaveLength(2);
    await Promise.all([notices.runNow(), notices.runNow()]);
    expect((await outbox()).map((row: { status: string }) => row.status)).toEqual(['sent', 'sent']);
    expect(portal.mailbox.to(r.email)).toHaveLength(2);
  });

  it('staff cancelling a resident’s booking give a reason; the resident is e-mailed it once, with a calendar CANCEL', async () => {
    const r = await resident('staffcancelled');
    const day = dayAhead(82);
    const booking: Booking = await expectJson(await book(r, { amenityId: room, start: `${day}T18:00`, end: `${day}T19:00` }), 201);
    const mails = portal.strapi.service('api::notice.notice');
    await mails.runNow(); // the confirmation, with the event
    const cancel = (json?: unknown) => portal.request('DELETE', `/api/bookings/${booking.id}`, { token: director, json });
    await expectRefused(await cancel(), 400, BookingMessages.cancelReason);
    await expectRefused(await cancel({ reason: `Flood${'\u0000'}` }), 400, Messages.fieldControlCharacters('Reason'));
    const cancelled: Booking = await expectJson(await cancel({ reason: 'A pipe burst in the room.' }), 200);
    expect([cancelled.status, cancelled.decisionReason]).toEqual(['cancelled', 'A pipe burst in the room.']);
    await Promise.all([mails.runNow(), mails.runNow()]);
    await mails.runNow();
    const notice = portal.mailbox.to(r.email).filter((m) => m.subject.includes('is cancelled'));
    expect(notice).toHaveLength(1);
    expect(notice[0].text).toContain('A pipe burst in the room.');
    const ics = notice[0].attachments.find((a) => a.filename === 'booking.ics');
    const calendar = String(ics?.content ?? '');
    expect(calendar).toContain('METHOD:CANCEL');
    expect(calendar).toContain('STATUS:CANCELLED');
    expect(calendar).toMatch(new RegExp(`UID:booking-${booking.id}@`));
    // A resident cancelling their own booking is told nothing more.
    const own: Booking = await expectJson(
      await book(r, { amenityId: room, start: `${dayAhead(83)}T18:00`, end: `${dayAhead(83)}T19:00` }),
      201,
    );
    await expectJson(await portal.request('DELETE', `/api/bookings/${own.id}`, { token: r.token }), 200);
    await mails.runNow();
    expect(portal.mailbox.to(r.email).filter((m) => m.subject.includes('is cancelled'))).toHaveLength(1);
  });

  it('the reminder goes once, the day before', async () => {
    const r = await resident('reminded');
    const start = localOf(Date.now() + 10 * HOUR, ZONE).slice(0, 13) + ':00';
    const end = localOf(Date.now() + 11 * HOUR, ZONE).slice(0, 13) + ':00';
    const booking: Booking = await expectJson(await book(r, { amenityId: room, start, end }), 201);
    const mails = portal.strapi.service('api::notice.notice');
    await mails.runNow();
    // Made the day before it starts: the confirmation alone (no reminder at once).
    expect(portal.mailbox.to(r.email).map((m) => m.subject)).toEqual([expect.stringContaining('is confirmed')]);
    // As if it had been made a week ahead: its reminder is due now.
    await portal.strapi.db
      .connection('hearth_bookings')
      .where({ id: booking.id })
      .update({ created_at: Date.now() - 7 * DAY });
    await Promise.all([mails.runNow(), mails.runNow()]);
    await mails.runNow();
    const reminders = portal.mailbox.to(r.email).filter((m) => m.subject.includes('reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].attachments.map((a) => a.filename)).toContain('booking.ics');
  });
});
