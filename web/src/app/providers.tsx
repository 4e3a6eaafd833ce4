/** Everything screens rely on: react-query, the signed-in user, toasts and the spinner. */
import { useState, type ReactNode } from 'react';
import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { AuthProvider } from '../shared/auth';
import { SpinnerProvider, ToastProvider } from '../shared/ui';
import { isApiError } from '../shared/api';
import { QueryErrorToasts } from './QueryErrorToasts';

export function createQueryClient(pageData?: DehydratedState) {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retry network blips once, never a 4xx the server meant.
        retry: (count, error) => count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
  if (pageData) hydrate(client, pageData);
  return client;
}

export function AppProviders({
  children,
  queryClient,
  pageData,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  pageData?: DehydratedState;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient(pageData));
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <ToastProvider>
          <QueryErrorToasts />
          <SpinnerProvider>{children}</SpinnerProvider>
        </ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
