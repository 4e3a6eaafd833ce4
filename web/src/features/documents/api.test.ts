import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient, type MutationObserverOptions } from '@tanstack/react-query';
import type { PortalDocument } from '@hearth/common';
import { apiClient } from '../../shared/api';
import { documentMutations } from './admin/api';

afterEach(() => vi.restoreAllMocks());

/** Runs a mutation's options as useMutation would, without React. */
const run = <D, V>(options: MutationObserverOptions<D, Error, V>, variables: V) =>
  new MutationObserver(new QueryClient(), options).mutate(variables);

describe('documents API calls', () => {
  it('sends documents as bare arrays, with their kind header', async () => {
    const put = vi.spyOn(apiClient, 'put').mockResolvedValue([]);
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
    expect(put.mock.calls[0]).toEqual([
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
});
