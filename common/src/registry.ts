/**
 * The web app's admin screens, declared once (docs/architecture.md, "The registry"). The web
 * app's menu and routes, the server's page-load routing for /admin/* and the browser journeys
 * all read this list; the content types behind the screens are declared in
 * cms/src/platform/content-registry.ts.
 */
import type { Audience } from './authorization';

export interface AdminScreen {
  /** The web app's path; a page load of it gets the web app, not the Strapi admin panel. */
  path: `/admin/${string}`;
  /** The entry in the header's Admin menu. */
  menu: string;
  /** The screen's heading, tab title and page-visit name (the logins report's page list). */
  title: string;
  /** Who sees the entry and may open the screen: super users (admins and directors) or admins only. */
  audience: Extract<Audience, 'superUser' | 'admin'>;
  /** The button that opens the add form, when the screen adds rows. */
  addLabel?: string;
  /** The web feature whose screen the app router mounts at its path itself, when not one of the admin lists' routes. */
  feature?: 'votes' | 'bookings' | 'requests' | 'meetings' | 'records' | 'ledger';
  /**
   * Its rows' changes are recorded in the activity record under the screen's key, labelled by its
   * menu entry (common/src/activity.ts derives the kind; the content type names it in
   * cms/src/platform/content-registry.ts), so a new list needs no entry of its own there.
   */
  recorded?: true;
}

/** In menu order. Keys are also the archive kinds (ARCHIVE_KINDS) of the lists that archive. */
export const ADMIN_SCREENS = {
  board: {
    path: '/admin/board',
    menu: 'Board Directors',
    title: 'Admin:  Board Directors',
    audience: 'superUser',
    addLabel: 'Add Board Directors',
  },
  managers: {
    path: '/admin/managers',
    menu: 'Property Managers',
    title: 'Admin: Management',
    audience: 'superUser',
    addLabel: 'Add Property Manager',
  },
  newsletters: {
    path: '/admin/newsletters',
    menu: 'Newsletters',
    title: 'Admin: Newsletters',
    audience: 'superUser',
    addLabel: 'Add Newsletter',
  },
  minutes: {
    path: '/admin/minutes',
    menu: 'Meeting Minutes',
    title: 'Admin: Minutes',
    audience: 'superUser',
    addLabel: 'Add Meeting Minutes',
  },
  documents: {
    path: '/admin/documents',
    menu: 'Community Documents',
    title: 'Admin: Documents',
    audience: 'superUser',
    addLabel: 'Add Community Document',
  },
  news: { path: '/admin/news', menu: 'News', title: 'Admin: News', audience: 'superUser', addLabel: 'Add News Item', recorded: true },
  faqs: { path: '/admin/faqs', menu: 'FAQs', title: 'Admin: FAQs', audience: 'superUser', addLabel: 'Add New FAQ' },
  users: { path: '/admin/users', menu: 'Users', title: 'Admin: Users', audience: 'superUser' },
  // Directors read the roster here; only administrators change it (docs/requirements.md, "The unit roster").
  units: { path: '/admin/units', menu: 'Units', title: 'Admin: Units', audience: 'superUser', addLabel: 'Add Unit' },
  activity: { path: '/admin/activity', menu: 'Activity', title: 'Admin: Activity', audience: 'admin' },
  // Votes (docs/requirements.md, "Votes"): shares the ballot and results of the members' vote screens.
  votes: { path: '/admin/votes', menu: 'Votes', title: 'Admin: Votes', audience: 'superUser', addLabel: 'Add Vote', feature: 'votes' },
  // Meetings and their statutory notices (docs/requirements.md, "Meetings, notices and consent to electronic notice"): schedule, deliveries, paper-mail list.
  meetings: {
    path: '/admin/meetings',
    menu: 'Meetings',
    title: 'Admin: Meetings',
    audience: 'superUser',
    addLabel: 'Schedule a Meeting',
    feature: 'meetings',
  },
  // Official records (docs/requirements.md, "Official records and rule packs"): compliance at a glance, posting records, answering records requests.
  records: {
    path: '/admin/records',
    menu: 'Official Records',
    title: 'Admin: Official Records',
    audience: 'superUser',
    feature: 'records',
  },
  // Owners' accounts: the board reads every unit's ledger and the aging report; administrators and the treasurer post.
  ledger: {
    path: '/admin/ledger',
    menu: 'Owner Accounts',
    title: 'Admin: Owner Accounts',
    audience: 'superUser',
    feature: 'ledger',
  },
  // Service requests (docs/requirements.md, "Service requests"): staff's list, with its archived requests; the menu adds the open count.
  requests: {
    path: '/admin/requests',
    menu: 'Service Requests',
    title: 'Admin: Service Requests',
    audience: 'superUser',
    feature: 'requests',
  },
  // Amenities (docs/requirements.md, "Amenity bookings"): administrators define them, as they do in the Strapi panel.
  amenities: {
    path: '/admin/amenities',
    menu: 'Amenities',
    title: 'Admin: Amenities',
    audience: 'admin',
    addLabel: 'Add Amenity',
    feature: 'bookings',
  },
} as const satisfies Record<string, AdminScreen>;

export type AdminScreenKey = keyof typeof ADMIN_SCREENS;

/** The screens the admin lists' routes mount (web/src/app/admin/AdminRoutes.tsx), without those the app router mounts. */
export type AdminListScreenKey = {
  [K in AdminScreenKey]: (typeof ADMIN_SCREENS)[K] extends { feature: string } ? never : K;
}[AdminScreenKey];

/** The screens as a list, in menu order. */
export const adminScreenList = (): (AdminScreen & { key: AdminScreenKey })[] =>
  (Object.keys(ADMIN_SCREENS) as AdminScreenKey[]).map((key) => ({ key, ...ADMIN_SCREENS[key] }));
