/** Business constants of spec section 9, and the enums of sections 3 and 6. */
export const REGISTRATION_TYPES = ['owner', 'tenant', 'propmgr'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** Every role an account may hold; a person can hold several. */
export const ROLES = ['admin', 'director', 'owner', 'tenant', 'propmgr'] as const;
export type Role = (typeof ROLES)[number];

/** Document kinds: the list call's header values and the stored kind (docs/requirements.md, "Data"). */
export const DOC_TYPES = ['Document', 'Newsletter', 'Minutes'] as const;
export type DocType = (typeof DOC_TYPES)[number];
export const DOC_TYPE_HEADERS = ['documents', 'newsletters', 'minutes'] as const;
export type DocTypeHeader = (typeof DOC_TYPE_HEADERS)[number];
export const DOC_TYPE_BY_HEADER: Record<DocTypeHeader, DocType> = {
  documents: 'Document',
  newsletters: 'Newsletter',
  minutes: 'Minutes',
};

export const USERNAME_MAX = 50;
export const DEFAULT_FAQ_ID = 1;
export const IMAGE_MAX_WIDTH = 1000;
export const IMAGE_MAX_HEIGHT = 1000;
export const TOAST_TIMEOUT_MS = 20000;
export const SPINNER_FADE_IN_MS = 300;
export const SPINNER_FADE_OUT_MS = 200;
/** Upload size limits, checked on both sides. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const DATE_FORMAT = 'MMM d, yyyy';
export const REGISTRATION_DATE_FORMAT = "yyyy-MM-dd 'at' HH:mm:ss";
export const LOGIN_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** Identity client behaviour (docs/requirements.md, "Constants"). */
export const OIDC_CLIENT_ID = 'portal-web';
export const OIDC_SCOPES = 'openid profile email api.read';
export const OIDC_API_RESOURCE_PATH = '/api';
export const SILENT_RENEW_TIMEOUT_S = 10;
export const SESSION_CHECK_INTERVAL_S = 2;
export const TOKEN_EXPIRING_NOTICE_S = 60;
export const STALE_STATE_AGE_S = 900;
export const CLOCK_SKEW_S = 300;
/** Changing the e-mail address needs a sign-in at most this old (the token's auth_time). */
export const RECENT_LOGIN_S = 600;
/** The API's answer when a recent sign-in is needed (RFC 9470 step-up): the web app signs in again. */
export const RECENT_LOGIN_ERROR = 'insufficient_user_authentication';
/** Error names of the API's answers ({error:{name}}) that the web app acts on; the rest it only shows. */
export const ErrorNames = {
  /** 401 of the Auth API: the call needs a recent sign-in (RECENT_LOGIN_ERROR in WWW-Authenticate). */
  insufficientUserAuthentication: 'InsufficientUserAuthentication',
} as const;

/** The special profile page visits without a token are logged under. */
export const VISITOR_USERNAME = 'visitor';

/** Anti-forgery cookie and header (docs/requirements.md, "The calls the product makes"). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const REPORT_TYPES = ['lastLogin', 'lastWeek', 'lastMonth', 'all'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Create calls ("add") accept this header: the same key within IDEMPOTENCY_TTL_HOURS answers the first result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** Seconds a 503 (database away) asks the client to wait before retrying. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * The name a stored file is shown and downloaded under: its title (characters file systems refuse
 * removed) with the stored file's extension, e.g. "Spring Newsletter 2026.pdf"; the stored name
 * (with its random suffix) when there is no usable title.
 */
export function readableFileName(title: string | null | undefined, storedName: string): string {
  const extension = /\.[a-z0-9]{1,8}$/i.exec(storedName)?.[0] ?? '';
  const base = (title ?? '')
    // eslint-disable-next-line no-control-regex -- control characters cannot be part of a file name
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .slice(0, 150)
    // No leading dot (a hidden file), no trailing dot or space (refused on Windows).
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (!base) return storedName;
  return base.toLowerCase().endsWith(extension.toLowerCase()) ? base : `${base}${extension}`;
}

/**
 * The web page that sends the verification e-mail again (docs/requirements.md, "States and transitions"): linked from the
 * provider's login page, the forgot forms and an expired verification link.
 */
export const RESEND_VERIFICATION_PATH = '/resend-verification';
export const RESEND_VERIFICATION_TITLE = 'Send Verification Email';

/**
 * The web page that opens one document (the documents' own page): the lists' title links point here, so a
 * shared or bookmarked link signs in first when needed and then shows the file, never the raw API's 401.
 * Its links are made by documentPageLink (uploads.ts, which knows the download areas).
 */
export const DOCUMENT_PAGE_PATH = '/documents/download';

/**
 * A news item's own address and the public news feed (docs/requirements.md, "Public pages before JavaScript, news addresses, link previews and the news feed"): the web app opens the item
 * selected, the server renders it (404 for an item that is not published) and the feed links to it.
 */
export const newsItemPath = (id: number) => `/news/${id}`;
export const NEWS_FEED_PATH = '/news/feed.xml';
/** The id of the JSON data block a server-rendered page carries its data in, for the web app to take over with. */
export const PAGE_DATA_ID = 'hearth-page-data';
