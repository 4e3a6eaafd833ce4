/** The meeting calls (docs/api.md, "Meetings"): the public notices and "Admin: Meetings". */
import { queryOptions } from '@tanstack/react-query';
import type {
  DeliveryList,
  MeetingCancel,
  MeetingCreate,
  MeetingDraftMinutes,
  MeetingEdit,
  MeetingList,
  MeetingMinutesApproval,
  MeetingPostpone,
  MeetingRecord,
  MeetingSummary,
  PaperNoticeSignOff,
  PaperSignOff,
  PortalDocument,
  VoteSummary,
} from '@hearth/common';
import { DEFAULT_LOCALE, type Locale } from '@hearth/common';
import { apiClient, saveBlob } from '../../shared/api';

export const meetingKeys = {
  meetings: () => ['meetings'] as const,
  meetingDeliveries: (id: number) => ['meetings', id, 'deliveries'] as const,
  /**
   * The votes a meeting may take up and the minutes it may link are another capability's data, read
   * here by a query of the meeting screens' own, keyed under that data's key (the votes', the minutes'
   * editor list), so a change made on their own screens refreshes them here too.
   */
  votes: () => ['votes', 'for-meetings'] as const,
  minutes: () => ['admin', 'documents', 'minutes', 'for-meetings'] as const,
};

export const meetingVotesQuery = () =>
  queryOptions({ queryKey: meetingKeys.votes(), queryFn: () => apiClient.get<VoteSummary[]>('/votes') });

/** The minutes to link, by their English titles: the meetings name their documents in English. */
export const meetingMinutesQuery = () =>
  queryOptions({
    queryKey: meetingKeys.minutes(),
    queryFn: () => apiClient.get<PortalDocument[]>('/document?lang=en', { headers: { docType: 'minutes' } }),
  });

export const meetingsQuery = () =>
  queryOptions({ queryKey: meetingKeys.meetings(), queryFn: () => apiClient.get<MeetingList>('/meetings') });

export const deliveriesQuery = (id: number) =>
  queryOptions({ queryKey: meetingKeys.meetingDeliveries(id), queryFn: () => apiClient.get<DeliveryList>(`/meetings/${id}/deliveries`) });

/** `key`: the form's one Idempotency-Key, so every click of one form schedules one meeting. */
export const createMeeting = ({ meeting, key }: { meeting: MeetingCreate; key: string }) =>
  apiClient.post<MeetingSummary>('/meetings', meeting, { idempotent: true, idempotencyKey: key });
/** Corrections before the meeting: each gives a new notice to everyone noticed before. */
export const editMeeting = (id: number, edit: MeetingEdit) => apiClient.put<MeetingSummary>(`/meetings/${id}`, edit);
export const postponeMeeting = (id: number, body: MeetingPostpone) => apiClient.post<MeetingSummary>(`/meetings/${id}/postpone`, body);
export const cancelMeeting = (id: number, body: MeetingCancel) => apiClient.post<MeetingSummary>(`/meetings/${id}/cancel`, body);

/** The paper notices' sign-offs, and the certificate of notice (PDF). */
export const signOffsQuery = (id: number) =>
  queryOptions({
    queryKey: [...meetingKeys.meetingDeliveries(id), 'sign-offs'],
    queryFn: () => apiClient.get<PaperSignOff[]>(`/meetings/${id}/paper-notices`),
  });
export const signOffPaperNotices = (id: number, body: PaperNoticeSignOff) =>
  apiClient.post<PaperSignOff[]>(`/meetings/${id}/paper-notices`, body);
export const saveCertificate = async (id: number) =>
  saveBlob(await apiClient.download(`/meetings/${id}/certificate.pdf`), `meeting-${id}-certificate-of-notice.pdf`);

export const recordMeeting = (id: number, record: MeetingRecord) => apiClient.put<MeetingSummary>(`/meetings/${id}/record`, record);
/** Draft minutes, read by the board only, and their approval (which makes them the meeting's minutes and tells owners). */
export const addDraftMinutes = (id: number, draft: MeetingDraftMinutes) =>
  apiClient.post<MeetingSummary>(`/meetings/${id}/draft-minutes`, draft);
export const approveMinutes = (id: number, approval: MeetingMinutesApproval) =>
  apiClient.post<MeetingSummary>(`/meetings/${id}/minutes/approve`, approval);
export const linkVotes = (id: number, voteIds: number[]) => apiClient.put<MeetingSummary>(`/meetings/${id}/votes`, { voteIds });
/** The yearly request for each owner's delivery choice (California §4041), once a year. */
export const requestDeliveryChoices = (year: number) => apiClient.post<DeliveryList>('/meetings/delivery-choice-requests', { year });

/** The owners the notice goes to by paper mail: CSV, or PDF address labels. */
export const saveMailingList = async (id: number, format: 'csv' | 'pdf') =>
  saveBlob(await apiClient.download(`/meetings/${id}/mailing-list.${format}`), `meeting-${id}-mailing-list.${format}`);

/** The public calendar feed (RFC 5545). */
const CALENDAR_PATH = '/api/meetings/calendar.ics';
/** The feed in the reader's language: a calendar app sends neither cookie nor token, so its address says the language. */
export const calendarAddress = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? CALENDAR_PATH : `${CALENDAR_PATH}?lang=${encodeURIComponent(locale)}`;
