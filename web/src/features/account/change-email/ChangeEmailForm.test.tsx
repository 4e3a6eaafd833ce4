/**
 * Change Email (docs/requirements.md §2.3, §8) with the API answered at fetch: the change and the
 * profile's e-mail that follows it, the refusal in the requirements' words, and the way through a
 * fresh sign-in that sends the same change once on the return.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@hearth/common';
import { bodyOf, json, mockApi, VISIT_LOG } from '../../../test/api-stub';
import { fakeAuth, renderWith } from '../../../test/auth-fixture';
import { ChangeEmailForm } from './ChangeEmailForm';

const PROFILE = { id: 3, userId: 7, userName: 'jane', firstName: 'Jane', lastName: 'Doe', email: 'old@example.org' };

/** The API as the form calls it, the change answered by `changeEmail`; every call recorded. */
const mockChange = (changeEmail: () => Response) =>
  mockApi({
    ...VISIT_LOG,
    'PUT /api/account/changeemail': changeEmail,
    'GET /api/profile': () => PROFILE,
    'PUT /api/profile/update': (_url, init) => JSON.parse(String(init.body)),
  });

async function typeChange() {
  await userEvent.type(screen.getByLabelText('Old Email'), 'old@example.org');
  await userEvent.type(screen.getByLabelText('New Email'), 'new@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
}

afterEach(() => sessionStorage.clear());

describe('Change Email', () => {
  it("changes the address, then the profile's e-mail, and says both", async () => {
    const calls = mockChange(() => json({ succeeded: true, errors: [] }));
    renderWith(<ChangeEmailForm />, { auth: fakeAuth(['owner']) });
    await typeChange();
    expect(await screen.findByText(Messages.emailChanged('new@example.org'))).toBeInTheDocument();
    expect(bodyOf(calls, 'PUT /api/account/changeemail')).toEqual({
      userId: 7,
      oldEmail: 'old@example.org',
      newEmail: 'new@example.org',
    });
    await waitFor(() => expect(bodyOf(calls, 'PUT /api/profile/update')).toMatchObject({ email: 'new@example.org' }));
    expect(screen.queryByText(Messages.profileEmailNotModified)).not.toBeInTheDocument();
  });

  it("tells a refused change in the requirements' words, and leaves the profile alone", async () => {
    const calls = mockChange(() => json({ succeeded: false, errors: [{ code: 'DuplicateEmail', description: 'taken' }] }));
    renderWith(<ChangeEmailForm />, { auth: fakeAuth(['owner']) });
    await typeChange();
    expect(await screen.findByText(Messages.emailNotModified)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'PUT /api/profile/update')).toBe(false);
  });

  it('asks for a fresh sign-in when the API wants one, and keeps the change for the return', async () => {
    mockChange(() =>
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
    const calls = mockChange(() => json({ succeeded: true, errors: [] }));
    renderWith(<ChangeEmailForm />, { auth: fakeAuth(['owner']) });
    expect(await screen.findByText(Messages.emailChanged('new@example.org'))).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'PUT /api/account/changeemail')).toHaveLength(1);
    expect(sessionStorage.getItem('hearth.pendingEmailChange')).toBeNull();
  });
});
