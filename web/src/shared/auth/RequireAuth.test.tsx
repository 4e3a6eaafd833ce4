import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import { safeRedirect } from './AuthProvider';
import { rolesFromClaims } from './claims';
import { RequireAuth } from './RequireAuth';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="at">{`${location.pathname}${location.search}`}</p>;
}

// Inside the app's Suspense, as in the Shell: the guard fetches qs before it redirects.
const app = (
  <Suspense>
    <Routes>
      <Route path="/home" element={<WhereAmI />} />
      <Route path="/resources" element={<RequireAuth>{<p>Secret documents</p>}</RequireAuth>} />
      <Route path="/admin/*" element={<RequireAuth>{<p>Admin area</p>}</RequireAuth>} />
    </Routes>
  </Suspense>
);

describe('RequireAuth (docs/requirements.md §2.1)', () => {
  it('sends a visitor to /home with the requested URL in redirect', async () => {
    await act(async () => renderWith(<></>, { path: '/resources?x=1#top', routes: app }));
    expect(await screen.findByTestId('at')).toHaveTextContent('/home?redirect=%2Fresources%3Fx%3D1%23top');
    expect(screen.queryByText('Secret documents')).not.toBeInTheDocument();
  });
  it('guards nested admin routes the same way', async () => {
    await act(async () => renderWith(<></>, { path: '/admin/board', routes: app }));
    expect(await screen.findByTestId('at')).toHaveTextContent('/home?redirect=%2Fadmin%2Fboard');
  });
  it('lets a signed-in user through', () => {
    renderWith(<></>, { path: '/resources', routes: app, auth: fakeAuth(['tenant']) });
    expect(screen.getByText('Secret documents')).toBeInTheDocument();
  });
  it('waits while the session is being read', () => {
    renderWith(<></>, { path: '/resources', routes: app, auth: fakeAuth(null, { isLoading: true }) });
    expect(screen.queryByTestId('at')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});

describe('after sign-in', () => {
  it('returns only to same-origin paths', () => {
    expect(safeRedirect('/resources?x=1')).toBe('/resources?x=1');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/\\/evil.example')).toBe('/');
    expect(safeRedirect('\\\\evil.example')).toBe('/');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
    expect(safeRedirect('/\t/evil.example')).toBe('/');
    expect(safeRedirect('/news?x=//y')).toBe('/news?x=//y');
    expect(safeRedirect(undefined)).toBe('/');
  });
  it('reads roles from the role claim, a string or a list', () => {
    expect(rolesFromClaims({ role: 'owner' })).toEqual(['owner']);
    expect(rolesFromClaims({ role: ['owner', 'director'] })).toEqual(['owner', 'director']);
    expect(rolesFromClaims({})).toEqual([]);
  });
});
