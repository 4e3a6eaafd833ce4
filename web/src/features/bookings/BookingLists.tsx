/** The unit's bookings (cancel before the cut-off) and, for directors and administrators, the bookings waiting for a decision. */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookingMessages, Messages, type Booking } from '@hearth/common';
import { errorMessage } from '../../shared/api';
import { useCommonText } from '../../shared/i18n';
import { Button, LoadFailed, Panel, TextField, useToast } from '../../shared/ui';
import { Dialog, DialogClose } from '../../shared/ui/Dialog';
import { confirmFormDiscard, UnsavedFormReporter, useFormsOnScreen, useUnsavedForm } from '../../shared/unsaved/unsavedForm';
import { bookingKeys, bookingsQuery, cancelBooking, decideBooking } from './api';
import styles from './Bookings.module.css';

const when = (b: Booking) =>
  `${b.start.replace('T', ' ')} – ${b.end.slice(0, 10) === b.start.slice(0, 10) ? b.end.slice(11) : b.end.replace('T', ' ')}`;

/** A booking's status as the list shows it, in the reader's language. */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`pending`,
  confirmed: msg`confirmed`,
  blocked: msg`blocked`,
  declined: msg`declined`,
  cancelled: msg`cancelled`,
};
const statusLabel = (i18n: I18n, status: string) => (STATUS_LABELS[status] ? i18n._(STATUS_LABELS[status]) : status);

function useBookingAction<A>(action: (a: A) => Promise<Booking>, success: string) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => {
      toast.success(success, { focus: true });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error), { focus: true }),
  });
}

/**
 * Cancel, after a dialog that names the booking: a cancellation frees the time for others and
 * cannot be undone. `askReason`: staff cancelling a resident's booking say why (it is e-mailed).
 */
function CancelBooking({
  booking,
  busy,
  askReason,
  onConfirm,
}: {
  booking: Booking;
  busy: boolean;
  askReason: boolean;
  onConfirm(reason: string): Promise<unknown>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const amenityName = booking.amenityName;
  const bookedFor = booking.bookedFor ?? '';
  const time = when(booking);
  const startText = booking.start.replace('T', ' ');
  // Closing the dialog (Keep the booking, Escape) with a reason typed asks first (docs/requirements.md §4).
  const openChange = (next: boolean) => {
    if (next) return setOpen(true);
    if (!confirmFormDiscard(reason.trim() !== '')) return;
    setReason('');
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={t`Cancel the booking of ${amenityName}?`}
      description={t`${time}: the time is freed for others at once, and cannot be taken back.`}
      trigger={
        <Button variant="secondary" size="small" disabled={busy}>
          {t`Cancel booking of ${startText}`}
        </Button>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t`Keep the booking`}</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={busy || (askReason && !reason.trim())}
            onClick={() =>
              void onConfirm(reason).then(
                () => setOpen(false),
                () => setOpen(false),
              )
            }
          >
            {t`Cancel the booking`}
          </Button>
        </>
      }
    >
      {askReason && (
        <TextField
          label={t`Reason (e-mailed to ${bookedFor})`}
          value={reason}
          maxLength={500}
          required
          onChange={(e) => setReason(e.target.value)}
        />
      )}
    </Dialog>
  );
}

export function MyBookings({ staff }: { staff: boolean }) {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const bookings = useQuery(bookingsQuery());
  const cancel = useBookingAction(cancelBooking, text(BookingMessages.cancelled));
  const upcoming = (bookings.data ?? []).filter((b) => b.endsAt > new Date().toISOString());
  return (
    <Panel title={t`Bookings`} as="h2" labelledBy="unit-bookings">
      {bookings.isError ? (
        <LoadFailed what={t`bookings`} error={bookings.error} onRetry={() => void bookings.refetch()} />
      ) : bookings.isPending ? (
        <p>{text(Messages.loadingData)}</p>
      ) : upcoming.length === 0 ? (
        <p>{t`No upcoming bookings.`}</p>
      ) : (
        <ul className={styles.bookings}>
          {upcoming.map((b) => (
            <li key={b.id} className={styles.booking}>
              <span>
                <strong>{b.amenityName}</strong> {when(b)}
                {b.unit && <> · {t`unit ${b.unit}`}</>} · <span className={styles.status}>{statusLabel(i18n, b.status)}</span>
                {b.decisionReason && <> · {b.decisionReason}</>}
              </span>
              {b.mayCancel && (
                <CancelBooking
                  booking={b}
                  busy={cancel.isPending}
                  askReason={staff && b.bookedFor !== null}
                  onConfirm={(reason) => cancel.mutateAsync({ id: b.id, reason })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function PendingBookings() {
  const { t } = useLingui();
  const text = useCommonText();
  const pending = useQuery(bookingsQuery('pending'));
  // A reason typed on any row and not sent counts as the screen's unsaved text (docs/requirements.md §4).
  const rows = useFormsOnScreen();
  useUnsavedForm(rows.dirty);
  return (
    <Panel title={t`Waiting for approval`} as="h2" labelledBy="pending-bookings">
      {pending.isError ? (
        <LoadFailed what={t`bookings`} error={pending.error} onRetry={() => void pending.refetch()} />
      ) : pending.isPending ? (
        <p>{text(Messages.loadingData)}</p>
      ) : pending.data.length === 0 ? (
        <p>{t`No booking waits for approval.`}</p>
      ) : (
        <ul className={styles.bookings}>
          {pending.data.map((b) => (
            <UnsavedFormReporter key={b.id} value={rows.reporterFor(String(b.id))}>
              <PendingBooking booking={b} />
            </UnsavedFormReporter>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function PendingBooking({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const approve = useBookingAction(() => decideBooking(booking.id, { decision: 'approve', reason: '' }), t`The booking is approved.`);
  const decline = useBookingAction(() => decideBooking(booking.id, { decision: 'decline', reason }), t`The booking is declined.`);
  const busy = approve.isPending || decline.isPending;
  useUnsavedForm(reason.trim() !== '' && !busy && !decline.isSuccess && !approve.isSuccess);
  return (
    <li className={styles.booking}>
      <span>
        <strong>{booking.amenityName}</strong> {when(booking)} · {booking.bookedFor ?? '—'}
        {booking.unit && <> · {t`unit ${booking.unit}`}</>}
      </span>
      <TextField label={t`Reason for declining`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      <span className={styles.actions}>
        <Button size="small" disabled={busy} onClick={() => approve.mutate(undefined)}>
          {t`Approve`}
        </Button>
        <Button variant="danger" size="small" disabled={busy} onClick={() => decline.mutate(undefined)}>
          {t`Decline`}
        </Button>
      </span>
    </li>
  );
}
