/**
 * The bookings' e-mails (docs/requirements.md §17), all through the outbox's rounds
 * (docs/architecture.md "Mail: one outbox"): queued by booking-mails.ts, each once.
 */
export const BOOKING_MAIL_KINDS = {
  'booking-confirmed': 'queued',
  'booking-reminder': 'queued',
  /** Cancelled by staff or declined, with the reason. */
  'booking-called-off': 'queued',
  /** To each director and administrator, once per booking waiting for approval. */
  'booking-approval': 'queued',
} as const;
