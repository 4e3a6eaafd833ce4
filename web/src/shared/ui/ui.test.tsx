import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { SPINNER_FADE_OUT_MS, TOAST_TIMEOUT_MS } from '@hearth/common';
import { TextField } from './fields';
import { Spinner } from './Spinner';
import { ToastProvider, useToast, type ToastApi } from './Toast';

/** The toast API of the rendered provider, handed out once it has rendered. */
const grabbed: { api?: ToastApi } = {};
function Grab() {
  const api = useToast();
  useEffect(() => {
    grabbed.api = api;
  }, [api]);
  return null;
}

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('never shows the same text twice at once, closes by button, and times out after 20 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      grabbed.api!.success('Saved');
      grabbed.api!.error('Save failed');
      grabbed.api!.error('Save failed');
    });
    // The first toast brings the stack's code (its own chunk).
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getAllByText('Save failed')).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS + 1000);
    });
    expect(screen.queryByText('Save failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    act(() => grabbed.api!.info('Check your email', { persistent: true }));
    await act(async () => {
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS + 1000);
    });
    expect(screen.getByText('Check your email')).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await act(async () => new Promise((r) => setTimeout(r, 400)));
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
  });
});

describe('toast stack', () => {
  it('shows at most two at once, a newer toast of the same kind replacing the older', async () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      grabbed.api!.error('First failure');
      grabbed.api!.error('Second failure');
    });
    await act(async () => new Promise((r) => setTimeout(r, 400)));
    expect(screen.queryByText('First failure')).not.toBeInTheDocument();
    expect(screen.getByText('Second failure')).toBeInTheDocument();
    act(() => {
      grabbed.api!.success('Saved');
      grabbed.api!.info('Check your email');
    });
    await act(async () => new Promise((r) => setTimeout(r, 400)));
    expect(screen.queryByText('Second failure')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Check your email')).toBeInTheDocument();
  });

  it('closes the errors before a success: the action that failed has now gone through', async () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => {
      grabbed.api!.info('Check your email');
      grabbed.api!.error('Save failed');
    });
    act(() => grabbed.api!.success('Saved'));
    await act(async () => new Promise((r) => setTimeout(r, 400)));
    expect(screen.queryByText('Save failed')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});

describe('spinner', () => {
  it('fades out over 200 ms before it goes', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Spinner show />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<Spinner show={false} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(SPINNER_FADE_OUT_MS);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('fields', () => {
  function Form() {
    const { register } = useForm({ defaultValues: { email: '' } });
    return <TextField label="Email" error="Email is required" {...register('email')} />;
  }
  it('are labelled and announce their error', () => {
    render(<Form />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
  });
});
