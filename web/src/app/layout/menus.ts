/**
 * What the header offers to whom (the requirements' header and footer rules). Pure data so it is unit-tested per role.
 * Note the requirements' own inconsistency (their header rules): the menus use the super-user flag (admin or director).
 */
import { adminScreenList, isAdmin, isSuperUser, PAGE_LIST, type AdminScreen } from '@hearth/common';
import { i18n as appI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DropdownItem } from '../../shared/ui';
import { registryLabel } from '../../shared/i18n/labels';

interface MenuLink {
  label: string;
  to: string;
}
export interface HeaderMenus {
  main: MenuLink[];
  admin: DropdownItem[] | null;
  reports: DropdownItem[] | null;
  howTo: DropdownItem[];
}

/** The service requests' entry says how many are open, once known (the service requests' rules). */
function labelOf(i18n: I18n, screen: ReturnType<typeof adminScreenList>[number], openRequests?: number): string {
  const menu = registryLabel(i18n, screen.menu);
  return screen.key === 'requests' && openRequests !== undefined ? i18n._(msg`${menu} (${openRequests} open)`) : menu;
}

const entriesFor = (i18n: I18n, audience: AdminScreen['audience'], openRequests?: number): DropdownItem[] =>
  adminScreenList()
    .filter((screen) => screen.audience === audience)
    .map((screen) => ({ label: labelOf(i18n, screen, openRequests), to: screen.path }));

/** The Admin menu: every admin screen (common's ADMIN_SCREENS), in its order. */
export const adminEntries = (i18n: I18n = appI18n): DropdownItem[] => entriesFor(i18n, 'superUser');

/**
 * Bookings waiting for approval (the amenity bookings' rules): decided on the bookings page, so the
 * Admin menu links there, with the count once known.
 */
const pendingBookingsEntry = (i18n: I18n, pending?: number): DropdownItem => ({
  label: pending === undefined ? i18n._(msg`Bookings to Approve`) : i18n._(msg`Bookings to Approve (${pending})`),
  to: '/bookings#pending-bookings',
});

const reportEntries = (i18n: I18n): DropdownItem[] => [{ label: i18n._(msg`User Logins`), to: '/reports/logins' }];

type GuideAudience = 'all' | 'loggedIn' | 'superUser';
/** The How To PDFs served from /guides (produced from the running app by the e2e suite). */
const GUIDES: { label: MessageDescriptor; audience: GuideAudience; file: string; href: string }[] = [
  { label: msg`How to Register`, file: 'registration.pdf', audience: 'all' },
  { label: msg`How to Change Password`, file: 'change-password.pdf', audience: 'loggedIn' },
  { label: msg`How to Change Email`, file: 'change-email.pdf', audience: 'loggedIn' },
  { label: msg`How to Edit Your Profile`, file: 'edit-profile.pdf', audience: 'loggedIn' },
  { label: msg`How to Edit Board Directors`, file: 'edit-board.pdf', audience: 'superUser' },
  { label: msg`How to Edit Property Managers`, file: 'edit-managers.pdf', audience: 'superUser' },
  { label: msg`How to Edit Newsletters`, file: 'edit-newsletters.pdf', audience: 'superUser' },
  { label: msg`How to Edit Meeting Minutes`, file: 'edit-minutes.pdf', audience: 'superUser' },
  { label: msg`How to Edit Community Documents`, file: 'edit-documents.pdf', audience: 'superUser' },
  { label: msg`How to Edit News`, file: 'edit-news.pdf', audience: 'superUser' },
  { label: msg`How to Edit FAQs`, file: 'edit-faqs.pdf', audience: 'superUser' },
].map((g) => ({ ...g, audience: g.audience as GuideAudience, href: `/guides/${g.file}` }));

/**
 * `openRequests`, `pendingBookings`: the counts of open service requests and bookings waiting for
 * approval, once known (super users); `i18n`: the reader's language (the app's by default).
 */
export function headerMenus(
  isAuthenticated: boolean,
  roles: readonly string[],
  openRequests?: number,
  pendingBookings?: number,
  i18n: I18n = appI18n,
): HeaderMenus {
  const superUser = isAuthenticated && isSuperUser(roles);
  const admin = isAuthenticated && isAdmin(roles);
  // The registry's main-menu pages in its order (common's PAGES): some for everyone, some once signed in.
  const owner = isAuthenticated && roles.includes('owner');
  const main: MenuLink[] = PAGE_LIST.flatMap(({ path, menu }) =>
    menu && (menu.shownTo === 'everyone' || (menu.shownTo === 'owners' ? owner : isAuthenticated))
      ? [{ label: registryLabel(i18n, menu.label), to: path }]
      : [],
  );
  const howTo = GUIDES.filter(
    (g) => g.audience === 'all' || (g.audience === 'loggedIn' && isAuthenticated) || (g.audience === 'superUser' && superUser),
  ).map(({ label, href }) => ({ label: i18n._(label), href }));
  return {
    main,
    // Admin-only entries last (directors do not see them).
    admin: superUser
      ? [
          ...entriesFor(i18n, 'superUser', openRequests),
          pendingBookingsEntry(i18n, pendingBookings),
          ...(admin ? entriesFor(i18n, 'admin') : []),
        ]
      : null,
    reports: admin ? reportEntries(i18n) : null,
    howTo,
  };
}
