/** Starts the app (loaded by main.tsx): takes a server-rendered page over in place, or renders the page itself. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { hasStoredUser } from './shared/auth';
import { readPageData } from './page-data';

const root = document.getElementById('root')!;
const pageData = readPageData();
const app = (
  <StrictMode>
    <App pageData={pageData} />
  </StrictMode>
);
// A page the server rendered is taken over in place (docs/requirements.md §12); it shows what a visitor sees,
// so a signed-in tab renders its own page (with the page's data, without asking for it again).
if (pageData && !hasStoredUser()) hydrateRoot(root, app);
else createRoot(root).render(app);
