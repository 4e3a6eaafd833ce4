import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Messages } from '@hearth/common';
import { ToastProvider, SpinnerProvider } from '../ui';
import { apiClient } from '../api';
import { renderUi } from '../../test/render';
import { FileUpload } from './FileUpload';

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
