/** Screens rendered with a mocked API (fetch): texts, rules and role-dependent parts of docs/requirements.md §2.3. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@hearth/common';
import { Route, Routes } from 'react-router-dom';
import AuthCallbackPage from '../features/public/AuthCallbackPage';
import ForgotPasswordPage from '../features/public/forgot/ForgotPasswordPage';
import ResetPasswordPage from '../features/public/reset/ResetPasswordPage';
import NewsPage from '../features/public/news/NewsPage';
import RegisterPage from '../features/public/register/RegisterPage';
import ContactsPage from '../features/public/contacts/ContactsPage';
import FaqsPage from '../features/resources/faqs/FaqsPage';
import ResourcesPage from '../features/resources/documents/ResourcesPage';
import ManagePage from '../features/account/ManagePage';
import { fakeAuth, renderWith } from './auth-fixture';

type Handler = (url: string, init: RequestInit) => unknown;
const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' },
  });

/** Routes fetch calls by "METHOD /path" to handlers; every call is recorded. */
function mockApi(handlers: Record<string, Handler>) {
  const calls: { key: string; init: RequestInit }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    calls.push({ key, init });
    const handler = handlers[key];
    if (!handler) return json({ data: null, error: { status: 404, message: `no mock for ${key}` } }, 404);
    const result = handler(url, init);
    return result instanceof Response ? result : json(result);
  });
  return calls;
}
const bodyOf = (calls: { key: string; init: RequestInit }[], key: string) =>
  JSON.parse(String(calls.find((c) => c.key === key)?.init.body));

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** The news route as the app declares it: the list, and an item's own address. */
const newsRoutes = (
  <Routes>
    <Route path="/news/:id?" element={<NewsPage />} />
  </Routes>
);

describe('News', () => {
  it("shows 'Loading data...', then titles newest first with 'MMM d, yyyy' dates, and the chosen item", async () => {
    mockApi({
      'GET /api/news/active': () => [
        {
          id: 1,
          title: 'Pool opens',
          body: 'Summer is here',
          publishDate: '2024-06-01',
          itemDate: '2024-06-01T08:00:00Z',
          active: true,
          thumbnail: null,
          thumbnailUrl: null,
          imageLinks: [],
        },
        {
          id: 2,
          title: 'Roof repairs',
          body: 'Scaffolding next week',
          publishDate: '2024-09-12',
          itemDate: '2024-09-12T08:00:00Z',
          active: true,
          thumbnail: 't.png',
          thumbnailUrl: '/uploads/news/t.png',
          imageLinks: [],
        },
      ],
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<NewsPage />, { path: '/news', routes: newsRoutes });
    expect(screen.getByText(Messages.loadingData)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Click on titles to see details' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link');
    expect(links.map((b) => b.textContent)).toEqual(['Roof repairsSep 12, 2024', 'Pool opensJun 1, 2024']);
    expect(links.map((b) => b.getAttribute('href'))).toEqual(['/news/2', '/news/1']);
    await userEvent.click(links[0]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { name: 'Roof repairs' })).toBeInTheDocument();
    expect(screen.getByText('Scaffolding next week')).toBeInTheDocument();
  });

  it('an address of no published item (archived, scheduled, mistyped) says so beside the list', async () => {
    mockApi({ 'GET /api/news/active': () => [], 'POST /api/profile/logpage': () => ({ id: 1 }) });
    renderWith(<NewsPage />, { path: '/news/007', routes: newsRoutes });
    expect(await screen.findByRole('heading', { name: Messages.newsItemNotFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(Messages.newsItemNotFound)).toBeInTheDocument();
  });

  it("logs the visit once as 'News' for a visitor (loginId null, username visitor)", async () => {
    const calls = mockApi({ 'GET /api/news/active': () => [], 'POST /api/profile/logpage': () => ({ id: 1 }) });
    renderWith(<NewsPage />);
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/profile/logpage')).toHaveLength(1));
    expect(bodyOf(calls, 'POST /api/profile/logpage')).toEqual({ model: { id: 0, loginId: null, pageName: 'News' }, username: 'visitor' });
    expect(calls.some((c) => c.key === 'POST /api/profile/recordlogin')).toBe(false);
  });

  it('a signed-in user records a login once, then logs visits under it', async () => {
    const calls = mockApi({
      'GET /api/news/active': () => [],
      'POST /api/profile/recordlogin': () => ({ id: 42 }),
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<NewsPage />, { auth: fakeAuth(['tenant']) });
    await waitFor(() => expect(calls.filter((c) => c.key === 'POST /api/profile/logpage')).toHaveLength(1));
    expect(bodyOf(calls, 'POST /api/profile/recordlogin')).toEqual({ userId: 7 });
    expect(bodyOf(calls, 'POST /api/profile/logpage')).toEqual({ model: { id: 0, loginId: 42, pageName: 'News' }, username: 'jane' });
  });
});

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
    expect(screen.getByText(Messages.accountCreated('jane'))).toBeInTheDocument();
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

describe('FAQs', () => {
  it('selects FAQ id 1 by default and shows question, answer and details', async () => {
    mockApi({
      'GET /api/faq': () => [
        { id: 2, question: 'Parking?', answer: 'Level P1', details: [] },
        {
          id: 1,
          question: 'Pets?',
          answer: 'Small pets only',
          details: [
            { id: 5, sequence: 2, body: 'Register them' },
            { id: 4, sequence: 1, body: 'Max 2' },
          ],
        },
      ],
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<FaqsPage />, { auth: fakeAuth(['owner']) });
    expect(screen.getByRole('heading', { level: 1, name: 'FAQs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Pets?' })).toBeInTheDocument();
    expect(screen.getByText('Small pets only')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((l) => l.textContent)).toContain('Max 2');
    await userEvent.click(screen.getByRole('button', { name: 'Parking?' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Parking?' })).toBeInTheDocument();
  });
  it('shows a placeholder when there are none', async () => {
    mockApi({ 'GET /api/faq': () => [], 'POST /api/profile/logpage': () => ({ id: 1 }) });
    renderWith(<FaqsPage />, { auth: fakeAuth(['owner']) });
    expect(await screen.findByText(Messages.noFaqs)).toBeInTheDocument();
  });
});

describe('Resources & Links', () => {
  const docs = [
    {
      id: 1,
      title: 'Spring',
      docType: 'Newsletter',
      documentName: 's.pdf',
      documentFolder: 'newsletters',
      documentDate: '2023-04-01',
      docDate: '2023-04-01',
      year: 2023,
      link: '/documents/download?area=newsletter&fileName=s.pdf',
    },
    {
      id: 2,
      title: 'Winter',
      docType: 'Newsletter',
      documentName: 'w.pdf',
      documentFolder: 'newsletters',
      documentDate: '2024-01-10',
      docDate: '2024-01-10',
      year: 2024,
      link: '',
    },
    {
      id: 3,
      title: 'Fall',
      docType: 'Newsletter',
      documentName: 'f.pdf',
      documentFolder: 'newsletters',
      documentDate: '2023-10-01',
      docDate: '2023-10-01',
      year: 2023,
      link: '',
    },
  ];
  it('a tenant has no Minutes; the collage shows until a type is chosen; newsletters by year, first year selected', async () => {
    const calls = mockApi({
      'GET /api/settings': () => ({
        siteName: 'Hearth',
        cityWebsiteUrl: 'https://city.example',
        cityWebsiteName: 'Our City',
        copyrightStartYear: 2020,
      }),
      'GET /api/document': () => docs,
      'POST /api/profile/recordlogin': () => ({ id: 9 }),
      'POST /api/profile/logpage': () => ({ id: 1 }),
    });
    renderWith(<ResourcesPage />, { auth: fakeAuth(['tenant']) });
    expect(screen.getByRole('heading', { name: 'Select a document type:' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Board Meeting and AGM Minutes' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /collage/ })).toBeInTheDocument();
    const city = await screen.findByRole('link', { name: /Our City/ });
    expect(city).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Newsletters' }));
    const y2024 = await screen.findByRole('button', { name: '2024' });
    expect(y2024).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /Winter/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2023' }));
    expect(screen.getAllByRole('link', { name: /opens in a new tab/ }).map((a) => a.textContent)).toEqual([
      'Our City (opens in a new tab)',
      'Fall (opens in a new tab)',
      'Spring (opens in a new tab)',
    ]);
    const listCall = calls.find((c) => c.key === 'GET /api/document')!;
    expect((listCall.init.headers as Record<string, string>).docType).toBe('newsletters');
    await waitFor(() =>
      expect(
        calls.filter((c) => c.key === 'POST /api/profile/logpage').map((c) => JSON.parse(String(c.init.body)).model.pageName),
      ).toContain('Newsletters'),
    );
  });
  const ownerApi = (authenticated: boolean) => ({
    'GET /api/settings': () => ({}),
    'GET /api/document': () => [],
    'GET /api/profile': () => ({ id: 4, userId: 1, userName: 'owner', userType: 'owner', authenticated }),
    'POST /api/profile/recordlogin': () => ({ id: 9 }),
    'POST /api/profile/logpage': () => ({ id: 1 }),
  });
  it('a verified owner sees Minutes, with its empty message', async () => {
    mockApi(ownerApi(true));
    renderWith(<ResourcesPage />, { auth: fakeAuth(['owner']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Board Meeting and AGM Minutes' }));
    expect(await screen.findByText(Messages.noMinutes)).toBeInTheDocument();
  });
  it('an owner the association has not verified yet does not see Minutes', async () => {
    mockApi(ownerApi(false));
    renderWith(<ResourcesPage />, { auth: fakeAuth(['owner']) });
    expect(await screen.findByRole('button', { name: 'Newsletters' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Board Meeting and AGM Minutes' })).not.toBeInTheDocument());
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
