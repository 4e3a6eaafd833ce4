/** Admin: Meetings (docs/requirements.md, "Meetings, notices and consent to electronic notice") with a mocked API: a meeting's deliveries in words, and the schedule form kept until its director agrees to lose it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_SCREENS, MeetingMessages, type DeliveryList, type MeetingList, type MeetingSummary } from '@hearth/common';
import { bodyOf, mockApi, VISIT_LOG } from '../../../test/api-stub';
import { fakeAuth, renderWith } from '../../../test/auth-fixture';
import AdminMeetingsPage from './AdminMeetingsPage';

const MEETING = {
  id: 1,
  kind: 'board',
  title: 'Board meeting: roof and budget',
  startsAt: '2099-12-12T00:00:00.000Z',
  localStart: '2099-12-11T19:00',
  timeZone: 'America/New_York',
  durationMinutes: 120,
  place: 'Clubhouse',
  videoLink: '',
  agenda: '1. Roof',
  documents: [],
  emergency: false,
  emergencyReason: '',
  noticeCitation: null,
  noticeDueAt: '2099-11-27T00:00:00.000Z',
  noticedAt: '2099-11-20T10:00:00.000Z',
  recordingUrl: '',
  minutes: null,
  draftMinutes: null,
  votes: [],
  status: 'scheduled',
  sequence: 0,
  history: [],
} as unknown as MeetingSummary;
const row = (change: Partial<DeliveryList['deliveries'][number]>): DeliveryList['deliveries'][number] => ({
  name: 'Ann Owner',
  unit: '1 Main St',
  channel: 'paper',
  address: '1 Main St, Miami',
  mailing: null,
  hasAccount: true,
  result: 'toMail',
  recordedAt: '2099-11-20T10:00:00.000Z',
  round: 0,
  action: 'scheduled',
  ...change,
});
const DELIVERIES: DeliveryList = {
  total: 3,
  deliveries: [
    row({}),
    row({ name: 'Bo Owner', channel: 'email', address: 'bo@example.org', result: 'sending' }),
    row({ name: 'Cy Owner', channel: 'website', address: '/notices', result: 'posted' }),
  ],
};

const mockMeetings = () =>
  mockApi({
    ...VISIT_LOG,
    'GET /api/meetings': (): MeetingList => ({ upcoming: [MEETING], past: [], cancelled: [] }),
    'GET /api/meetings/1/deliveries': () => DELIVERIES,
    'GET /api/meetings/1/paper-notices': () => [],
    'GET /api/votes': () => [],
  });

afterEach(() => vi.restoreAllMocks());

describe('Admin: Meetings', () => {
  it('shows each delivery’s way and result in words, and a title that begins with its kind once', async () => {
    mockMeetings();
    renderWith(<AdminMeetingsPage />, { auth: fakeAuth(['director']) });
    expect(await screen.findByRole('cell', { name: 'Board meeting: roof and budget' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Deliveries of ${MEETING.title}` }));
    const table = await screen.findByRole('table', { name: '3 deliveries to owners' });
    await within(table).findByText('Ann Owner');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Notice', 'Ann Owner', '1 Main St', 'Paper mail', '1 Main St, Miami', 'To mail'],
      ['Notice', 'Bo Owner', '1 Main St', 'E-mail', 'bo@example.org', 'Sending'],
      ['Notice', 'Cy Owner', '1 Main St', 'Website', '/notices', 'Posted'],
    ]);
    expect(table).not.toHaveTextContent(/toMail|paper\b|sending/);
  });

  it('asks before Cancel - Go Back loses typed text in the schedule form, and keeps it when told to stay', async () => {
    mockMeetings();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderWith(<AdminMeetingsPage />, { auth: fakeAuth(['director']) });
    await userEvent.click(await screen.findByRole('button', { name: ADMIN_SCREENS.meetings.addLabel }));
    // Untouched, Cancel asks nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel - Go Back' }));
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: ADMIN_SCREENS.meetings.addLabel }));
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Garden');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel - Go Back' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Garden');
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel - Go Back' }));
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
  });

  it('approves a held meeting’s draft minutes with the privacy confirmation, and says so', async () => {
    const held = {
      ...MEETING,
      startsAt: '2020-03-12T00:00:00.000Z',
      localStart: '2020-03-11T19:00',
      draftMinutes: { id: 7, title: 'Draft minutes of March' },
    } as MeetingSummary;
    const calls = mockApi({
      ...VISIT_LOG,
      'GET /api/meetings': (): MeetingList => ({ upcoming: [], past: [held], cancelled: [] }),
      'GET /api/meetings/1/deliveries': () => DELIVERIES,
      'GET /api/meetings/1/paper-notices': () => [],
      'GET /api/votes': () => [],
      'GET /api/document': () => [],
      'POST /api/meetings/1/minutes/approve': () => ({ ...held, draftMinutes: null, minutes: held.draftMinutes }),
    });
    renderWith(<AdminMeetingsPage />, { auth: fakeAuth(['admin']) });
    await userEvent.click(await screen.findByRole('button', { name: `Deliveries of ${MEETING.title}` }));
    expect(await screen.findByText(/Draft minutes of March/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'The minutes hold nothing the rule pack lists as private' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve minutes' }));
    expect(await screen.findByText(MeetingMessages.minutesApproved)).toBeInTheDocument();
    expect(bodyOf(calls, 'POST /api/meetings/1/minutes/approve')).toEqual({ confirmNoPrivate: true });
    expect(screen.getByRole('button', { name: 'Add draft minutes' })).toBeInTheDocument();
  });
});
