import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { DehydratedState } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The app; `pageData` is what a server-rendered page was rendered with (web/src/page-data.ts). */
export function App({ pageData }: { pageData?: DehydratedState }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders pageData={pageData}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
