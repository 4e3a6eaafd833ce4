/** Calls of the service request screens (docs/api.md, "Service requests"), as TanStack Query options. */
import { queryOptions } from '@tanstack/react-query';
import type {
  NewRequest,
  OpenRequestCount,
  RequestCategory,
  RequestCommentInput,
  RequestListQuery,
  RequestRating,
  RequestStatusChange,
  ServiceRequest,
  ServiceRequestSummary,
} from '@hearth/common';
import { apiClient } from '../../../shared/api';

export const requestKeys = {
  all: ['requests'] as const,
  categories: () => ['requests', 'categories'] as const,
  list: () => ['requests', 'list'] as const,
  count: () => ['requests', 'count'] as const,
  one: (id: number) => ['requests', 'one', id] as const,
};

export const categoriesQuery = () =>
  queryOptions({
    queryKey: requestKeys.categories(),
    queryFn: () => apiClient.get<RequestCategory[]>('/requests/categories'),
    staleTime: 60_000,
  });

/** The count of open requests, for the Admin menu (staff only: `enabled` for super users). */
export const openRequestCountQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: requestKeys.count(),
    queryFn: () => apiClient.get<OpenRequestCount>('/requests/count'),
    enabled,
    staleTime: 60_000,
  });

/** Residents get their own requests whatever the filters; staff get everyone's, filtered by the server. */
export const requestListQuery = (filters: RequestListQuery) =>
  queryOptions({
    queryKey: [...requestKeys.list(), filters] as const,
    queryFn: () => apiClient.get<ServiceRequestSummary[]>('/requests', { query: filters }),
  });

export const requestQuery = (id: number) =>
  queryOptions({ queryKey: requestKeys.one(id), queryFn: () => apiClient.get<ServiceRequest>(`/requests/${id}`) });

/** A request and its photos in one call: filed together or not at all (docs/requirements.md, "Service requests"). */
export function fileRequest(input: NewRequest, photos: File[] = []) {
  if (!photos.length) return apiClient.post<ServiceRequest>('/requests', input, { idempotent: true });
  const form = new FormData();
  form.append('data', JSON.stringify(input));
  for (const photo of photos) form.append('file', photo, photo.name);
  return apiClient.post<ServiceRequest>('/requests', form, { idempotent: true });
}
export const commentOn = (id: number, input: RequestCommentInput) => apiClient.post<ServiceRequest>(`/requests/${id}/comments`, input);
export const changeStatus = (id: number, change: RequestStatusChange) => apiClient.put<ServiceRequest>(`/requests/${id}/status`, change);
export const rate = (id: number, rating: RequestRating) => apiClient.put<ServiceRequest>(`/requests/${id}/rating`, rating);
/** Photos added to a filed request, all or none (POST /api/requests/:id/photos). */
export function addPhotos(id: number, photos: File[]) {
  const form = new FormData();
  for (const photo of photos) form.append('file', photo, photo.name);
  return apiClient.post<ServiceRequest>(`/requests/${id}/photos`, form);
}
/** A private photo as an object URL (an <img> cannot send the bearer token). */
export const photoUrl = async (id: number, name: string) => URL.createObjectURL(await apiClient.download(`/requests/${id}/photos/${name}`));
