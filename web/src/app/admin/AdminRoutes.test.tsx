/** Every admin screen of the registry (common's ADMIN_SCREENS) has a route that shows it, for its audience. */
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { adminScreenList, ARCHIVE_KINDS } from '@hearth/common';
import { AuthContext } from '../../shared/auth/auth-context';
import { SpinnerProvider, ToastProvider } from '../../shared/ui';
import { mockApi, VISIT_LOG } from '../../test/api-stub';
import { fakeAuth } from '../../test/auth-fixture';
import AdminRoutes, { offeredScreens } from './AdminRoutes';

// Each screen is a lazy chunk: loaded once here, so the look-ups below time the route, not the first load.
beforeAll(async () => {
  await Promise.all(Object.values(offeredScreens()).map((load) => load()));
});

it('finds every list screen of the registry in exactly one feature’s front door', () => {
  const offered = offeredScreens();
  const lists = adminScreenList().filter((screen) => !screen.feature);
  expect(lists.filter((screen) => !(screen.key in offered)).map((screen) => screen.key)).toEqual([]);
  expect(Object.keys(offered).sort()).toEqual(lists.map((screen) => screen.key).sort());
});

it('refuses a screen two features offer', () => {
  const load = () => Promise.resolve({ default: () => null });
  expect(() => offeredScreens({ a: { news: load }, b: { news: load } })).toThrow('Two features offer the admin screen "news".');
});

// Empty answers to the admin screens' loads: only the route and the screen's heading are under test here.
const EMPTY_PORTAL = {
  ...VISIT_LOG,
  ...Object.fromEntries(ARCHIVE_KINDS.map((kind) => [`GET /api/content/${kind}/archived`, () => []])),
  'GET /api/board': () => [],
  'GET /api/boardrole': () => [],
  'GET /api/propertymanager': () => [],
  'GET /api/document': () => [],
  'GET /api/news': () => [],
  'GET /api/faq': () => [],
  'GET /api/notices/sent': (url: string) => ({ kind: new URL(url, 'http://portal').searchParams.get('kind'), items: [] }),
  'GET /api/account/waiting': () => [],
  'GET /api/profile/all': () => [],
  'GET /api/units': () => [],
  'GET /api/activity': () => ({ rows: [], total: 0, page: 1, pageSize: 50 }),
};

// A data router, as the app's: the admin lists' unsaved-changes guard needs one.
function renderAt(path: string, roles: string[]) {
  mockApi(EMPTY_PORTAL);
  const router = createMemoryRouter(
    [
      { path: '/admin/*', element: <AdminRoutes /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuthContext.Provider value={fakeAuth(roles)}>
          <ToastProvider>
            <SpinnerProvider>
              <RouterProvider router={router} />
            </SpinnerProvider>
          </ToastProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** As an accessible name reads: runs of spaces as one. */
const named = (title: string) => title.replace(/\s+/g, ' ');

describe('admin routes', () => {
  // Screens of other features are mounted by the app router (their own tests).
  for (const declared of adminScreenList().filter((screen) => !screen.feature)) {
    it(`${declared.path} shows "${declared.title}" to an administrator`, async () => {
      renderAt(declared.path, ['admin', 'owner']);
      expect(await screen.findByRole('heading', { level: 1, name: named(declared.title) })).toBeInTheDocument();
    });

    it(`${declared.path} is ${declared.audience === 'admin' ? 'not allowed' : 'shown'} to a director`, async () => {
      renderAt(declared.path, ['director', 'owner']);
      const expected = declared.audience === 'admin' ? 'Not allowed' : declared.title;
      expect(await screen.findByRole('heading', { level: 1, name: named(expected) })).toBeInTheDocument();
    });
  }

  it('sends an undeclared admin path home', async () => {
    renderAt('/admin/nothing-here', ['admin', 'owner']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });
});
