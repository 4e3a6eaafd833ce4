/** Everything screens rely on: the language, react-query, the signed-in user, toasts and the spinner. */
import { useState, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { AuthProvider } from '../shared/auth';
import { SpinnerProvider, ToastProvider } from '../shared/ui';
import { isApiError } from '../shared/api';
import { QueryErrorToasts } from './QueryErrorToasts';
import { i18n as appI18n, LocaleProvider } from '../shared/i18n';

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
  i18n = appI18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  pageData?: DehydratedState;
  /** The server's render has an instance of its own (one language per request); the browser has one for the app. */
  i18n?: I18n;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient(pageData));
  return (
    <LocaleProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AuthProvider>
          <ToastProvider>
            <QueryErrorToasts />
            <SpinnerProvider>{children}</SpinnerProvider>
          </ToastProvider>
        </AuthProvider>
      </QueryClientProvider>
    </LocaleProvider>
  );
}
