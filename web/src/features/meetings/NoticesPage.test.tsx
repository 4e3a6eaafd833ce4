/** The Notices page (docs/requirements.md §21) with a mocked API: notices and agendas, the emergency mark, and an owner's delivery choice sent with its wording's version. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CONSENT_VERSION, type ConsentAnswer, type MeetingList, type MeetingSummary } from '@hearth/common';
import { mockApi, VISIT_LOG } from '../../test/api-stub';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import NoticesPage from './NoticesPage';

const meeting = (change: Partial<MeetingSummary>): MeetingSummary => ({
  id: 1,
  kind: 'owner',
  title: 'Annual meeting',
  startsAt: '2026-12-12T00:00:00.000Z',
  localStart: '2026-12-11T19:00',
  timeZone: 'America/New_York',
  durationMinutes: 120,
  place: 'Clubhouse',
  videoLink: '',
  agenda: '1. Budget\n2. Election',
  documents: [],
  emergency: false,
  emergencyReason: '',
  noticeCitation: '§718.112(2)(d)3, Fla. Stat.',
  noticeDueAt: '2026-11-27T00:00:00.000Z',
  noticedAt: '2026-11-20T10:00:00.000Z',
  recordingUrl: '',
  minutes: null,
  draftMinutes: null,
  votes: [],
  status: 'scheduled',
  sequence: 0,
  history: [],
  ...change,
});
const LIST: MeetingList = {
  upcoming: [
    meeting({}),
    meeting({ id: 2, kind: 'board', title: 'Leak', emergency: true, emergencyReason: 'Water in the garage' }),
    meeting({ id: 4, kind: 'board', title: 'Board meeting: roof and budget' }),
  ],
  past: [],
  cancelled: [
    meeting({
      id: 3,
      title: 'Pool rules',
      status: 'cancelled',
      sequence: 1,
      history: [
        {
          round: 0,
          action: 'scheduled',
          at: '2026-11-20T10:00:00.000Z',
          startsAt: '2026-12-12T00:00:00.000Z',
          localStart: '2026-12-11T19:00',
          reason: '',
          changed: [],
        },
        {
          round: 1,
          action: 'cancelled',
          at: '2026-11-25T10:00:00.000Z',
          startsAt: '2026-12-12T00:00:00.000Z',
          localStart: '2026-12-11T19:00',
          reason: 'No quorum',
          changed: [],
        },
      ],
    }),
  ],
};
const CONSENT: ConsentAnswer = {
  current: null,
  wordings: { email: 'I agree to electronic notice.', website: 'I agree to website notice.', paper: 'I keep paper mail.' },
  version: CURRENT_CONSENT_VERSION,
  eligible: true,
};

/** The API as the page calls it; each delivery choice sent is kept in `saved`. */
const mockNotices = (saved: unknown[]) =>
  mockApi({
    ...VISIT_LOG,
    'GET /api/meetings': () => LIST,
    'GET /api/meetings/consent': () => CONSENT,
    'PUT /api/meetings/consent': (_url, init) => {
      const body = JSON.parse(String(init.body));
      saved.push(body);
      return { ...CONSENT, current: { ...body, wording: CONSENT.wordings.email, agreedAt: '2026-11-27T10:00:00.000Z' } };
    },
  });

describe('Notices', () => {
  it('shows each notice with its time in the association’s zone, its agenda and the rule, and marks an emergency', async () => {
    mockNotices([]);
    renderWith(<NoticesPage />);
    const annual = await screen.findByRole('article', { name: 'Owner meeting: Annual meeting' });
    expect(annual).toHaveTextContent('Friday 2026-12-11 19:00 (America/New_York)');
    expect(annual).toHaveTextContent('§718.112(2)(d)3, Fla. Stat.');
    expect(within(annual).getByText(/1\. Budget/)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Board meeting: Leak' })).toHaveTextContent('Emergency meeting. Water in the garage');
    // A title that already begins with its kind is not prefixed with it again.
    expect(screen.getByRole('article', { name: 'Board meeting: roof and budget' })).toBeInTheDocument();
    expect(screen.queryByText(/Board meeting: Board meeting/)).toBeNull();
    expect(screen.getByRole('link', { name: /iCal/ })).toHaveAttribute('href', '/api/meetings/calendar.ics');
    expect(screen.queryByRole('heading', { name: 'How you receive notices' })).toBeNull();
  });

  it('lists a cancelled meeting apart from the upcoming ones, with its reason', async () => {
    mockNotices([]);
    renderWith(<NoticesPage />);
    const cancelled = await screen.findByRole('article', { name: 'Owner meeting: Pool rules' });
    expect(cancelled).toHaveTextContent('Cancelled. No quorum');
    const upcoming = screen.getByRole('heading', { name: 'Upcoming meetings' }).closest('section') ?? document.body;
    expect(within(upcoming as HTMLElement).queryByText(/Pool rules/)).toBeNull();
  });

  it('lets a signed-in owner agree to e-mail notice, sending the version of the wording shown', async () => {
    const saved: unknown[] = [];
    mockNotices(saved);
    renderWith(<NoticesPage />, { auth: fakeAuth(['owner']) });
    await screen.findByRole('heading', { name: 'How you receive notices' });
    expect(await screen.findByText('I keep paper mail.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'By e-mail' }));
    expect(screen.getByText('I agree to electronic notice.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I agree to notices by e-mail' }));
    await waitFor(() => expect(saved).toEqual([{ choice: 'email', version: CURRENT_CONSENT_VERSION }]));
    expect(await screen.findByText(/Your choice: By e-mail/)).toBeInTheDocument();
  });
});
