/** Test helpers: an AuthContext value for a given role set, and a render with router, query and toasts. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { isAdmin, isSuperUser } from '@hearth/common';
import { AuthContext, type AuthState } from '../shared/auth/auth-context';
import { SpinnerProvider, ToastProvider } from '../shared/ui';

export function fakeAuth(roles: string[] | null, overrides: Partial<AuthState> = {}): AuthState {
  const signedIn = roles !== null;
  return {
    user: null,
    isLoading: false,
    isAuthenticated: signedIn,
    roles: roles ?? [],
    isSuperUser: signedIn && isSuperUser(roles ?? []),
    isAdmin: signedIn && isAdmin(roles ?? []),
    profile: signedIn ? { sub: '7', preferred_username: 'jane', given_name: 'Jane', role: roles ?? [] } : null,
    userId: signedIn ? 7 : null,
    userName: signedIn ? 'jane' : null,
    accessToken: signedIn ? 'token' : null,
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    reauthenticate: vi.fn(async () => undefined),
    renew: vi.fn(async () => undefined),
    completeSignIn: vi.fn(async () => '/'),
    ...overrides,
  };
}

export function renderWith(
  ui: ReactElement,
  { auth = fakeAuth(null), path = '/', routes }: { auth?: AuthState; path?: string; routes?: ReactElement } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth}>
          <ToastProvider>
            <SpinnerProvider>
              {/* A data router, as the app's: screens that guard unsaved text use its blocker. */}
              <RouterProvider router={createMemoryRouter([{ path: '*', element: routes ?? ui }], { initialEntries: [path] })} />
            </SpinnerProvider>
          </ToastProvider>
        </AuthContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}
