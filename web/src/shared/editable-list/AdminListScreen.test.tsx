import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/dom';
import { renderUi } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '../ui';
import { Messages } from '@hearth/common';
import { ApiError } from '../api';
import { AdminListScreen, CANCEL_LABEL, SAVE_CHANGES_LABEL } from './AdminListScreen';
import { CellText } from './cells';
import { EditableTable } from './EditableTable';
import { useEditableList, type ServerOutcome } from './useEditableList';

const visits: string[] = [];
vi.mock('../auth', () => ({ usePageVisit: (name: string) => void visits.push(name) }));

interface Row {
  id: number;
  name: string;
}
const server = { rows: [] as Row[], saved: [] as Row[][], fail: false };

function Screen({ notices, editFormDirty }: { notices?: { duplicate?: boolean }; editFormDirty?: boolean }) {
  const list = useEditableList<Row>({
    notices,
    query: { queryKey: ['test-rows'], queryFn: async () => structuredClone(server.rows) },
    save: {
      mutationFn: async (changed: Row[]): Promise<ServerOutcome<Row>> => {
        server.saved.push(changed);
        if (server.fail) throw new ApiError('Name already used', 409);
        server.rows = server.rows.map((r) => changed.find((c) => c.id === r.id) ?? r);
        return { list: structuredClone(server.rows) };
      },
    },
    add: {
      mutationFn: async (row: Row): Promise<ServerOutcome<Row>> => {
        server.rows = [...server.rows, { ...row, id: server.rows.length + 1 }];
        return {};
      },
    },
    savedMessage: 'Rows successfully updated',
    addedMessage: 'Row has been successfully added.',
  });
  return (
    <AdminListScreen
      title="Admin: Rows"
      list={list}
      addLabel="Add Row"
      addForm={<button onClick={() => void list.addItem({ id: 0, name: 'New' })}>Save Row</button>}
      editFormDirty={editFormDirty}
    >
      <EditableTable
        caption="Rows"
        list={list}
        rowName={(r) => r.name}
        columns={[
          {
            header: 'Name',
            view: (r) => r.name,
            edit: (r, update) => <CellText label={`Name of row ${r.id}`} value={r.name} onChange={(name) => update({ name })} />,
          },
        ]}
      />
    </AdminListScreen>
  );
}

// A data router, as the app's: the unsaved-changes guard blocks navigations through it.
const renderScreen = (notices?: { duplicate?: boolean }, editFormDirty?: boolean) =>
  renderUi(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                path: '/admin/rows',
                element: (
                  <>
                    <Link to="/home">Home</Link>
                    <Screen notices={notices} editFormDirty={editFormDirty} />
                  </>
                ),
              },
              { path: '/home', element: <p>Home page</p> },
            ],
            { initialEntries: ['/admin/rows'] },
          )}
        />
      </ToastProvider>
    </QueryClientProvider>,
  );

beforeEach(() => {
  visits.length = 0;
  server.rows = [
    { id: 1, name: 'Ann' },
    { id: 2, name: 'Bob' },
  ];
  server.saved = [];
  server.fail = false;
});

describe('admin list screen', () => {
  it('logs the visit with the title and flips the toggle label', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin: Rows' })).toBeInTheDocument();
    expect(visits).toContain('Admin: Rows');
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    expect(screen.getByRole('button', { name: CANCEL_LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CANCEL_LABEL }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows Save Changes only while something is changed, and sends only the changed row', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Bob');
    expect(screen.queryByRole('button', { name: SAVE_CHANGES_LABEL })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Bob' }));
    const input = screen.getByRole('textbox', { name: 'Name of row 2' });
    await user.clear(input);
    await user.type(input, 'Robert');
    await user.click(screen.getByRole('button', { name: SAVE_CHANGES_LABEL }));
    expect(await screen.findByText('Rows successfully updated')).toBeInTheDocument();
    expect(server.saved).toEqual([[{ id: 2, name: 'Robert' }]]);
    expect(screen.getByText('Robert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SAVE_CHANGES_LABEL })).not.toBeInTheDocument();
  });

  it('rolls a row back to the loaded copy', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Ann');
    await user.click(screen.getByRole('button', { name: 'Edit Ann' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of row 1' }), 'ette');
    // The buttons keep the loaded name while the user types.
    await user.click(screen.getByRole('button', { name: 'Undo changes to Ann' }));
    expect(screen.getByText('Ann')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SAVE_CHANGES_LABEL })).not.toBeInTheDocument();
  });

  /** Renames Ann to Annette and saves, the server refusing the save. */
  async function failedSave(options?: Parameters<typeof renderScreen>[0]) {
    const user = userEvent.setup();
    server.fail = true;
    renderScreen(options);
    await screen.findByText('Ann');
    await user.click(screen.getByRole('button', { name: 'Edit Ann' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of row 1' }), 'ette');
    await user.click(screen.getByRole('button', { name: SAVE_CHANGES_LABEL }));
  }

  it('keeps the edits on screen and shows the error when the save fails', async () => {
    await failedSave();
    expect((await screen.findByText('Name already used')).closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('textbox', { name: 'Name of row 1' })).toHaveValue('Annette');
    expect(screen.getByRole('button', { name: SAVE_CHANGES_LABEL })).toBeInTheDocument();
  });

  it('tells a refused duplicate (409) as information on a screen that calls it a notice', async () => {
    await failedSave({ duplicate: true });
    expect((await screen.findByText('Name already used')).closest('[data-kind]')).toHaveAttribute('data-kind', 'info');
  });

  it('after an add closes the form, reloads the list and keeps other rows being edited', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Ann');
    await user.click(screen.getByRole('button', { name: 'Edit Bob' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of row 2' }), 'by');
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await user.click(screen.getByRole('button', { name: 'Save Row' }));
    expect(await screen.findByText('Row has been successfully added.')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getByText('New')).toBeInTheDocument());
    expect(within(table).getByRole('textbox', { name: 'Name of row 2' })).toHaveValue('Bobby');
    expect(screen.getByRole('button', { name: 'Add Row' })).toBeInTheDocument();
  });

  it('leaves at once when nothing is changed', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Ann');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument(); // nothing changed: no question
  });

  it('asks before leaving with unsaved rows: Stay keeps the edits, Leave goes', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Ann');
    await user.click(screen.getByRole('button', { name: 'Edit Ann' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of row 1' }), 'ette');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    // Words for rows: no form was touched.
    expect(confirm.mock.calls[0][0]).toBe(`${Messages.unsavedChangesTitle}\n\n${Messages.unsavedChanges}`);
    expect(screen.getByRole('textbox', { name: 'Name of row 1' })).toHaveValue('Annette');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
    confirm.mockRestore();
  });

  it('moves focus to the restored row after Undo and to the list after Save Changes', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('Ann');
    await user.click(screen.getByRole('button', { name: 'Edit Ann' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of row 1' }), 'ette');
    await user.click(screen.getByRole('button', { name: 'Undo changes to Ann' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Ann' })));
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Name of row 1' }), 'e');
    await user.click(screen.getByRole('button', { name: SAVE_CHANGES_LABEL }));
    await screen.findByText('Rows successfully updated');
    await waitFor(() => expect(document.activeElement?.contains(screen.getByRole('table'))).toBe(true));
  });

  it("asks before an item's unsaved edit form gives way to the add form or the person leaves (Admin: Amenities, Admin: Votes)", async () => {
    const user = userEvent.setup();
    renderScreen(undefined, true);
    await screen.findByText('Ann');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true).mockReturnValueOnce(false);
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('table')).toBeInTheDocument(); // Stay: the edit form keeps its text
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    expect(screen.getByRole('button', { name: 'Save Row' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CANCEL_LABEL }));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(3));
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    confirm.mockRestore();
  });
});
