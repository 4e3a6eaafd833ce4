import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Messages } from '@hearth/common';
import { ToastProvider, SpinnerProvider } from '../../shared/ui';
import { apiClient } from '../../shared/api';
import { renderUi } from '../../test/render';
import { DirectorAddForm, SAVE_DIRECTOR_LABEL } from './board/DirectorAddForm';
import { FaqForm, ADD_DETAIL_LABEL } from './faqs/FaqForm';
import { blankFaq } from './faqs/faqForm.schema';
import { FileUpload } from '../../shared/uploads/FileUpload';

const roles = [1, 2, 3, 4, 5, 6].map((id) => ({ id, role: `Role ${id}` }));

describe('director add form', () => {
  it('keeps Save Board Director disabled until the form is valid, with a 6-row roles list', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderUi(<DirectorAddForm roles={roles} onAdd={onAdd} busy={false} />);
    const save = screen.getByRole('button', { name: SAVE_DIRECTOR_LABEL });
    expect(save).toBeDisabled();
    const select = screen.getByRole('listbox', { name: /Responsibilities/ });
    expect(select).toHaveAttribute('size', '6');
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Priya');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Raman');
    await user.type(screen.getByRole('textbox', { name: /Unit Number/ }), '307');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '555-0100');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'Priya@X.org');
    await user.tab();
    expect(await screen.findByText(Messages.emailPattern)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'priya@x.org');
    expect(save).toBeDisabled();
    await user.selectOptions(select, ['2', '4']);
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(onAdd).toHaveBeenCalled());
    expect(onAdd.mock.calls[0][0]).toMatchObject({ firstName: 'Priya', roles: [2, 4], active: false });
  });

  it('shows the required message of a touched empty field', async () => {
    const user = userEvent.setup();
    renderUi(<DirectorAddForm roles={roles} onAdd={() => undefined} busy={false} />);
    await user.click(screen.getByRole('textbox', { name: /First Name/ }));
    await user.tab();
    expect(await screen.findByText(Messages.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('FAQ form', () => {
  it('numbers a new detail count + 1 and shows the bottom save button past 2 details', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderUi(<FaqForm initial={blankFaq()} onSave={onSave} busy={false} />);
    const saves = () => screen.getAllByRole('button', { name: 'Save New FAQ' });
    expect(saves()).toHaveLength(1);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: ADD_DETAIL_LABEL }));
    expect(screen.getByRole('spinbutton', { name: 'Sequence of detail 3' })).toHaveValue(3);
    expect(saves()).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Where do I park?');
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'In the garage.');
    await user.click(saves()[1]);
    expect(await screen.findAllByText(Messages.faqDetailRequired)).toHaveLength(3);
    expect(onSave).not.toHaveBeenCalled();
    for (let i = 1; i <= 3; i++) await user.type(screen.getByRole('textbox', { name: `Contents of detail ${i}` }), `Step ${i}`);
    await user.click(saves()[0]);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ id: 0, details: [{ sequence: 1, body: 'Step 1' }, { sequence: 2 }, { sequence: 3 }] });
  });

  it('shows no error on a detail just added, and a shown error clears while typing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderUi(<FaqForm initial={blankFaq()} onSave={onSave} busy={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Pets?');
    await user.type(screen.getByRole('textbox', { name: 'Answer' }), 'Yes, on a leash.');
    await user.click(screen.getByRole('button', { name: ADD_DETAIL_LABEL }));
    expect(screen.queryByText(Messages.faqDetailRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save New FAQ' }));
    expect(await screen.findByText(Messages.faqDetailRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Contents of detail 1' }), 'Dogs under 20 kg.');
    await waitFor(() => expect(screen.queryByText(Messages.faqDetailRequired)).toBeNull());
    // Saving straight from the field (no blur first) goes through.
    await user.click(screen.getByRole('button', { name: 'Save New FAQ' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });

  it('has no bottom save button while editing an existing FAQ', async () => {
    const user = userEvent.setup();
    renderUi(<FaqForm initial={{ id: 4, question: 'Q', answer: 'A', details: [] }} onSave={() => undefined} busy={false} />);
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: ADD_DETAIL_LABEL }));
    expect(screen.getAllByRole('button', { name: 'Save FAQ' })).toHaveLength(1);
  });
});

describe('file upload', () => {
  const mount = (kind: 'image' | 'pdf', onUploaded = vi.fn()) => {
    renderUi(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <SpinnerProvider>
            <FileUpload label="PDF document" kind={kind} area="minutes" onUploaded={onUploaded} />
          </SpinnerProvider>
        </ToastProvider>
      </QueryClientProvider>,
    );
    return onUploaded;
  };

  it('refuses a wrong type with a message before anything is sent', async () => {
    const upload = vi.spyOn(apiClient, 'upload');
    const user = userEvent.setup({ applyAccept: false });
    mount('pdf');
    await user.upload(screen.getByLabelText('PDF document'), new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(within(document.body).getAllByText(Messages.pdfOnly).length).toBeGreaterThan(0);
    expect(upload).not.toHaveBeenCalled();
    upload.mockRestore();
  });

  it('uploads only the first file and reports success', async () => {
    const upload = vi.spyOn(apiClient, 'upload').mockImplementation(async (_path, _file, options) => {
      options?.onProgress?.(50);
      return { fileNames: ['minutes-2026.pdf'] };
    });
    const user = userEvent.setup();
    const onUploaded = mount('pdf');
    const first = new File(['%PDF-1.4'], 'first.pdf', { type: 'application/pdf' });
    const second = new File(['%PDF-1.4'], 'second.pdf', { type: 'application/pdf' });
    const input = screen.getByLabelText('PDF document') as HTMLInputElement;
    input.multiple = true;
    await user.upload(input, [first, second]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith('minutes-2026.pdf'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0][0]).toBe('/file/minutes');
    expect(upload.mock.calls[0][1]).toBe(first);
    expect(await screen.findByText(Messages.uploadSuccess)).toBeInTheDocument();
    upload.mockRestore();
  });
});
