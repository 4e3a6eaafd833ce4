/**
 * Every content type of the portal's own APIs (src/api), declared once (docs/architecture.md,
 * "The registry"): the document-service middleware (resource-api.ts), the public-read cache,
 * the fast path, the admin-panel roles and the activity record read it; the registry test
 * (tests/api/registry.test.ts) fails when Strapi knows an `api::` type that is not declared
 * here, or a declaration names a service, route or type that does not exist.
 * The web app's admin screens are declared in common (ADMIN_SCREENS).
 */
import { MODULE_CONTENT, type ActivityKind, type AdminScreenKey } from '@hearth/common';

export interface ContentDeclaration {
  uid: `api::${string}.${string}`;
  /**
   * The service with its write rules (before/after), run as document-service middleware for
   * every write, the admin panel's included.
   */
  rules?: `api::${string}.${string}`;
  /** Its reads are answered from the versioned public cache: every write makes them stale. */
  cached?: boolean;
  /**
   * Other cached answers that show rows of this one (a write of it makes them stale too): the
   * cached types, and the answers under a version of their own (`CACHED_VIEWS`).
   */
  alsoStale?: readonly (ContentKey | CachedViewKey)[];
  /** Public reads answered first in the middleware chain when the cache can (middlewares/public-reads.ts): API path → cache key. */
  fastReads?: Readonly<Record<`/api/${string}`, string>>;
  /**
   * Strapi i18n content (its schema's `pluginOptions.i18n.localized`): its reads answer in the reader's
   * language, cached per language (platform/content-languages.ts).
   */
  localized?: boolean;
  /**
   * In the Strapi admin panel: 'edit' — directors and administrators create, read, update and
   * delete it; 'read' — directors read it, administrators also update it; 'admin' — administrators
   * read and update it, directors never see it (residents' profiles).
   */
  panel?: 'edit' | 'read' | 'admin';
  /** Its writes may make an e-mail notice due (docs/requirements.md, "E-mail notices"): the notice rounds are woken on commit. */
  notices?: boolean;
  /** Its writes are recorded under this kind in the activity record. */
  activity?: ActivityKind;
  /** The web admin screens that list it. */
  screens?: readonly AdminScreenKey[];
}

/** The content types declared here; the list-shaped modules declare theirs in common (`MODULE_CONTENT`, common/src/modules.ts). */
type CoreContentKey =
  | 'boardDirector'
  | 'boardRole'
  | 'document'
  | 'loginRecord'
  | 'pageLog'
  | 'profile'
  | 'propertyManager'
  | 'requestCategory'
  | 'requestComment'
  | 'serviceRequest'
  | 'siteSetting'
  | 'unit'
  | 'unitMember'
  | 'amenity'
  | 'recordCategory'
  | 'recordsRequest';
type ContentKey = CoreContentKey | keyof typeof MODULE_CONTENT;

/**
 * Cached answers kept under a version of their own, not a content type's (public-cache.ts): the
 * types whose rows they show name them in `alsoStale`, and their module reads them under this version.
 */
export const CACHED_VIEWS = {
  // Who speaks for a unit, per account (api::unit.roster, docs/requirements.md, "The unit roster").
  roster: 'hearth::roster',
  // The language each account's person chose (api::profile.profile languageOf): asked by every read in a language.
  languages: 'hearth::languages',
} as const;
type CachedViewKey = keyof typeof CACHED_VIEWS;

const CORE_CONTENT = {
  boardDirector: {
    uid: 'api::board-director.board-director',
    rules: 'api::board-director.director-rules',
    cached: true,
    panel: 'edit',
    activity: 'board',
    screens: ['board'],
  },
  boardRole: {
    uid: 'api::board-role.board-role',
    rules: 'api::board-role.role-rules',
    cached: true,
    // The board lists carry role names.
    alsoStale: ['boardDirector'],
    panel: 'edit',
    activity: 'boardRole',
  },
  document: {
    uid: 'api::document.document',
    rules: 'api::document.document-rules',
    cached: true,
    notices: true,
    localized: true,
    panel: 'edit',
    activity: 'document',
    screens: ['newsletters', 'minutes', 'documents'],
  },
  // The logins report's rows (sign-ins and page visits), written by the portal only.
  loginRecord: { uid: 'api::login-record.login-record' },
  pageLog: { uid: 'api::page-log.page-log' },
  profile: {
    uid: 'api::profile.profile',
    rules: 'api::profile.profile-rules',
    // The board lists carry the linked profile; the roster's answer, its name, type and verification.
    alsoStale: ['boardDirector', 'roster', 'languages'],
    panel: 'admin',
    activity: 'profile',
    screens: ['users'],
  },
  propertyManager: {
    uid: 'api::property-manager.property-manager',
    rules: 'api::property-manager.manager-rules',
    cached: true,
    fastReads: { '/api/propertymanager/current': 'current' },
    localized: true,
    panel: 'edit',
    activity: 'manager',
    screens: ['managers'],
  },
  siteSetting: {
    uid: 'api::site-setting.site-setting',
    rules: 'api::site-setting.settings-rules',
    cached: true,
    fastReads: { '/api/settings': 'settings' },
    panel: 'edit',
    activity: 'settings',
  },
  // Service requests (docs/requirements.md, "Service requests"): the categories are kept in the panel.
  requestCategory: {
    uid: 'api::service-request.request-category',
    rules: 'api::service-request.category-rules',
    panel: 'edit',
    activity: 'requestCategory',
  },
  // Their writes queue e-mail notices (request-notices.ts): the rounds are woken on commit.
  requestComment: { uid: 'api::service-request.request-comment', notices: true, activity: 'requestComment' },
  serviceRequest: { uid: 'api::service-request.service-request', notices: true, activity: 'request', screens: ['requests'] },
  // The unit roster (docs/requirements.md, "The unit roster"); read through api::unit.roster.
  unit: {
    uid: 'api::unit.unit',
    rules: 'api::unit.unit-rules',
    alsoStale: ['roster'],
    panel: 'read',
    activity: 'unit',
    screens: ['units'],
  },
  unitMember: {
    uid: 'api::unit.unit-member',
    rules: 'api::unit.member-rules',
    alsoStale: ['roster'],
    panel: 'read',
    activity: 'unitMember',
    screens: ['units'],
  },
  // Amenity bookings (docs/requirements.md, "Amenity bookings"); the bookings themselves are plain
  // tables (cms/database/migrations), written by api::booking.bookings under a lock. Cached: which
  // photos only archived amenities name (cms/src/middlewares/archived-uploads.ts).
  amenity: {
    uid: 'api::amenity.amenity',
    rules: 'api::amenity.amenity-rules',
    cached: true,
    panel: 'edit',
    activity: 'amenity',
    screens: ['amenities'],
  },
  // Official records (docs/requirements.md, "Official records and rule packs"): the association's own categories, kept in the panel;
  // owners' records requests, written by api::records.records only.
  recordCategory: {
    uid: 'api::records.record-category',
    rules: 'api::records.category-rules',
    panel: 'edit',
    activity: 'recordCategory',
  },
  recordsRequest: { uid: 'api::records.records-request', activity: 'recordsRequest' },
} as const satisfies Record<CoreContentKey, ContentDeclaration>;

/** Every content type: the ones above, and the list-shaped modules' own, checked against the same declaration. */
export const CONTENT = { ...CORE_CONTENT, ...(MODULE_CONTENT satisfies Record<keyof typeof MODULE_CONTENT, ContentDeclaration>) };

type Content = typeof CONTENT;

/** The uid of each content type, e.g. UID.profile. */
export const UID = Object.fromEntries(Object.entries(CONTENT).map(([key, c]) => [key, c.uid])) as {
  [K in ContentKey]: Content[K]['uid'];
};

export const contentList = (): ContentDeclaration[] => Object.values(CONTENT);

export const declarationOf = (uid: string): ContentDeclaration | undefined => contentList().find((c) => c.uid === uid);
