/**
 * Every TanStack Query key of the app, from one factory, so a screen that changes data and the
 * screens that show it agree on what to refresh (every feature's, none keeps its own). The admin
 * lists have keys of their own under `admin`: they hold unsaved edits and are never refetched by a
 * change elsewhere.
 */
import type { ArchiveKind, DocTypeHeader, NoticeKind, ReportType } from '@hearth/common';

/** Profiles of everybody, or of the owners only (the users screen). */
export type ProfileScope = 'ownersOnly' | 'all';

export const queryKeys = {
  settings: () => ['settings'] as const,
  myProfile: (userId: number | null) => ['profile', 'mine', userId] as const,
  standing: (userId: number | null) => ['profile', 'standing', userId] as const,
  twoFactor: (userId: number | null) => ['two-factor', userId] as const,
  noticePreferences: (userId: number | null) => ['notices', 'preferences', userId] as const,
  unsubscribeLink: (token: string) => ['notices', 'unsubscribe', token] as const,
  resetLink: (token: string) => ['account', 'reset-link', token] as const,

  publicNews: () => ['news', 'active'] as const,
  currentManagers: () => ['propertymanager', 'current'] as const,
  activeBoard: () => ['board', 'active'] as const,

  faqs: () => ['faq'] as const,

  meetings: () => ['meetings'] as const,
  meetingConsent: () => ['meetings', 'consent'] as const,
  meetingDeliveries: (id: number) => ['meetings', id, 'deliveries'] as const,

  votes: () => ['votes'] as const,
  vote: (id: number) => ['votes', id] as const,
  voteResults: (id: number) => ['votes', id, 'results'] as const,
  voteParticipation: (id: number) => ['votes', id, 'participation'] as const,
  documents: (docType: DocTypeHeader) => ['document', docType] as const,

  admin: {
    board: () => ['admin', 'board'] as const,
    boardRoles: () => ['admin', 'boardroles'] as const,
    managers: () => ['admin', 'managers'] as const,
    news: () => ['admin', 'news'] as const,
    faqs: () => ['admin', 'faqs'] as const,
    documents: (docType: DocTypeHeader) => ['admin', 'documents', docType] as const,
    users: () => ['admin', 'users'] as const,
    units: () => ['admin', 'units'] as const,
    waitingAccounts: () => ['admin', 'waiting-accounts'] as const,
    archived: (kind: ArchiveKind) => ['admin', 'archived', kind] as const,
    noticeCounts: (kind: NoticeKind) => ['admin', 'notices', kind] as const,
    activity: (filters: Record<string, string>, page: number) => ['activity', filters, page] as const,
  },

  /** Service requests (features/requests). */
  requests: {
    all: ['requests'] as const,
    categories: () => ['requests', 'categories'] as const,
    list: () => ['requests', 'list'] as const,
    count: () => ['requests', 'count'] as const,
    one: (id: number) => ['requests', 'one', id] as const,
  },

  /** Official records (features/records); the index of a visitor (`signedIn` false) is the one the server renders. */
  records: {
    all: ['records'] as const,
    index: (signedIn: boolean) => ['records', 'index', signedIn] as const,
    categories: () => ['records', 'categories'] as const,
    compliance: () => ['records', 'compliance'] as const,
    requests: () => ['records', 'requests'] as const,
  },

  /** Amenity bookings (features/bookings). */
  bookings: {
    all: ['bookings'] as const,
    amenities: () => ['bookings', 'amenities'] as const,
    availability: (amenityId: number, from: string, to: string) => ['bookings', 'availability', amenityId, from, to] as const,
    list: (status: string) => ['bookings', 'list', status] as const,
    residents: () => ['bookings', 'residents'] as const,
    count: () => ['bookings', 'count'] as const,
  },

  /** Owners' accounts (features/ledger): any posting changes balances and the aging report alike. */
  ledger: {
    all: ['ledger'] as const,
    unit: (unitId: number | null) => ['ledger', 'unit', unitId] as const,
    aging: (asOf: string) => ['ledger', 'aging', asOf] as const,
    units: () => ['ledger', 'units'] as const,
  },

  reports: {
    profiles: () => ['reports', 'profiles'] as const,
    logins: (profileId: number, type: ReportType, page: number) => ['reports', 'logins', profileId, type, page] as const,
    userLogins: (profileId: number | null) => ['reports', 'user-logins', profileId] as const,
    pages: (loginId: number | null) => ['reports', 'pages', loginId] as const,
  },
};
