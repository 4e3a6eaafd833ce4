/**
 * What the header offers to whom (the requirements' header and footer rules). Pure data so it is unit-tested per role.
 * Note the requirements' own inconsistency (their header rules): the menus use the super-user flag (admin or director).
 */
import { adminScreenList, isAdmin, isSuperUser, PAGE_LIST, type AdminScreen } from '@hearth/common';
import type { DropdownItem } from '../../shared/ui';

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
const labelOf = (screen: ReturnType<typeof adminScreenList>[number], openRequests?: number) =>
  screen.key === 'requests' && openRequests !== undefined ? `${screen.menu} (${openRequests} open)` : screen.menu;

const entriesFor = (audience: AdminScreen['audience'], openRequests?: number): DropdownItem[] =>
  adminScreenList()
    .filter((screen) => screen.audience === audience)
    .map((screen) => ({ label: labelOf(screen, openRequests), to: screen.path }));

/** The Admin menu: every admin screen (common's ADMIN_SCREENS), in its order. */
export const ADMIN_ENTRIES: DropdownItem[] = entriesFor('superUser');

/**
 * Bookings waiting for approval (the amenity bookings' rules): decided on the bookings page, so the
 * Admin menu links there, with the count once known.
 */
const pendingBookingsEntry = (pending?: number): DropdownItem => ({
  label: pending === undefined ? 'Bookings to Approve' : `Bookings to Approve (${pending})`,
  to: '/bookings#pending-bookings',
});

const REPORT_ENTRIES: DropdownItem[] = [{ label: 'User Logins', to: '/reports/logins' }];

type GuideAudience = 'all' | 'loggedIn' | 'superUser';
/** The How To PDFs served from /guides (produced from the running app by the e2e suite). */
const GUIDES: (DropdownItem & { audience: GuideAudience; file: string })[] = [
  { label: 'How to Register', file: 'registration.pdf', audience: 'all' },
  { label: 'How to Change Password', file: 'change-password.pdf', audience: 'loggedIn' },
  { label: 'How to Change Email', file: 'change-email.pdf', audience: 'loggedIn' },
  { label: 'How to Edit Your Profile', file: 'edit-profile.pdf', audience: 'loggedIn' },
  { label: 'How to Edit Board Directors', file: 'edit-board.pdf', audience: 'superUser' },
  { label: 'How to Edit Property Managers', file: 'edit-managers.pdf', audience: 'superUser' },
  { label: 'How to Edit Newsletters', file: 'edit-newsletters.pdf', audience: 'superUser' },
  { label: 'How to Edit Meeting Minutes', file: 'edit-minutes.pdf', audience: 'superUser' },
  { label: 'How to Edit Community Documents', file: 'edit-documents.pdf', audience: 'superUser' },
  { label: 'How to Edit News', file: 'edit-news.pdf', audience: 'superUser' },
  { label: 'How to Edit FAQs', file: 'edit-faqs.pdf', audience: 'superUser' },
].map((g) => ({ ...g, audience: g.audience as GuideAudience, href: `/guides/${g.file}` }));

/** `openRequests`, `pendingBookings`: the counts of open service requests and bookings waiting for approval, once known (super users). */
export function headerMenus(
  isAuthenticated: boolean,
  roles: readonly string[],
  openRequests?: number,
  pendingBookings?: number,
): HeaderMenus {
  const superUser = isAuthenticated && isSuperUser(roles);
  const admin = isAuthenticated && isAdmin(roles);
  // The registry's main-menu pages in its order (common's PAGES): some for everyone, some once signed in.
  const owner = isAuthenticated && roles.includes('owner');
  const main: MenuLink[] = PAGE_LIST.flatMap(({ path, menu }) =>
    menu && (menu.shownTo === 'everyone' || (menu.shownTo === 'owners' ? owner : isAuthenticated)) ? [{ label: menu.label, to: path }] : [],
  );
  const howTo = GUIDES.filter(
    (g) => g.audience === 'all' || (g.audience === 'loggedIn' && isAuthenticated) || (g.audience === 'superUser' && superUser),
  ).map(({ label, href }) => ({ label, href }));
  return {
    main,
    // Admin-only entries last (directors do not see them).
    admin: superUser
      ? [...entriesFor('superUser', openRequests), pendingBookingsEntry(pendingBookings), ...(admin ? entriesFor('admin') : [])]
      : null,
    reports: admin ? REPORT_ENTRIES : null,
    howTo,
  };
}
