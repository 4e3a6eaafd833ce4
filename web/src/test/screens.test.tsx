/** Screens rendered with a mocked API (fetch): texts, rules and role-dependent parts of docs/requirements.md, "Public and account screens". */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@hearth/common';
import { Route, Routes } from 'react-router-dom';
import AuthCallbackPage from '../features/public/AuthCallbackPage';
import ForgotPasswordPage from '../features/public/forgot/ForgotPasswordPage';
import ResetPasswordPage from '../features/public/reset/ResetPasswordPage';
import RegisterPage from '../features/public/register/RegisterPage';
import ContactsPage from '../features/public/contacts/ContactsPage';
import ManagePage from '../features/account/ManagePage';
import { bodyOf, json, mockApi } from './api-stub';
import { fakeAuth, renderWith } from './auth-fixture';

afterEach(() => sessionStorage.clear());

describe('Register', () => {
  it("offers 'verify uniqueness' only for valid fields, then the rest of the form, then creates the account", async () => {
    const calls = mockApi({
      'GET /api/account/verifyuser': () => 'unique',
      'POST /api/profile/verify': () => [],
      'POST /api/account/register': () => 12,
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<RegisterPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User Name'), 'Ja');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    expect(screen.queryByRole('button', { name: 'verify uniqueness' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('User Name'), 'ne');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'verify uniqueness' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    const verify = calls.find((c) => c.key === 'GET /api/account/verifyuser')!;
    expect((verify.init.headers as Record<string, string>).userName).toBe('jane');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(Messages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(Messages.registrationTypeRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.type(screen.getByLabelText('First Name'), 'Jane');
    await user.type(screen.getByLabelText('Last Name'), 'Doe');
    await user.type(screen.getByLabelText('Unit Number'), '12');
    await user.type(screen.getByLabelText('Street Name'), 'Main Street');
    await user.selectOptions(screen.getByLabelText('You are'), 'tenant');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(Messages.registerDone)).toBeInTheDocument();
    // Words that agree with the Login button beside them: the step before login, not that login is refused.
    expect(screen.getByText(Messages.registerVerifyNext)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/refused|until then/i);
    expect(bodyOf(calls, 'POST /api/account/register')).toEqual({
      userName: 'jane',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      password: 'Secret#123',
      userType: 'tenant',
      address: '{"unit_number":"12","street_name":"Main Street"}',
    });
    // The toast comes a moment after the page's own message (its stack is rendered on its own).
    expect(await screen.findByText(Messages.accountCreated('jane'))).toBeInTheDocument();
  });

  it('stops when the profile check answers messages', async () => {
    const calls = mockApi({
      'GET /api/account/verifyuser': () => 'unique',
      'POST /api/profile/verify': () => ['A profile for this unit already exists.'],
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<RegisterPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User Name'), 'jane');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'verify uniqueness' }));
    await user.type(await screen.findByLabelText('Password'), 'Secret#123');
    for (const [label, value] of [
      ['First Name', 'J'],
      ['Last Name', 'D'],
      ['Unit Number', '1'],
      ['Street Name', 'S'],
    ])
      await user.type(screen.getByLabelText(label), value);
    await user.selectOptions(screen.getByLabelText('You are'), 'owner');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('A profile for this unit already exists.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/account/register')).toBe(false);
    expect(screen.getByLabelText('First Name')).toHaveValue('J');
  });
});

describe('Forgot Password', () => {
  it('lower-cases the e-mail, warns for an unknown one, and confirms with a persistent toast', async () => {
    let found = false;
    const calls = mockApi({ 'POST /api/account/forgotpassword': () => found, 'POST /api/profile/logpage': () => ({ id: 1 }) });
    renderWith(<ForgotPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'Jane@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(Messages.emailNotOnRecord)).toBeInTheDocument();
    // Focus moves to the result, which is read out as the focused element.
    await waitFor(() => expect(document.activeElement).toHaveTextContent(Messages.emailNotOnRecord));
    expect(bodyOf(calls, 'POST /api/account/forgotpassword')).toEqual({
      email: 'jane@example.com',
      callback: `${window.location.origin}/home`,
    });
    found = true;
    expect(screen.getByLabelText('Email')).toHaveValue('Jane@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(Messages.checkEmailForReset)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent(Messages.checkEmailForReset));
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/home');
  });
  it('refuses a bad e-mail before sending', async () => {
    const calls = mockApi({ 'POST /api/profile/logpage': () => ({ id: 1 }) });
    renderWith(<ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(Messages.emailRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/account/forgotpassword')).toBe(false);
  });
});

describe('Reset Password', () => {
  it('moves focus to the result: the refusal in a toast, then the confirmation that replaces the form', async () => {
    let accepted = false;
    mockApi({
      'POST /api/account/resetpassword': () =>
        accepted ? { succeeded: true } : json({ data: null, error: { status: 400, message: Messages.resetLinkInvalid } }, 400),
      'POST /api/account/resetpassword/check': () => ({ succeeded: true, errors: [] }),
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<ResetPasswordPage />, { path: '/resetpassword?token=abc' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), 'New#12345');
    await user.type(screen.getByLabelText('Confirm Password'), 'New#12345');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(Messages.resetLinkInvalid));
    accepted = true;
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(Messages.passwordResetDone));
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it("shows a used or expired link's error at once, without the form", async () => {
    mockApi({
      'POST /api/account/resetpassword/check': () => json({ data: null, error: { status: 400, message: Messages.resetLinkInvalid } }, 400),
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<ResetPasswordPage />, { path: '/resetpassword?token=used' });
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.resetLinkInvalid);
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});

describe('Contacts', () => {
  const api = () =>
    mockApi({
      'GET /api/propertymanager/current': () => [
        {
          id: 1,
          name: 'Acme Property Co',
          phone: '555-1000',
          afterHoursPhone: '555-2000',
          fax: '555-3000',
          email: 'desk@acme.test',
          websiteUrl: 'acme.test',
          logo: null,
          logoUrl: null,
          active: true,
        },
      ],
      'GET /api/board/active': () => [
        {
          id: 3,
          userId: 9,
          firstName: 'Ann',
          lastName: 'Lee',
          unitNumber: '101',
          phone: '555-4000',
          email: 'ann@x.test',
          position: 1,
          roles: [{ id: 1, role: 'President' }],
          active: true,
        },
      ],
      'GET /api/settings': () => ({
        siteName: 'Hearth',
        adminName: 'Web Admin',
        adminEmail: 'web@x.test',
        adminPhone: '',
        cityWebsiteUrl: '',
        cityWebsiteName: '',
        copyrightStartYear: 2020,
      }),
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
  it('visitors see property management and website management, not the board', async () => {
    const calls = api();
    renderWith(<ContactsPage />);
    expect(await screen.findByText('Acme Property Co')).toBeInTheDocument();
    expect(screen.getByText(Messages.propertyManagerNote)).toBeInTheDocument();
    expect(await screen.findByText('Web Admin')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Condominium Board' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.key === 'GET /api/board/active')).toBe(false);
  });
  it('signed-in users also see the board table', async () => {
    api();
    renderWith(<ContactsPage />, { auth: fakeAuth(['tenant']) });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Responsibility', 'Name', 'Unit Number', 'Phone', 'Email']);
    expect(await within(table).findByText('President')).toBeInTheDocument();
  });
});

describe('Account Management', () => {
  it("lists Password, Email and Profile; choosing one shows 'Modify your <feature>'", async () => {
    mockApi({ 'POST /api/profile/recordlogin': () => ({ id: 9 }), 'POST /api/profile/logpage': () => ({ id: 1 }) });
    renderWith(<ManagePage />, { auth: fakeAuth(['tenant']) });
    expect(screen.getByRole('img')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Password' }));
    expect(screen.getByRole('heading', { name: 'Modify your Password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findAllByText(Messages.passwordRequired)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('heading', { name: 'Modify your Email' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Email' }));
    expect(await screen.findByText(Messages.oldEmailRequired)).toBeInTheDocument();
  });
  it('changes the password and reports identity errors as code - description', async () => {
    let succeeded = false;
    const calls = mockApi({
      'PUT /api/account/changepassword': () =>
        succeeded
          ? { succeeded: true, errors: [] }
          : { succeeded: false, errors: [{ code: 'PasswordMismatch', description: 'Incorrect password.' }] },
      'POST /api/profile/recordlogin': () => ({ id: 9 }),
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<ManagePage />, { auth: fakeAuth(['tenant']) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Password' }));
    await user.type(screen.getByLabelText('Old Password'), 'Old#12345');
    await user.type(screen.getByLabelText('New Password'), 'New#12345');
    await user.type(screen.getByLabelText('Confirm Password'), 'New#12345');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('PasswordMismatch - Incorrect password.')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('PasswordMismatch - Incorrect password.'));
    expect(screen.getByLabelText('New Password')).toHaveValue('New#12345');
    // Closing the result gives focus back to the button that sent the form.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change Password' })));
    succeeded = true;
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(Messages.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent(Messages.passwordChanged));
    expect(bodyOf(calls, 'PUT /api/account/changepassword')).toEqual({ userId: 7, oldPwd: 'Old#12345', newPwd: 'New#12345' });
  });
  it("moves focus to a change of e-mail's result: the refusal in the words of the requirements", async () => {
    mockApi({
      'PUT /api/account/changeemail': () => ({ succeeded: false, errors: [{ code: 'DuplicateEmail', description: 'Taken.' }] }),
      'POST /api/profile/recordlogin': () => ({ id: 9 }),
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<ManagePage />, { auth: fakeAuth(['tenant']) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Email' }));
    await user.type(screen.getByLabelText('Old Email'), 'old@example.org');
    await user.type(screen.getByLabelText('New Email'), 'new@example.org');
    await user.click(screen.getByRole('button', { name: 'Change Email' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent(Messages.emailNotModified));
  });
  it('visitors are told the page is reserved', () => {
    mockApi({ 'POST /api/profile/logpage': () => ({ id: 1 }) });
    renderWith(<ManagePage />);
    expect(screen.getByText(Messages.reservedToRegistered)).toBeInTheDocument();
  });
});

describe('auth-callback', () => {
  it('shows the error text and a link to /home when the URL carries an error', async () => {
    window.history.replaceState(null, '', '/auth-callback#error=access_denied');
    renderWith(<AuthCallbackPage />);
    expect(screen.getByText(Messages.authCallbackError, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/home');
    window.history.replaceState(null, '', '/');
  });
  it('otherwise completes the sign-in and goes where it says', async () => {
    const auth = fakeAuth(null, { completeSignIn: vi.fn(async () => '/resources') });
    renderWith(<></>, {
      auth,
      path: '/auth-callback',
      routes: (
        <Routes>
          <Route path="/auth-callback" element={<AuthCallbackPage />} />
          <Route path="/resources" element={<p>Arrived</p>} />
        </Routes>
      ),
    });
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
    expect(auth.completeSignIn).toHaveBeenCalledTimes(1);
  });
});

// Keep act() imported for React's test environment flag.
void act;
