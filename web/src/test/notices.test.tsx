/** E-mail notices on screen (docs/requirements.md, "E-mail notices"): the Account Management form and the unsubscribe page, with a mocked API. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTICE_PREFERENCES, NoticeMessages, type NoticePreferencesAnswer } from '@hearth/common';
import { Route, Routes } from 'react-router-dom';
import ManagePage from '../features/account/ManagePage';
import UnsubscribePage from '../features/public/unsubscribe/UnsubscribePage';
import { bodiesOf, mockApi, refusal, VISIT_LOG } from './api-stub';
import { fakeAuth, renderWith } from './auth-fixture';

afterEach(() => sessionStorage.clear());

const answer = (over: Partial<NoticePreferencesAnswer> = {}): NoticePreferencesAnswer => ({
  preferences: { ...DEFAULT_NOTICE_PREFERENCES },
  email: 'jane@example.org',
  minutesAllowed: true,
  votesAllowed: true,
  ...over,
});

describe('E-mail Notices in Account Management', () => {
  it("shows the stored choices under 'Modify your E-mail Notices', saves a change, says so and moves the focus to the result", async () => {
    let stored = answer();
    const calls = mockApi({
      ...VISIT_LOG,
      'GET /api/notices/preferences': () => stored,
      'PUT /api/notices/preferences': (_url, init) => {
        stored = answer({ preferences: { ...stored.preferences, ...JSON.parse(String(init.body)) } });
        return stored;
      },
    });
    renderWith(<ManagePage />, { auth: fakeAuth(['owner']) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'E-mail Notices' }));
    expect(screen.getByRole('heading', { name: 'Modify your E-mail Notices' })).toBeInTheDocument();
    const newsletters = await screen.findByLabelText('Newsletters');
    await waitFor(() => expect(newsletters).toHaveValue('atOnce'));
    expect(screen.getByLabelText('News')).toHaveValue('none');
    expect(screen.getByText('jane@example.org')).toBeInTheDocument();

    await user.selectOptions(newsletters, 'none');
    await user.selectOptions(screen.getByLabelText('Community Documents'), 'weeklyDigest');
    await user.click(screen.getByRole('button', { name: 'Save Notices' }));

    const result = await screen.findByTestId('notices-result');
    expect(result).toHaveTextContent(NoticeMessages.preferencesSaved);
    await waitFor(() => expect(result).toHaveFocus());
    expect(bodiesOf(calls, 'PUT /api/notices/preferences')).toEqual([
      { news: 'none', newsletters: 'none', minutes: 'atOnce', documents: 'weeklyDigest', requests: 'atOnce', votes: 'atOnce' },
    ]);
    expect(screen.getByLabelText('Newsletters')).toHaveValue('none');
  });

  it('does not offer minutes to a resident who may not read them, and says why', async () => {
    const calls = mockApi({
      ...VISIT_LOG,
      'GET /api/notices/preferences': () => answer({ minutesAllowed: false, votesAllowed: false }),
      'PUT /api/notices/preferences': () => answer({ minutesAllowed: false, votesAllowed: false }),
    });
    renderWith(<ManagePage />, { auth: fakeAuth(['tenant']), path: '/manage#notices' });
    // The e-mails' preferences link (/manage#notices) opens the form at once.
    await screen.findByLabelText('Newsletters');
    // A kind the resident may not receive is not offered, not even greyed out; the reason is.
    expect(screen.queryByLabelText('Meeting Minutes')).not.toBeInTheDocument();
    expect(screen.getByText(NoticeMessages.minutesNotAllowed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Votes')).not.toBeInTheDocument();
    expect(screen.getByText(NoticeMessages.votesNotAllowed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Notices' }));
    await screen.findByTestId('notices-result');
    expect(bodiesOf(calls, 'PUT /api/notices/preferences')).toEqual([
      { news: 'none', newsletters: 'atOnce', documents: 'none', requests: 'atOnce' },
    ]);
  });

  it("keeps the choices and shows the server's message when the save is refused", async () => {
    mockApi({
      ...VISIT_LOG,
      'GET /api/notices/preferences': () => answer(),
      'PUT /api/notices/preferences': () => refusal(400, NoticeMessages.deliveryInvalid),
    });
    renderWith(<ManagePage />, { auth: fakeAuth(['owner']), path: '/manage#notices' });
    const user = userEvent.setup();
    const news = await screen.findByLabelText('News');
    await waitFor(() => expect(news).toHaveValue('none'));
    await user.selectOptions(news, 'atOnce');
    await user.click(screen.getByRole('button', { name: 'Save Notices' }));
    expect(await screen.findByText(NoticeMessages.deliveryInvalid)).toBeInTheDocument();
    expect(screen.queryByTestId('notices-result')).not.toBeInTheDocument();
    expect(screen.getByLabelText('News')).toHaveValue('atOnce');
  });
});

describe('Unsubscribe page', () => {
  const render = (search: string) =>
    renderWith(<></>, {
      path: `/unsubscribe${search}`,
      routes: (
        <Routes>
          <Route path="/unsubscribe" element={<UnsubscribePage />} />
        </Routes>
      ),
    });

  it('asks first, then posts the token once confirmed and shows the outcome', async () => {
    const calls = mockApi({
      ...VISIT_LOG,
      'GET /api/notices/unsubscribe': () => ({
        kind: 'newsletters',
        email: 'jane@example.org',
        message: NoticeMessages.unsubscribeConfirm('newsletters', 'jane@example.org'),
      }),
      'POST /api/notices/unsubscribe': () => ({
        kind: 'newsletters',
        email: 'jane@example.org',
        message: NoticeMessages.unsubscribed('newsletters', 'jane@example.org'),
      }),
    });
    render('?token=abc.def');
    expect(await screen.findByText(NoticeMessages.unsubscribeConfirm('newsletters', 'jane@example.org'))).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'GET /api/notices/unsubscribe')?.url).toContain('token=abc.def');
    expect(calls.some((c) => c.key === 'POST /api/notices/unsubscribe')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NoticeMessages.unsubscribed('newsletters', 'jane@example.org'));
    expect(bodiesOf(calls, 'POST /api/notices/unsubscribe')).toEqual([{ token: 'abc.def' }]);
  });

  it('says so for a forged link, a used link, or no link at all, with no button to press', async () => {
    mockApi({ ...VISIT_LOG, 'GET /api/notices/unsubscribe': () => refusal(400, NoticeMessages.unsubscribeLinkInvalid) });
    const forged = render('?token=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(NoticeMessages.unsubscribeLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    forged.unmount();
    vi.restoreAllMocks();

    mockApi({
      ...VISIT_LOG,
      'GET /api/notices/unsubscribe': () => ({ kind: 'news', email: 'jane@example.org', message: 'Stop?' }),
      'POST /api/notices/unsubscribe': () => refusal(409, NoticeMessages.unsubscribeLinkUsed),
    });
    const used = render('?token=used');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NoticeMessages.unsubscribeLinkUsed);
    used.unmount();

    render('');
    expect(screen.getByRole('alert')).toHaveTextContent(NoticeMessages.unsubscribeLinkInvalid);
  });
});

describe('Notices column of the admin lists', () => {
  it('shows nothing without a notice, the count once sent, and both numbers while sending', async () => {
    const { noticeCountText } = await import('../shared/notices/noticeColumn');
    expect(noticeCountText(undefined)).toBe('');
    expect(noticeCountText({ itemId: 1, sent: 1, pending: 0 })).toBe('Sent to 1 resident');
    expect(noticeCountText({ itemId: 1, sent: 12, pending: 0 })).toBe('Sent to 12 residents');
    expect(noticeCountText({ itemId: 1, sent: 3, pending: 2 })).toBe('Sent to 3 of 5 residents');
  });
});
