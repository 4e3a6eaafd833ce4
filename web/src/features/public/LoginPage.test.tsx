import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import LoginPage from './LoginPage';

const atLogin = (
  <Routes>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/resources" element={<h1>Resources page</h1>} />
  </Routes>
);

describe('/login, where a Login link pressed before the app started leads', () => {
  it('starts the sign-in once, returning to the page named', async () => {
    const auth = fakeAuth(null);
    renderWith(<></>, { auth, path: '/login?redirect=%2Fresources', routes: atLogin });
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith('/resources'));
    expect(auth.login).toHaveBeenCalledTimes(1);
  });

  it('never returns to another site', async () => {
    const auth = fakeAuth(null);
    renderWith(<></>, { auth, path: '/login?redirect=https%3A%2F%2Fevil.example', routes: atLogin });
    await waitFor(() => expect(auth.login).toHaveBeenCalledWith('/'));
  });

  it('sends a signed-in person straight on', async () => {
    const auth = fakeAuth(['owner']);
    renderWith(<></>, { auth, path: '/login?redirect=%2Fresources', routes: atLogin });
    expect(await screen.findByRole('heading', { name: 'Resources page' })).toBeInTheDocument();
    expect(auth.login).not.toHaveBeenCalled();
  });
});
