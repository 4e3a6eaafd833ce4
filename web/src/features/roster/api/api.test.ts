import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import type { Profile } from '@hearth/common';
import { apiClient } from '../../../shared/api';
import { userMutations, usersQuery } from '.';

afterEach(() => vi.restoreAllMocks());

/** Runs a mutation's options as useMutation would, without React. */
const run = <D, V>(options: MutationObserverOptions<D, Error, V>, variables: V) =>
  new MutationObserver(new QueryClient(), options).mutate(variables);

describe('users API calls', () => {
  it('asks for owners only on the users screen and sends profiles without server fields', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue([]);
    await new QueryClient().fetchQuery(usersQuery());
    expect(get).toHaveBeenCalledWith('/profile/all', { headers: { ownersOnly: 'ownersOnly' } });
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue([]);
    const profile: Profile = {
      id: 5,
      userId: 7,
      userName: 'tenant',
      firstName: 'L',
      lastName: 'M',
      unitNumber: '412',
      streetName: 'Maple Court',
      email: 't@x.org',
      userType: 'tenant',
      registrationDate: '2024-01-01',
      authenticated: true,
      roles: ['tenant'],
      logins: [],
    };
    await run(userMutations.update('admin'), [profile]);
    // Everything but what the server keeps for itself: the registration date, roles and logins.
    const { registrationDate, roles, logins, ...sent } = profile;
    expect(put.mock.calls[0][1]).toEqual({ models: [sent], userName: 'admin' });
  });
});
