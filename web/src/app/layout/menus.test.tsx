import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_SCREENS } from '@hearth/common';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import { loadDropdownMenu } from '../../shared/ui';
import { Header } from './Header';
import { adminEntries, headerMenus } from './menus';

const labels = (items: { label: string }[] | null) => items?.map((i) => i.label) ?? null;
/** The list-shaped modules' screens (common/src/modules.ts) follow the documents' in the Admin menu, module by module. */
const moduleEntries = (audience: 'superUser' | 'admin') =>
  Object.values(MODULE_SCREENS)
    .filter((s) => s.audience === audience)
    .map((s) => s.path);

describe('headerMenus per role (the header menu rules)', () => {
  it('visitor: News, FAQs, Contacts, Records; only the registration guide; no Admin, no Reports', () => {
    const m = headerMenus(false, []);
    expect(labels(m.main)).toEqual(['News', 'FAQs', 'Contacts', 'Records']);
    expect(m.admin).toBeNull();
    expect(m.reports).toBeNull();
    expect(labels(m.howTo)).toEqual(['How to Register']);
  });
  it.each([
    ['tenant', []],
    ['owner', ['My Account']],
    ['propmgr', []],
  ])('%s: Resources & Links and the account guides, nothing more (an owner, their account)', (role, own) => {
    const m = headerMenus(true, [role]);
    expect(labels(m.main)).toEqual([
      'News',
      'FAQs',
      'Contacts',
      'Records',
      'Resources & Links',
      'Votes',
      'Bookings',
      'Service Requests',
      ...own,
    ]);
    expect(m.admin).toBeNull();
    expect(m.reports).toBeNull();
    expect(labels(m.howTo)).toEqual(['How to Register', 'How to Change Password', 'How to Change Email', 'How to Edit Your Profile']);
  });
  it('director: the Admin dropdown with its entries and the editing guides, but no Reports', () => {
    const m = headerMenus(true, ['owner', 'director']);
    expect(m.admin?.map((e) => e.to)).toEqual([
      '/admin/board',
      '/admin/managers',
      '/admin/newsletters',
      '/admin/minutes',
      '/admin/documents',
      ...moduleEntries('superUser'),
      '/admin/users',
      '/admin/units',
      '/admin/votes',
      '/admin/meetings',
      '/admin/records',
      '/admin/ledger',
      '/admin/requests',
      '/bookings#pending-bookings',
    ]);
    expect(m.reports).toBeNull();
    expect(m.howTo).toHaveLength(11);
    expect(m.howTo.every((g) => g.href?.startsWith('/guides/') && g.href.endsWith('.pdf'))).toBe(true);
  });
  it('director: the service requests and bookings to approve with their counts in the Admin menu once known', () => {
    expect(headerMenus(true, ['director'], 3, 2).admin?.slice(-2)).toEqual([
      { label: 'Service Requests (3 open)', to: '/admin/requests' },
      { label: 'Bookings to Approve (2)', to: '/bookings#pending-bookings' },
    ]);
    expect(headerMenus(true, ['director']).admin?.slice(-2)).toEqual([
      { label: 'Service Requests', to: '/admin/requests' },
      { label: 'Bookings to Approve', to: '/bookings#pending-bookings' },
    ]);
    expect(headerMenus(true, ['tenant'], 3, 2).admin).toBeNull();
  });
  it('admin: Admin (Activity and Amenities last) and Reports (User Logins to /reports/logins)', () => {
    const m = headerMenus(true, ['admin']);
    expect(m.admin).toEqual([
      ...adminEntries(),
      { label: 'Bookings to Approve', to: '/bookings#pending-bookings' },
      { label: 'Activity', to: '/admin/activity' },
      { label: 'Amenities', to: '/admin/amenities' },
    ]);
    expect(m.reports).toEqual([{ label: 'User Logins', to: '/reports/logins' }]);
    expect(m.howTo).toHaveLength(11);
  });
  it('roles without a session count for nothing', () => {
    expect(headerMenus(false, ['admin']).admin).toBeNull();
  });
});

describe('<Header>', () => {
  beforeAll(async () => {
    await loadDropdownMenu();
  });
  it('visitor sees Login and Register, no greeting; Login is a link that works before the app starts, and starts the sign-in', async () => {
    const auth = fakeAuth(null);
    renderWith(<Header siteName="Hearth" />, { auth, path: '/news/3?x=1' });
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/news/3?x=1')}`);
    await userEvent.click(login);
    expect(auth.login).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Resources & Links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Admin/ })).not.toBeInTheDocument();
  });
  it('signed-in admin: greeting to /manage, Logout, Admin and Reports dropdowns that open', async () => {
    const auth = fakeAuth(['admin']);
    renderWith(<Header siteName="Hearth" />, { auth });
    expect(screen.getByRole('link', { name: 'Hello, Jane' })).toHaveAttribute('href', '/manage');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.logout).toHaveBeenCalled();
    const reports = screen.getByRole('button', { name: /Reports/ });
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(reports);
    expect(reports).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'User Logins' })).toHaveAttribute('href', '/reports/logins');
    await userEvent.keyboard('{Escape}');
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: /Admin/ }));
    const list = screen.getByRole('menu');
    expect(within(list).getAllByRole('menuitem')).toHaveLength(15 + Object.keys(MODULE_SCREENS).length); // with the modules' screens (News, FAQs…), Meetings, Official Records, Owner Accounts, Service Requests, Bookings to Approve, and Activity and Amenities for admins only
  });
  it('How To guides open in a new tab', async () => {
    renderWith(<Header siteName="Hearth" />, { auth: fakeAuth(['tenant']) });
    await userEvent.click(screen.getByRole('button', { name: /How To/ }));
    const guide = screen.getByRole('menuitem', { name: /How to Change Password/ });
    expect(guide).toHaveAttribute('href', '/guides/change-password.pdf');
    expect(guide).toHaveAttribute('target', '_blank');
  });
});
