/**
 * The front door of the booking module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { amenityHasBookings } from './services/bookings';
export type { default as bookingMailsService } from './services/booking-mails';
export { BOOKING_MAIL_KINDS } from './mail-kinds';
