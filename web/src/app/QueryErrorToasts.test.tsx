import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiError } from '../shared/api';
import { GlobalSpinner, ToastProvider } from '../shared/ui';
import { QueryErrorToasts } from './QueryErrorToasts';

function Failing() {
  useQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError('Server error', 500)) });
  return null;
}

describe('load failures', () => {
  it('show as an error toast and the spinner goes away', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <QueryErrorToasts />
          <Failing />
          <GlobalSpinner />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect((await screen.findAllByText('Server error'))[0].closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
  });
});
