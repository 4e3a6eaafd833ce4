/**
 * The activity record: who changed what, through the portal or the Strapi admin panel.
 * Shared by the API (GET /api/activity) and the "Admin: Activity" screen.
 */
import { z } from 'zod';
import { Messages } from './messages';
import { isoDateSchema } from './validation';
import { ADMIN_SCREENS, adminScreenList, type AdminScreenKey } from './registry';
import { MODULE_ARCHIVE } from './modules';

/** The admin screens whose rows are recorded under the screen's own key (`recorded` in registry.ts). */
type RecordedScreenKey = {
  [K in AdminScreenKey]: (typeof ADMIN_SCREENS)[K] extends { recorded: true } ? K : never;
}[AdminScreenKey];
const RECORDED_SCREENS = adminScreenList()
  .filter((screen) => screen.recorded)
  .map((screen) => screen.key as RecordedScreenKey);

/** The kinds that are not an admin screen's own, or are named otherwise than the screen. */
const OTHER_KINDS = [
  'board',
  'boardRole',
  'manager',
  'document',
  'faq',
  'settings',
  'profile',
  'account',
  'panelAccount',
  'unit',
  'unitMember',
  // Votes (docs/requirements.md, "Votes"): created, closed, ballots cast (never their content), proxies.
  'vote',
  // Amenity bookings (docs/requirements.md, "Amenity bookings").
  'amenity',
  'request',
  'requestCategory',
  'requestComment',
  // Meetings and owners' consent to electronic notice (docs/requirements.md, "Meetings, notices and consent to electronic notice").
  'meeting',
  'noticeConsent',
  // Official records (docs/requirements.md, "Official records and rule packs"); a record's own changes are the document kind's.
  'recordCategory',
  'recordsRequest',
] as const;
export type ActivityKind = RecordedScreenKey | (typeof OTHER_KINDS)[number];

const kinds: ActivityKind[] = [...RECORDED_SCREENS, ...OTHER_KINDS];
/** What was changed, one kind per recorded table: the recorded screens' kinds first, in menu order. */
export const ACTIVITY_KINDS = kinds as [ActivityKind, ...ActivityKind[]];

const OTHER_KIND_LABELS: Record<(typeof OTHER_KINDS)[number], string> = {
  board: 'Board director',
  boardRole: 'Board role',
  manager: 'Property manager',
  document: 'Document',
  faq: 'FAQ',
  settings: 'Site settings',
  profile: 'Profile',
  account: 'Account (roles, e-mail, password)',
  panelAccount: 'Admin panel account',
  unit: 'Unit',
  unitMember: 'Person on the unit roster',
  vote: 'Vote',
  amenity: 'Amenity (and its bookings)',
  request: 'Service request',
  requestCategory: 'Service request category',
  requestComment: 'Service request comment',
  meeting: 'Meeting',
  noticeConsent: 'Consent to electronic notice',
  recordCategory: 'Records category',
  recordsRequest: 'Records request',
};

/** A recorded screen's kind is labelled by its menu entry. */
export const ACTIVITY_KIND_LABELS = {
  ...Object.fromEntries(RECORDED_SCREENS.map((key) => [key, ADMIN_SCREENS[key].menu])),
  ...OTHER_KIND_LABELS,
} as Record<ActivityKind, string>;

/** Where a change came from: the portal's calls, the Strapi admin panel, or the system itself (seed, start-up). */
export type ActivitySurface = 'portal' | 'admin panel' | 'system';

/** A changed field: its value before and after (a secret is never stored, only that it changed). */
export interface ActivityChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface ActivityEntry {
  id: number;
  at: string;
  surface: ActivitySurface;
  /** The account's (or admin-panel user's) id; null for the system or a visitor. */
  actorId: number | null;
  actorName: string;
  kind: ActivityKind;
  action: 'create' | 'update' | 'delete' | 'archive' | 'restore';
  itemId: string;
  itemTitle: string;
  changes: ActivityChange[];
}

export interface ActivityPage {
  rows: ActivityEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** Shown in place of a secret's value. */
export const REDACTED = '(hidden)';

const isoDay = isoDateSchema({ required: Messages.activityDayInvalid, invalid: Messages.activityDayInvalid });

/** GET /api/activity query: filters by person (part of the user name or name, any case), kind and days (inclusive), paged. */
export const activityQuerySchema = z
  .object({
    person: z.string().trim().min(1).max(255).optional(),
    kind: z.enum(ACTIVITY_KINDS, { error: `kind must be one of ${ACTIVITY_KINDS.join(', ')}.` }).optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    page: z.coerce.number().int().positive().max(100000).default(1),
    pageSize: z.coerce.number().int().positive().max(200).default(50),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The first day must not be after the last.' });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/**
 * The admin lists whose rows can be archived (hidden from residents, kept, restorable) and
 * deleted, named by their screen (registry.ts).
 */
const CORE_ARCHIVE_KINDS = ['board', 'managers', 'newsletters', 'minutes', 'documents'] as const;
/** The list-shaped modules' archivable lists (common/src/modules.ts): each must be an admin screen. */
const MODULE_ARCHIVE_KINDS = Object.keys(MODULE_ARCHIVE) as (keyof typeof MODULE_ARCHIVE)[] satisfies readonly AdminScreenKey[];
/** The lists of other features' screens, after the modules' (the Admin menu's order). */
const FEATURE_ARCHIVE_KINDS = ['requests', 'amenities'] as const;
export type ArchiveKind =
  (typeof CORE_ARCHIVE_KINDS)[number] | (typeof MODULE_ARCHIVE_KINDS)[number] | (typeof FEATURE_ARCHIVE_KINDS)[number];
export const ARCHIVE_KINDS = [...CORE_ARCHIVE_KINDS, ...MODULE_ARCHIVE_KINDS, ...FEATURE_ARCHIVE_KINDS] as [
  ArchiveKind,
  ...ArchiveKind[],
] satisfies readonly AdminScreenKey[];
export const archiveKindSchema = z.enum(ARCHIVE_KINDS, { error: `The list must be one of ${ARCHIVE_KINDS.join(', ')}.` });

/** An archived row as the admin lists show it: enough to name it, restore it or delete it. */
export interface ArchivedItem {
  id: number;
  title: string;
  archivedAt: string;
}

export const ArchiveMessages = {
  archived: (title: string) => `'${title}' was archived: residents no longer see it.`,
  restored: (title: string) => `'${title}' was restored.`,
  deleted: (title: string) => `'${title}' was deleted.`,
  notArchived: 'Only an archived item can be restored.',
  amenityHasBookings: (name: string) =>
    `The amenity '${name}' cannot be deleted: it has bookings, which residents keep seeing. Archive it instead.`,
  roleInUse: (role: string, names: string[]) =>
    `The board role '${role}' cannot be deleted: it is used by ${names.join(', ')}. Remove it from ${names.length === 1 ? 'that director' : 'those directors'} first.`,
};
