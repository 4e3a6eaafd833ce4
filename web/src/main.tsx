/**
 * The page's one script, kept tiny. A page the server rendered is already complete (docs/requirements.md §12): the
 * app is fetched once it has been painted, so a slow phone shows the content first; any other page starts the app
 * at once. The styles of every screen are in the one stylesheet the page links (vite.config.ts, cssCodeSplit).
 */
import { PAGE_DATA_ID } from '@hearth/common';
import './shared/ui/tokens.css';
import './shared/ui/first-screen.css';
import { SILENT_RENEW_PATH } from './shared/auth/paths';

const start = () => import('./start');

// If the server answered /silent-renew.html with the app's page, finish the renewal and stop there.
if (window.location.pathname === SILENT_RENEW_PATH) void import('./silent-renew');
// The frame after the first paint.
else if (document.getElementById(PAGE_DATA_ID)) requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
