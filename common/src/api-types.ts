/** Request and response shapes of the calls of docs/requirements.md, "Data", "The calls the product makes". Dates travel as ISO strings. */
import type { DocType, RegistrationType, ReportType, Role } from './constants';
import type { Locale } from './locale';
import type { Blackout, BookingAudience, BookingStatus, OpeningHours, QuotaPeriod } from './bookings';

interface IdentityError {
  code: string;
  description: string;
}
/**
 * messages: what else the change did (e.g. 'An invitation to the content editor was sent to ...');
 * with succeeded true, errors may still hold code 'ContentEditor' lines: the role changed but the
 * admin-panel account could not follow (e.g. no e-mail on record). Show both as toasts.
 */
export interface IdentityResult {
  succeeded: boolean;
  errors: IdentityError[];
  messages?: string[];
}
export interface Claim {
  type: string;
  value: string;
}

export interface RegistrationPayload {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  userType: RegistrationType;
  /** JSON text: {"unit_number": "...", "street_name": "..."} */
  address: string;
}

export interface BoardRole {
  id: number;
  role: string;
}

export interface BoardDirector {
  id: number;
  /** The account the board row is linked to (its director privileges go there), null when unlinked. */
  userId: number | null;
  /** That account's user name, shown on the board screen so directors see who the row names. */
  userName: string | null;
  firstName: string;
  lastName: string;
  unitNumber: string;
  phone: string;
  email: string;
  position: number;
  roles: BoardRole[];
  active: boolean;
}

/** Messages and errors of the director privilege operations (docs/requirements.md, "States and transitions", "Errors and success messages"). */
export interface PrivilegeOutcome {
  messages: string[];
  errors: string[];
}
export interface BoardSaveResult extends PrivilegeOutcome {
  directors: BoardDirector[];
}

export interface PortalDocument {
  id: number;
  title: string;
  docType: DocType;
  documentName: string;
  documentFolder: string;
  documentDate: string;
  docDate: string;
  /** Year the document belongs to, from its document date. */
  year: number;
  link: string;
  /** In a French or Spanish answer: the title's language, `'en'` when it has no translation (docs/api.md). */
  locale?: Locale;
}

interface FaqDetail {
  id?: number;
  sequence: number;
  body: string;
}
export interface Faq {
  id: number;
  question: string;
  answer: string;
  details: FaqDetail[];
  /**
   * Only in an answer in another language than English: the language this item's text is in — the
   * reader's, or 'en' when it has no translation yet (shown marked as not yet translated).
   */
  locale?: Locale;
}

export interface PropertyManager {
  id: number;
  name: string;
  phone: string;
  afterHoursPhone: string;
  fax: string;
  email: string;
  websiteUrl: string;
  logo: string | null;
  logoUrl: string | null;
  active: boolean;
  /**
   * Only in an answer in another language than English: the language this item's text is in — the
   * reader's, or 'en' when it has no translation yet (shown marked as not yet translated).
   */
  locale?: Locale;
}

export interface NewsItem {
  id: number;
  title: string;
  body: string;
  publishDate: string;
  itemDate: string;
  active: boolean;
  thumbnail: string | null;
  thumbnailUrl: string | null;
  imageLinks: string[];
  /**
   * Only in an answer in another language than English: the language this item's text is in — the
   * reader's, or 'en' when it has no translation yet (shown marked as not yet translated).
   */
  locale?: Locale;
}

export interface PageVisit {
  id: number;
  pageName: string;
  visitedAt: string;
}
export interface LoginRecord {
  id: number;
  loginDateTime: string;
  pagesCount: number;
  pagesVisited: PageVisit[];
}

/**
 * GET /api/profile/standing: what the caller may do for which unit right now (docs/requirements.md, "The unit roster"),
 * from the roster and the association's verification; `waiting` says why something is not offered.
 */
export interface ResidentStanding {
  type: RegistrationType | null;
  verified: boolean;
  unit: { id: number; number: string; street: string } | null;
  relation: RegistrationType | null;
  voter: boolean;
  staff: boolean;
  minutes: boolean;
  waiting: string | null;
}

export interface Profile {
  id: number;
  userId: number | null;
  userName: string;
  firstName: string;
  lastName: string;
  unitNumber: string;
  streetName: string;
  email: string;
  userType: RegistrationType | null;
  registrationDate: string;
  authenticated: boolean;
  /** The person's own change of type, unit or street withdrew the association's verification (docs/requirements.md, "The unit roster"). */
  verificationWithdrawn?: boolean;
  roles?: Role[];
  logins?: LoginRecord[];
  /** The person's language (docs/architecture.md, "Languages"); null when never chosen. */
  locale?: Locale | null;
}

/**
 * GET /api/account/waiting (administrators): an account that never signed in (so has no profile
 * yet) or never verified its e-mail address (docs/requirements.md, "Admin screens", Users).
 */
export interface WaitingAccount {
  userId: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  registeredAt: string;
  emailVerified: boolean;
  signedIn: boolean;
}

export interface ReportRow {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  userType: RegistrationType | null;
  unitNumber: string;
  loginsCount: number;
  lastLogin: string | null;
  /** The profile was removed (a deactivation): its logins stay in the report. */
  removed: boolean;
  logins: LoginRecord[];
}
/**
 * GET /api/reports/logins: one page of profiles with at least one login in the window, sorted by
 * last name. With profileId 0 each row's `logins` is empty (counts only); with a profile id the
 * row carries that profile's logins (newest first) with their page counts; the pages of one
 * login come from GET /api/reports/logins/:loginId/pages.
 */
export interface ReportPage {
  rows: ReportRow[];
  total: number;
  page: number;
  pageSize: number;
  type: ReportType;
}

export interface SiteSettings {
  siteName: string;
  adminName: string;
  adminEmail: string;
  adminPhone: string;
  cityWebsiteUrl: string;
  cityWebsiteName: string;
  copyrightStartYear: number;
  /** The association's time zone (IANA), in which the screens give times. */
  timeZone: string;
  /** The association's payment site (https), linked from "My Account" as "Pay online"; '' when none. */
  payOnlineUrl: string;
}

export interface UploadResponse {
  fileNames: string[];
}
export interface LogPageResult {
  id: number;
}

/** GET /api/account/twofactor: the caller's two-factor sign-in. */
export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}
/** POST /api/account/twofactor/setup: the secret to enrol an authenticator app with. */
export interface TwoFactorEnrolment {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a PNG data URL, for the authenticator app to scan. */
  qrCode: string;
}
/** POST /api/content/:kind/:id/archive, /restore and DELETE /api/content/:kind/:id: what was done. */
export interface ArchiveOutcome {
  messages: string[];
}

/** GET /_ready (docs/api.md, "Readiness"): 200 `{ ready: true }`, or 503 with the reason. */
export type ReadinessAnswer = { ready: true } | { ready: false; reason: string };
// ---------------------------------------------------------------- amenity bookings (docs/api.md, "Amenity bookings")

/** GET /api/amenities: an amenity and the rules a booking of it meets. */
export interface Amenity {
  id: number;
  name: string;
  description: string;
  /** The stored name of its photo (POST /api/file/amenities), and where it is served. */
  photo: string | null;
  photoUrl: string | null;
  capacity: number;
  openingHours: OpeningHours;
  slotMinutes: number;
  minMinutes: number;
  maxMinutes: number;
  minNoticeHours: number;
  maxNoticeDays: number;
  quotaCount: number | null;
  quotaPeriod: QuotaPeriod;
  bufferMinutes: number;
  blackouts: Blackout[];
  needsApproval: boolean;
  terms: string;
  cancelCutoffHours: number;
  bookedBy: BookingAudience;
  /** The association's time zone, in which every local time of the amenity is written. */
  timeZone: string;
}

/** A booking. Residents see their unit's in full and others' as taken times only (BusyTime). */
export interface Booking {
  id: number;
  amenityId: number;
  amenityName: string;
  /** Wall-clock times in the association's time zone, 'YYYY-MM-DDTHH:MM'. */
  start: string;
  end: string;
  /** The same instants in UTC (ISO 8601). */
  startsAt: string;
  endsAt: string;
  status: BookingStatus;
  unit: string | null;
  bookedFor: string | null;
  note: string;
  decisionReason: string;
  mayCancel: boolean;
}

/** GET /api/bookings/count (directors and administrators): bookings waiting for approval (docs/requirements.md, "Amenity bookings"). */
export interface PendingBookingCount {
  pending: number;
}

/**
 * GET /api/bookings/residents (directors and administrators): whom staff may book for —
 * verified residents with a roster unit (docs/requirements.md, "Amenity bookings").
 */
export interface BookableResident {
  profileId: number;
  name: string;
  unit: string;
  relation: 'owner' | 'tenant';
}

/** GET /api/amenities/:id/availability: the taken times of the days asked for (buffers included). */
export interface Availability {
  amenityId: number;
  timeZone: string;
  from: string;
  to: string;
  busy: { start: string; end: string; status: 'pending' | 'taken' | 'blocked'; mine: boolean }[];
}
