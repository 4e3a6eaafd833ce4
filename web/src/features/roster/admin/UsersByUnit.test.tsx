import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RosterUnitView } from '@hearth/common';
import { SpinnerProvider, ToastProvider } from '../../../shared/ui';
import { apiClient } from '../../../shared/api';
import { renderUi } from '../../../test/render';
import { UsersByUnit } from './UsersByUnit';

const roster: RosterUnitView[] = [
  {
    id: 1,
    number: '101',
    street: 'Elm Street',
    entitlement: 1,
    members: [
      {
        id: 11,
        relation: 'owner',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.org',
        profileId: 5,
        registered: true,
        invitedAt: null,
      },
      {
        id: 12,
        relation: 'owner',
        firstName: 'Bo',
        lastName: 'Lee',
        email: 'bo@example.org',
        profileId: null,
        registered: false,
        invitedAt: '2026-11-20T15:00:00.000Z',
      },
    ],
  },
  { id: 2, number: '102', street: 'Elm Street', entitlement: 2, members: [] },
];

function show(canInvite: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={client}>
      <SpinnerProvider>
        <ToastProvider>
          <UsersByUnit canInvite={canInvite} />
        </ToastProvider>
      </SpinnerProvider>
    </QueryClientProvider>,
  );
}

describe('users by unit (docs/requirements.md §15)', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.spyOn(apiClient, 'get').mockResolvedValue(structuredClone(roster));
  });

  it('lists each unit with who is registered and who is not, and invites the others', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ message: 'Invitation sent.' });
    show(true);
    const row = (await screen.findByRole('rowheader', { name: '101, Elm Street' })).closest('tr')!;
    expect(within(row).getByText('1 of 2')).toBeTruthy();
    expect(within(row).getByText(/Ann Lee \(Owner, ann@example.org\)/).textContent).toContain('registered');
    expect(within(row).getByText(/Bo Lee/).textContent).toContain('not registered');
    // When the last invitation went out (docs/requirements.md §15).
    expect(within(row).getByText(/^invited /).textContent).toContain('2026');
    expect(within(row).getByText(/Ann Lee/).textContent).not.toContain('invited');
    expect(within(row).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(row).getByRole('button', { name: 'Invite Bo Lee to register' }));
    expect(post).toHaveBeenCalledWith('/units/members/12/invite');
    expect(await screen.findByText('Invitation sent.')).toBeTruthy();
    const empty = screen.getByRole('rowheader', { name: '102, Elm Street' }).closest('tr')!;
    expect(within(empty).getByText('Nobody listed')).toBeTruthy();
  });

  it('shows directors the same list without invitations', async () => {
    show(false);
    await screen.findByRole('rowheader', { name: '101, Elm Street' });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
