/**
 * What the header offers to whom (docs/requirements.md §2.2). Pure data so it is unit-tested per role.
 * Note the requirements' own inconsistency (docs/requirements.md §2.2): the menus use the super-user flag (admin or director).
 */
import { adminScreenList, isAdmin, isSuperUser, type AdminScreen } from '@hearth/common';
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

const entriesFor = (audience: AdminScreen['audience']): DropdownItem[] =>
  adminScreenList()
    .filter((screen) => screen.audience === audience)
    .map((screen) => ({ label: screen.menu, to: screen.path }));

/** The Admin menu: every admin screen (common's ADMIN_SCREENS), in its order. */
export const ADMIN_ENTRIES: DropdownItem[] = entriesFor('superUser');

/** Admin-only entries of the Admin menu (directors do not see them). */
const ADMIN_ONLY_ENTRIES: DropdownItem[] = entriesFor('admin');

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

/** The Admin menu's entry of the service requests, with how many are open (docs/requirements.md §18). */
export const openRequestsEntry = (open: number): DropdownItem => ({ label: `Service Requests (${open} open)`, to: '/requests' });

/** `openRequests`: the count of open service requests, once known (super users). */
export function headerMenus(isAuthenticated: boolean, roles: readonly string[], openRequests?: number): HeaderMenus {
  const superUser = isAuthenticated && isSuperUser(roles);
  const admin = isAuthenticated && isAdmin(roles);
  const main: MenuLink[] = [
    { label: 'News', to: '/news' },
    { label: 'FAQs', to: '/faqs' },
    { label: 'Contacts', to: '/contacts' },
  ];
  // Votes (docs/requirements.md §16), bookings (§17) and service requests (§18): every signed-in resident acts there.
  if (isAuthenticated)
    main.push(
      { label: 'Resources & Links', to: '/resources' },
      { label: 'Votes', to: '/votes' },
      { label: 'Bookings', to: '/bookings' },
      { label: 'Service Requests', to: '/requests' },
    );
  const howTo = GUIDES.filter(
    (g) => g.audience === 'all' || (g.audience === 'loggedIn' && isAuthenticated) || (g.audience === 'superUser' && superUser),
  ).map(({ label, href }) => ({ label, href }));
  return {
    main,
    admin: superUser
      ? [...ADMIN_ENTRIES, ...(admin ? ADMIN_ONLY_ENTRIES : []), ...(openRequests === undefined ? [] : [openRequestsEntry(openRequests)])]
      : null,
    reports: admin ? REPORT_ENTRIES : null,
    howTo,
  };
}
