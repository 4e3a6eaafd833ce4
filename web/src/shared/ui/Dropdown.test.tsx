import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import { useLoginAction } from '../hooks/useLoginAction';
import { Dropdown, loadDropdownMenu } from './Dropdown';

const items = [
  { label: 'Board Directors', to: '/admin/board' },
  { label: 'Users', to: '/admin/users' },
];

describe('Dropdown before its menu module arrived', () => {
  it('a click on the stand-in button opens the menu once the module is there', async () => {
    renderWith(<Dropdown label="Admin" items={items} />);
    await userEvent.click(screen.getByRole('button', { name: /Admin/ }));
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('button', { name: /Admin/ })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Dropdown whose menu module arrives between the press and the release', () => {
  it('opens: the press opens it, as it opens the loaded menu', async () => {
    // A fresh copy of the module: its menu not fetched yet, whatever the other tests loaded.
    vi.resetModules();
    const { Dropdown: FreshDropdown } = await import('./Dropdown');
    renderWith(<FreshDropdown label="Admin" items={items} />);
    const standIn = screen.getByRole('button', { name: /Admin/ });
    // The pointer comes over the button (the fetch starts) and presses it; the module arrives and
    // replaces the stand-in before the release, whose click then has no button to land on.
    await userEvent.setup({ delay: null }).pointer([{ target: standIn }, { keys: '[MouseLeft>]', target: standIn }]);
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('button', { name: /Admin/ })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Dropdown (keyboard)', () => {
  beforeAll(async () => {
    await loadDropdownMenu();
  });
  it('opens with ArrowDown on the first entry, moves with arrows, closes with Escape back on its button, opens with Enter', async () => {
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
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Board Directors' })).toHaveFocus());
    expect(screen.getByRole('menuitem', { name: 'Board Directors' })).toHaveAttribute('href', '/admin/board');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Users' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when an entry is chosen, and the entry goes to its route', async () => {
    renderWith(<Dropdown label="Admin" items={items} />, {
      routes: (
        <Routes>
          <Route path="/admin/users" element={<h1>Users screen</h1>} />
          <Route path="*" element={<Dropdown label="Admin" items={items} />} />
        </Routes>
      ),
    });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: /Admin/ })[0]);
    await user.click(await screen.findByRole('menuitem', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Users screen' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
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
