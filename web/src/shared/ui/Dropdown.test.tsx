import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import { useLoginAction } from '../hooks/useLoginAction';
import { Dropdown } from './Dropdown';

const items = [
  { label: 'Board Directors', to: '/admin/board' },
  { label: 'Users', to: '/admin/users' },
];

describe('Dropdown (keyboard)', () => {
  it('opens with ArrowDown, moves with arrows, closes with Escape back on its button, and when tabbing out', async () => {
    renderWith(
      <>
        <Dropdown label="Admin" items={items} />
        <button type="button">After</button>
      </>,
    );
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: /Admin/ });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await new Promise((r) => requestAnimationFrame(r));
    expect(screen.getByRole('link', { name: 'Board Directors' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await new Promise((r) => requestAnimationFrame(r));
    expect(screen.getByRole('link', { name: 'Users' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Login buttons', () => {
  function LoginButton() {
    const start = useLoginAction();
    return (
      <button type="button" onClick={() => void start()}>
        Login
      </button>
    );
  }
  it('return to the URL the guard remembered', async () => {
    const auth = fakeAuth(null);
    renderWith(<></>, {
      auth,
      path: '/home?redirect=%2Fresources',
      routes: (
        <Routes>
          <Route path="/home" element={<LoginButton />} />
        </Routes>
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(auth.login).toHaveBeenCalledWith('/resources');
  });
  it('refuse to send the user to another site', async () => {
    const auth = fakeAuth(null);
    renderWith(<></>, {
      auth,
      path: '/home?redirect=https%3A%2F%2Fevil.example',
      routes: (
        <Routes>
          <Route path="/home" element={<LoginButton />} />
        </Routes>
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(auth.login).toHaveBeenCalledWith('/');
  });
});
