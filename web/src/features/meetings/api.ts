/** The meeting calls (docs/api.md, "Meetings"): the public notices, the owner's delivery choice, and "Admin: Meetings". */
import { queryOptions } from '@tanstack/react-query';
import type { ConsentAnswer, ConsentInput, DeliveryList, MeetingCreate, MeetingList, MeetingRecord, MeetingSummary } from '@hearth/common';
import { apiClient, queryKeys, saveBlob } from '../../shared/api';

export const meetingsQuery = () => queryOptions({ queryKey: queryKeys.meetings(), queryFn: () => apiClient.get<MeetingList>('/meetings') });

export const consentQuery = () =>
  queryOptions({ queryKey: queryKeys.meetingConsent(), queryFn: () => apiClient.get<ConsentAnswer>('/meetings/consent') });

export const saveConsent = (input: ConsentInput) => apiClient.put<ConsentAnswer>('/meetings/consent', input);
export const withdrawConsent = () => apiClient.del<ConsentAnswer>('/meetings/consent');

export const deliveriesQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.meetingDeliveries(id), queryFn: () => apiClient.get<DeliveryList>(`/meetings/${id}/deliveries`) });

export const createMeeting = (meeting: MeetingCreate) => apiClient.post<MeetingSummary>('/meetings', meeting, { idempotent: true });
export const recordMeeting = (id: number, record: MeetingRecord) => apiClient.put<MeetingSummary>(`/meetings/${id}/record`, record);
export const linkVotes = (id: number, voteIds: number[]) => apiClient.put<MeetingSummary>(`/meetings/${id}/votes`, { voteIds });
/** The yearly request for each owner's delivery choice (California §4041), once a year. */
export const requestDeliveryChoices = (year: number) => apiClient.post<DeliveryList>('/meetings/delivery-choice-requests', { year });

/** The owners the notice goes to by paper mail: CSV, or PDF address labels. */
export const saveMailingList = async (id: number, format: 'csv' | 'pdf') =>
  saveBlob(await apiClient.download(`/meetings/${id}/mailing-list.${format}`), `meeting-${id}-mailing-list.${format}`);

/** The public calendar feed (RFC 5545). */
export const CALENDAR_PATH = '/api/meetings/calendar.ics';
