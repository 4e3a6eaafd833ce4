import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import type { PageData } from '../page-data';

/** The app; `pageData` is what a server-rendered page was rendered with (web/src/page-data.ts). */
export function App({ pageData }: { pageData?: PageData }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders pageData={pageData}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
