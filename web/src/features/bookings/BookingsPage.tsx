/**
 * Amenity bookings (docs/requirements.md §17): choose an amenity, see its free and
 * taken slots by day or by week, book a free one (accepting the terms), and see and cancel the
 * unit's bookings. Directors and administrators also decide pending bookings and may block a time.
 * Slots are buttons in reading order (keyboard and screen readers), one column on a phone. What the
 * server would refuse (blackout days, the notice, closing time, the next booking's time) shows
 * before anyone presses Book: a slot says why it cannot be booked, and only lengths that fit are offered.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BookingMessages,
  Messages,
  WEEKDAYS,
  blackoutOn,
  dayPlus,
  instantOf,
  lengthsThatFit,
  localOf,
  localPlus,
  slotsOfDay,
  startBar,
  type Amenity,
  type Availability,
  type Booking,
  type BookingRequest,
} from '@hearth/common';
import { StandingNotice, useAuth, usePageVisit } from '../../shared/auth';
import { errorMessage } from '../../shared/api';
import { useCommonText } from '../../shared/i18n';
import { Button, ButtonRow, Checkbox, DateField, LoadFailed, Message, Page, Panel, SelectField, useToast } from '../../shared/ui';
import { amenitiesQuery, availabilityQuery, bookAmenity, bookingKeys } from './api';
import { BookFor, type Beneficiary } from './BookFor';
import { noticeRule, quotaRule, stateLabel } from './words';
import { MyBookings, PendingBookings } from './BookingLists';
import { UnsavedChangesGuard } from '../../shared/unsaved/UnsavedChangesGuard';
import { UnsavedFormReporter } from '../../shared/unsaved/unsavedForm';
import styles from './Bookings.module.css';

type View = 'day' | 'week';

/** A day as its heading names it, in the reader's language (English as Canada writes it: "Monday, March 1"). */
const dayLabel = (day: string, locale: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-CA' : locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Whether a text is a calendar day written yyyy-mm-dd (2027-02-30 is not). */
const isDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** The most days one availability call may cover (the API's limit is 31). */
const MAX_AVAILABILITY_DAYS = 31;

export default function BookingsPage() {
  usePageVisit('Amenity bookings');
  const { isSuperUser } = useAuth();
  const { t } = useLingui();
  const text = useCommonText();
  const amenities = useQuery(amenitiesQuery());
  const [amenityId, setAmenityId] = useState<number | null>(null);
  // A reason for declining typed and not sent is not lost without a question (docs/requirements.md §4).
  const [declineTyped, setDeclineTyped] = useState(false);
  const list = amenities.data ?? [];
  const amenity = list.find((a) => a.id === amenityId) ?? list[0];

  return (
    <Page title={t`Amenity bookings`}>
      <UnsavedChangesGuard rows={false} form={declineTyped} />
      <StandingNotice />
      {amenities.isError && !amenities.data ? (
        <LoadFailed what={t`amenities`} error={amenities.error} onRetry={() => void amenities.refetch()} />
      ) : amenities.isPending ? (
        <p>{text(Messages.loadingData)}</p>
      ) : !amenity ? (
        <Message tone="info">{t`No amenity can be booked at the moment.`}</Message>
      ) : (
        <>
          <SelectField
            label={t`Amenity`}
            value={amenity.id}
            options={list.map((a) => ({ value: a.id, label: a.name }))}
            onChange={(e) => setAmenityId(Number(e.target.value))}
          />
          <AmenityAvailability key={amenity.id} amenity={amenity} staff={isSuperUser} />
        </>
      )}
      <MyBookings staff={isSuperUser} />
      {isSuperUser && (
        <UnsavedFormReporter value={setDeclineTyped}>
          <PendingBookings />
        </UnsavedFormReporter>
      )}
    </Page>
  );
}

function AmenityAvailability({ amenity, staff }: { amenity: Amenity; staff: boolean }) {
  const { t, i18n } = useLingui();
  const zone = amenity.timeZone;
  // The association's "now", read once when the amenity is opened (a render must not read the clock).
  const [nowMs] = useState(() => Date.now());
  const now = localOf(nowMs, zone);
  const today = now.slice(0, 10);
  const [view, setView] = useState<View>('day');
  const [day, setDay] = useState(today);
  // What is typed in From: the days shown follow it once it is a whole date, today or later; typing is never undone.
  const [typed, setTyped] = useState(today);
  const [chosen, setChosen] = useState<string | null>(null);
  const days = view === 'day' ? [day] : Array.from({ length: 7 }, (_, i) => dayPlus(day, i));
  const availability = useQuery(availabilityQuery(amenity.id, days[0], days.at(-1)!));
  const step = view === 'day' ? 1 : 7;
  const show = (next: string) => {
    setDay(next);
    setTyped(next);
  };
  const typedError =
    typed.length < 10
      ? undefined
      : !isDay(typed)
        ? t`Write the date as yyyy-mm-dd, e.g. 2027-03-31.`
        : typed < today
          ? t`Choose today or a later day.`
          : undefined;

  return (
    <Panel title={amenity.name} as="h2">
      {/* Fixed width and height, the picture cropped to fit: the page never shifts as it loads. */}
      {amenity.photoUrl && (
        <img src={amenity.photoUrl} alt={t`Photo of ${amenity.name}`} width={480} height={300} className={styles.photo} />
      )}
      {amenity.description && <p>{amenity.description}</p>}
      <p className={styles.rules}>
        {amenity.needsApproval ? t`Bookings wait for approval.` + ' ' : ''}
        {staff ? '' : noticeRule(i18n, amenity) + ' '}
        {amenity.quotaCount ? quotaRule(i18n, amenity.quotaCount, amenity.quotaPeriod) + ' ' : ''}
        {t`Cancel up to ${plural(amenity.cancelCutoffHours, { one: '# hour', other: '# hours' })} before. Times are ${zone} time.`}
      </p>
      <div className={styles.toolbar} role="group" aria-label={t`Days shown`}>
        <DateField
          label={t({ message: 'From', context: 'first day shown' })}
          value={typed}
          error={typedError}
          onChange={(e) => {
            const value = e.target.value;
            setTyped(value);
            if (isDay(value) && value >= today) setDay(value);
          }}
        />
        <Button
          variant="secondary"
          size="small"
          onClick={() => show(dayPlus(day, -step) < today ? today : dayPlus(day, -step))}
          disabled={day <= today}
        >
          {view === 'day' ? t`Previous day` : t`Previous week`}
        </Button>
        <Button variant="secondary" size="small" onClick={() => show(dayPlus(day, step))}>
          {view === 'day' ? t`Next day` : t`Next week`}
        </Button>
        <Button variant="secondary" size="small" aria-pressed={view === 'day'} onClick={() => setView('day')}>
          {t`Day`}
        </Button>
        <Button variant="secondary" size="small" aria-pressed={view === 'week'} onClick={() => setView('week')}>
          {t`Week`}
        </Button>
      </div>
      {availability.isError ? (
        <LoadFailed what={t`free times`} error={availability.error} onRetry={() => void availability.refetch()} />
      ) : (
        <div className={view === 'week' ? styles.week : undefined}>
          {days.map((d) => (
            <DaySlots
              key={d}
              amenity={amenity}
              day={d}
              now={nowMs}
              staff={staff}
              busy={availability.data?.busy}
              chosen={chosen}
              onChoose={setChosen}
            />
          ))}
        </div>
      )}
      {chosen && <BookingForm key={chosen} amenity={amenity} start={chosen} now={nowMs} staff={staff} onDone={() => setChosen(null)} />}
    </Panel>
  );
}

/** What holds a slot, if anything: a booking's time or the free time after it. */
function holderOf(slot: string, end: string, busy: Availability['busy']) {
  return busy.find((b) => b.start < end && b.end > slot);
}

/** A day's opening hours as the heading shows them: '09:00–17:00', or null when closed. */
function hoursOf(amenity: Amenity, day: string): string | null {
  const noon = instantOf(`${day}T12:00`, amenity.timeZone);
  const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()];
  const hours = noon === null ? null : amenity.openingHours[weekday];
  return hours ? `${hours.open}–${hours.close}` : null;
}

function DaySlots(props: {
  amenity: Amenity;
  day: string;
  now: number;
  staff: boolean;
  busy: Availability['busy'] | undefined;
  chosen: string | null;
  onChoose(slot: string): void;
}) {
  const { amenity, day, now, staff, busy, chosen, onChoose } = props;
  const { t, i18n } = useLingui();
  const zone = amenity.timeZone;
  const slots = slotsOfDay(amenity, day, zone);
  const headingId = `day-${day}`;
  const hours = hoursOf(amenity, day);
  const blackout = blackoutOn(amenity, day);
  // The shortest booking from a slot: whether it fits before closing time and the next booking's time.
  const shortest = { ...amenity, maxMinutes: amenity.minMinutes };
  return (
    <section className={styles.day} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.dayTitle}>
        {dayLabel(day, i18n.locale)}
        {hours && !blackout && <span className={styles.hours}> · {t`open ${hours}`}</span>}
      </h3>
      {blackout ? (
        <p className={styles.closed}>{blackout.reason ? t`Not bookable this day: ${blackout.reason}.` : t`Not bookable this day.`}</p>
      ) : slots.length === 0 ? (
        <p className={styles.closed}>{t({ message: 'Closed', context: 'amenity on a day' })}</p>
      ) : (
        <ul className={styles.slots}>
          {slots.map((slot) => {
            const end = localPlus(slot, amenity.slotMinutes, zone) ?? slot;
            const holder = busy ? holderOf(slot, end, busy) : undefined;
            const bar = startBar(amenity, instantOf(slot, zone) ?? 0, now, zone, staff);
            const state =
              bar === 'past'
                ? 'past'
                : holder
                  ? holder.mine
                    ? 'yours'
                    : holder.status === 'pending'
                      ? 'requested'
                      : 'taken'
                  : (bar ??
                    // Until the day's bookings are known, a slot is neither free nor taken: it says so.
                    (!busy ? 'checking' : lengthsThatFit(shortest, slot, busy, now, zone, staff).length === 0 ? 'no room' : 'free'));
            const time = slot.slice(11);
            return (
              <li key={slot}>
                <button
                  type="button"
                  className={`${styles.slot} ${styles[STATE_CLASS[state]]}`}
                  disabled={state !== 'free'}
                  aria-pressed={chosen === slot}
                  aria-label={`${time} ${stateLabel(i18n, state)}`}
                  onClick={() => onChoose(slot)}
                >
                  <span>{time}</span> <span className={styles.state}>{stateLabel(i18n, state)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The look of each state: every state that cannot be booked looks like a taken one, but the requested and one's own. */
const STATE_CLASS: Record<string, string> = {
  free: 'free',
  past: 'past',
  taken: 'taken',
  requested: 'requested',
  yours: 'yours',
  'too soon': 'past',
  'too far': 'past',
  blackout: 'past',
  'no room': 'past',
  checking: 'past',
};

function BookingForm(props: { amenity: Amenity; start: string; now: number; staff: boolean; onDone(): void }) {
  const { amenity, start, now, staff, onDone } = props;
  // The booked times from the start to the end of the longest booking and its buffer (at most 31 days).
  const lastDay = (localPlus(start, amenity.maxMinutes + amenity.bufferMinutes, amenity.timeZone) ?? start).slice(0, 10);
  const firstDay = start.slice(0, 10);
  const until = lastDay > dayPlus(firstDay, MAX_AVAILABILITY_DAYS - 1) ? dayPlus(firstDay, MAX_AVAILABILITY_DAYS - 1) : lastDay;
  const { t } = useLingui();
  const text = useCommonText();
  const ahead = useQuery(availabilityQuery(amenity.id, firstDay, until));
  if (ahead.isError) return <LoadFailed what={t`free times`} error={ahead.error} onRetry={() => void ahead.refetch()} />;
  if (!ahead.data) return <p>{text(Messages.loadingData)}</p>;
  const lengths = lengthsThatFit(amenity, start, ahead.data.busy, now, amenity.timeZone, staff);
  if (lengths.length === 0) {
    const startText = start.replace('T', ' ');
    return (
      <Message tone="info">
        {t`No booking fits from ${startText}: it would run past closing time or into another booking. Choose another time.`}
      </Message>
    );
  }
  return <BookingFormFor amenity={amenity} start={start} staff={staff} lengths={lengths} onDone={onDone} />;
}

function BookingFormFor(props: { amenity: Amenity; start: string; staff: boolean; lengths: number[]; onDone(): void }) {
  const { amenity, start, staff, lengths, onDone } = props;
  const { t } = useLingui();
  const text = useCommonText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState(lengths[0]);
  const [accepted, setAccepted] = useState(false);
  const [beneficiary, setBeneficiary] = useState<Beneficiary>({ kind: 'myself' });
  const end = localPlus(start, minutes, amenity.timeZone);
  const amenityName = amenity.name;
  const startText = start.replace('T', ' ');
  const who: Pick<BookingRequest, 'block' | 'forProfileId'> =
    beneficiary.kind === 'block'
      ? { block: true }
      : beneficiary.kind === 'resident'
        ? { block: false, forProfileId: beneficiary.resident.profileId }
        : { block: false };
  const book = useMutation({
    mutationFn: () => bookAmenity({ amenityId: amenity.id, start, end: end ?? start, acceptTerms: accepted, ...who }),
    onSuccess: (booking) => {
      toast.success(text(bookedMessage(booking, beneficiary)), { focus: true });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      onDone();
    },
    onError: (error) => toast.error(errorMessage(error), { focus: true }),
  });
  const label = (m: number) =>
    m % 60 === 0 ? plural(m / 60, { one: '# hour', other: '# hours' }) : plural(m, { one: '# minute', other: '# minutes' });
  return (
    <form
      className={styles.form}
      aria-label={t`Book`}
      onSubmit={(e) => {
        e.preventDefault();
        book.mutate();
      }}
    >
      <h3>{t`Book the ${amenityName} from ${startText}`}</h3>
      <SelectField
        label={t`For`}
        value={minutes}
        options={lengths.map((m) => ({
          value: m,
          label: t`${label(m)}, until ${localPlus(start, m, amenity.timeZone)?.replace('T', ' ') ?? ''}`,
        }))}
        onChange={(e) => setMinutes(Number(e.target.value))}
      />
      {amenity.terms && (
        <>
          <p className={styles.terms}>{amenity.terms}</p>
          <Checkbox label={t`I accept the terms`} checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
        </>
      )}
      {staff && <BookFor amenity={amenity} value={beneficiary} onChange={setBeneficiary} />}
      <ButtonRow>
        <Button type="submit" disabled={book.isPending}>
          {t`Book`}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t`Cancel`}
        </Button>
      </ButtonRow>
    </form>
  );
}

/** What the toast says once booked: staff booking for a resident or blocking a time are told so. */
function bookedMessage(booking: Booking, beneficiary: Beneficiary): string {
  if (booking.status === 'blocked') return BookingMessages.blocked;
  if (beneficiary.kind === 'resident') return BookingMessages.bookedFor(beneficiary.resident.name);
  return booking.status === 'pending' ? BookingMessages.requested : BookingMessages.booked;
}
