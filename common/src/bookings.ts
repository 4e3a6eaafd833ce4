/**
 * Amenity bookings (docs/requirements.md §17): the rules a booking must meet,
 * shared by the server (which decides) and the web app (which shows availability). Times are
 * wall-clock times in the association's time zone ('YYYY-MM-DDTHH:MM'); instants are ms since
 * the epoch. The time-zone arithmetic is @date-fns/tz's (the IANA rules, daylight saving included).
 */
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { BookingMessages, Messages } from './messages';
import { isSafeFileName } from './resource-schemas';
import { freeText, optionalLine, requiredLine } from './validation';

/** The grid of every length of an amenity (slots, bookings, buffers): 15 minutes. */
export const CELL_MINUTES = 15;
const MINUTE = 60_000;

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Times of day are written HH:MM.');
/** Opening hours per weekday; a day left out is closed. */
export const openingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.object({ open: clock, close: clock }).nullable());
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const blackoutSchema = z.array(
  z.object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    reason: optionalLine('Blackout reason', 200).default(''),
  }),
);
export type Blackout = z.infer<typeof blackoutSchema>[number];

export type BookingAudience = 'owners' | 'tenants' | 'residents';
export type QuotaPeriod = 'week' | 'month';

/** What the rules read of an amenity. */
export interface AmenityRules {
  slotMinutes: number;
  minMinutes: number;
  maxMinutes: number;
  minNoticeHours: number;
  maxNoticeDays: number;
  bufferMinutes: number;
  openingHours: OpeningHours;
  blackouts: Blackout[];
}

/** The instant of a wall-clock time in the zone, or null when the clocks skip it (spring forward). */
export function instantOf(local: string, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const date = new TZDate(year, month - 1, day, hour, minute, timeZone);
  return localOf(date.getTime(), timeZone) === local ? date.getTime() : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock time of an instant in the zone, 'YYYY-MM-DDTHH:MM'. */
export function localOf(instant: number, timeZone: string): string {
  const d = new TZDate(instant, timeZone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const minutesOfDay = (local: string) => Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The time a booking holds, as [start, heldUntil): its own time and the buffer after it
 * (docs/requirements.md §17). The database refuses two holding bookings of one amenity whose
 * held ranges overlap, at any length.
 */
export const heldUntil = (end: number, bufferMinutes: number) => end + bufferMinutes * MINUTE;

/** The start of the local day after the one holding `instant` (its midnight, or the first time after it). */
const nextLocalDay = (instant: number, timeZone: string) => {
  const d = new TZDate(instant, timeZone);
  return new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + 1, timeZone).getTime();
};

/**
 * Whether [start, end) lies in its local days' opening hours (docs/requirements.md §17), in
 * constant time whatever the length: the first and last days are checked by their hours, the
 * whole days between only need their weekdays open all day (at most seven to look at).
 */
function withinOpeningHours(start: number, end: number, hours: OpeningHours, timeZone: string): boolean {
  // One part of a single local day, [from, until): within that weekday's hours.
  const partFits = (from: number, until: number, dayEnd: number) => {
    const day = hours[WEEKDAYS[new TZDate(from, timeZone).getDay()]];
    const last = until === dayEnd ? 24 * 60 : minutesOfDay(localOf(until, timeZone));
    return Boolean(day) && minutesOfDay(localOf(from, timeZone)) >= clockMinutes(day!.open) && last <= clockMinutes(day!.close);
  };
  const firstEnd = nextLocalDay(start, timeZone);
  if (end <= firstEnd) return partFits(start, end, firstEnd);
  if (!partFits(start, firstEnd, firstEnd)) return false;
  const lastStart = new TZDate(new TZDate(end - 1, timeZone).setHours(0, 0, 0, 0), timeZone).getTime();
  if (end > lastStart && lastStart >= firstEnd && !partFits(lastStart, end, nextLocalDay(lastStart, timeZone))) return false;
  // The whole days between: each weekday among them open from 00:00 to 24:00.
  const wholeDays = Math.round(
    (Date.parse(localOf(lastStart, timeZone).slice(0, 10)) - Date.parse(localOf(firstEnd, timeZone).slice(0, 10))) / 86_400_000,
  );
  const firstWeekday = new TZDate(firstEnd, timeZone).getDay();
  for (let i = 0; i < Math.min(wholeDays, 7); i++) {
    const day = hours[WEEKDAYS[(firstWeekday + i) % 7]];
    if (!day || clockMinutes(day.open) !== 0 || clockMinutes(day.close) !== 24 * 60) return false;
  }
  return true;
}

/** The first blackout that [start, end) touches (its dates are whole local days, inclusive). */
function blackoutHit(start: number, end: number, blackouts: Blackout[], timeZone: string): Blackout | undefined {
  const first = localOf(start, timeZone).slice(0, 10);
  const last = localOf(end - MINUTE, timeZone).slice(0, 10);
  return blackouts.find((b) => b.from <= last && b.to >= first);
}

/**
 * The longest booking directors and administrators may make (a block, a booking for a resident),
 * in days, unless the site setting `staffBookingMaxDays` says otherwise (docs/requirements.md §17).
 */
export const STAFF_BOOKING_MAX_DAYS = 366;

/**
 * Why a booking of [start, end) may not be made at `now`, or null when the amenity's rules allow it.
 * `staff`: directors and administrators book past the notice and length rules (they block times,
 * book for a resident), up to `staffMaxDays`.
 */
export function bookingRefusal(
  rules: AmenityRules,
  start: number,
  end: number,
  now: number,
  timeZone: string,
  staff = false,
  staffMaxDays = STAFF_BOOKING_MAX_DAYS,
): string | null {
  if (!(end > start)) return BookingMessages.emptyLength;
  if (start < now) return BookingMessages.inThePast;
  const slot = rules.slotMinutes * MINUTE;
  if (minutesOfDay(localOf(start, timeZone)) % rules.slotMinutes !== 0 || (end - start) % slot !== 0) {
    return BookingMessages.notOnSlot(rules.slotMinutes);
  }
  const minutes = (end - start) / MINUTE;
  if (!staff && minutes < rules.minMinutes) return BookingMessages.tooShort(rules.minMinutes);
  if (!staff && minutes > rules.maxMinutes) return BookingMessages.tooLong(rules.maxMinutes);
  if (staff && minutes > staffMaxDays * 24 * 60) return BookingMessages.staffTooLong(staffMaxDays);
  if (!staff && start - now < rules.minNoticeHours * 60 * MINUTE) return BookingMessages.tooSoon(rules.minNoticeHours);
  if (!staff && start - now > rules.maxNoticeDays * 24 * 60 * MINUTE) return BookingMessages.tooFar(rules.maxNoticeDays);
  if (!withinOpeningHours(start, end, rules.openingHours, timeZone)) return BookingMessages.outsideHours;
  const blackout = blackoutHit(start, end, rules.blackouts, timeZone);
  if (blackout) return BookingMessages.blackout(blackout.reason);
  return null;
}

/** Why no booking may start at a slot, whatever its length (shown on the slot before anyone presses Book). */
export type StartBar = 'past' | 'blackout' | 'too soon' | 'too far';

/**
 * Whether a booking may start at `start` by the rules that do not depend on its length
 * (docs/requirements.md §17): not in the past, not on a blackout day, and — for residents —
 * within the amenity's notice. Null when it may.
 */
export function startBar(
  rules: Pick<AmenityRules, 'blackouts' | 'minNoticeHours' | 'maxNoticeDays'>,
  start: number,
  now: number,
  timeZone: string,
  staff = false,
): StartBar | null {
  if (start < now) return 'past';
  if (blackoutHit(start, start + MINUTE, rules.blackouts, timeZone)) return 'blackout';
  if (!staff && start - now < rules.minNoticeHours * 60 * MINUTE) return 'too soon';
  if (!staff && start - now > rules.maxNoticeDays * 24 * 60 * MINUTE) return 'too far';
  return null;
}

/** The blackout covering a local day 'YYYY-MM-DD', if any. */
export const blackoutOn = (rules: Pick<AmenityRules, 'blackouts'>, day: string): Blackout | undefined =>
  rules.blackouts.find((b) => b.from <= day && b.to >= day);

/**
 * The lengths (minutes) a booking starting at the local time `start` may have: each allowed by
 * bookingRefusal (hours, closing, blackouts, notice, length) and whose time with its buffer after
 * it meets none of the `busy` times (local [start, end), each end already holding its own buffer).
 * Offered before anyone presses Book, so a length that would be refused is never offered.
 */
export function lengthsThatFit(
  rules: AmenityRules,
  start: string,
  busy: readonly { start: string; end: string }[],
  now: number,
  timeZone: string,
  staff = false,
  staffMaxDays = STAFF_BOOKING_MAX_DAYS,
): number[] {
  const from = instantOf(start, timeZone);
  if (from === null) return [];
  const out: number[] = [];
  for (let m = rules.minMinutes; m <= rules.maxMinutes; m += rules.slotMinutes) {
    const end = from + m * MINUTE;
    const held = localOf(heldUntil(end, rules.bufferMinutes), timeZone);
    // A longer booking meets the same busy time: none after it fits either.
    if (busy.some((b) => b.start < held && b.end > start)) break;
    if (bookingRefusal(rules, from, end, now, timeZone, staff, staffMaxDays) === null) out.push(m);
  }
  return out;
}

/** The local week (Monday to Sunday) or month holding an instant, as [from, to) instants. */
export function periodAround(instant: number, period: QuotaPeriod, timeZone: string): [number, number] {
  const d = new TZDate(instant, timeZone);
  if (period === 'month') {
    return [
      new TZDate(d.getFullYear(), d.getMonth(), 1, timeZone).getTime(),
      new TZDate(d.getFullYear(), d.getMonth() + 1, 1, timeZone).getTime(),
    ];
  }
  const back = (d.getDay() + 6) % 7;
  const monday = new TZDate(d.getFullYear(), d.getMonth(), d.getDate() - back, timeZone);
  return [monday.getTime(), new TZDate(d.getFullYear(), d.getMonth(), d.getDate() - back + 7, timeZone).getTime()];
}

const localTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, BookingMessages.localTime);

/** POST /api/bookings. */
export const bookingRequestSchema = z.strictObject({
  amenityId: z.number().int().positive(),
  start: localTime,
  end: localTime,
  acceptTerms: z.boolean().default(false),
  /** Staff only: book for this resident's profile. */
  forProfileId: z.number().int().positive().optional(),
  /** Staff only: hold the time without a resident (maintenance, an event of the association). */
  block: z.boolean().default(false),
  note: freeText('Note', 500).default(''),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** PUT /api/bookings/:id/decision. */
export const bookingDecisionSchema = z
  .strictObject({ decision: z.enum(['approve', 'decline']), reason: freeText('Reason', 500).default('') })
  .refine((d) => d.decision === 'approve' || d.reason.length > 0, { message: BookingMessages.declineReason, path: ['reason'] });
export type BookingDecision = z.infer<typeof bookingDecisionSchema>;

/**
 * DELETE /api/bookings/:id (a body is optional): a director or administrator cancelling a
 * resident's booking (not of their own unit) gives the reason the resident is e-mailed.
 */
export const bookingCancelSchema = z.strictObject({ reason: freeText('Reason', 500).default('') });
export type BookingCancel = z.infer<typeof bookingCancelSchema>;

/** GET /api/amenities/:id/availability?from=&to= (local dates, at most 31 days). */
export const availabilityQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'from and to are dates written YYYY-MM-DD.'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'from and to are dates written YYYY-MM-DD.'),
});

export type BookingStatus = 'pending' | 'confirmed' | 'declined' | 'cancelled' | 'blocked';
/** The statuses that hold their time (and count against the unit's quota, but a block). */
export const HOLDING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed', 'blocked'];

/** The association's time zone (site setting `timeZone`): an IANA name the runtime knows. */
export const timeZoneSchema = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'The time zone must be an IANA name such as America/Toronto.');

/** An amenity's rules as the panel may write them: every length on the 15-minute grid. */
export const amenityRulesSchema = z
  .object({
    slotMinutes: z.number().int().positive().multipleOf(CELL_MINUTES, 'Slot length must be a multiple of 15 minutes.'),
    minMinutes: z.number().int().positive(),
    maxMinutes: z.number().int().positive(),
    bufferMinutes: z.number().int().min(0).multipleOf(CELL_MINUTES, 'The free time after a booking must be a multiple of 15 minutes.'),
    openingHours: openingHoursSchema,
    blackouts: blackoutSchema,
  })
  .refine((a) => a.minMinutes <= a.maxMinutes, 'The shortest booking must not be longer than the longest.')
  .refine((a) => a.minMinutes % a.slotMinutes === 0 && a.maxMinutes % a.slotMinutes === 0, 'Booking lengths must be whole slots.');

const whole = (min: number) => z.number({ error: 'Lengths, counts and hours are whole numbers.' }).int().min(min);

/**
 * POST /api/amenities and PUT /api/amenities/:id (administrators, docs/requirements.md §17): an
 * amenity and every rule of its bookings. The lengths are also checked against each other by
 * amenityRulesSchema, the check the amenity's rules service makes on every write (the panel's too).
 * `photo`: the stored name POST /api/file/amenities gave, or null.
 */
/** An amenity's texts, as the API and the admin panel check them (docs/requirements.md §5). */
export const amenityTextsSchema = z.object({
  name: requiredLine('Name', BookingMessages.amenityNameRequired, 100),
  description: freeText('Description', 2000).default(''),
  terms: freeText('Terms', 5000).default(''),
});

export const amenityInputSchema = z
  .strictObject({
    ...amenityTextsSchema.shape,
    photo: z.string().refine(isSafeFileName, Messages.invalidFileName).nullable().default(null),
    capacity: whole(0).default(0),
    openingHours: openingHoursSchema,
    slotMinutes: whole(15),
    minMinutes: whole(15),
    maxMinutes: whole(15),
    minNoticeHours: whole(0),
    maxNoticeDays: whole(1),
    quotaCount: whole(1).nullable().default(null),
    quotaPeriod: z.enum(['week', 'month']).default('month'),
    bufferMinutes: whole(0).default(0),
    blackouts: blackoutSchema.default([]),
    needsApproval: z.boolean().default(false),
    cancelCutoffHours: whole(0),
    bookedBy: z.enum(['residents', 'owners', 'tenants']).default('residents'),
  })
  .superRefine((amenity, ctx) => {
    const rules = amenityRulesSchema.safeParse(amenity);
    for (const issue of rules.success ? [] : rules.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type AmenityInput = z.infer<typeof amenityInputSchema>;

/** The slots of a local day within the amenity's opening hours, as wall-clock start times. */
export function slotsOfDay(rules: Pick<AmenityRules, 'openingHours' | 'slotMinutes'>, day: string, timeZone: string): string[] {
  const noon = instantOf(`${day}T12:00`, timeZone);
  if (noon === null) return [];
  const hours = rules.openingHours[WEEKDAYS[new TZDate(noon, timeZone).getDay()]];
  if (!hours) return [];
  const slots: string[] = [];
  for (let m = clockMinutes(hours.open); m + rules.slotMinutes <= clockMinutes(hours.close); m += rules.slotMinutes) {
    const local = `${day}T${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
    if (instantOf(local, timeZone) !== null) slots.push(local);
  }
  return slots;
}

/** The wall-clock time `minutes` after a local time (real minutes: across a clock change the hour shifts). */
export function localPlus(local: string, minutes: number, timeZone: string): string | null {
  const start = instantOf(local, timeZone);
  return start === null ? null : localOf(start + minutes * MINUTE, timeZone);
}

/** The local day `days` after a local day, 'YYYY-MM-DD'. */
export function dayPlus(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
