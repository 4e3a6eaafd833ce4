/**
 * Change Email (docs/requirements.md §2.3, §8) with the API answered at fetch: the change and the
 * profile's e-mail that follows it, the refusal in the requirements' words, and the way through a
 * fresh sign-in that sends the same change once on the return.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@hearth/common';
import { fakeAuth, renderWith } from '../../../test/auth-fixture';
import { ChangeEmailForm } from './ChangeEmailForm';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const PROFILE = { id: 3, userId: 7, userName: 'jane', firstName: 'Jane', lastName: 'Doe', email: 'old@example.org' };

function mockApi(changeEmail: () => Response) {
  const calls: { key: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const key = `${init.method ?? 'GET'} ${new URL(String(input), 'http://portal.test').pathname}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    if (key === 'PUT /api/account/changeemail') return changeEmail();
    if (key === 'GET /api/profile') return json(PROFILE);
    if (key === 'PUT /api/profile/update') return json(body);
    return json({});
  });
  return calls;
}

async function typeChange() {
  await userEvent.type(screen.getByLabelText('Old Email'), 'old@example.org');
  await userEvent.type(screen.getByLabelText('New Email'), 'new@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('Change Email', () => {
  it("changes the address, then the profile's e-mail, and says both", async () => {
    const calls = mockApi(() => json({ succeeded: true, errors: [] }));
    renderWith(<ChangeEmailForm />, { auth: fakeAuth(['owner']) });
    await typeChange();
    expect(await screen.findByText(Messages.emailChanged('new@example.org'))).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/account/changeemail')?.body).toEqual({
      userId: 7,
      oldEmail: 'old@example.org',
      newEmail: 'new@example.org',
    });
    await waitFor(() => expect(calls.find((c) => c.key === 'PUT /api/profile/update')?.body).toMatchObject({ email: 'new@example.org' }));
    expect(screen.queryByText(Messages.profileEmailNotModified)).not.toBeInTheDocument();
  });

  it("tells a refused change in the requirements' words, and leaves the profile alone", async () => {
    const calls = mockApi(() => json({ succeeded: false, errors: [{ code: 'DuplicateEmail', description: 'taken' }] }));
    renderWith(<ChangeEmailForm />, { auth: fakeAuth(['owner']) });
    await typeChange();
    expect(await screen.findByText(Messages.emailNotModified)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/profile/update')).toBe(false);
  });

  it('asks for a fresh sign-in when the API wants one, and keeps the change for the return', async () => {
    mockApi(() =>
      json({ data: null, error: { status: 401, name: 'InsufficientUserAuthentication', message: 'Sign in again to continue.' } }, 401),
    );
    const auth = fakeAuth(['owner']);
    renderWith(<ChangeEmailForm />, { auth });
    await typeChange();
    await waitFor(() => expect(auth.reauthenticate).toHaveBeenCalledWith('/manage?feature=Email'));
    expect(JSON.parse(sessionStorage.getItem('hearth.pendingEmailChange') ?? 'null')).toEqual({
      oldEmail: 'old@example.org',
      newEmail: 'new@example.org',
    });
  });

  it('sends the kept change once on the return from the sign-in', async () => {
    sessionStorage.setItem('hearth.pendingEmailChange', JSON.stringify({ oldEmail: 'old@example.org', newEmail: 'new@example.org' }));
    const calls = mockApi(() => json({ succeeded: true, errors: [] }));
    renderWith(<ChangeEmailForm />, { auth: fakeAuth(['owner']) });
    expect(await screen.findByText(Messages.emailChanged('new@example.org'))).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PUT /api/account/changeemail')).toHaveLength(1);
    expect(sessionStorage.getItem('hearth.pendingEmailChange')).toBeNull();
  });
});
