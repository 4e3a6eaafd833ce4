/** Amenity bookings (docs/api.md "Amenity bookings"): the amenities (and administrators' edits), their taken times, bookings and decisions. */
import { queryOptions } from '@tanstack/react-query';
import type {
  Amenity,
  AmenityInput,
  Availability,
  BookableResident,
  Booking,
  BookingDecision,
  BookingRequest,
  PendingBookingCount,
} from '@hearth/common';
import { apiClient } from '../../shared/api';

export const bookingKeys = {
  all: ['bookings'] as const,
  amenities: () => ['bookings', 'amenities'] as const,
  availability: (amenityId: number, from: string, to: string) => ['bookings', 'availability', amenityId, from, to] as const,
  list: (status: string) => ['bookings', 'list', status] as const,
  residents: () => ['bookings', 'residents'] as const,
  count: () => ['bookings', 'count'] as const,
};
const keys = bookingKeys;

export const amenitiesQuery = () => queryOptions({ queryKey: keys.amenities(), queryFn: () => apiClient.get<Amenity[]>('/amenities') });

export const availabilityQuery = (amenityId: number | null, from: string, to: string) =>
  queryOptions({
    queryKey: keys.availability(amenityId ?? 0, from, to),
    queryFn: () => apiClient.get<Availability>(`/amenities/${amenityId}/availability?from=${from}&to=${to}`),
    enabled: amenityId !== null,
  });

/** The caller's unit's bookings, or (staff) every booking of one status. */
export const bookingsQuery = (status = '') =>
  queryOptions({ queryKey: keys.list(status), queryFn: () => apiClient.get<Booking[]>(`/bookings${status ? `?status=${status}` : ''}`) });

/** Directors and administrators: the residents they may book for. */
export const bookableResidentsQuery = () =>
  queryOptions({ queryKey: keys.residents(), queryFn: () => apiClient.get<BookableResident[]>('/bookings/residents') });

/** Bookings waiting for approval, for the Admin menu (directors and administrators: `enabled` for super users). */
export const pendingBookingCountQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: keys.count(),
    queryFn: () => apiClient.get<PendingBookingCount>('/bookings/count'),
    enabled,
    staleTime: 60_000,
  });

/** Administrators: a new amenity (id null) or an edit of one. */
export const saveAmenity = (id: number | null, input: AmenityInput) =>
  id === null ? apiClient.post<Amenity>('/amenities', input, { idempotent: true }) : apiClient.put<Amenity>(`/amenities/${id}`, input);

export const bookAmenity = (request: Partial<BookingRequest> & Pick<BookingRequest, 'amenityId' | 'start' | 'end'>) =>
  apiClient.post<Booking>('/bookings', request);
/** A cancellation; staff cancelling a resident's booking give the reason the resident is e-mailed. */
export const cancelBooking = ({ id, reason }: { id: number; reason?: string }) =>
  apiClient.del<Booking>(`/bookings/${id}`, undefined, reason ? { reason } : undefined);
export const decideBooking = (id: number, decision: BookingDecision) => apiClient.put<Booking>(`/bookings/${id}/decision`, decision);
