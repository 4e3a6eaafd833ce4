import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import { Messages, type BoardDirector } from '@hearth/common';
import { apiClient } from '../../shared/api';
import { boardMutations, managerMutations } from './api';

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

describe('board and managers API calls', () => {
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

  it('sends managers as bare arrays', async () => {
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
  });
});
