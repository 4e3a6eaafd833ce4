import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { apiClient } from '../api';
import { ToastProvider } from '../ui';
import { renderUi } from '../../test/render';
import { ArchivedPanel, RowArchiveActions } from './ArchiveActions';

const auth = { isAdmin: false };
vi.mock('../auth', () => ({ useAuth: () => auth }));

const calls: string[] = [];
const archived: { id: number; title: string; archivedAt: string }[] = [];
// The server's side of the archive calls, behind the one API client.
const server = {
  list: async () => structuredClone(archived),
  archive: async (kind: string, id: number) => {
    calls.push(`archive ${kind} ${id}`);
    archived.push({ id, title: 'Pool opens', archivedAt: '2026-11-22T10:00:00.000Z' });
    return { messages: ["'Pool opens' was archived: residents no longer see it."] };
  },
  restore: async (kind: string, id: number) => {
    calls.push(`restore ${kind} ${id}`);
    archived.splice(0);
    return { messages: ["'Pool opens' was restored."] };
  },
  remove: async (kind: string, id: number) => {
    calls.push(`remove ${kind} ${id}`);
    archived.splice(0);
    return { messages: ["'Pool opens' was deleted."] };
  },
};
const answer = (path: string, method: 'post' | 'del') => {
  const [, , kind, id, action] = path.split('/');
  return method === 'del'
    ? server.remove(kind, Number(id))
    : action === 'archive'
      ? server.archive(kind, Number(id))
      : server.restore(kind, Number(id));
};

function renderActions(dirty = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderUi(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RowArchiveActions kind="news" listKey={['admin', 'news']} id={7} name="Pool opens" dirty={dirty} />
        <ArchivedPanel kind="news" listKey={['admin', 'news']} dirty={dirty} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('archive actions of an admin list', () => {
  beforeEach(() => {
    vi.spyOn(apiClient, 'get').mockImplementation(server.list as never);
    vi.spyOn(apiClient, 'post').mockImplementation(((path: string) => answer(path, 'post')) as never);
    vi.spyOn(apiClient, 'del').mockImplementation(((path: string) => answer(path, 'del')) as never);
    calls.splice(0);
    archived.splice(0);
    auth.isAdmin = false;
  });

  it('archives with an Undo in the toast that restores; no Delete for a director', async () => {
    renderActions();
    expect(screen.queryByRole('button', { name: 'Delete Pool opens' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Archive Pool opens' }));
    await screen.findByText("'Pool opens' was archived: residents no longer see it.");
    expect(await screen.findByRole('button', { name: 'Restore Pool opens' })).toBeTruthy();
    // Radix lets the notifications take clicks once it has counted the new toast.
    await waitFor(() => expect(screen.getByRole('region', { name: /notifications/i })).not.toHaveStyle({ pointerEvents: 'none' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText("'Pool opens' was restored.");
    expect(calls).toEqual(['archive news 7', 'restore news 7']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore Pool opens' })).toBeNull());
  });

  it('waits for unsaved changes to be saved or undone', () => {
    renderActions(true);
    expect((screen.getByRole('button', { name: 'Archive Pool opens' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
