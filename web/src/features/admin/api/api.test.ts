import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import { Messages, type BoardDirector, type PortalDocument, type Profile } from '@hearth/common';
import { apiClient } from '../../../shared/api';
import { boardMutations, documentMutations, managerMutations, userMutations, usersQuery } from '.';

afterEach(() => vi.restoreAllMocks());

/** Runs a mutation's options as useMutation would, without React. */
const run = <D, V>(options: MutationObserverOptions<D, Error, V>, variables: V) =>
  new MutationObserver(new QueryClient(), options).mutate(variables);

const director: BoardDirector & { editing?: boolean; documentId?: string } = {
  id: 3,
  userId: 9,
  userName: 'mokafor',
  firstName: 'Martin',
  lastName: 'Okafor',
  unitNumber: '204',
  phone: '555',
  email: 'director@maplecourt.test',
  position: 1,
  roles: [{ id: 2, role: 'President' }],
  active: true,
  editing: true,
  documentId: 'abc',
};

describe('admin API calls', () => {
  it('sends directors with their wire fields only, roles as ids, and shows the answer as it is split', async () => {
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue({
      directors: [director],
      messages: ['Directors saved'],
      errors: [Messages.directorNotInList('Ghost Person'), 'Error: X - y'],
    });
    const outcome = await run(boardMutations.update('admin'), [director]);
    expect(put).toHaveBeenCalledWith('/board/updaterange', {
      models: [
        {
          id: 3,
          userId: 9,
          firstName: 'Martin',
          lastName: 'Okafor',
          unitNumber: '204',
          email: 'director@maplecourt.test',
          phone: '555',
          position: 1,
          roles: [2],
          active: true,
        },
      ],
      userName: 'admin',
    });
    expect(outcome.list).toHaveLength(1);
    expect(outcome.messages).toEqual(['Directors saved']);
    expect(outcome.errors).toEqual([Messages.directorNotInList('Ghost Person'), 'Error: X - y']);
  });

  it('sends managers and documents as bare arrays, documents with their kind header', async () => {
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue([]);
    await run(managerMutations.update(), [
      {
        id: 1,
        name: 'N',
        phone: 'p',
        afterHoursPhone: 'a',
        fax: 'f',
        email: 'e@x.org',
        websiteUrl: 'w',
        logo: '',
        logoUrl: '/uploads/logos/x.png',
        active: true,
      },
    ]);
    expect(put.mock.calls[0]).toEqual([
      '/propertymanager/updaterange',
      [{ id: 1, name: 'N', phone: 'p', afterHoursPhone: 'a', fax: 'f', email: 'e@x.org', websiteUrl: 'w', logo: null, active: true }],
    ]);
    const doc: PortalDocument = {
      id: 4,
      title: 'T',
      docType: 'Minutes',
      documentName: 'm.pdf',
      documentFolder: 'minutes',
      documentDate: '2025-04-02T00:00:00.000Z',
      docDate: 'x',
      year: 2025,
      link: '/x',
    };
    await run(documentMutations.update('minutes'), [doc]);
    expect(put.mock.calls[1]).toEqual([
      '/document/updaterange',
      // The date as the row holds it (the server keeps the day of a date-time, docs/api.md).
      [{ id: 4, title: 'T', docType: 'Minutes', documentName: 'm.pdf', documentDate: '2025-04-02T00:00:00.000Z' }],
      { headers: { docType: 'minutes' } },
    ]);
  });

  it('an add that answers the new item only leaves the list to be loaded again', async () => {
    vi.spyOn(apiClient, 'post').mockResolvedValue({ id: 5 });
    const doc: PortalDocument = {
      id: 0,
      title: 'T',
      docType: 'Minutes',
      documentName: 'm.pdf',
      documentFolder: 'minutes',
      documentDate: '2025-04-02',
      docDate: 'x',
      year: 2025,
      link: '',
    };
    await expect(run(documentMutations.add(), doc)).resolves.toEqual({});
  });

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
