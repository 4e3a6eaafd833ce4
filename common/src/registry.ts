/**
 * The web app's admin screens, declared once (docs/architecture.md, "The registry"). The web
 * app's menu and routes, the server's page-load routing for /admin/* and the browser journeys
 * all read this list; the content types behind the screens are declared in
 * cms/src/platform/content-registry.ts.
 */
import type { AdminScreen } from './module-declaration';
import { MODULE_SCREENS } from './modules';

export type { AdminScreen } from './module-declaration';

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
  // The list-shaped modules' screens (common/src/modules.ts), module by module.
  ...MODULE_SCREENS,
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
