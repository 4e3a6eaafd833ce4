import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Messages } from '@hearth/common';
import { RouteError } from './RouteError';
import { appRoutes } from './router';

/** A screen whose code is gone from the server: the browser's own rejection of the dynamic import. */
const GoneScreen = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/NewsPage-1a2b3c.js')),
);

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "title")');
}

const show = (element: React.ReactNode) => {
  const routes: RouteObject[] = [{ path: '/', errorElement: <RouteError />, element }];
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={createMemoryRouter(routes)} />
    </I18nProvider>,
  );
};

describe('route error page', () => {
  const originalLocation = window.location;
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
    vi.restoreAllMocks();
  });

  it('offers a reload when a screen of an earlier build can no longer be loaded', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...originalLocation, reload } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show(<GoneScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: Messages.newVersionTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(Messages.newVersion);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows any other render error as a readable page with a way home, not the error text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    show(<Broken />);
    expect(await screen.findByRole('heading', { level: 1, name: Messages.pageFailedTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(Messages.pageFailed);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('guards the shell and, inside it, every screen', () => {
    const [shell] = appRoutes;
    expect(shell.errorElement).toBeTruthy();
    const [screens] = shell.children!;
    expect(screens.errorElement).toBeTruthy();
    expect(screens.path).toBeUndefined();
    expect(screens.children!.map((r) => r.path ?? 'index')).toContain('news/:id?');
  });
});
